import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTokenService } from './token-service.ts';

// An API token may carry an expiry: until then it works, from then on it is refused as if it
// were revoked (401), and the listing says so.

describe.each(testDatabaseKinds)('API tokens with an expiry (%s)', { timeout: 60_000 }, (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const importWith = (token: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{}',
    });

  it('works until its expiry and is refused from then on', async () => {
    const tokens = createTokenService(test.database.db);
    const now = new Date('2030-01-01T12:00:00Z');
    const token = await tokens.create('until-one', 'content', { expiresAt: new Date('2030-01-01T13:00:00Z') });
    expect(await tokens.identify(token, 'content', now)).toBe('until-one');
    expect(await tokens.identify(token, 'content', new Date('2030-01-01T13:00:00Z'))).toBeUndefined();
    expect((await tokens.list()).find((row) => row.name === 'until-one')?.expiresAt?.toISOString()).toBe(
      '2030-01-01T13:00:00.000Z',
    );
  });

  it('answers 401 to a request with an expired token, and accepts one without expiry', async () => {
    const tokens = createTokenService(test.database.db);
    const expired = await tokens.create('expired', 'content', { expiresAt: new Date(Date.now() - 1000) });
    const lasting = await tokens.create('lasting', 'content');
    expect((await importWith(expired)).statusCode).toBe(401);
    expect((await importWith(lasting)).statusCode).toBe(400);
  });
});
