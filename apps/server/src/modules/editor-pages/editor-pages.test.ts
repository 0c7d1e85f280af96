import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewQueryOf } from '@zilt/contracts/overview-rules';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTokenService } from '../auth/token-service.ts';

// The editing API of pages, shown as a client sees it: the editing routes with a content token,
// and the public API (pages, overview lists, search, map) a visitor's browser reads.

const pages = '/api/v1/editor/pages';

/** A news item of the main site, as a content package holds it. */
function newsItem(overrides: Record<string, unknown> = {}) {
  const title = (overrides['title'] as string | undefined) ?? 'Samphire harvest starts';
  return {
    type: 'news',
    language: 'en',
    slug: 'news/samphire-harvest',
    title,
    header: { kind: 'detail', title, pageIntro: 'The first samphire of the season' },
    blocks: [{ kind: 'textBlock', body: '<p>Glasswort grows on the salt marsh near Texel.</p>' }],
    lastUpdated: '2026-10-01T09:00:00Z',
    status: 'draft',
    ...overrides,
  };
}

function project(overrides: Record<string, unknown> = {}) {
  return {
    type: 'project',
    language: 'en',
    slug: 'projects/oyster-reef',
    title: 'Oyster reef of Zeeland',
    header: { kind: 'detail', title: 'Oyster reef of Zeeland', pageIntro: 'A reef that breaks the waves' },
    lastUpdated: '2026-10-01T09:00:00Z',
    status: 'draft',
    project: { longitude: 3.9, latitude: 51.5, theme: 'action-area', labels: ['civil-society'] },
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('editing API of pages on %s', (kind) => {
  let test: TestApp;
  let token: string;
  /** The present as the app sees it; tests move it to make planned changes due. */
  let now = new Date('2026-11-01T09:00:00Z');

  beforeAll(async () => {
    test = await createTestApp(kind, {}, { clock: () => now });
    token = await createTokenService(test.database.db).create('comms-officer', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (page: Record<string, unknown>, source = 'wp') => {
    const response = await editor('POST', pages, { source, page });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { page: { id: number; latestRevisionId: string }; revisionId: string };
  };
  const read = async (id: number) => {
    const response = await editor('GET', `${pages}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const publicPage = (slug: string, lang = 'en', source = 'wp') =>
    test.app.inject({ method: 'GET', url: `/api/${source}/getPage?slug=${encodeURIComponent(slug)}&lang=${lang}` });
  const titleOf = async (slug: string, lang = 'en') => {
    const response = await publicPage(slug, lang);
    return response.statusCode === 200 ? (response.json().Title as string) : null;
  };
  const overview = async (address: string, overviewKind: 'news' | 'search', lang = 'en') => {
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/wp/GetOverviewItems?lang=${lang}`,
      payload: { query: overviewQueryOf(new URLSearchParams(address), overviewKind) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().Items as { Title: string }[]).map((item) => item.Title);
  };
  const mapTitles = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/wp/getMapProjects?lang=en' });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().projects as { title: string }[]).map((item) => item.title);
  };
  const auditOf = async (id: number) =>
    test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(asc(auditLog.id));

  it('refuses requests without a valid token and never lets an answer be cached', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: pages });
    expect(anonymous.statusCode).toBe(401);
    const listed = await editor('GET', pages);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
  });

  it('creates a draft nobody sees; publishing shows it at once in the page, the news list and search', async () => {
    // Read first, so that the caches hold the page's absence and the lists without it.
    expect(await titleOf('news/samphire-harvest')).toBeNull();
    expect(await overview('', 'news')).not.toContain('Samphire harvest starts');
    expect(await overview('searchQuery=glasswort', 'search')).toEqual([]);

    const created = await create(newsItem());
    const id = created.page.id;
    expect(created.page).toMatchObject({ status: 'draft', publishedRevisionId: null, source: 'wp', language: 'en' });
    expect(await titleOf('news/samphire-harvest')).toBeNull();

    const published = await editor('POST', `${pages}/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ revisionId: created.revisionId, page: { status: 'published' } });
    expect(await titleOf('news/samphire-harvest')).toBe('Samphire harvest starts');
    expect(await overview('', 'news')).toContain('Samphire harvest starts');
    expect(await overview('searchQuery=glasswort', 'search')).toEqual(['Samphire harvest starts']);

    const kinds = (await auditOf(id)).map((entry) => [entry.kind, entry.actor, entry.parameters['revisionId']]);
    expect(kinds).toEqual([
      ['page.create', 'comms-officer', created.revisionId],
      ['page.publish', 'comms-officer', created.revisionId],
    ]);
  });

  it('publishes a project onto the map at once and takes it off when unpublished', async () => {
    expect(await mapTitles()).not.toContain('Oyster reef of Zeeland');
    const { page } = await create(project());
    await editor('POST', `${pages}/${page.id}/publish`);
    expect(await mapTitles()).toContain('Oyster reef of Zeeland');
    const unpublished = await editor('POST', `${pages}/${page.id}/unpublish`);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json().page.status).toBe('draft');
    expect(await mapTitles()).not.toContain('Oyster reef of Zeeland');
    // A backup of the source keeps it unpublished: importing it does not put the page live again.
    const exported = (await editor('GET', '/api/v1/content/export?source=wp')).json();
    const reef = (exported.pages as { slug: string; status: string }[]).find(
      (entry) => entry.slug === 'projects/oyster-reef',
    );
    expect(reef?.status).toBe('draft');
    expect((await auditOf(page.id)).map((entry) => entry.kind)).toEqual([
      'page.create',
      'page.publish',
      'page.unpublish',
    ]);
  });

  it('keeps the published version live while a draft is saved; reading shows both and every revision', async () => {
    const { page, revisionId: first } = await create(newsItem({ slug: 'news/sea-aster', title: 'Sea aster' }));
    await editor('POST', `${pages}/${page.id}/publish`);
    const saved = await editor('PUT', `${pages}/${page.id}`, {
      baseRevisionId: first,
      page: newsItem({ slug: 'news/sea-aster', title: 'Sea aster, the new crop' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.json().revisionId as string;
    expect(saved.json().page).toMatchObject({
      status: 'published',
      publishedRevisionId: first,
      latestRevisionId: second,
      hasUnpublishedChanges: true,
    });
    expect(await titleOf('news/sea-aster')).toBe('Sea aster');

    const body = await read(page.id);
    expect(body.published).toMatchObject({ revisionId: first, content: { title: 'Sea aster', status: 'published' } });
    expect(body.draft).toMatchObject({ revisionId: second, content: { title: 'Sea aster, the new crop' } });
    expect(body.revisions.map((revision: { id: string }) => revision.id)).toEqual([second, first]);
    expect(body.revisions[0]).toMatchObject({ status: 'draft', author: 'comms-officer', live: false });
    expect(body.revisions[1]).toMatchObject({ status: 'published', live: true });

    // Publishing a named revision: the newest by default.
    await editor('POST', `${pages}/${page.id}/publish`, {});
    expect(await titleOf('news/sea-aster')).toBe('Sea aster, the new crop');
    const save = (await auditOf(page.id)).find((entry) => entry.kind === 'page.save');
    expect(save?.parameters).toMatchObject({ baseRevisionId: first, revisionId: second, status: 'draft' });
  });

  it('refuses a save from a revision that is no longer the newest with 409 and both ids, overwriting nothing', async () => {
    const { page, revisionId: base } = await create(newsItem({ slug: 'news/quinoa', title: 'Quinoa' }));
    const mine = await editor('PUT', `${pages}/${page.id}`, {
      baseRevisionId: base,
      page: newsItem({ slug: 'news/quinoa', title: 'Quinoa on saline soil' }),
    });
    expect(mine.statusCode).toBe(200);
    const current = mine.json().revisionId as string;

    const theirs = await editor('PUT', `${pages}/${page.id}`, {
      baseRevisionId: base,
      page: newsItem({ slug: 'news/quinoa', title: 'Quinoa (their edit)' }),
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({ error: 'Conflict', baseRevisionId: base, currentRevisionId: current });
    expect(theirs.json().problems[0]).toMatch(/^baseRevisionId: /);
    const body = await read(page.id);
    expect(body.draft.content.title).toBe('Quinoa on saline soil');
    expect(body.revisions).toHaveLength(2);
  });

  it('validates pages with the content package schema and names the field at fault', async () => {
    const bad = await editor('POST', pages, { source: 'wp', page: newsItem({ slug: '/leading-slash', title: '' }) });
    expect(bad.statusCode).toBe(400);
    const problems = bad.json().problems as string[];
    expect(problems.some((line) => line.startsWith('page.slug:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('page.title:'))).toBe(true);
    const unknownBlock = await editor('POST', pages, {
      source: 'wp',
      page: newsItem({ slug: 'news/x', blocks: [{ kind: 'carousel' }] }),
    });
    expect(unknownBlock.statusCode).toBe(400);
    expect(unknownBlock.json().message).toContain('page.blocks[0]');
  });

  it('keeps slugs unique per source and language, without regard to case', async () => {
    const { page } = await create(newsItem({ slug: 'news/salt-farm', title: 'Salt farm' }));
    const clash = await editor('POST', pages, {
      source: 'wp',
      page: newsItem({ slug: 'News/Salt-Farm', title: 'Another' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().problems[0]).toMatch(/^page\.slug: .*page \d+/);
    // Another language or another source may use it.
    await create(newsItem({ slug: 'news/salt-farm', language: 'nl', title: 'Zoutboerderij' }));
    await create(newsItem({ slug: 'news/salt-farm', title: 'Salt farm (agency)' }), 'dp');

    const other = await create(newsItem({ slug: 'news/other', title: 'Other' }));
    const rename = await editor('PUT', `${pages}/${other.page.id}`, {
      baseRevisionId: other.revisionId,
      page: newsItem({ slug: 'news/SALT-farm', title: 'Other' }),
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().problems[0]).toContain(
      `page.slug: the slug "news/SALT-farm" is already the address of page ${page.id}`,
    );
  });

  it('renames a page: the old slug leads to the new address, the page stays one', async () => {
    const { page, revisionId } = await create(newsItem({ slug: 'news/dyke', title: 'The dyke', status: 'published' }));
    const renamed = await editor('PUT', `${pages}/${page.id}`, {
      baseRevisionId: revisionId,
      page: newsItem({ slug: 'news/sea-dyke', title: 'The dyke', status: 'published' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().page.slug).toBe('news/sea-dyke');
    expect(await titleOf('news/sea-dyke')).toBe('The dyke');
    expect(await titleOf('news/dyke')).toBeNull();
    expect(await test.app.services.reader.getPageRedirect('wp', 'en', 'News/Dyke')).toBe('news/sea-dyke');
    const save = (await auditOf(page.id)).find((entry) => entry.kind === 'page.save');
    expect(save?.parameters['slug']).toEqual({ from: 'news/dyke', to: 'news/sea-dyke' });

    // A new page that takes the old slug wins over the redirect.
    await create(newsItem({ slug: 'news/dyke', title: 'A new dyke page', status: 'published' }));
    expect(await titleOf('news/dyke')).toBe('A new dyke page');
    expect(await test.app.services.reader.getPageRedirect('wp', 'en', 'news/dyke')).toBeNull();
  });

  it('lists pages by source, language, type, status and text, with paging and a total', async () => {
    const list = async (query: string) => {
      const response = await editor('GET', `${pages}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        items: { title: string; source: string; language: string; type: string }[];
        total: number;
      };
    };
    const agency = await list('source=dp');
    expect(agency.items.every((item) => item.source === 'dp')).toBe(true);
    expect(agency.total).toBe(agency.items.length);
    const dutch = await list('language=nl');
    expect(dutch.items.map((item) => item.title)).toContain('Zoutboerderij');
    expect(dutch.items.every((item) => item.language === 'nl')).toBe(true);
    const projects = await list('type=project');
    expect(projects.items.map((item) => item.title)).toEqual(['Oyster reef of Zeeland']);
    const published = await list('status=published&source=wp');
    expect(published.items.map((item) => item.title)).toContain('Samphire harvest starts');
    expect(published.items.map((item) => item.title)).not.toContain('Quinoa on saline soil');
    const drafts = await list('status=draft');
    expect(drafts.items.map((item) => item.title)).toContain('Quinoa on saline soil');
    // Text matches the title or the slug, without regard to case; % is a character, not a pattern.
    expect((await list('q=SAMPHIRE')).items.map((item) => item.title)).toEqual(['Samphire harvest starts']);
    expect((await list('q=sea-dyke')).items.map((item) => item.title)).toEqual(['The dyke']);
    expect((await list('q=%25')).total).toBe(0);

    const all = await list('pageSize=100');
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual(
      all.items.slice(0, 4).map((item) => item.title),
    );
    const bad = await editor('GET', `${pages}?status=archived`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');
  });

  it('moves a page to the trash, where it is not served, and restores it as it was', async () => {
    const { page } = await create(newsItem({ slug: 'news/rice', title: 'Rice in the delta', status: 'published' }));
    expect(await titleOf('news/rice')).toBe('Rice in the delta');
    expect(await overview('searchQuery=rice', 'search')).toContain('Rice in the delta');

    const trashed = await editor('POST', `${pages}/${page.id}/trash`);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(trashed.json().page).toMatchObject({ status: 'trashed', publishedRevisionId: null });
    expect(await titleOf('news/rice')).toBeNull();
    expect(await overview('searchQuery=rice', 'search')).not.toContain('Rice in the delta');
    const inTrash = (await editor('GET', `${pages}?status=trashed`)).json();
    expect(inTrash.items.map((item: { id: number }) => item.id)).toContain(page.id);
    const listed = (await editor('GET', `${pages}?pageSize=100`)).json();
    expect(listed.items.map((item: { id: number }) => item.id)).not.toContain(page.id);
    // A trashed page takes no changes until it is restored.
    expect((await editor('POST', `${pages}/${page.id}/publish`)).statusCode).toBe(409);

    const restored = await editor('POST', `${pages}/${page.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().page.status).toBe('published');
    expect(await titleOf('news/rice')).toBe('Rice in the delta');
    expect(await overview('searchQuery=rice', 'search')).toContain('Rice in the delta');
    expect((await auditOf(page.id)).map((entry) => entry.kind)).toEqual(['page.create', 'page.trash', 'page.restore']);
  });

  it('restores an earlier revision as a new draft, refusing a stale base', async () => {
    const { page, revisionId: first } = await create(newsItem({ slug: 'news/potato', title: 'Salt potato' }));
    const second = (
      await editor('PUT', `${pages}/${page.id}`, {
        baseRevisionId: first,
        page: newsItem({ slug: 'news/potato', title: 'Salt-tolerant potato' }),
      })
    ).json().revisionId as string;

    const stale = await editor('POST', `${pages}/${page.id}/revisions/${first}/restore`, { baseRevisionId: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ baseRevisionId: first, currentRevisionId: second });

    const restored = await editor('POST', `${pages}/${page.id}/revisions/${first}/restore`, { baseRevisionId: second });
    expect(restored.statusCode, restored.body).toBe(200);
    const third = restored.json().revisionId as string;
    expect(third).not.toBe(first);
    const body = await read(page.id);
    expect(body.revisions.map((revision: { id: string }) => revision.id)).toEqual([third, second, first]);
    expect(body.draft).toMatchObject({ revisionId: third, content: { title: 'Salt potato', status: 'draft' } });
    const entry = (await auditOf(page.id)).at(-1);
    expect(entry).toMatchObject({ kind: 'page.restore-revision', actor: 'comms-officer' });
    expect(entry?.parameters).toMatchObject({ fromRevisionId: first, baseRevisionId: second, revisionId: third });

    const unknown = await editor('POST', `${pages}/${page.id}/revisions/nosuchrevision/restore`, {
      baseRevisionId: third,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates the Dutch counterpart as a linked draft; published, the pages name each other', async () => {
    const { page } = await create(newsItem({ slug: 'news/freshwater', title: 'Freshwater lens', status: 'published' }));
    const translated = await editor('POST', `${pages}/${page.id}/translations`, {
      language: 'nl',
      slug: 'nieuws/zoetwaterbel',
      title: 'Zoetwaterbel',
    });
    expect(translated.statusCode, translated.body).toBe(201);
    const counterpart = translated.json().page;
    expect(counterpart).toMatchObject({ language: 'nl', slug: 'nieuws/zoetwaterbel', status: 'draft' });
    expect(counterpart.translationKey).toBeTruthy();
    const english = await read(page.id);
    expect(english.page.translationKey).toBe(counterpart.translationKey);
    expect(english.translations).toEqual([{ id: counterpart.id, language: 'nl', slug: 'nieuws/zoetwaterbel' }]);
    // The list names the languages a page has a counterpart in (a page without one shows that it lacks it).
    const listed = await editor('GET', `${pages}?q=freshwater`);
    expect(listed.json().items).toMatchObject([{ id: page.id, counterpartLanguages: ['nl'] }]);
    const listedDutch = await editor('GET', `${pages}?q=zoetwaterbel`);
    expect(listedDutch.json().items).toMatchObject([{ id: counterpart.id, counterpartLanguages: ['en'] }]);
    const dutch = await read(counterpart.id);
    expect(dutch.draft.content).toMatchObject({
      title: 'Zoetwaterbel',
      header: { title: 'Zoetwaterbel' },
      language: 'nl',
      // Its breadcrumbs lead through the Dutch addresses, not the English ones it was copied from.
      breadcrumbs: [
        { title: 'Home', url: '/nl/' },
        { title: 'Nieuws', url: '/nl/nieuws' },
        { title: 'Zoetwaterbel', url: '/nl/nieuws/zoetwaterbel' },
      ],
    });

    // Only published counterparts are offered to visitors.
    expect((await test.app.services.reader.getPage('wp', 'en', 'news/freshwater'))?.translations).toEqual([]);
    await editor('POST', `${pages}/${counterpart.id}/publish`);
    expect((await test.app.services.reader.getPage('wp', 'en', 'news/freshwater'))?.translations).toEqual([
      { language: 'nl', slug: 'nieuws/zoetwaterbel' },
    ]);
    expect((await test.app.services.reader.getPage('wp', 'nl', 'nieuws/zoetwaterbel'))?.translations).toEqual([
      { language: 'en', slug: 'news/freshwater' },
    ]);

    const again = await editor('POST', `${pages}/${page.id}/translations`, { language: 'nl', slug: 'nieuws/nog-een' });
    expect(again.statusCode).toBe(409);
    expect(again.json().problems[0]).toMatch(/^language: page \d+ already has translation key/);
    const same = await editor('POST', `${pages}/${page.id}/translations`, { language: 'en' });
    expect(same.statusCode).toBe(400);
    expect((await auditOf(counterpart.id)).map((entry) => entry.kind)).toEqual(['page.translate', 'page.publish']);
  });

  it('publishes and unpublishes at the planned time, by the clock', async () => {
    const { page } = await create(newsItem({ slug: 'news/field-day', title: 'Field day' }));
    const inAnHour = new Date(now.getTime() + 3600_000).toISOString();
    const planned = await editor('POST', `${pages}/${page.id}/schedules`, { action: 'publish', at: inAnHour });
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().schedule).toMatchObject({ action: 'publish', at: inAnHour, createdBy: 'comms-officer' });
    const scheduled = (await editor('GET', `${pages}?status=scheduled`)).json();
    expect(scheduled.items.map((item: { id: number }) => item.id)).toEqual([page.id]);

    expect(await test.app.services.pageEditor.applyDueSchedules()).toBe(0);
    expect(await titleOf('news/field-day')).toBeNull();

    now = new Date(now.getTime() + 3600_000);
    // Two processes running the task at once apply the plan once.
    const runs = await Promise.all([
      test.app.services.pageEditor.applyDueSchedules(),
      test.app.services.pageEditor.applyDueSchedules(),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await titleOf('news/field-day')).toBe('Field day');
    expect((await editor('GET', `${pages}?status=scheduled`)).json().total).toBe(0);

    const later = new Date(now.getTime() + 2 * 3600_000).toISOString();
    await editor('POST', `${pages}/${page.id}/schedules`, { action: 'unpublish', at: later });
    now = new Date(now.getTime() + 3600_000);
    expect(await test.app.services.pageEditor.applyDueSchedules()).toBe(0);
    expect(await titleOf('news/field-day')).toBe('Field day');
    now = new Date(now.getTime() + 3600_000);
    expect(await test.app.services.pageEditor.applyDueSchedules()).toBe(1);
    expect(await titleOf('news/field-day')).toBeNull();

    const entries = (await auditOf(page.id)).map((entry) => [entry.kind, entry.parameters['scheduleId'] !== undefined]);
    expect(entries).toEqual([
      ['page.create', false],
      ['page.schedule', true],
      ['page.publish', true],
      ['page.schedule', true],
      ['page.unpublish', true],
    ]);
  });

  it('refuses a plan in the past and cancels one still to come', async () => {
    const { page } = await create(newsItem({ slug: 'news/open-day', title: 'Open day' }));
    const past = await editor('POST', `${pages}/${page.id}/schedules`, {
      action: 'publish',
      at: new Date(now.getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().problems[0]).toMatch(/^at: /);
    const planned = await editor('POST', `${pages}/${page.id}/schedules`, {
      action: 'publish',
      at: new Date(now.getTime() + 60_000).toISOString(),
    });
    const scheduleId = planned.json().schedule.id as number;
    const cancelled = await editor('DELETE', `${pages}/${page.id}/schedules/${scheduleId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().page.schedules).toEqual([]);
    now = new Date(now.getTime() + 120_000);
    expect(await test.app.services.pageEditor.applyDueSchedules()).toBe(0);
    expect(await titleOf('news/open-day')).toBeNull();
    expect((await auditOf(page.id)).map((entry) => entry.kind)).toEqual([
      'page.create',
      'page.schedule',
      'page.unschedule',
    ]);
    expect((await editor('DELETE', `${pages}/${page.id}/schedules/${scheduleId}`)).statusCode).toBe(404);
  });

  it('previews any draft of any source: as the site renders it, and by a signed expiring link', async () => {
    const wp = await create(newsItem({ slug: 'news/preview-me', title: 'Draft to preview' }));
    const json = await editor('GET', `${pages}/${wp.page.id}/revisions/${wp.revisionId}`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({ title: 'Draft to preview', status: 'draft', source: 'wp', translations: [] });
    expect(json.headers['cache-control']).toBe('no-store');

    const link = await editor('POST', `${pages}/${wp.page.id}/preview-links`, {});
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().path).toMatch(
      new RegExp(`^/en/node-preview/${wp.page.id}/${wp.revisionId}\\?expires=\\d+&signature=`),
    );

    const dp = await create(newsItem({ slug: 'agency-draft', type: 'page', title: 'Agency draft' }), 'dp');
    const dpLink = await editor('POST', `${pages}/${dp.page.id}/preview-links`, { validForHours: 2 });
    expect(dpLink.json().path).toMatch(/^\/spa\/drupal\/en\/node-preview\//);

    const sp = await create(newsItem({ slug: 'texts-page', type: 'page', title: 'Texts' }), 'sp');
    const spJson = await editor('GET', `${pages}/${sp.page.id}/revisions/${sp.revisionId}`);
    expect(spJson.json()).toMatchObject({ title: 'Texts', source: 'sp' });
    const spLink = await editor('POST', `${pages}/${sp.page.id}/preview-links`, {});
    expect(spLink.statusCode).toBe(400);

    expect((await editor('GET', `${pages}/${wp.page.id}/revisions/abc123`)).statusCode).toBe(404);
    expect((await editor('GET', `${pages}/2147483647`)).statusCode).toBe(404);
  });
});
