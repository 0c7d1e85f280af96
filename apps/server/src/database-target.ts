import type { Config } from './config.ts';
import type { DatabaseTarget } from './db/client.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function databaseTarget(config: Config, onIdleError?: (error: Error) => void): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, ...(onIdleError ? { onIdleError } : {}) }
    : { kind: 'pglite', dataDir: config.dataDir };
}
