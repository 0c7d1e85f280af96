import { expect, test, type Browser, type Page } from '@playwright/test';
import { blockKinds } from '../../packages/contracts/src/blocks.ts';
import { blockExamples } from '../../packages/contracts/src/block-examples.ts';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { localMomentAhead, studioServerForThisFile, type StudioAccount } from './support/studio.ts';

// The studio's pages: the list (filters and search in the address, paging, the marker of a
// missing translation), creating a page, and the page editor saving through the editing API:
// autosaved drafts, publishing to the site, unpublishing, planning, two editors at once, the
// counterpart in the other language, and every block kind of the contracts published.

test.use({ viewport: { width: 1440, height: 900 } });

const studio = studioServerForThisFile();

/** A call to the editing API with the browser's staff session (cookie and CSRF token). */
async function editorCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const me = (await (await page.request.get(`${studio().url}/api/v1/staff/me`)).json()) as { csrfToken: string };
  const response = await page.request.fetch(`${studio().url}${path}`, {
    method,
    data,
    headers: { origin: studio().url, 'x-csrf-token': me.csrfToken },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { page: { id: number }; items?: unknown[]; total?: number };
}

/** A draft page made through the editing API (as the list's "New page" makes it). */
async function draftPage(page: Page, fields: { slug: string; title: string; type?: string; blocks?: unknown[] }) {
  const answer = await editorCall(page, 'POST', '/api/v1/editor/pages', {
    source: 'wp',
    page: {
      type: fields.type ?? 'page',
      language: 'en',
      slug: fields.slug,
      title: fields.title,
      header: { kind: fields.type === 'news' ? 'detail' : 'default', title: fields.title },
      blocks: fields.blocks ?? [],
      lastUpdated: new Date().toISOString(),
      status: 'draft',
    },
  });
  return answer.page.id;
}

async function signedInPage(browser: Browser, account: StudioAccount): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await studio().signIn(page, account);
  return page;
}

function saveState(page: Page) {
  return page.locator('.studio-page-toolbar__save');
}

/** A field of the selected block by its name in the editor. */
function blockField(page: Page, name: string) {
  return page.locator(`.studio__editor [name="${name}"]`).filter({ visible: true });
}

async function addBlock(page: Page, kindLabel: string) {
  await page.getByRole('combobox', { name: /^(Block kind|Soort blok)$/ }).selectOption({ label: kindLabel });
  await page.getByRole('button', { name: /^(Add|Toevoegen)$/, exact: true }).click();
}

async function publicStatus(page: Page, path: string): Promise<number> {
  return (await page.request.get(`${studio().url}${path}`, { maxRedirects: 0 })).status();
}

test('the list filters, searches and pages through the address; back and forward keep the filters', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/pages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  const count = page.locator('.studio-pages__count');
  await expect(count).toHaveText(/^\d+ pages, showing 1–20$/);
  expect(describeViolations(await axeViolations(page))).toBe('');

  // Paging: the next page is in the address; back returns to the first.
  const firstTitle = await page.locator('tbody tr th a').first().textContent();
  await page.getByRole('navigation', { name: 'Paging' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/studio\/en\/pages\?page=2$/);
  await expect(count).toHaveText(/^\d+ pages, showing 21–/);
  await expect(page.locator('tbody tr th a').first()).not.toHaveText(firstTitle ?? '');
  await page.goBack();
  await expect(count).toHaveText(/showing 1–20$/);

  // Filters: English news of the WordPress-style source.
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Source').selectOption('wp');
  await filters.getByLabel('Language').selectOption('en');
  await filters.getByLabel('Type').selectOption('news');
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/\?source=wp&language=en&type=news$/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row.locator('td').nth(1)).toHaveText('English');
    await expect(row.locator('td').nth(2)).toHaveText('News');
  }

  // Search within the filters.
  await filters.getByLabel('Search title and slug').fill('quinoa');
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/type=news&q=quinoa$/);
  await expect(count).toHaveText('1 page, showing 1–1');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link')).toHaveText('Quinoa yields hold up at twice the salt level');
  // Its Dutch counterpart exists.
  await expect(rows.first().locator('td').last()).toHaveText('Dutch version exists');

  // Back: the filters without the search; forward: with it again.
  await page.goBack();
  await expect(page).toHaveURL(/type=news$/);
  await expect(filters.getByLabel('Search title and slug')).toHaveValue('');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  await page.goForward();
  await expect(filters.getByLabel('Search title and slug')).toHaveValue('quinoa');
  await expect(rows).toHaveCount(1);

  // A search that finds nothing says so; the Dutch list speaks Dutch.
  await page.goto(`${studio().url}/studio/pages?q=no-such-page-anywhere`);
  await expect(page.locator('.studio-pages__count')).toHaveText('Geen pagina’s gevonden.');
});

