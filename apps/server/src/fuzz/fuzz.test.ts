import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../modules/auth/token-service.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { fuzzEnv } from './fuzz-env.ts';
import { fuzzApi, seedKnownValues } from './fuzz-run.ts';
import { createFuzzStaff } from './fuzz-staff.ts';

// A bounded run of the fuzz suite (`npm run fuzz` sends many more): every documented
// operation, malformed in every way the generator knows, on each database kind.

describe.each(testDatabaseKinds)('generated requests on %s', (kind) => {
  let test: TestApp;
  let tokens: { content: string; support: string };
  beforeAll(async () => {
    test = await createTestApp(kind, fuzzEnv);
    const tokenService = createTokenService(test.database.db);
    tokens = {
      content: await tokenService.create('fuzz-content', 'content'),
      support: await tokenService.create('fuzz-support', 'support'),
    };
  });
  afterAll(async () => {
    await test?.close();
  });

  it(
    'never answers 5xx, answers every 4xx with a JSON message and changes nothing on a refused write',
    { timeout: 120_000 },
    async () => {
      // Staff sessions of every role, signed in through the staff routes, before the known
      // values are read: the fuzzer's own accounts are among the ones requests name.
      const staff = await createFuzzStaff(test.app);
      const outcome = await fuzzApi(test.app, test.database.db, {
        numRuns: Number(process.env['FUZZ_RUNS'] ?? 200),
        tokens,
        staff,
        known: await seedKnownValues(test.database.db),
      });
      expect(outcome.requests).toBeGreaterThan(0);
      // Operations of every scope were fuzzed, and the protected ones past their token or session check.
      for (const scope of ['public', 'content', 'support', 'staff'] as const) {
        const answered = outcome.statusesByScope.get(scope);
        expect(answered, scope).toBeDefined();
        expect(
          [...(answered?.keys() ?? [])].some((status) => status !== 401 && status !== 405),
          scope,
        ).toBe(true);
      }
      // Requests with a staff session got past the door (into validation and the handlers).
      expect([...outcome.statusesWithSession.keys()].some((status) => status !== 401 && status !== 403)).toBe(true);
      expect([...outcome.statuses.keys()].every((status) => status < 500)).toBe(true);
    },
  );
});
