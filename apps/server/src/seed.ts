import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { nodes } from './db/schema.ts';
import { readPackageFiles } from './modules/content/package-files.ts';
import { createPackageService } from './modules/content/package-service.ts';

/** Any fixed number: processes starting side by side take turns on it (PostgreSQL advisory lock). */
const seedLockKey = 74_201;

/**
 * On an empty store, imports the demo content packages; a store with content is left alone.
 * Several processes may start at once against one database: the check and the import run
 * in one transaction under an advisory lock, so exactly one of them imports.
 */
export async function seedDemoContent(
  db: Database,
  contentDir: string,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
) {
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