test('an editor creates an English news item, adds blocks that autosave, publishes it to the site and takes it off', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/pages`);
  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('region', { name: 'Create a page' });
  await form.getByLabel('Language').selectOption('en');
  await form.getByLabel('Type').selectOption('news');
  await form.getByLabel('Title').fill('Salt marsh open day');
  await form.getByLabel('Slug').fill('news/salt-marsh-open-day');
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\/studio\/en\/pages\/\d+$/);
  const editorUrl = page.url();
  const pageId = editorUrl.split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page: Salt marsh open day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    `/studio/en/pages/${pageId}/preview`,
  );
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute(
    'href',
    `/studio/en/pages/${pageId}/history`,
  );
  // A news item has the detail header; the breadcrumbs follow the slug.
  await expect(page.getByLabel('Header kind')).toHaveValue('detail');
  await expect(page.locator('.studio-page-panel__breadcrumbs li')).toHaveText([
    'Home /en/',
    'News /en/news',
    'Salt marsh open day /en/news/salt-marsh-open-day',
  ]);

  // Blocks, added with the keyboard-friendly control, then filled in; the draft saves itself.
  await addBlock(page, 'Quote');
  await blockField(page, 'text').fill('Salt water teaches us to look again.');
  await blockField(page, 'author').fill('Marieke de Vries');
  await addBlock(page, 'Text');
  await blockField(page, 'title').fill('What to expect');
  await page.getByLabel('Description (introduction in the header)').fill('Walk the salt marsh with our researchers.');
  // Dated today: the news list shows the newest first.
  await page.getByLabel('Date', { exact: true }).fill(new Date().toISOString().slice(0, 10));
  await expect(saveState(page)).toHaveText('Saved');
  expect(describeViolations(await axeViolations(page))).toBe('');

  // Not on the site yet (a draft); the list marks it as lacking its Dutch version.
  expect(await publicStatus(page, '/en/news/salt-marsh-open-day')).toBe(404);

  await page.reload();
  const canvas = page.frameLocator('iframe').first();
  await expect(canvas.locator('[data-block-kind="quoteBlock"]')).toContainText('Salt water teaches us to look again.');
  await expect(canvas.locator('[data-block-kind="textBlock"]')).toContainText('What to expect');
  await expect(page.getByLabel('Description (introduction in the header)')).toHaveValue(
    'Walk the salt marsh with our researchers.',
  );
  await expect(saveState(page)).toHaveText('Saved');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect(page.getByText('On the site: yes')).toBeVisible();
  await expect.poll(() => publicStatus(page, '/en/news/salt-marsh-open-day')).toBe(200);
  const item = await page.request.get(`${studio().url}/en/news/salt-marsh-open-day`);
  const html = await item.text();
  expect(html).toContain('Salt water teaches us to look again.');
  expect(html).toContain('Walk the salt marsh with our researchers.');
  await expect
    .poll(async () => (await page.request.get(`${studio().url}/en/news`)).text())
    .toContain('Salt marsh open day');

  await page.goto(`${studio().url}/studio/en/pages?q=salt-marsh-open-day`);
  await expect(page.locator('tbody tr').first().locator('td').last()).toHaveText('No Dutch version');

  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taken off the site.' })).toBeVisible();
  await expect.poll(() => publicStatus(page, '/en/news/salt-marsh-open-day')).toBe(404);
});

test('an editor creates a project page with its place on the map, corrects the place in the panel, and the published project stands there on the map', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/pages`);
  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('region', { name: 'Create a page' });
  await form.getByLabel('Language').selectOption('en');
  await form.getByLabel('Type').selectOption('project');
  await form.getByLabel('Title').fill('Salt pans of Zeeland');
  await form.getByLabel('Slug').fill('projecten/salt-pans-of-zeeland');
  // A project asks for its place; one that is not a number is refused at its field.
  const place = form.getByRole('group', { name: 'Place on the map' });
  await place.getByLabel(/^Longitude/).fill('3,89');
  await place.getByLabel(/^Latitude/).fill('north');
  await place.getByLabel('Theme').selectOption({ label: 'International secretariat' });
  await place.getByRole('checkbox', { name: 'Knowledge institute' }).check();
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(place.getByLabel(/^Latitude/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/studio\/en\/pages$/);
  await place.getByLabel(/^Latitude/).fill('51.4');
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\/studio\/en\/pages\/\d+$/);

  // The panel shows the place as created, and takes a correction.
  const panelPlace = page.getByRole('group', { name: 'Place on the map' });
  await expect(panelPlace.getByLabel(/^Longitude/)).toHaveValue('3.89');
  await expect(panelPlace.getByLabel(/^Latitude/)).toHaveValue('51.4');
  await expect(panelPlace.getByLabel('Theme')).toHaveValue('international-secretariat');
  await expect(panelPlace.getByRole('checkbox', { name: 'Knowledge institute' })).toBeChecked();
  await panelPlace.getByLabel(/^Latitude/).fill('');
  await expect(panelPlace.getByLabel(/^Latitude/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await panelPlace.getByLabel(/^Latitude/).fill('51.52');
  await panelPlace.getByRole('checkbox', { name: 'Government' }).check();
  await expect(saveState(page)).toHaveText('Saved');
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  const onMap = async () => {
    const answer = (await (await page.request.get(`${studio().url}/api/wp/getMapProjects?lang=en`)).json()) as {
      projects: {
        title: string;
        coordinates: { longitude: number; latitude: number };
        theme: string;
        labels: string[];
      }[];
    };
    return answer.projects.find((project) => project.title === 'Salt pans of Zeeland') ?? null;
  };
  await expect.poll(onMap).toMatchObject({
    coordinates: { longitude: 3.89, latitude: 51.52 },
    theme: 'international-secretariat',
    labels: ['government', 'knowledge-institute'],
  });
});

