import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { databaseTarget } from '../database-target.ts';
import { serverLockFile } from '../server-lock.ts';

export class CliError extends Error {
  override name = 'CliError';
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the configured database for a command. The embedded database can only be opened by
 * one process at a time, so a running server on the same data directory is refused.
 */
export async function openCliDatabase(): Promise<DatabaseHandle> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const lock = serverLockFile(config.dataDir);
    const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
    if (pid && pid !== process.pid && processIsAlive(pid)) {
      throw new CliError(
        `The server (process ${pid}) is using the embedded database in ${path.relative(process.cwd(), config.dataDir) || '.'}; ` +
          'stop it first, or use the HTTP API (POST /api/v1/content/import) instead.',
      );
    }
  }
  return openDatabase(databaseTarget(config));
}

/** Runs a command's body, printing a CliError's message (or any failure) and setting the exit code. */
export async function runCli(body: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    console.error(error instanceof Error && error.name !== 'Error' ? error.message : error);
    process.exitCode = 1;
  }
}
