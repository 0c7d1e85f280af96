import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';

/** What a mail is: the staff's notification, the sender's confirmation, a newsletter confirmation link, or a staff member's link to set a password. */
export type MailKind = 'notification' | 'confirmation' | 'newsletter-opt-in' | 'staff-password-link';

export interface QueuedMail {
  kind: MailKind;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  submissionId?: number | undefined;
}

/**
 * Queues mails; called inside the transaction that stores what they announce, so a stored
 * submission never lacks its mails and a refused one sends none.
 */
export async function queueMails(tx: Database, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.text,
      submissionId: mail.submissionId ?? null,
    })),
  );
}

/** Rows handled per run; the next run takes the rest. */
const batchSize = 20;
/** Wait after the first failed attempt; it doubles with each further failure, up to six hours. */
const firstRetryMs = 30_000;
const longestRetryMs = 6 * 60 * 60 * 1000;
/** While a process sends a row, other processes leave it alone for this long (beyond any SMTP timeout). */
const leaseMs = 5 * 60 * 1000;

/** When to try again after `attempts` failed attempts: 30 s, 1 min, 2 min, … at most 6 h. */
export function nextMailAttemptDelayMs(attempts: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

export type MailDeliveryOutcome = { sent: number; failed: number; givenUp: number };

/**
 * Sends the due mails. A short transaction first claims them (`for update skip locked`, and a
 * lease on their next attempt), so several server processes never send one mail twice at the
 * same time and no transaction stays open while the SMTP server is talked to. A sent mail leaves
 * the outbox (its text, which may hold a confirmation link, is not kept); a failed one is tried
 * again later, with back-off, until `maxAttempts` attempts failed: then it stays, given up.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  options: { from: string; maxAttempts: number; now?: Date },
): Promise<MailDeliveryOutcome> {
  const now = options.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(lte(mailOutbox.nextAttemptAt, now), isNull(mailOutbox.givenUpAt)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(mailOutbox.id, ids))
      .returning();
  });
  const outcome: MailDeliveryOutcome = { sent: 0, failed: 0, givenUp: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    let problem: string | undefined;
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        from: options.from,
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.body,
      });
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === undefined) {
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      outcome.sent += 1;
      continue;
    }
    const attempts = row.attempts + 1;
    const givingUp = attempts >= options.maxAttempts;
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: problem.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + nextMailAttemptDelayMs(attempts)),
        givenUpAt: givingUp ? now : null,
      })
      .where(eq(mailOutbox.id, row.id));
    if (givingUp) outcome.givenUp += 1;
    else outcome.failed += 1;
  }
  return outcome;
}
