import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { deliverDueMail, type MailDeliveryOutcome } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * Sends the outbox's due mails: at once after a submission (`kick`) and on every periodic run.
 * Within one process, runs never overlap (a kick during a run asks for one more run after it);
 * across processes the outbox's row claims keep them apart.
 */
export function createMailSender(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  log: FastifyBaseLogger;
}) {
  let running: Promise<void> | undefined;
  let again = false;

  async function runOnce(): Promise<MailDeliveryOutcome> {
    const outcome = await deliverDueMail(options.db, options.transport, {
      from: options.from,
      maxAttempts: options.maxAttempts,
    });
    if (outcome.failed > 0) options.log.warn(outcome, 'some mails could not be sent; they are tried again later');
    if (outcome.givenUp > 0) options.log.error(outcome, 'some mails were given up after their last attempt');
    return outcome;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again);
      } catch (error) {
        options.log.error({ err: error }, 'sending mail failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    mode: options.transport.mode,
    /** Sends what is due now, without waiting (after a submission). */
    kick(): void {
      void run();
    },
    /** Sends what is due and resolves when done (the periodic run). */
    deliverDue: run,
    /** Waits for a run in progress (before the database closes). */
    async idle(): Promise<void> {
      await running;
    },
    verify: () => options.transport.verify(),
    close: () => options.transport.close(),
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
