import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when the database is PGlite (tests clone its data directory). */
  pglite?: PGlite;
  /** Answers whether the database takes a query right now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

/** Opens the database the target names and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir });
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const pgliteDb = drizzlePglite(client, { schema });
  try {
    await migratePglite(pgliteDb, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
    pglite: client,
  };
}

/** Any fixed number: processes starting side by side migrate one after the other. */
const migrationLockKey = 74_200;

/** Applies the migrations while holding a PostgreSQL advisory lock, so concurrent starts do not race. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    lock.release();
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
