import { parseArgs } from 'node:util';
import { seedSampleSubscribers } from '../modules/sample-subscribers/sample-subscribers.ts';
import { CliError, openCliDatabase, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run subscribers -- seed [--users <count>] [--seed <number>]   add sample subscribers (default 2,000) to both stores`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { users: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (command !== 'seed') throw new CliError(`Unknown command "${command}".\n${usage}`);
  const count = Number(values.users ?? 2000);
  if (!Number.isSafeInteger(count) || count < 1 || count > 10_000_000) {
    throw new CliError(`--users must be a whole number from 1 to 10,000,000, not "${values.users}"`);
  }
  const seed = Number(values.seed ?? Date.now() % 1_000_000);
  if (!Number.isSafeInteger(seed)) throw new CliError(`--seed must be a whole number, not "${values.seed}"`);

  const database = await openCliDatabase();
  try {
    const started = performance.now();
    let reported = 0;
    const written = await seedSampleSubscribers(database.db, {
      users: count,
      seed,
      onProgress(done) {
        if (done - reported >= 10_000 || done === count) {
          reported = done;
          console.log(`${done.toLocaleString('en')} of ${count.toLocaleString('en')} subscribers written`);
        }
      },
    });
    console.log(
      `Added ${written.toLocaleString('en')} sample subscribers in ${Math.round((performance.now() - started) / 1000)} s (seed ${seed}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
});
