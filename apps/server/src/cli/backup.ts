import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { databaseTarget } from '../database-target.ts';
import { fileRoots, notInBackup, writeBackup, type BackupSummary } from '../modules/backup/backup-file.ts';
import { askServer } from '../modules/backup/control-socket.ts';
import { CliError, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run backup -- <file>   writes a backup of the store (every table, sequence and the media) to <file>

With DATABASE_URL it reads PostgreSQL in one consistent snapshot, beside running servers. With
the embedded database a running server writes the backup itself (it alone can open the store);
with the server stopped, this command reads the store directly.`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [target] = positionals;
  if (values.help || !target) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const file = path.resolve(target);
  const config = loadConfig();
  let summary: BackupSummary;
  if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new CliError(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  }
  try {
    // The store is read as it is: a backup never migrates it.
    const database = await openDatabase(databaseTarget(config), { migrate: false });
    try {
      summary = await writeBackup(database.db, database.kind, fileRoots(config), file);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    try {
      summary = (await askServer(config.dataDir, { command: 'backup', file })) as BackupSummary;
    } catch (asked) {
      throw new CliError(
        `${error.message}\nThe server holding it did not take the backup: ${asked instanceof Error ? asked.message : String(asked)}`,
      );
    }
  }
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${Object.keys(summary.tables).length} tables (${rows} rows), ${summary.sequences} sequences and ` +
      `${summary.files} files to ${file} (${summary.bytes} bytes).\nNot in the backup: ${notInBackup.join('; ')}.`,
  );
  return 0;
});
