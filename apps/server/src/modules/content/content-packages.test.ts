import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContentPackageInput } from '@zilt/contracts/content-package';
import { nodeRevisions, nodes, rateCounters } from '../../db/schema.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTokenService } from '../auth/token-service.ts';

function packageWithPages(): ContentPackageInput {
  return {
    source: 'wp',
    languages: [{ code: 'en', name: 'English' }],
    pages: [
      {
        type: 'page',
        language: 'en',
        slug: 'tides',
        title: 'Tides',
        header: { kind: 'default', title: 'Tides' },
        blocks: [{ kind: 'textBlock', body: '<p>Twice a day the water comes in.</p>' }],
        lastUpdated: '2026-10-01T09:00:00Z',
        translationKey: 'tides',
      },
      {
        type: 'page',
        language: 'en',
        slug: 'dykes',
        title: 'Dykes',
        header: { kind: 'default', title: 'Dykes' },
        blocks: [
          { kind: 'textBlock', body: '<p>Dykes hold the sea back.</p>' },
          { kind: 'iframeBlock', url: 'https://example.org/embed', height: 400 },
        ],
        lastUpdated: '2026-10-01T09:00:00Z',
      },
    ],
    menus: [
      { language: 'en', location: 'main', items: [{ Title: 'Tides', Url: '/en/tides', Weight: 1, Children: [] }] },
    ],
  };
}

describe.each(testDatabaseKinds)('content packages on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind);
    token = await createTokenService(test.database.db).create('editor', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  async function storeCounts() {
    const [nodeCount] = await test.database.db.select({ value: count() }).from(nodes);
    const [revisionCount] = await test.database.db.select({ value: count() }).from(nodeRevisions);
    return { nodes: nodeCount?.value, revisions: revisionCount?.value };
  }

  const importPackage = (body: unknown, authorization = `Bearer ${token}`) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization },
      payload: body as object,
    });

  it('imports a valid package and leaves one revision per page when imported twice', async () => {
    const first = await importPackage(packageWithPages());
    expect(first.statusCode).toBe(200);
    expect(first.json().summary).toMatchObject({ pagesCreated: 2, revisionsCreated: 2 });
    const second = await importPackage(packageWithPages());
    expect(second.json().summary).toMatchObject({
      pagesCreated: 0,
      revisionsCreated: 0,
      pagesUnchanged: 2,
      menusWritten: 0,
    });
    expect(await storeCounts()).toEqual({ nodes: 2, revisions: 2 });
    const page = await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=tides&lang=en' });
    expect(page.json().Title).toBe('Tides');
  });

  it('refuses a package with one invalid block, names its path and writes nothing', async () => {
    const before = await storeCounts();
    const invalid = packageWithPages() as { pages: { title: string; blocks: Record<string, unknown>[] }[] };
    invalid.pages[0]!.title = 'Tides, changed';
    invalid.pages[1]!.blocks[1]!['height'] = 'tall';
    const response = await importPackage(invalid);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      expect.stringMatching(/^pages\[1\]\.blocks\[1\]\.height: expected number/),
    ]);
    expect(await storeCounts()).toEqual(before);
    const page = await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=tides&lang=en' });
    expect(page.json().Title).toBe('Tides');
  });

  const projectPage = (place: Record<string, unknown>) => ({
    type: 'project',
    language: 'en',
    slug: 'projecten/salt-farm-texel',
    title: 'Salt farm Texel',
    pageKind: 'project',
    header: { kind: 'detail', title: 'Salt farm Texel', pageIntro: 'Potatoes on brackish land.' },
    lastUpdated: '2026-10-01T09:00:00Z',
    project: place,
  });

  it('refuses a project whose place is off the globe or of an unknown theme, names the paths and writes nothing', async () => {
    const before = await storeCounts();
    const invalid = packageWithPages() as { pages: unknown[] };
    invalid.pages.push(projectPage({ longitude: 181, latitude: 53, theme: 'action-area', labels: ['farmers'] }));
    invalid.pages.push({ ...projectPage({ longitude: 4.8, latitude: 53, theme: 'ochre' }), slug: 'projecten/other' });
    const response = await importPackage(invalid);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      expect.stringMatching(/^pages\[2\]\.project\.longitude: /),
      expect.stringMatching(/^pages\[2\]\.project\.labels\[0\]: /),
      expect.stringMatching(/^pages\[3\]\.project\.theme: /),
    ]);
    expect(await storeCounts()).toEqual(before);
    expect(await test.app.services.reader.getMapProjects('wp', 'en')).toEqual([]);
  });

  it("stores a project's place, shows it on the map and exports it again", async () => {
    const withProject = packageWithPages() as { pages: unknown[] };
    withProject.pages.push(
      projectPage({ longitude: 4.8, latitude: 53.05, theme: 'action-area', labels: ['government'] }),
    );
    expect((await importPackage(withProject)).statusCode).toBe(200);
    expect(await test.app.services.reader.getMapProjects('wp', 'en')).toEqual([
      {
        id: 'projecten/salt-farm-texel',
        coordinates: { longitude: 4.8, latitude: 53.05 },
        theme: 'action-area',
        labels: ['government'],
        title: 'Salt farm Texel',
        description: 'Potatoes on brackish land.',
        imageUrl: '',
        url: '/en/projecten/salt-farm-texel',
      },
    ]);
    const exported = await test.app.inject({
      method: 'GET',
      url: '/api/v1/content/export?source=wp',
      headers: { authorization: `Bearer ${token}` },
    });
    const exportedProject = exported.json().pages.find((page: { type: string }) => page.type === 'project');
    expect(exportedProject.project).toEqual({
      longitude: 4.8,
      latitude: 53.05,
      theme: 'action-area',
      labels: ['government'],
    });
  });

  it('publishes a changed page as a new revision and keeps drafts out of the public API', async () => {
    const changed = packageWithPages() as { pages: Record<string, unknown>[] };
    changed.pages[0]!['title'] = 'Tides and currents';
    await importPackage(changed);
    expect((await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=tides&lang=en' })).json().Title).toBe(
      'Tides and currents',
    );
    const draft = packageWithPages() as { pages: Record<string, unknown>[] };
    draft.pages = [{ ...draft.pages[0]!, title: 'Tides (draft)', status: 'draft' }];
    await importPackage(draft);
    expect((await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=tides&lang=en' })).json().Title).toBe(
      'Tides and currents',
    );
    const page = await test.app.services.reader.getPage('wp', 'en', 'tides');
    const preview = await test.app.services.reader.getPageRevision('wp', 'en', page!.nodeId, page!.revisionId);
    expect(preview?.title).toBe('Tides and currents');
  });

  it('exports a source as a package that imports again without changes', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/content/export?source=wp',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const exported = response.json();
    expect(exported.pages.map((page: { slug: string }) => page.slug).sort()).toEqual([
      'dykes',
      'projecten/salt-farm-texel',
      'tides',
    ]);
    const again = await importPackage(exported);
    expect(again.json().summary).toMatchObject({ revisionsCreated: 0 });
  });

  it('rejects an export request for an unknown source, naming the parameter', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/content/export?source=xx',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"source"');
  });
});

