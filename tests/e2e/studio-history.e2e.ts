import { sql } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { csrfHeader } from '@zilt/contracts/staff';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { studioServerForThisFile } from './support/studio.ts';

// The studio's dashboard, a page's history and its preview, on pages set up through the editing
// API: compare two revisions and restore the earlier one; my drafts, plans and problems on the
// dashboard; the newest draft in the real site at three widths, which the public page does not show.

/** The kind of block this draft holds no longer exists: content stored before a rule changed. */
const retiredKind = 'retiredSliderBlock';

const studio = studioServerForThisFile({
  // The editing API refuses such content, so it goes into the store directly: a newer draft of
  // the Dutch colophon (as an import would have left it), the published revision untouched.
  async beforeStart(dataDir) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.db.execute(sql`
        insert into node_revisions (id, node_id, status, content_hash, title, template, page_kind, header,
          breadcrumbs, blocks, taxonomy_terms, project, last_updated, author, created_at)
        select 'retiredDraft1', r.node_id, 'draft', r.content_hash, r.title, r.template, r.page_kind, r.header,
          r.breadcrumbs, ${JSON.stringify([{ kind: retiredKind, slides: [] }])}::jsonb, r.taxonomy_terms, r.project,
          r.last_updated, null, now()
        from node_revisions r join nodes n on r.id = n.published_revision_id
        where n.source = 'wp' and n.language = 'nl' and n.slug = 'colofon'`);
    } finally {
      await database.close();
    }
  },
});

type Content = Record<string, unknown> & { blocks: Record<string, unknown>[] };
interface PageAnswer {
  page: { id: number; latestRevisionId: string; title: string };
  published: { revisionId: string; content: Content } | null;
  draft: { revisionId: string; content: Content } | null;
  revisions: { id: string }[];
}

