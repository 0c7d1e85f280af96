import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../modules/auth/token-service.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { fuzzEnv } from './fuzz-env.ts';
import { fuzzApi, seedKnownValues } from './fuzz-run.ts';

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
      const outcome = await fuzzApi(test.app, test.database.db, {
        numRuns: Number(process.env['FUZZ_RUNS'] ?? 200),
        tokens,
        known: await seedKnownValues(test.database.db),
      });
      expect(outcome.requests).toBeGreaterThan(0);
      // Operations of every scope were fuzzed, and the protected ones past their token check.
      for (const scope of ['public', 'content', 'support'] as const) {
        const answered = outcome.statusesByScope.get(scope);
        expect(answered, scope).toBeDefined();
        expect(
          [...(answered?.keys() ?? [])].some((status) => status !== 401 && status !== 405),
          scope,
        ).toBe(true);
      }
      expect([...outcome.statuses.keys()].every((status) => status < 500)).toBe(true);
    },
  );
});
