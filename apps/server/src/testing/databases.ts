import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env['TEST_DATABASE_URL']
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of a PostgreSQL test database (for server processes the test starts). */
  url?: string;
  /** Closes the handle and, for PostgreSQL, drops the database made for it. */
  dispose(): Promise<void>;
}

/** A new, migrated, empty database of the given kind, private to the caller. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await readFile(inject('pgliteTemplate'));
    const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([template]) });
    return { ...handle, dispose: () => handle.close() };
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...handle,
    url: created.url,
    async dispose() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the server TEST_DATABASE_URL names, for a test that connects to it
 * itself (another process, a relay in between); `drop()` removes it once its connections closed.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `zilt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's connections may still be closing: let them go before the drop, so that
      // `with (force)` never terminates one that a client is still listening on.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query('select count(*)::int as open from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
