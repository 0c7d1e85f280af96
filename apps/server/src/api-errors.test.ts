import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { apiDocsContentSecurityPolicy } from './app.ts';
import { consentRecords, nodes } from './db/schema.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { createTestApp, type TestApp } from './testing/app.ts';
import { testDatabaseKinds } from './testing/databases.ts';
import { lagUntilShed } from './testing/event-loop.ts';

// Bad input from outside, as an attacker would send it: every answer is a JSON 4xx that names
// the problem, never a 500, never the site's HTML page, and nothing is half-written.

function page(overrides: Record<string, unknown> = {}) {
  return {
    type: 'page',
    language: 'en',
    slug: 'tides',
    title: 'Tides',
    header: { kind: 'default', title: 'Tides' },
    lastUpdated: '2026-10-01T09:00:00Z',
    ...overrides,
  };
}

const validChoice = {
  choices: { functional: 'yes', analytical: 'yes', video: 'no', tracking: 'no' },
  revision: 1,
  language: 'en',
  action: 'accept-all',
};

describe.each(testDatabaseKinds)('bad input on %s', (kind) => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp(kind);
    token = await createTokenService(test.database.db).create('editor', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const importPackage = (body: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function storedNodes() {
    const [row] = await test.database.db.select({ value: count() }).from(nodes);
    return row?.value;
  }

  it('answers a NUL byte in a query parameter with 400 naming the parameter', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=a%00b&lang=en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: 'Invalid query parameter "slug": must not contain a NUL character or an unpaired surrogate',
    });
  });

  it('answers a consent revision beyond a database integer with 400 naming the field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/consent',
      payload: { ...validChoice, revision: 2147483648 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid body field "revision": .*2147483647$/);
    const [row] = await test.database.db.select({ value: count() }).from(consentRecords);
    expect(row?.value).toBe(0);
  });

  it('refuses a body nested 10,000 levels deep before validation, naming where', async () => {
    // Written as text: JSON.stringify itself cannot nest that deep.
    const body = JSON.stringify({ source: 'wp', pages: [page({ blocks: ['NESTED'] })] }).replace(
      '"NESTED"',
      `${'{"inner":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    );
    const response = await importPackage(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Invalid body field "pages\[0\]\.blocks\[0\](\.inner)+": nested deeper than 64 levels$/,
    );
    expect(await storedNodes()).toBe(0);
  });

  it.each([
    [
      'a NUL in text',
      { title: 'a\u0000b' },
      'pages[0].title: must not contain a NUL character or an unpaired surrogate',
    ],
    [
      'a lone surrogate',
      { title: 'x\uD800y' },
      'pages[0].title: must not contain a NUL character or an unpaired surrogate',
    ],
    [
      'a 1 MB translationKey',
      { translationKey: 'k'.repeat(1 << 20) },
      'pages[0].translationKey: must have at most 200 characters',
    ],
    ['year 0000', { lastUpdated: '0000-01-01T00:00:00Z' }, 'pages[0].lastUpdated: must lie in the years 1000 to 9999'],
  ])('refuses a package with %s with 400 naming the path, and stores nothing', async (_what, overrides, problem) => {
    const response = await importPackage({ source: 'wp', pages: [page(overrides)] });
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toContain(problem);
    expect(await storedNodes()).toBe(0);
  });

  it('refuses a fractional age and a menu nested 1,000 levels with 400', async () => {
    const member = { Id: 'tm-1', Name: 'A', Surname: 'B', CompanyRole: 'team:roles.x', ImageURL: '/x.svg', Age: 1.5 };
    const age = await importPackage({ source: 'wp', teamMembers: [member] });
    expect(age.statusCode).toBe(400);
    expect(age.json().problems).toEqual(['teamMembers[0].Age: expected int, received number']);
    let items: unknown[] = [];
    for (let level = 0; level < 1000; level += 1) items = [{ Title: 'x', Url: '/', Weight: 0, Children: items }];
    const menu = await importPackage({ source: 'wp', menus: [{ language: 'en', location: 'main', items }] });
    expect(menu.statusCode).toBe(400);
    expect(menu.json().message).toMatch(/nested deeper than 64 levels$/);
  });

  it('repeats only a short prefix of a huge invalid value', async () => {
    const huge = 'x'.repeat(1 << 20);
    const response = await importPackage({ source: 'wp', pages: [page({ header: { kind: huge, title: 'T' } })] });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(2_000);
    expect(response.json().problems).toEqual([
      `pages[0].header.kind: unknown header kind "${'x'.repeat(39)}… (1048576 characters)`,
    ]);
  });
});

describe('JSON answers under /api', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    'answers %s on an unknown /api path with a JSON 404',
    async (method) => {
      const response = await test.app.inject({ method, url: '/api/v1/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: 'Not Found',
        message: `No route answers ${method} /api/v1/nothing-here`,
      });
    },
  );

  it('answers a wrong method on a documented route with a JSON 405 and an Allow header', async () => {
    const put = await test.app.inject({ method: 'PUT', url: '/api/v1/content/import' });
    expect(put.statusCode).toBe(405);
    expect(put.headers['allow']).toBe('POST');
    expect(put.json()).toEqual({
      error: 'Method Not Allowed',
      message: '/api/v1/content/import does not answer PUT; it answers POST',
    });
    const post = await test.app.inject({ method: 'POST', url: '/api/wp/getPage?slug=about' });
    expect(post.statusCode).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });

  it.each(['/api/wp/getPage/?slug=about', '/api/wp%2FgetPage?slug=about', '/api/wp/getPage/..', '/api', '/api/'])(
    'answers the path variant %s with a JSON 404',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Not Found');
    },
  );

  it('answers what is not a socket.io request at /adminDashboardHub with a JSON 404, never a page', async () => {
    for (const url of ['/adminDashboardHub', '/adminDashboardHub/negotiate', '/admindashboardhub']) {
      const response = await test.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        '/adminDashboardHub is the realtime hub: connect with a socket.io client (path "/adminDashboardHub")',
      );
    }
  });

  it('answers a wrong content type with a JSON 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/consent',
      headers: { 'content-type': 'application/xml' },
      payload: '<consent/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('gives the API documentation its own Content-Security-Policy without inline scripts', async () => {
    const docs = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(apiDocsContentSecurityPolicy);
    expect(apiDocsContentSecurityPolicy).toMatch(/script-src 'self'(;|$)/);
    expect(docs.body).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('load shedding', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite', { LOAD_SHED_EVENT_LOOP_DELAY_MS: '50', LOAD_SHED_RETRY_AFTER_SECONDS: '3' });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers 503 with Retry-After while the event loop lags, and keeps answering health checks', async () => {
    await lagUntilShed(test.app, '/api/v1/teamMembers');
    const shed = await test.app.inject({ method: 'GET', url: '/api/v1/teamMembers' });
    const health = await test.app.inject({ method: 'GET', url: '/healthz' });
    const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The server is overloaded; try again in 3 seconds',
    });
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'overloaded' });
    // Once the loop keeps up again, requests are served.
    await expect
      .poll(async () => (await test.app.inject({ method: 'GET', url: '/api/v1/teamMembers' })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});
