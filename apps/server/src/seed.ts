import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { nodes } from './db/schema.ts';
import { readPackageFiles } from './modules/content/package-files.ts';
import { createPackageService } from './modules/content/package-service.ts';

/** On an empty store, imports the demo content packages; a store with content is left alone. */
export async function seedDemoContent(db: Database, contentDir: string, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(nodes);
  if ((row?.count ?? 0) > 0) return false;
  const files = await readPackageFiles(contentDir);
  if (!files.ok) throw new Error(`demo content could not be read:\n${files.problems.join('\n')}`);
  const result = await createPackageService(db).importPackages(files.files);
  if (!result.ok) throw new Error(`demo content is invalid:\n${result.problems.join('\n')}`);
  log.info({ summary: result.summary, contentDir }, 'demo content imported into the empty store');
  return true;
}
