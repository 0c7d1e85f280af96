import { Writable } from 'node:stream';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTokenService } from '../modules/auth/token-service.ts';
import { repoRoot } from '../testing/app.ts';
import { fuzzEnv } from './fuzz-env.ts';
import { fuzzApi, statusTable } from './fuzz-run.ts';

// `npm run fuzz`: the fuzz suite at volume (FUZZ_RUNS requests, 10,000 by default) on a fresh
// embedded database, or on PostgreSQL when FUZZ_DATABASE_URL names an empty database; prints
// the answers by status. Exits 1 on the first broken rule, with the request that broke it.

async function main() {
  const runs = Number(process.env['FUZZ_RUNS'] ?? 10_000);
  const url = process.env['FUZZ_DATABASE_URL'];
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', ...fuzzEnv },
    repoRoot,
  );
  const app = await buildApp({ config, database, logStream: quiet, serveWeb: false });
  await app.ready();
  const token = await createTokenService(database.db).create(`fuzz-${Date.now()}`, 'content');
  const started = Date.now();
  try {
    const outcome = await fuzzApi(app, database.db, { numRuns: runs, token });
    console.log(
      `${outcome.requests} generated requests on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
    console.log(statusTable(outcome));
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
