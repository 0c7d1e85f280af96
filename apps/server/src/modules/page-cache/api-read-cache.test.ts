import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/token-service.ts';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

describe.each(testDatabaseKinds)('public API reads on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
    token = await createTokenService(test.database.db).create('editor', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it('may be kept briefly by clients, carry an ETag and answer 304 to it', async () => {
    const first = await get('/api/wp/getMain?lang=en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await get('/api/wp/getMain?lang=en');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const conditional = await get('/api/wp/getMain?lang=en', { 'if-none-match': etag });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('are not kept when they fail, and change with an import', async () => {
    expect((await get('/api/wp/getPage?slug=no-such-page&lang=en')).headers['cache-control']).toBeUndefined();
    const before = await get('/api/wp/getAvailableLanguages');
    expect((await get('/api/wp/getAvailableLanguages')).headers['x-page-cache']).toBe('hit');
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { source: 'wp', languages: [{ code: 'en', name: 'English (UK)' }] },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const after = await get('/api/wp/getAvailableLanguages');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).not.toBe(before.body);
    expect(after.json()).toContainEqual({ Code: 'en', Name: 'English (UK)' });
  });
});
