import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { nodes, users } from './db/schema.ts';
import { readPackageFiles } from './modules/content/package-files.ts';
import { createPackageService } from './modules/content/package-service.ts';
import { seedSampleSubscribers } from './modules/sample-subscribers/sample-subscribers.ts';

type SeedLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Any fixed number: processes starting side by side take turns on it (PostgreSQL advisory lock). */
const seedLockKey = 74_201;

/**
 * On an empty store, imports the demo content packages; a store with content is left alone.
 * Several processes may start at once against one database: the check and the import run
 * in one transaction under an advisory lock, so exactly one of them imports.
 */
export async function seedDemoContent(db: Database, contentDir: string, log: SeedLog) {
  const files = await readPackageFiles(contentDir);
  if (!files.ok) throw new Error(`demo content could not be read:\n${files.problems.join('\n')}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(nodes);
    if ((row?.count ?? 0) > 0) return false;
    const result = await createPackageService(tx as unknown as Database).importPackages(files.files);
    if (!result.ok) throw new Error(`demo content is invalid:\n${result.problems.join('\n')}`);
    log.info({ summary: result.summary, contentDir }, 'demo content imported into the empty store');
    return true;
  });
}

/** How many sample subscribers a new demo store starts with. */
export const demoSubscriberCount = 500;

/**
 * Adds sample subscribers (payments, recurring payments, invoices, both subscriber stores) so
 * that the Mini-Admin has people to look up, unless the store holds a subscriber already. The
 * same people every time. Answers how many were added.
 */
export async function seedDemoSubscribers(db: Database, log: SeedLog, count = demoSubscriberCount): Promise<number> {
  const [present] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(present?.count ?? 0) > 0) return 0;
  const started = performance.now();
  const added = await seedSampleSubscribers(db, { users: count, seed: 1 });
  const [example] = await db.select({ email: users.email }).from(users).orderBy(users.email).limit(1);
  log.info(
    { subscribers: added, example: example?.email, ms: Math.round(performance.now() - started) },
    'sample subscribers added to the new demo store: look them up on the Mini-Admin data page (/dev)',
  );
  return added;
}

/**
 * What a start puts into an empty store: the demo content (`SEED_DEMO_CONTENT`) and, when that
 * content has just gone into a new embedded database, sample subscribers with it
 * (`SEED_SAMPLE_SUBSCRIBERS`). A store with content, a PostgreSQL server's database and a store
 * with subscribers never get sample subscribers.
 */
export async function seedEmptyStore(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  config: Pick<Config, 'SEED_DEMO_CONTENT' | 'SEED_SAMPLE_SUBSCRIBERS' | 'contentDir'>,
  log: SeedLog,
): Promise<{ content: boolean; subscribers: number }> {
  if (!config.SEED_DEMO_CONTENT) return { content: false, subscribers: 0 };
  const content = await seedDemoContent(database.db, config.contentDir, log);
  const subscribers =
    content && database.kind === 'pglite' && config.SEED_SAMPLE_SUBSCRIBERS
      ? await seedDemoSubscribers(database.db, log)
      : 0;
  return { content, subscribers };
}
