import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabaseWithRetry } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { databaseTarget } from './database-target.ts';
import { seedEmptyStore } from './seed.ts';
import { runPeriodically } from './lib/periodic-task.ts';
import { limitHeapGrowth } from './lib/heap-growth.ts';
import { shutDownGracefully } from './lib/graceful-shutdown.ts';
import { serveEmbeddedCommands } from './modules/backup/embedded-commands.ts';
import { scheduleConsentPurge } from './modules/consent/retention.ts';
import { deliverDueWebhooks } from './modules/forms/webhook-delivery.ts';

async function main() {
  const config = loadConfig();
  limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
  const log = pino({ level: config.LOG_LEVEL });
  const onIdleError = (error: Error) => log.warn({ err: error }, 'an idle database connection failed');
  const open = () =>
    openDatabaseWithRetry(databaseTarget(config, onIdleError), {
      timeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      onRetry: (error, attempt, delayMs) =>
        log.warn(
          { attempt, retryInMs: delayMs, reason: error instanceof Error ? error.message : String(error) },
          'PostgreSQL (DATABASE_URL) is not reachable yet; retrying',
        ),
    });
  let database = await open();
  const seeded = await seedEmptyStore(database, config, log);
  if (seeded.content && database.pglite) {
    // Creating the embedded database and importing the demo content touch far more of its
    // memory than serving pages does, and that memory is never given back while it is open:
    // the server serves from the database opened afresh (a first start then holds about as
    // little memory as every later one).
    await database.close();
    database = await open();
  }
  const app = await buildApp({ config, database });
  const stopConsentPurge = scheduleConsentPurge(app.services.consent, config.CONSENT_RETENTION_DAYS, app.log);
  // Rate-limit windows last minutes; rows of ended windows are cleared every hour.
  const stopCounterPurge = runPeriodically(
    'rate counter purge',
    60 * 60 * 1000,
    async () => void (await app.services.counter.purgeEnded()),
    app.log,
  );
  // Submissions of forms with a webhook are forwarded from their outbox, retried with back-off.
  const stopWebhookDelivery = runPeriodically(
    'form webhook delivery',
    15 * 1000,
    async () => {
      const outcome = await deliverDueWebhooks(database.db);
      if (outcome.failed > 0) app.log.warn(outcome, 'some form webhooks failed; they are tried again later');
    },
    app.log,
  );
  // Mails go at once after a submission; this run sends what is due again (retries, back-off)
  // and what other processes left.
  const stopMailDelivery = runPeriodically('mail delivery', 10 * 1000, () => app.services.mail.deliverDue(), app.log);
  // Planned publications and unpublications go live within this interval of their time.
  const stopPageSchedules = runPeriodically(
    'planned page changes',
    15 * 1000,
    async () => {
      const applied = await app.services.pageEditor.applyDueSchedules();
      if (applied > 0) app.log.info({ applied }, 'planned page changes applied');
    },
    app.log,
  );
  // Newsletter sign-ups unconfirmed at their expiry are deleted (they never counted as subscribed).
  const stopSignUpPurge = runPeriodically(
    'newsletter sign-up purge',
    60 * 60 * 1000,
    async () => {
      const purged = await app.services.newsletter.purgeExpired();
      if (purged > 0) app.log.info({ purged }, 'deleted newsletter sign-ups not confirmed in time');
    },
    app.log,
  );
  // Staff sessions that ended (idle or past their absolute limit) are deleted every hour.
  const stopStaffSessionPurge = runPeriodically(
    'staff session purge',
    60 * 60 * 1000,
    async () => void (await app.services.staff.sessions.purgeEnded()),
    app.log,
  );
  void checkMailSettings(app, config);
  app.addHook('onClose', async () => {
    stopStaffSessionPurge();
    stopMailDelivery();
    stopPageSchedules();
    stopSignUpPurge();
    stopWebhookDelivery();
    stopConsentPurge();
    stopCounterPurge();
  });

  // With the embedded database, commands that need the store while the server runs (a backup)
  // ask the server over a socket in DATA_DIR.
  const stopEmbeddedCommands = await serveEmbeddedCommands(database, config, app.log);
  app.addHook('onClose', stopEmbeddedCommands);

  // Ctrl-C in a terminal signals the whole process group (npm, the start script and this
  // server), often more than once: the first signal starts the one shutdown, later ones only
  // wait for it. The order (readiness first, then the listener, then requests in flight within
  // a limit) is in lib/graceful-shutdown.ts. The database is closed (and its lock released) on
  // every way out; a shutdown that had to cut requests off exits 1.
  let shutdown: Promise<void> | undefined;
  function stop(signal: NodeJS.Signals) {
    if (shutdown) {
      app.log.info({ signal }, 'already shutting down');
      return;
    }
    shutdown = (async () => {
      let code = 0;
      try {
        const complete = await shutDownGracefully(app, {
          signal,
          // Nobody balances a development server: it stops at once.
          drainMs: config.NODE_ENV === 'development' ? 0 : config.SHUTDOWN_DRAIN_SECONDS * 1000,
          timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
          markStopping: () => (app.lifecycle.stopping = true),
          inFlight: () => app.metrics.inFlight(),
        });
        if (!complete) code = 1;
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        code = 1;
      } finally {
        await database.close().catch((error: unknown) => {
          app.log.error({ err: error }, 'closing the database failed');
          code = 1;
        });
      }
      process.exit(code);
    })();
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);

  await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as AddressInfo;
  // `npm start` (scripts/start.mjs) prints the address for a person beside the JSON log.
  process.send?.({ listening: publicAddress(config.HOST, port) });
}

/**
 * Says at start where mail goes; with SMTP, whether the server answers and takes the login. An
 * unreachable SMTP server does not stop the site (mails wait in the outbox and are retried), but
 * the log names the settings to look at.
 */
async function checkMailSettings(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  if (app.services.mail.mode === 'folder') {
    app.log.info('SMTP_HOST is not set: mails are written to DATA_DIR/outbox/mail/ as .eml files');
    return;
  }
  const problem = await app.services.mail.verify();
  if (problem === undefined) {
    app.log.info(
      { host: config.SMTP_HOST, port: config.SMTP_PORT },
      'the SMTP server answered; mail goes out through it',
    );
  } else {
    app.log.error(
      { host: config.SMTP_HOST, port: config.SMTP_PORT, problem },
      'the SMTP server (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD) could not be reached or refused the login; mails wait in the outbox and are retried',
    );
  }
}

/** The address to open in a browser: a wildcard host is reachable as localhost. */
function publicAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
