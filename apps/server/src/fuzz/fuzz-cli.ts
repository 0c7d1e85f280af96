import { Writable } from 'node:stream';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTokenService } from '../modules/auth/token-service.ts';
import { repoRoot } from '../testing/app.ts';
import { fuzzEnv } from './fuzz-env.ts';
import { fuzzApi, operationTable, seedKnownValues, statusTable } from './fuzz-run.ts';
import { createFuzzStaff } from './fuzz-staff.ts';

// `npm run fuzz`: the fuzz suite at volume (FUZZ_RUNS requests, 10,000 by default) on a fresh
// embedded database, or on PostgreSQL when FUZZ_DATABASE_URL names an empty database; prints
// the answers by status. FUZZ_PATHS (a regular expression) keeps the operations whose path
// matches; FUZZ_SEED repeats a run. Exits 1 on the first broken rule, with the request that broke it.

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
  const tokenService = createTokenService(database.db);
  // A token of each scope: every operation is fuzzed past its token check.
  const tokens = {
    content: await tokenService.create(`fuzz-content-${Date.now()}`, 'content'),
    support: await tokenService.create(`fuzz-support-${Date.now()}`, 'support'),
  };
  const started = Date.now();
  try {
    // Staff sessions of every role (signed in through the staff routes): the staff and admin
    // operations are fuzzed past their session check. Made before the known values are read.
    const staff = await createFuzzStaff(app);
    const outcome = await fuzzApi(app, database.db, {
      numRuns: runs,
      tokens,
      staff,
      ...(process.env['FUZZ_PATHS'] ? { paths: new RegExp(process.env['FUZZ_PATHS']) } : {}),
      ...(process.env['FUZZ_SEED'] ? { seed: Number(process.env['FUZZ_SEED']) } : {}),
      known: await seedKnownValues(database.db),
    });
    console.log(
      `${outcome.requests} generated requests on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
    console.log(statusTable(outcome));
    const withSession = [...outcome.statusesWithSession]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`\nwith a staff session (cookie, CSRF token, Origin): ${withSession}`);
    console.log(`sessions signed in again after a request ended them: ${outcome.sessionRenewals}`);
    console.log(`\nstaff and admin operations:\n${operationTable(outcome, /^\/api\/v1\/(staff|admin)\//)}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // fast-check keeps the broken rule (the request and its answer) as the cause.
  if (error instanceof Error && error.cause instanceof Error) console.error(error.cause.message);
  process.exit(1);
});
