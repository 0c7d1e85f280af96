import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../lib/server-root.ts';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
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
  /**
   * Takes the lock `key` if nobody holds it (in any process on this database), without
   * waiting: answers its release, or undefined when it is taken. A process that ends
   * releases its locks.
   */
  tryLock(key: number): Promise<Release | undefined>;
  close(): Promise<void>;
  /** The connection pool's state and the queries that failed so far (PostgreSQL; the embedded store has no pool). */
  stats?(): { total: number; idle: number; waiting: number; queryErrors: number };
}

export type Release = () => Promise<void>;

export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

/**
 * Memory of the embedded database, chosen for a site's content (a few MB of rows) inside the web
 * server's process: 16 MB of shared buffers instead of PostgreSQL's 128 MB (the content is read
 * once and then served from the server's caches), and small per-query work areas. Its pages are
 * in memory or the file cache, so a page read in index order costs about what a sequential one
 * does (`random_page_cost`): otherwise the planner reads every search document rather than use
 * the search index. PGlite's own start parameters stay as they are.
 */
const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  ...[
    'shared_buffers=16MB',
    'work_mem=2MB',
    'temp_buffers=2MB',
    'wal_buffers=1MB',
    'maintenance_work_mem=16MB',
    'random_page_cost=1.1',
  ].flatMap((setting) => ['-c', setting]),
];

/**
 * Opens the database the target names and brings its schema up to date: to the migrations of
 * `migrations` (a folder like migrationsFolder; a restore of an older backup stops at its
 * version), or not at all when `migrate` is false (a backup reads the store as it is).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { migrations = migrationsFolder, migrate = true }: { migrations?: string; migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that breaks (the server restarts, the network drops) is only dropped
    // from the pool; the next query opens a new one. Without this listener it would end the process.
    pool.on('error', (error) => target.onIdleError?.(error));
    // Failed queries are counted for the metrics; the caller still gets the failure.
    let queryErrors = 0;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch(() => (queryErrors += 1));
      return result;
    }) as typeof pool.query;
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    try {
      if (migrate) await migrateUnderLock(pool, migrations);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const locks = sessionLocks(target);
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      tryLock: locks.tryLock,
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, queryErrors }),
      close: async () => {
        await locks.close();
        await pool.end();
      },
    };
  }

  let client: PGlite;
  let unlock = () => undefined as void;
  if (target.kind === 'pglite') {
    // Taken before the files are opened: a second process on the folder is refused here.
    unlock = await lockDataDir(target.dataDir);
    process.once('exit', unlock);
    const dir = path.join(target.dataDir, 'pglite');
    try {
      await mkdir(dir, { recursive: true });
      client = await PGlite.create({ dataDir: dir, startParams: embeddedStartParams });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({
      startParams: embeddedStartParams,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  const pgliteDb = drizzlePglite(client, { schema });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
        process.removeListener('exit', unlock);
      }
    })());
  try {
    if (migrate) await migratePglite(pgliteDb, { migrationsFolder: migrations });
  } catch (error) {
    await close();
    throw error;
  }
  const db = pgliteDb as unknown as Database;
  // One process holds the embedded database, so its locks need not leave the process.
  return { db, kind: 'pglite', ping: () => ping(db), tryLock: processLocks(), close, pglite: client };
}

/** Any fixed number: processes starting side by side migrate one after the other. */
const migrationLockKey = 74_200;

/** Applies the migrations while holding a PostgreSQL advisory lock, so concurrent starts do not race. */
async function migrateUnderLock(pool: pg.Pool, migrations: string): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: migrations });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    lock.release();
  }
}

/**
 * PostgreSQL session advisory locks, each held on a connection of its own for as long as it is
 * held: a small pool of their own, so that held locks never take the connections queries need.
 * A connection that breaks ends its session, and PostgreSQL releases the lock.
 */
function sessionLocks(target: { url: string; onIdleError?: (error: Error) => void }) {
  const pool = new pg.Pool({ connectionString: target.url, max: 8, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => target.onIdleError?.(error));
  const inProcess = processLocks();
  return {
    async tryLock(key: number): Promise<Release | undefined> {
      // Session locks are re-entrant for their session; within the process the set decides.
      const releaseHere = await inProcess(key);
      if (!releaseHere) return undefined;
      let connection: pg.PoolClient;
      try {
        connection = await pool.connect();
      } catch (error) {
        await releaseHere();
        throw error;
      }
      const { rows } = await connection
        .query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [key])
        .catch(async (error: unknown) => {
          connection.release(true);
          await releaseHere();
          throw error;
        });
      if (!rows[0]?.taken) {
        connection.release();
        await releaseHere();
        return undefined;
      }
      return async () => {
        try {
          await connection.query('select pg_advisory_unlock($1)', [key]);
          connection.release();
        } catch {
          // A broken connection is dropped: its session, and the lock, end with it.
          connection.release(true);
        } finally {
          await releaseHere();
        }
      };
    },
    close: () => pool.end(),
  };
}

/** Locks inside this process only. */
function processLocks(): (key: number) => Promise<Release | undefined> {
  const held = new Set<number>();
  return async (key) => {
    if (held.has(key)) return undefined;
    held.add(key);
    return async () => void held.delete(key);
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Error codes of a database that cannot be reached or is going away, rather than of a bad query. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * Whether an error says the database is out of reach (connection refused, reset or timed
 * out, the server shutting down) rather than that a query was wrong: the request may succeed
 * later, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (unavailableCodes.has(code) || code.startsWith('08') || code === '57P01' || code === '57P03')
    ) {
      return true;
    }
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Opens the database, waiting for a PostgreSQL server that is not reachable yet (it may be
 * starting beside us): each failed attempt is reported, then retried with a growing pause,
 * until `timeoutMs` has passed.
 */
export async function openDatabaseWithRetry(
  target: DatabaseTarget,
  options: { timeoutMs: number; onRetry: (error: unknown, attempt: number, delayMs: number) => void },
): Promise<DatabaseHandle> {
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openDatabase(target);
    } catch (error) {
      const delayMs = Math.min(500 * 2 ** (attempt - 1), 5_000);
      if (target.kind !== 'postgres' || !isDatabaseUnavailable(error) || Date.now() + delayMs > deadline) throw error;
      options.onRetry(error, attempt, delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
