import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewItemsResponseSchema } from '@zilt/contracts/overview';
import { overviewQueryOf } from '@zilt/contracts/overview-rules';
import { nodeRevisions, nodes, overviewEntries, searchDocuments } from '../../db/schema.ts';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { HubClient } from '../../testing/hub-client.ts';

// ReloadContentFull through the real hub: it reloads what the site derives from the store (the
// search index, the cached content and pages, the map data) and never puts files over content
// that editors changed through the import API.

interface ExportedPackage {
  pages: { language: string; slug: string; title: string; type: string }[];
  menus: { language: string; location: string; items: { Title: string }[] }[];
  translations: { language: string; namespace: string; entries: Record<string, Record<string, string>> }[];
  teamMembers: { Id: string; Name: string }[];
}

describe.each(testDatabaseKinds)('ReloadContentFull on %s', { timeout: 120_000 }, (kind) => {
  let test: TestApp;
  let url: string;
  let support: string;
  let editor: string;
  const clients: HubClient[] = [];

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
    support = await test.app.services.tokens.create('support-desk', 'support');
    editor = await test.app.services.tokens.create('editor', 'content');
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await test?.close();
  });

  async function staff() {
    const client = new HubClient(url, { token: support });
    clients.push(client);
    await client.connected();
    return client;
  }

  const get = async <T>(path: string): Promise<T> => {
    const response = await test.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };
  const aboutTitle = async () => (await get<{ Title: string }>('/api/wp/getPage?slug=about&lang=en')).Title;
  const firstMainMenuTitle = async () =>
    (JSON.parse((await get<{ JSONMenu: string }>('/api/wp/getMain?lang=en')).JSONMenu) as { Title: string }[])[0]
      ?.Title;
  const notFoundTitle = async () =>
    (await get<Record<string, Record<string, { notFound: { title: string } }>>>('/wp/translations.json'))['en']?.[
      'common'
    ]?.notFound.title;
  const firstTeamMemberName = async () => (await get<{ Name: string }[]>('/api/v1/teamMembers'))[0]?.Name;
  const mapTitles = async () =>
    (await get<{ projects: { title: string }[] }>('/api/wp/getMapProjects?lang=en')).projects.map(
      (project) => project.title,
    );
  const searchTotal = async (words: string) => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/wp/GetOverviewItems?lang=en',
      payload: { query: overviewQueryOf(new URLSearchParams({ searchQuery: words }), 'search') },
    });
    expect(response.statusCode).toBe(200);
    return overviewItemsResponseSchema.parse(response.json()).TotalCount;
  };

  it('keeps the pages, menus, translations and team members editors changed through the import API, and says what it reloaded', async () => {
    const exported = await test.app.inject({
      method: 'GET',
      url: '/api/v1/content/export?source=wp',
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(exported.statusCode).toBe(200);
    const pkg = exported.json() as ExportedPackage;
    pkg.pages.find((page) => page.language === 'en' && page.slug === 'about')!.title =
      'About us, as the editors wrote it';
    const project = pkg.pages.find((page) => page.language === 'en' && page.type === 'project')!;
    project.title = 'Brackish rice trials, renamed by an editor';
    pkg.menus.find((menu) => menu.language === 'en' && menu.location === 'main')!.items[0]!.Title = 'Who we are';
    pkg.translations.find((entry) => entry.language === 'en' && entry.namespace === 'common')!.entries['notFound']![
      'title'
    ] = 'Nothing here';
    pkg.teamMembers[0]!.Name = 'Mareike';
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${editor}` },
      payload: pkg,
    });
    expect(imported.statusCode).toBe(200);
    const edited = {
      about: 'About us, as the editors wrote it',
      menu: 'Who we are',
      notFound: 'Nothing here',
      member: 'Mareike',
    };
    const live = async () => ({
      about: await aboutTitle(),
      menu: await firstMainMenuTitle(),
      notFound: await notFoundTitle(),
      member: await firstTeamMemberName(),
    });
    expect(await live()).toEqual(edited);

    const client = await staff();
    const mark = client.mark();
    expect(await client.run('ReloadContentFull')).toMatchObject({ Job: 'ReloadContentFull', State: 'done' });

    expect(client.values('ReloadContentFull')).toEqual(['success']);
    expect(await live()).toEqual(edited);
    expect(await mapTitles()).toContain('Brackish rice trials, renamed by an editor');
    expect(await searchTotal('editors wrote')).toBe(1);
    const projects = await test.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(nodes)
      .where(and(eq(nodes.source, 'wp'), eq(nodes.language, 'en'), eq(nodes.nodeType, 'project')));
    expect(client.jobLogs('ReloadContentFull', mark)).toEqual([
      'started (token "support-desk")',
      'rebuilding the overview lists and the search index from the stored content',
      expect.stringMatching(/^\d+ pages read: \d+ overview entries, \d+ search documents$/),
      'cached content and pages dropped in every server process',
      `map data read from the store: ${projects[0]!.count} projects (en), ${projects[0]!.count} projects (nl)`,
      'finished',
    ]);
  });

  it('rebuilds a lost search index and the overview lists from the published revisions', async () => {
    expect(await searchTotal('salt tolerant potatoes')).toBeGreaterThan(0);
    const [documents] = await test.database.db.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
    const [entries] = await test.database.db.select({ count: sql<number>`count(*)::int` }).from(overviewEntries);
    await test.database.db.delete(searchDocuments);
    await test.database.db.delete(overviewEntries);
    expect(await searchTotal('salt tolerant potatoes')).toBe(0);

    const client = await staff();
    const mark = client.mark();
    expect(await client.run('ReloadContentFull')).toMatchObject({ State: 'done' });

    expect(await searchTotal('salt tolerant potatoes')).toBeGreaterThan(0);
    const [after] = await test.database.db.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
    expect(after?.count).toBe(documents?.count);
    expect(client.jobLogs('ReloadContentFull', mark)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\d+ pages read: ${entries?.count} overview entries, ${documents?.count} search documents$`),
      ),
    );
  });

  it('drops cached pages and map data, so a change written to the store without an announcement shows', async () => {
    const before = await mapTitles();
    expect(before.length).toBeGreaterThan(0);
    const about = await aboutTitle();
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=about&lang=en' })).headers['x-page-cache'],
    ).toBe('hit');
    // A repair made straight in the database: no process was told of it.
    const published = await test.database.db
      .select({ id: nodes.publishedRevisionId })
      .from(nodes)
      .where(and(eq(nodes.source, 'wp'), inArray(nodes.nodeType, ['page', 'project']), eq(nodes.language, 'en')));
    await test.database.db
      .update(nodeRevisions)
      .set({ title: sql`${nodeRevisions.title} || ' (repaired)'` })
      .where(
        inArray(
          nodeRevisions.id,
          published.flatMap((row) => (row.id ? [row.id] : [])),
        ),
      );
    expect(await aboutTitle()).toBe(about);

    const client = await staff();
    expect(await client.run('ReloadContentFull')).toMatchObject({ State: 'done' });

    expect(await aboutTitle()).toBe(`${about} (repaired)`);
    expect((await mapTitles()).sort()).toEqual(before.map((title) => `${title} (repaired)`).sort());
  });
});