test('a planned publication goes live at its time by the server; a plan can be cancelled', async ({ page }) => {
  await studio().signIn(page, 'editor');
  const id = await draftPage(page, { slug: 'news/planned-field-walk', title: 'Planned field walk', type: 'news' });
  await page.goto(`${studio().url}/studio/en/pages/${id}`);
  await expect(saveState(page)).toHaveText('Saved');
  const plans = page.locator('.studio-page-panel__plans li');

  // A plan an hour ahead, cancelled.
  await page.getByLabel('Publish at (date and time)').fill(await localMomentAhead(page, 3_600_000));
  await page.getByRole('button', { name: 'Schedule the publication' }).click();
  await expect(plans).toHaveCount(1);
  await expect(plans.first()).toContainText('Publish planned for');
  await plans.first().getByRole('button', { name: 'Cancel the plan' }).click();
  await expect(plans).toHaveCount(0);

  // A plan a few seconds ahead: the server's planner puts the page live.
  await page.getByLabel('Publish at (date and time)').fill(await localMomentAhead(page, 5_000));
  await page.getByRole('button', { name: 'Schedule the publication' }).click();
  await expect(plans).toHaveCount(1);
  await expect
    .poll(() => publicStatus(page, '/en/news/planned-field-walk'), { timeout: 60_000, intervals: [1_000] })
    .toBe(200);
  await page.reload();
  await expect(page.getByText('On the site: yes')).toBeVisible();
  await expect(plans).toHaveCount(0);
});

