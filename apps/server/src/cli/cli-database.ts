import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { databaseTarget } from '../database-target.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

export class CliError extends Error {
  override name = 'CliError';
}

/**
 * Opens the configured database for a command. The embedded database can only be opened by
 * one process at a time, so a running server on the same data directory is refused.
 */
export async function openCliDatabase(): Promise<DatabaseHandle> {
  const config = loadConfig();
  try {
    return await openDatabase(databaseTarget(config));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CliError(`${error.message} While the server runs, import over HTTP (POST /api/v1/content/import).`);
  }
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
