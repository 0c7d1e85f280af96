import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { databaseTarget } from '../database-target.ts';
import { fileRoots } from '../modules/backup/backup-file.ts';
import { restoreBackup } from '../modules/backup/restore.ts';
import { CliError, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run restore -- <file> [--replace]   restores a backup into the configured store

The store is DATABASE_URL's database, or the embedded one in DATA_DIR. A new store (a new
DATA_DIR or an empty database) is filled and migrated forward when the backup is older; a store
that was used before is only replaced with --replace (stop every server process first).`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [source] = positionals;
  if (values.help || !source) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  try {
    const summary = await restoreBackup(databaseTarget(config), path.resolve(source), fileRoots(config), {
      replace: values.replace === true,
    });
    const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
    const forward =
      summary.migratedForward.length > 0 ? `; migrated forward by ${summary.migratedForward.join(', ')}` : '';
    console.log(
      `Restored ${Object.keys(summary.tables).length} tables (${rows} rows), ${summary.sequences} sequences and ` +
        `${summary.files} files into ${config.DATABASE_URL ? 'the PostgreSQL database' : config.dataDir}${forward}. ` +
        `Schema: ${summary.schema.migrations} migrations, up to ${summary.schema.last}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new CliError(`${error.message} Stop the server before a restore.`);
    throw error;
  }
});