test('two editors save the same page: the second is told, and may load the newest or keep theirs', async ({
  browser,
}) => {
  const eva = await signedInPage(browser, 'editor');
  const erik = await signedInPage(browser, 'secondEditor');
  const id = await draftPage(eva, { slug: 'shared-notes', title: 'Shared notes' });
  for (const page of [eva, erik]) {
    await page.goto(`${studio().url}/studio/en/pages/${id}`);
    await expect(saveState(page)).toHaveText('Saved');
  }

  await addBlock(eva, 'Quote');
  await blockField(eva, 'text').fill('Eva was here first.');
  await expect(saveState(eva)).toHaveText('Saved');

  await addBlock(erik, 'Quote');
  await blockField(erik, 'text').fill('Erik writes too.');
  const conflict = erik.getByRole('alert').filter({ hasText: 'Someone else saved this page meanwhile' });
  await expect(conflict).toContainText('Your changes were not saved');
  expect(describeViolations(await axeViolations(erik))).toBe('');
  await expect(erik.getByRole('button', { name: 'Publish now' })).toBeDisabled();

  // Erik keeps his: saved on top of Eva's revision.
  await conflict.getByRole('button', { name: 'Keep mine as a new draft' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveState(erik)).toHaveText('Saved');

  // Eva's next change meets Erik's revision: she loads the newest and sees his quote.
  await blockField(eva, 'author').fill('Eva');
  const evaConflict = eva.getByRole('alert').filter({ hasText: 'Someone else saved this page meanwhile' });
  await expect(evaConflict).toBeVisible();
  await evaConflict.getByRole('button', { name: 'Load the newest version' }).click();
  await expect(evaConflict).toBeHidden();
  await expect(eva.frameLocator('iframe').first().locator('[data-block-kind="quoteBlock"]')).toContainText(
    'Erik writes too.',
  );
  await expect(saveState(eva)).toHaveText('Saved');
  await eva.context().close();
  await erik.context().close();
});

test('from an English page the Dutch counterpart is created and opened; published, the site switches between them', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  const id = await draftPage(page, {
    slug: 'news/brackish-kitchen',
    title: 'Brackish kitchen',
    type: 'news',
    blocks: [{ ...blockExamples.quoteBlock, text: 'Sea fennel tastes of the coast.' }],
  });
  await page.goto(`${studio().url}/studio/en/pages/${id}`);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('On the site: yes')).toBeVisible();

  await page.getByLabel('Slug of the Dutch version').fill('nieuws/brakke-keuken');
  await page.getByRole('button', { name: 'Create the Dutch version' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/pages/${id}$`));
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('nieuws/brakke-keuken');
  // Prefilled with the same blocks.
  await expect(page.frameLocator('iframe').first().locator('[data-block-kind="quoteBlock"]')).toContainText(
    'Sea fennel tastes of the coast.',
  );
  await page.getByLabel('Page title').fill('Brakke keuken');
  await page.getByLabel('Header title').fill('Brakke keuken');
  await expect(saveState(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('On the site: yes')).toBeVisible();
  await page.getByRole('link', { name: 'Open the English version' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/en/pages/${id}$`));
  await expect(page.getByRole('link', { name: 'Open the Dutch version' })).toBeVisible();

  await page.goto(`${studio().url}/en/news/brackish-kitchen`);
  await page.locator('nav.language-switcher a[hreflang="nl"]').click();
  await expect(page).toHaveURL(`${studio().url}/nl/nieuws/brakke-keuken`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brakke keuken' })).toBeVisible();
});

test('the insert control adds every block kind of the contracts to the canvas', async ({ page }) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/pages/new`);
  const kinds = page.getByRole('combobox', { name: 'Block kind' });
  await expect(kinds).toBeVisible();
  const labels = await kinds.locator('option').allTextContents();
  expect(labels).toHaveLength(blockKinds.length);
  for (const label of labels) await addBlock(page, label);
  const canvas = page.frameLocator('iframe').first();
  await expect(canvas.locator('[data-puck-component]')).toHaveCount(blockKinds.length);
});

// Every block kind with its example's values: the draft holding it is opened in the editor,
// which converts it into its own data; a change of the page saves the editor's blocks back, and
// the page is published from the editor and drawn by the public site.
test.describe('every block kind', () => {
  // One signed-in browser for all kinds (sign-ins from one address are limited).
  let editor: Page;
  test.beforeAll(async ({ browser }) => {
    editor = await signedInPage(browser, 'editor');
  });
  test.afterAll(async () => {
    await editor.context().close();
  });

  for (const kind of blockKinds) {
    test(`a ${kind} with the example's values is saved and published from the editor and rendered by the site`, async () => {
      const page = editor;
      const slug = `every-block/${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      const id = await draftPage(page, { slug, title: `Example ${kind}`, blocks: [blockExamples[kind]] });
      await page.goto(`${studio().url}/studio/en/pages/${id}`);
      await expect(page.getByRole('status').filter({ hasText: 'Every block is valid.' })).toBeVisible();
      await expect(page.frameLocator('iframe').first().locator('[data-puck-component]').first()).toBeAttached();
      await page.getByLabel('Page title').fill(`Edited example ${kind}`);
      await expect(saveState(page)).toHaveText('Saved');
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      const html = await (await page.request.get(`${studio().url}/en/${slug}`)).text();
      expect(html).toContain(`data-block-kind="${kind}"`);
      expect(html).toContain(`Edited example ${kind}`);
    });
  }
});