/** The editing API as the signed-in browser calls it: the session cookie, the CSRF header, our Origin. */
async function editingApi(page: Page) {
  const base = studio().url;
  const me = (await (await page.request.get(`${base}/api/v1/staff/me`)).json()) as { csrfToken: string };
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await page.request.fetch(`${base}${path}`, {
      method,
      headers: { origin: base, [csrfHeader]: me.csrfToken },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    call,
    async pageOf(language: string, slug: string): Promise<PageAnswer> {
      const list = (await call('GET', `/api/v1/editor/pages?source=wp&language=${language}&q=${slug}&pageSize=100`))
        .items as { id: number; slug: string }[];
      const found = list.find((item) => item.slug === slug);
      if (!found) throw new Error(`no page ${language}/${slug}`);
      return (await call('GET', `/api/v1/editor/pages/${found.id}`)) as unknown as PageAnswer;
    },
  };
}

/** The page's newest content with the first text block's body ending in `sentence`. */
function withSentence(content: Content, sentence: string): Content {
  const index = content.blocks.findIndex((block) => block['kind'] === 'textBlock');
  const blocks = content.blocks.map((block, at) =>
    at === index ? { ...block, body: `${String(block['body'])}<p>${sentence}</p>` } : block,
  );
  return { ...content, blocks };
}

test('History compares two revisions field by field and restores the earlier one as a draft', async ({ page }) => {
  await studio().signIn(page, 'editor');
  const api = await editingApi(page);
  const about = await api.pageOf('en', 'about');
  const original = about.published!;
  const fixed = 'Brackish water feeds the crops of tomorrow.';
  await api.call('PUT', `/api/v1/editor/pages/${about.page.id}`, {
    baseRevisionId: about.page.latestRevisionId,
    page: { ...withSentence(original.content, fixed), status: 'published' },
  });
  expect(await (await page.request.get(`${studio().url}/en/about`)).text()).toContain(fixed);

  await page.goto(`${studio().url}/studio/en/pages/${about.page.id}/history`);
  await expect(page.getByRole('heading', { level: 1, name: /^History of/ })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(about.revisions.length + 2);
  await expect(rows.nth(1)).toContainText('Published (live)');
  await expect(rows.nth(1)).toContainText('eva.editor@zilt.example');
  await expect(rows.nth(2)).toContainText('Published before');

  // The two newest are chosen to begin with: the earlier one against the fix.
  await page.getByRole('button', { name: 'Compare' }).press('Enter');
  const comparison = page.getByTestId('revision-comparison');
  await expect(comparison).toContainText('Block 1: Text: changed');
  const field = comparison.locator('.studio-history__field').filter({ hasText: 'body' });
  await expect(field.locator('ins')).toContainText(fixed);
  await expect(field.locator('del')).not.toContainText(fixed);
  await expect(comparison).toContainText('The page details are the same.');
  expect(describeViolations(await axeViolations(page))).toBe('');

  // Compared the other way round, the sentence is what went.
  await page.getByLabel('From revision').selectOption({ index: 0 });
  await page.getByLabel('To revision').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(comparison.locator('del')).toContainText(fixed);

  await page.locator(`tr[data-revision="${original.revisionId}"]`).getByRole('button').click();
  await expect(page).toHaveURL(`${studio().url}/studio/en/pages/${about.page.id}`);
  const restored = await api.pageOf('en', 'about');
  expect(restored.revisions).toHaveLength(about.revisions.length + 2);
  expect(restored.draft?.content.blocks).toEqual(original.content.blocks);

  await api.call('POST', `/api/v1/editor/pages/${about.page.id}/publish`, {});
  await expect.poll(async () => (await page.request.get(`${studio().url}/en/about`)).text()).not.toContain(fixed);
});

test('the dashboard shows my drafts, planned publications and pages with problems', async ({ page }) => {
  await studio().signIn(page, 'editor');
  const api = await editingApi(page);
  const newPage = (slug: string, title: string) => ({
    source: 'wp',
    page: {
      type: 'page',
      language: 'en',
      slug,
      title,
      header: { kind: 'detail', title, pageIntro: 'Salt-tolerant crops' },
      blocks: [{ kind: 'textBlock', body: `<p>${title}</p>` }],
      lastUpdated: '2026-10-01T09:00:00Z',
      status: 'draft',
    },
  });
  const draft = (await api.call('POST', '/api/v1/editor/pages', newPage('samphire-draft', 'Samphire draft'))) as {
    page: { id: number };
  };
  const planned = (await api.call('POST', '/api/v1/editor/pages', newPage('oyster-plans', 'Oyster plans'))) as {
    page: { id: number };
  };
  const at = new Date(Date.now() + 3 * 24 * 3600_000);
  at.setUTCSeconds(0, 0);
  await api.call('POST', `/api/v1/editor/pages/${planned.page.id}/schedules`, {
    action: 'publish',
    at: at.toISOString(),
  });
  const colophon = await api.pageOf('nl', 'colofon');

  await page.goto(`${studio().url}/studio/en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });
  const mine = section('My drafts').getByRole('listitem').filter({ hasText: 'Samphire draft' });
  await expect(mine).toContainText('Saved by eva.editor@zilt.example');
  await expect(mine.getByRole('link', { name: 'Samphire draft' })).toHaveAttribute(
    'href',
    `/studio/en/pages/${draft.page.id}`,
  );
  const plan = section('Scheduled').getByRole('listitem').filter({ hasText: 'Oyster plans' });
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  await expect(plan).toContainText(`Publishes on ${when}`);
  await expect(plan.getByRole('link', { name: 'Oyster plans' })).toHaveAttribute(
    'href',
    `/studio/en/pages/${planned.page.id}`,
  );

  const problems = section('Pages with problems');
  const broken = problems.locator('li.studio-dashboard__entry').filter({
    has: page.locator(`a[href="/studio/en/pages/${colophon.page.id}"]`),
  });
  await expect(broken).toContainText('The stored content no longer meets the rules of the blocks');
  await expect(broken).toContainText(`blocks[0].kind: unknown block kind "${retiredKind}"`);
  const untranslated = problems.locator('li.studio-dashboard__entry').filter({ hasText: 'Samphire draft' });
  await expect(untranslated).toContainText('No Dutch version');
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(section('Mijn concepten')).toContainText('Samphire draft');
  await expect(section('Pagina’s met problemen')).toContainText('Geen versie in het Nederlands');
  await section('Mijn concepten').getByRole('link', { name: 'Samphire draft' }).click();
  await expect(page).toHaveURL(`${studio().url}/studio/pages/${draft.page.id}`);
});

test('Preview shows the newest draft in the real site at three widths; the public page does not', async ({ page }) => {
  await studio().signIn(page, 'editor');
  const api = await editingApi(page);
  const approach = await api.pageOf('en', 'approach');
  const sentence = 'Draft only: brine shrimp ponds beside the dykes.';
  await api.call('PUT', `/api/v1/editor/pages/${approach.page.id}`, {
    baseRevisionId: approach.page.latestRevisionId,
    page: { ...withSentence(approach.published!.content, sentence), status: 'draft' },
  });

  await page.goto(`${studio().url}/studio/en/pages/${approach.page.id}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  const frame = page.frameLocator('iframe.studio-preview__frame');
  for (const [name, width] of [
    ['Desktop (1280 px)', 1280],
    ['Tablet (768 px)', 768],
    ['Phone (360 px)', 360],
  ] as const) {
    await page.getByRole('radio', { name }).check();
    const iframe = page.getByTitle(`Preview of the page, ${width} pixels wide`);
    await expect(iframe).toBeVisible();
    expect((await iframe.boundingBox())?.width).toBeCloseTo(width, -1);
    await expect(frame.locator('main')).toContainText(sentence);
    await expect(frame.getByTestId('draft-preview-notice')).toContainText('Draft preview');
  }
  const newTab = page.getByRole('link', { name: /Open in a new tab/ });
  await expect(newTab).toHaveAttribute('target', '_blank');
  const address = await newTab.getAttribute('href');
  expect(address).toMatch(new RegExp(`^/en/node-preview/${approach.page.id}/`));
  expect(describeViolations(await axeViolations(page))).toBe('');

  // The preview answers frames of the site's own origin only; the public page is unchanged.
  const preview = await page.request.get(`${studio().url}${address}`);
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(await preview.text()).toContain(sentence);
  const visitor = await page.request.get(`${studio().url}/en/approach`);
  expect(await visitor.text()).not.toContain(sentence);
  expect(await visitor.text()).not.toContain('Draft preview');
});
