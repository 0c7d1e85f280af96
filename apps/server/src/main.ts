import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseTarget } from './database-target.ts';
import { seedDemoContent } from './seed.ts';
import { writeServerLock } from './server-lock.ts';
import { runPeriodically } from './lib/periodic-task.ts';
import { scheduleConsentPurge } from './modules/consent/retention.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  const releaseLock = config.DATABASE_URL ? () => undefined : await writeServerLock(config.dataDir);
  process.once('exit', releaseLock);
  const app = await buildApp({ config, database });
  if (config.SEED_DEMO_CONTENT) await seedDemoContent(database.db, config.contentDir, app.log);
  const stopConsentPurge = scheduleConsentPurge(app.services.consent, config.CONSENT_RETENTION_DAYS, app.log);
  // Rate-limit windows last minutes; rows of ended windows are cleared every hour.
  const stopCounterPurge = runPeriodically('rate counter purge', 60 * 60 * 1000, async () => void (await app.services.counter.purgeEnded()), app.log);
  app.addHook('onClose', async () => {
    stopConsentPurge();
    stopCounterPurge();
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