describe.each(testDatabaseKinds)('content write API authentication on %s', (kind) => {
  let test: TestApp;
  let token: string;
  let revokedToken: string;

  beforeEach(async () => {
    test = await createTestApp(kind, { AUTH_FAILURE_LIMIT: '5' });
    const tokens = createTokenService(test.database.db);
    token = await tokens.create('editor', 'content');
    revokedToken = await tokens.create('former-editor', 'content');
    await tokens.revoke('former-editor');
  });
  afterEach(async () => {
    await test?.close();
  });

  const exportWith = (headers: { authorization?: string }, query = '') =>
    test.app.inject({ method: 'GET', url: `/api/v1/content/export?source=wp${query}`, headers });

  it('answers 401 with a JSON message without a token, with a wrong token and with a revoked token', async () => {
    for (const headers of [{}, { authorization: 'Bearer zlt_wrong' }, { authorization: `Bearer ${revokedToken}` }]) {
      const response = await exportWith(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    }
    const write = await test.app.inject({ method: 'POST', url: '/api/v1/content/import', payload: { source: 'wp' } });
    expect(write.statusCode).toBe(401);
  });

  it('refuses a support-scope token on the content routes', async () => {
    const support = await createTokenService(test.database.db).create('helpdesk', 'support');
    expect((await exportWith({ authorization: `Bearer ${support}` })).statusCode).toBe(401);
  });

  it('accepts the token in the apiToken query parameter too', async () => {
    expect((await exportWith({}, `&apiToken=${encodeURIComponent(token)}`)).statusCode).toBe(200);
  });

  it('answers 429 after too many failures from one address, saying when to try again', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await exportWith({ authorization: 'Bearer zlt_wrong' })).statusCode).toBe(401);
    }
    const blocked = await exportWith({ authorization: `Bearer ${token}` });
    expect(blocked.statusCode).toBe(429);
    // The window is AUTH_FAILURE_WINDOW_SECONDS (900 by default) from the first failure.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toBe(
      `Too many failed authentication attempts from this address; try again in ${retryAfter} seconds`,
    );
  });

  it('counts failures across server processes that share the database', async () => {
    const sibling = await createSiblingApp(test, { AUTH_FAILURE_LIMIT: '5' });
    try {
      const exportOn = (app: FastifyInstance, authorization: string) =>
        app.inject({ method: 'GET', url: '/api/v1/content/export?source=wp', headers: { authorization } });
      for (const app of [test.app, sibling, test.app, sibling, test.app]) {
        expect((await exportOn(app, 'Bearer zlt_wrong')).statusCode).toBe(401);
      }
      expect((await exportOn(sibling, `Bearer ${token}`)).statusCode).toBe(429);
      expect((await exportOn(test.app, `Bearer ${token}`)).statusCode).toBe(429);
    } finally {
      await sibling.close();
    }
  });

  it('keeps no client address in the database, only a digest of it', async () => {
    await exportWith({ authorization: 'Bearer zlt_wrong' });
    const stored = await test.database.db.select().from(rateCounters);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.key).toMatch(/^auth-failure:[\w-]{43}$/);
    expect(stored[0]?.key).not.toContain('127.0.0.1');
  });

  it('writes no token to the log, in a header or in the apiToken query value', async () => {
    await exportWith({ authorization: `Bearer ${token}` });
    await exportWith({}, `&apiToken=${encodeURIComponent(token)}`);
    await exportWith({ authorization: `Bearer ${revokedToken}` });
    const logs = test.logs();
    expect(logs).toContain('apiToken=[redacted]');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(revokedToken);
    expect(logs).not.toContain(encodeURIComponent(token));
  });
});
