import { readdirSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { repoRoot } from './testing/app.ts';
import { listeningAppWithDemoContent, send } from './testing/raw-http.ts';

// HTTP as clients and probes rely on it, through the real app serving the built web app on a
// listening port: HEAD answers the headers of GET, the health checks and the API answer JSON
// to any method and spelling, and test hooks exist only on a test server.

/**
 * The headers of an answer as a client compares them: without `Date` (the clock) and
 * `Transfer-Encoding` (how a body is framed on the wire: a HEAD answer has no body to frame,
 * and Content-Length is then absent from both), and with a page's per-answer nonce masked.
 */
function comparable(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'date' || name === 'transfer-encoding' || value === undefined) continue;
    kept[name] = String(value).replace(/'nonce-[^']+'/g, "'nonce-…'");
  }
  return kept;
}

const webAssetsDir = path.join(loadConfig({}, repoRoot).webBuildDir, 'client', 'assets');

describe('HEAD answers exactly the headers of GET', () => {
  const started = listeningAppWithDemoContent();

  it('for a page: the first HEAD is kept in the page cache like a GET, with its ETag and private, no-cache', async () => {
    const head = await send(started.port, 'HEAD', '/en/about', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['cache-control']).toBe('private, no-cache');
    expect(head.headers['etag']).toMatch(/^W\/"/);
    const get = await send(started.port, 'GET', '/en/about', { 'accept-encoding': 'br' });
    expect(get.headers['x-page-cache']).toBe('hit');
    expect(get.headers['etag']).toBe(head.headers['etag']);
    expect(Number(get.headers['content-length'])).toBe(get.body.length);
    const again = await send(started.port, 'HEAD', '/en/about', { 'accept-encoding': 'br' });
    expect(comparable(again.headers)).toEqual(comparable(get.headers));
    // A conditional HEAD is answered like a conditional GET.
    const conditional = { 'if-none-match': String(get.headers['etag']) };
    const notModified = await send(started.port, 'HEAD', '/en/about', conditional);
    expect(notModified.status).toBe(304);
    expect(comparable(notModified.headers)).toEqual(
      comparable((await send(started.port, 'GET', '/en/about', conditional)).headers),
    );
  });

  const webAsset = readdirSync(webAssetsDir).find((name) => name.endsWith('.js') && !name.endsWith('.br'));
  const addresses = [
    ['a page', '/nl/'],
    ['an agency-site page', '/spa/'],
    ['the not-found page', '/en/nothing-here'],
    ['the Mini-Admin', '/dev/'],
    ['a content API read (cached, with ETag)', '/api/wp/getPage?slug=about&lang=en'],
    ['the team members', '/api/v1/teamMembers'],
    ['the map projects', '/api/wp/getMapProjects?lang=en'],
    ['an API read outside the read cache', '/api/v1/Checkout/LookupData'],
    ['a form', '/api/v1/Formstack/getForm/field-day?lang=en'],
    ['an API read that answers 404', '/api/wp/getPage?slug=no-such-page&lang=en'],
    ['the OpenAPI document', '/api/docs/json'],
    ['the health check', '/healthz'],
    ['a web app asset', `/assets/${webAsset}`],
    ['the icon sprite', '/images/sprite.svg'],
    ['a media file', '/media/delta.svg'],
  ] as const;

  for (const encoding of ['gzip, deflate, br', 'identity']) {
    it.each(addresses)(`for %s (%s), accepting ${encoding}`, async (_label, url) => {
      const headers = { 'accept-encoding': encoding };
      await send(started.port, 'GET', url, headers);
      const get = await send(started.port, 'GET', url, headers);
      const head = await send(started.port, 'HEAD', url, headers);
      expect(head.status).toBe(get.status);
      expect(head.body.length).toBe(0);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
      if (get.headers['content-length'] !== undefined) {
        expect(Number(get.headers['content-length'])).toBe(get.body.length);
      }
    });
  }
});

describe('JSON answers for probes and the API, in any method and spelling', () => {
  const started = listeningAppWithDemoContent();

  for (const url of ['/healthz', '/readyz']) {
    it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
      `answers %s ${url} with a JSON 405 that allows GET and HEAD`,
      async (method) => {
        const response = await send(started.port, method, url);
        expect(response.status).toBe(405);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['allow']).toBe('GET, HEAD');
        expect(JSON.parse(response.body.toString())).toEqual({
          error: 'Method Not Allowed',
          message: `${url} does not answer ${method}; it answers GET, HEAD`,
        });
      },
    );
  }

  it.each([
    '//api/wp/getPage?slug=about&lang=en',
    '/api//wp/getPage?slug=about&lang=en',
    '///api/wp//getPage?slug=about&lang=en',
  ])('answers %s as the route with single slashes', async (url) => {
    const single = await send(started.port, 'GET', '/api/wp/getPage?slug=about&lang=en');
    const doubled = await send(started.port, 'GET', url);
    expect(doubled.status).toBe(200);
    expect(doubled.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(doubled.body.toString())).toEqual(JSON.parse(single.body.toString()));
  });

  it.each([
    ['GET', '//api/v1/nothing-here'],
    ['GET', '//api%2Fwp/getPage?slug=about'],
    ['POST', '//api/wp/getPage?slug=about'],
    ['POST', '//healthz'],
  ])('answers %s %s with JSON, never the site’s HTML page', async (method, url) => {
    const response = await send(started.port, method, url);
    expect([404, 405]).toContain(response.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString())).toMatchObject({ error: expect.any(String) });
  });
});

describe('test hooks on a production server', () => {
  const started = listeningAppWithDemoContent({ NODE_ENV: 'production' });

  it('do not bypass the page cache: the cached page is served, unchanged', async () => {
    const first = await send(started.port, 'GET', '/en/about');
    const hooked = await send(started.port, 'GET', '/en/about', { 'x-zilt-test-menu-status': '500' });
    expect(hooked.status).toBe(200);
    expect(hooked.headers['x-page-cache']).toBe('hit');
    expect(hooked.headers['cache-control']).toBe('private, no-cache');
    expect(hooked.body.equals(first.body)).toBe(true);
  });

  it('do not bypass the API read cache and fake no team-member fault', async () => {
    await send(started.port, 'GET', '/api/v1/teamMembers');
    const hooked = await send(started.port, 'GET', '/api/v1/teamMembers', { 'x-zilt-test-team-members': '503' });
    expect(hooked.status).toBe(200);
    expect(hooked.headers['x-page-cache']).toBe('hit');
  });
});
