import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { consentRecordsToCsv, createConsentService } from '../modules/consent/consent-service.ts';
import { CliError, openCliDatabase, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run consent -- export --from <YYYY-MM-DD> [--until <YYYY-MM-DD>] [--out <file.csv>]
      writes the recorded consent choices as CSV (to standard output without --out)`;

function parseDay(value: string | undefined, option: string): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new CliError(`${option} must be a date like 2026-01-31, not "${value}"`);
  }
  return new Date(`${value}T00:00:00Z`);
}

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      until: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'export') {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const from = parseDay(values.from, '--from');
  if (!from) throw new CliError(`--from is required.\n${usage}`);
  const until = parseDay(values.until, '--until');
  const database = await openCliDatabase();
  try {
    const records = await createConsentService(database.db).listSince(from, until);
    const csv = consentRecordsToCsv(records);
    if (values.out) {
      await writeFile(values.out, csv);
      console.error(`Wrote ${records.length} consent record(s) to ${values.out}`);
    } else {
      process.stdout.write(csv);
    }
    return 0;
  } finally {
    await database.close();
  }
});
