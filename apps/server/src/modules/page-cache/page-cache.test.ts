import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/token-service.ts';
import { createSiblingApp, createTestAppWithDemoContent, demoContentDir, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

// The full-page cache, shown through the real app serving the built web app.

const redisUrl = process.env['TEST_REDIS_URL'];

/** Imports a package through the content API of one process, as an editor would. */
async function importThrough(app: FastifyInstance, token: string, body: object) {
  const imported = await app.inject({
    method: 'POST',
    url: '/api/v1/content/import',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(imported.statusCode, imported.body).toBe(200);
}

/** The demo's English about page with another title: a package that changes one page. */
async function aboutPageTitled(title: string) {
  const pages = JSON.parse(await readFile(path.join(demoContentDir, 'wp', 'pages.en.json'), 'utf8')) as {
    pages: { slug: string; title: string; header: { title: string } }[];
  };
  const about = pages.pages.find((page) => page.slug === 'about');
  if (!about) throw new Error('the demo content has no about page');
  return { source: 'wp', pages: [{ ...about, title, header: { ...about.header, title } }] };
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

function scriptSources(policy: string): string[] {
  return (
    policy
      .split('; ')
      .find((part) => part.startsWith('script-src '))
      ?.split(' ')
      .slice(1) ?? []
  );
}

/** The `sha256-…` of every inline script of a document, as a browser computes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\bsrc=/.test(match[1] ?? ''))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[2] ?? '')
          .digest('base64')}'`,
    );
}

const videoAllowed = 'showCookies=no; video-cookies=yes; tracking-cookies=no';

describe.each(testDatabaseKinds)('page cache on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, {}, { serveWeb: true });
    token = await createTokenService(test.database.db).create('editor', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers a repeated request from the cache with the same HTML and a policy allowing exactly its inline scripts', async () => {
    const miss = await get(test.app, '/en/privacy-statement');
    const hit = await get(test.app, '/en/privacy-statement');
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);

    const sources = scriptSources(String(hit.headers['content-security-policy']));
    const hashes = inlineScriptHashes(hit.body);
    expect(hashes.length).toBeGreaterThan(0);
    expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    // A script someone might slip into the page is not among them.
    const injected = `'sha256-${createHash('sha256').update('alert(document.cookie)').digest('base64')}'`;
    expect(sources).not.toContain(injected);
  });

  it('sends a hit with exactly the headers of the miss, security headers included', async () => {
    const miss = await get(test.app, '/nl/over-ons', { 'accept-encoding': 'br' });
    const hit = await get(test.app, '/nl/over-ons', { 'accept-encoding': 'br' });
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    const perResponse = new Set(['date', 'x-page-cache', 'connection', 'keep-alive']);
    const fixed = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.has(name)));
    expect(fixed(hit.headers)).toEqual(fixed(miss.headers));
    // The security headers every answer of the site carries, next to the page's own policy.
    const rendered = await get(test.app, '/nl/over-ons', { 'x-zilt-test-menu-status': '500' });
    for (const name of [
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(rendered.headers[name], name).toBeTruthy();
      expect(hit.headers[name], name).toBe(rendered.headers[name]);
    }
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the cached page compressed as the browser accepts, and 304 to its ETag', async () => {
    const br = await get(test.app, '/en/about', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get(test.app, '/en/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-page-cache']).toBe('hit');
    const etag = String(gzip.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(br.headers['etag']).toBe(etag);

    const again = await get(test.app, '/en/about', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(test.app, '/en/about', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('keeps one variant per consent choice', async () => {
    const undecided = await get(test.app, '/en/');
    const decided = await get(test.app, '/en/', { cookie: videoAllowed });
    expect(decided.headers['x-page-cache']).toBe('miss');
    expect(undecided.body).toContain('data-cookie-bar');
    expect(decided.body).not.toContain('data-cookie-bar');
    expect((await get(test.app, '/en/', { cookie: videoAllowed })).body).toBe(decided.body);
    expect((await get(test.app, '/en/')).body).toBe(undecided.body);
  });

  it('shows an imported change on the next request', async () => {
    expect((await get(test.app, '/en/about')).body).toContain('About Zilt');
    await importThrough(test.app, token, await aboutPageTitled('About the Zilt initiative'));
    const after = await get(test.app, '/en/about');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('About the Zilt initiative');
    expect(JSON.parse((await get(test.app, '/api/wp/getPage?slug=about&lang=en')).body).Title).toBe(
      'About the Zilt initiative',
    );
  });

  it.each([
    ['a draft preview', '/spa/drupal/en/node-preview/1/abc'],
    ['a crashed page', '/en/about?zilt-test-crash'],
    ['an unknown page', '/en/no-such-page'],
  ])('never keeps %s and says so', async (_name, url) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get(test.app, url);
      expect(response.statusCode).not.toBe(200);
      expect(response.headers['x-page-cache']).not.toBe('hit');
      expect(response.headers['cache-control']).toContain('no-store');
    }
  });

  it('never keeps a newsletter confirmation page, which shows an address and carries a token', async () => {
    const stored = await test.app.services.forms.store('newsletter', 'en', { email: 'cache@example.org' });
    const { token } = await test.app.services.newsletter.signUp(test.database.db, {
      email: 'cache@example.org',
      language: 'en',
      formId: 'newsletter',
      submissionId: stored.id,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get(test.app, `/en/newsletter/confirm?token=${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('cache@example.org');
      expect(response.headers['x-page-cache']).not.toBe('hit');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('never keeps a page whose menus failed to load', async () => {
    const failed = await get(test.app, '/nl/', { 'x-zilt-test-menu-status': '500' });
    expect(failed.body).toContain('<html');
    expect(failed.headers['cache-control']).toBe('no-store');
    const normal = await get(test.app, '/nl/');
    expect(normal.headers['x-page-cache']).toBe('miss');
    expect(normal.headers['cache-control']).toBe('private, no-cache');
  });
});

describe.each(testDatabaseKinds)('page cache of two processes with Redis on %s', (kind) => {
  let test: TestApp | undefined;
  let other: FastifyInstance | undefined;
  let token: string;

  beforeAll(async () => {
    if (!redisUrl) return;
    test = await createTestAppWithDemoContent(kind, { REDIS_URL: redisUrl }, { serveWeb: true });
    other = await createSiblingApp(test, { REDIS_URL: redisUrl }, { serveWeb: true });
    token = await createTokenService(test.database.db).create('editor', 'content');
  });
  afterAll(async () => {
    await other?.close();
    await test?.close();
  });

  it.skipIf(!redisUrl)('an import through one process changes the page the other one serves', async () => {
    if (!test || !other) throw new Error('not started');
    await get(other, '/en/about');
    expect((await get(other, '/en/about')).headers['x-page-cache']).toBe('hit');
    await importThrough(test.app, token, await aboutPageTitled('Zilt, the initiative'));
    // The other process hears of the change through Redis, a moment later.
    await expect.poll(async () => (await get(other!, '/en/about')).body).toContain('Zilt, the initiative');
  });
});
