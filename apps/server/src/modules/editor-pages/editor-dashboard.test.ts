import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRevisions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTokenService } from '../auth/token-service.ts';

// The studio's dashboard as a client sees it: drafts the caller saved last, recent changes,
// planned publications, and pages with problems (content the schema no longer accepts, a page
// without its counterpart in the other language).

const pages = '/api/v1/editor/pages';
const dashboardPath = '/api/v1/editor/dashboard';

function page(slug: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'page',
    language: 'en',
    slug,
    title,
    header: { kind: 'detail', title, pageIntro: 'Salt-tolerant crops' },
    blocks: [{ kind: 'textBlock', body: `<p>${title}</p>` }],
    lastUpdated: '2026-10-01T09:00:00Z',
    status: 'draft',
    ...overrides,
  };
}

interface Entry {
  page: { id: number; title: string; latestRevisionId: string };
  savedBy: string | null;
  savedAt: string;
}
interface Dashboard {
  myDrafts: Entry[];
  recentlyChanged: Entry[];
  scheduled: (Entry & { schedule: { action: string; at: string } })[];
  problems: (Entry & { problems: { kind: string; language?: string; issues?: string[]; revisionId?: string }[] })[];
  problemTotal: number;
}

describe.each(testDatabaseKinds)('the studio dashboard on %s', (kind) => {
  let test: TestApp;
  let eva: string;
  let erik: string;
  const now = new Date('2026-11-01T09:00:00Z');

  beforeAll(async () => {
    test = await createTestApp(kind, {}, { clock: () => now });
    const tokens = createTokenService(test.database.db);
    eva = await tokens.create('eva', 'content');
    erik = await tokens.create('erik', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (token: string, body: Record<string, unknown>) => {
    const response = await as(token, 'POST', pages, { source: 'wp', page: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { page: { id: number }; revisionId: string };
  };
  const dashboard = async (token: string) => {
    const response = await as(token, 'GET', dashboardPath);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as Dashboard;
  };

  it('is for staff only', async () => {
    const response = await test.app.inject({ method: 'GET', url: dashboardPath });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it("lists the drafts whose newest revision the caller saved, not another member's nor published pages", async () => {
    const mine = await create(eva, page('salt-draft', 'Salt draft'));
    await create(erik, page('erik-draft', 'Erik draft'));
    const live = await create(eva, page('salt-live', 'Salt live', { status: 'published' }));

    const evas = await dashboard(eva);
    const titles = evas.myDrafts.map((entry) => entry.page.title);
    expect(titles).toContain('Salt draft');
    expect(titles).not.toContain('Erik draft');
    expect(titles).not.toContain('Salt live');
    expect(evas.myDrafts.find((entry) => entry.page.id === mine.page.id)?.savedBy).toBe('eva');
    expect((await dashboard(erik)).myDrafts.map((entry) => entry.page.title)).toEqual(['Erik draft']);

    // Erik saves over Eva's draft: it becomes his.
    const saved = await as(erik, 'PUT', `${pages}/${mine.page.id}`, {
      baseRevisionId: mine.revisionId,
      page: page('salt-draft', 'Salt draft, edited'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dashboard(eva)).myDrafts.map((entry) => entry.page.title)).not.toContain('Salt draft, edited');
    expect((await dashboard(erik)).myDrafts.map((entry) => entry.page.title)).toContain('Salt draft, edited');

    const recent = (await dashboard(eva)).recentlyChanged.map((entry) => entry.page.id);
    expect(recent).toContain(live.page.id);
    expect(recent).toContain(mine.page.id);
  });

  it('lists planned publications with their time, soonest first', async () => {
    const later = await create(eva, page('planned-later', 'Planned later'));
    const sooner = await create(eva, page('planned-sooner', 'Planned sooner'));
    for (const [id, at] of [
      [later.page.id, '2026-12-24T08:00:00.000Z'],
      [sooner.page.id, '2026-11-20T08:00:00.000Z'],
    ] as const) {
      const planned = await as(eva, 'POST', `${pages}/${id}/schedules`, { action: 'publish', at });
      expect(planned.statusCode, planned.body).toBe(201);
    }
    const { scheduled } = await dashboard(erik);
    expect(scheduled.map((entry) => [entry.page.title, entry.schedule.action, entry.schedule.at])).toEqual([
      ['Planned sooner', 'publish', '2026-11-20T08:00:00.000Z'],
      ['Planned later', 'publish', '2026-12-24T08:00:00.000Z'],
    ]);
  });

  it('names pages whose stored blocks the schema no longer accepts, and pages without their translation', async () => {
    const translated = await create(eva, page('tidal-flats', 'Tidal flats', { status: 'published' }));
    const counterpart = await as(eva, 'POST', `${pages}/${translated.page.id}/translations`, {
      language: 'nl',
      slug: 'wadden',
      title: 'Wadden',
    });
    expect(counterpart.statusCode, counterpart.body).toBe(201);
    const broken = await create(eva, page('broken-blocks', 'Broken blocks', { status: 'published' }));
    // Content stored before a rule changed: a block kind that no longer exists, a text that became a number.
    await test.database.db
      .update(nodeRevisions)
      .set({ blocks: [{ kind: 'textBlock', body: 12 }, { kind: 'retiredBlock' }] as never })
      .where(eq(nodeRevisions.id, broken.revisionId));

    const { problems, problemTotal } = await dashboard(eva);
    const problemsOf = (id: number) => problems.find((entry) => entry.page.id === id)?.problems;
    expect(problemsOf(broken.page.id)).toEqual([
      {
        kind: 'invalid-content',
        revisionId: broken.revisionId,
        issues: [expect.stringMatching(/^blocks\[0\]\.body: /), expect.stringMatching(/^blocks\[1\]\.kind: /)],
      },
      { kind: 'missing-translation', language: 'nl' },
    ]);
    // Content the site cannot render comes first.
    expect(problems[0]?.page.id).toBe(broken.page.id);
    expect(problemsOf(translated.page.id)).toBeUndefined();
    expect(problemsOf((counterpart.json() as { page: { id: number } }).page.id)).toBeUndefined();
    await create(eva, page('lonely', 'Lonely'));
    const after = await dashboard(eva);
    expect(after.problemTotal).toBe(problemTotal + 1);
    expect(
      after.problems.find((entry) => entry.page.title === 'Lonely')?.problems.map((problem) => problem.kind),
    ).toEqual(['missing-translation']);
  });

  it('answers any revision as stored, for comparing two, and 404 for a revision of another page', async () => {
    const first = await create(eva, page('salt-marsh', 'Salt marsh', { status: 'published' }));
    const second = await as(eva, 'PUT', `${pages}/${first.page.id}`, {
      baseRevisionId: first.revisionId,
      page: page('salt-marsh', 'Salt marsh', { blocks: [{ kind: 'textBlock', body: '<p>Salt marshes</p>' }] }),
    });
    expect(second.statusCode, second.body).toBe(200);
    const earlier = await as(eva, 'GET', `${pages}/${first.page.id}/revisions/${first.revisionId}/content`);
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(earlier.json()).toMatchObject({
      slug: 'salt-marsh',
      status: 'published',
      blocks: [{ body: '<p>Salt marsh</p>' }],
    });
    const later = await as(eva, 'GET', `${pages}/${first.page.id}/revisions/${second.json().revisionId}/content`);
    expect(later.json()).toMatchObject({ status: 'draft', blocks: [{ body: '<p>Salt marshes</p>' }] });
    const other = await create(eva, page('other-marsh', 'Other marsh'));
    const wrong = await as(eva, 'GET', `${pages}/${other.page.id}/revisions/${first.revisionId}/content`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toContain(first.revisionId);
  });
});
