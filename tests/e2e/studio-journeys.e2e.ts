import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import {
  localMomentAhead,
  studioAccounts,
  studioPassword,
  studioServerForThisFile,
  type StudioAccount,
} from './support/studio.ts';

// An editor's whole story, told through the studio's screens and checked where a visitor looks:
// signing in, a photo uploaded to the media library, a news item in English with that photo and
// its Dutch counterpart (the photo's alt text in each language), the preview, publishing to the
// news lists, search and the language switch; a correction of a published page undone from its
// history; two editors on one page; and a planned publication that goes live at its time.

test.use({ viewport: { width: 1440, height: 900 } });

const studio = studioServerForThisFile();

/** Today as a date field writes it (the news lists show the newest first). */
const today = () => new Date().toISOString().slice(0, 10);

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A photo-like PNG drawn by the browser (a sky over salt marsh), as an editor would have one on disk. */
async function pictureOf(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 500;
    const paint = canvas.getContext('2d');
    if (!paint) throw new Error('no 2d canvas');
    const sky = paint.createLinearGradient(0, 0, 0, 300);
    sky.addColorStop(0, '#9cc7e0');
    sky.addColorStop(1, '#f2e6c9');
    paint.fillStyle = sky;
    paint.fillRect(0, 0, 800, 300);
    paint.fillStyle = '#5f7d3a';
    paint.fillRect(0, 300, 800, 200);
    for (let x = 0; x < 800; x += 9) {
      paint.fillStyle = x % 2 ? '#8a3f5c' : '#6b8f3e';
      paint.fillRect(x, 300 + ((x * 37) % 180), 5, 14);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the canvas gave no PNG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A browser of a visitor: no staff session. */
async function visitorOf(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 } });
}

async function publicStatus(visitor: BrowserContext, path: string): Promise<number> {
  return (await visitor.request.get(`${studio().url}${path}`, { maxRedirects: 0 })).status();
}

async function publicHtml(visitor: BrowserContext, path: string): Promise<string> {
  return (await visitor.request.get(`${studio().url}${path}`)).text();
}

function saveState(page: Page) {
  return page.locator('.studio-page-toolbar__save');
}

/** A field of the selected block by its name in the editor. */
function blockField(page: Page, name: string) {
  return page.locator(`.studio__editor [name="${name}"]`).filter({ visible: true });
}

function canvas(page: Page) {
  return page.frameLocator('iframe').first();
}

async function addBlock(page: Page, kindLabel: string) {
  await page.getByRole('combobox', { name: 'Block kind' }).selectOption({ label: kindLabel });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect(page.getByText('On the site: yes')).toBeVisible();
}

/** A draft page made through the editing API, for the stories whose point lies elsewhere. */
async function draftPage(page: Page, fields: { slug: string; title: string; type: 'page' | 'news'; text: string }) {
  const me = (await (await page.request.get(`${studio().url}/api/v1/staff/me`)).json()) as { csrfToken: string };
  const response = await page.request.post(`${studio().url}/api/v1/editor/pages`, {
    headers: { origin: studio().url, 'x-csrf-token': me.csrfToken },
    data: {
      source: 'wp',
      page: {
        type: fields.type,
        language: 'en',
        slug: fields.slug,
        title: fields.title,
        header: {
          kind: fields.type === 'news' ? 'detail' : 'default',
          title: fields.title,
          ...(fields.type === 'news' ? { date: today() } : {}),
        },
        blocks: [{ kind: 'textBlock', body: `<p>${fields.text}</p>` }],
        lastUpdated: new Date().toISOString(),
        status: 'draft',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { page: { id: number } }).page.id;
}

async function signedInPage(browser: Browser, account: StudioAccount): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await studio().signIn(page, account);
  return page;
}

/** The image picker of the block being edited (the page settings beside it have one for the header image). */
function blockImagePicker(page: Page) {
  return page
    .locator('.studio__editor')
    .getByRole('button', { name: 'Choose from the media' })
    .filter({ visible: true });
}

test('an editor signs in, uploads a photo, writes a news item with it in English and Dutch, previews and publishes it: the news lists, search and the language switch show it', async ({
  page,
  browser,
}) => {
  const english = {
    title: 'Samphire tasting on the dyke',
    slug: 'news/samphire-tasting-on-the-dyke',
    heading: 'A taste of the coast',
    text: 'Forty visitors tasted samphire grown on brackish water.',
  };
  const dutch = {
    title: 'Zeekraal proeven op de dijk',
    slug: 'nieuws/zeekraal-proeven-op-de-dijk',
    heading: 'De smaak van de kust',
  };
  const photo = {
    file: 'samphire-tasting.png',
    en: 'Visitors tasting samphire on a sea dyke',
    nl: 'Bezoekers proeven zeekraal op een zeedijk',
  };
  /** The photo's button in the picker, and its address in the library (the image route's too). */
  const choosePhoto = /^Choose samphire-tasting\.png/;
  const libraryAddress = /\/library\/[A-Za-z0-9]{16}\/samphire-tasting\.png/;

  // The studio's own sign-in screen.
  await page.goto(`${studio().url}/studio/en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(studioAccounts.editor.email);
  await page.getByLabel('Password').fill(studioPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const navigation = page.getByRole('navigation', { name: 'Studio' });
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${studioAccounts.editor.email} (editor)`);

  // The photo goes into the media library first, with its alt text in both languages.
  await navigation.getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles({
    name: photo.file,
    mimeType: 'image/png',
    buffer: await pictureOf(page),
  });
  const upload = page.getByRole('region', { name: 'Upload' });
  await upload.getByRole('textbox', { name: 'Alt text (English)' }).fill(photo.en);
  await upload.getByRole('textbox', { name: 'Alt text (Dutch)' }).fill(photo.nl);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${photo.file} has been uploaded.` })).toBeVisible();

  // A news item in English, made from the page list.
  await navigation.getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'New page' }).click();
  const form = page.getByRole('region', { name: 'Create a page' });
  await form.getByLabel('Language').selectOption('en');
  await form.getByLabel('Type').selectOption('news');
  await form.getByLabel('Title').fill(english.title);
  await form.getByLabel('Slug').fill(english.slug);
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit page: ${english.title}` })).toBeVisible();
  const englishEditor = page.url();

  await page.getByLabel('Date', { exact: true }).fill(today());
  await page.getByLabel('Description (introduction in the header)').fill('Brackish crops on the menu.');
  await addBlock(page, 'Text');
  await blockField(page, 'title').fill(english.heading);
  await page.getByRole('textbox', { name: 'Text', exact: true }).filter({ visible: true }).click();
  await page.keyboard.type(english.text);
  await expect(canvas(page).locator('[data-block-kind="textBlock"]')).toContainText(english.text);
  // The photo beside a text, chosen from the library: its English alt text comes along.
  await addBlock(page, 'Image with text');
  await blockField(page, 'title').fill('Samphire from the field lab');
  await blockImagePicker(page).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image from the media' });
  await picker.getByRole('button', { name: choosePhoto }).click();
  await expect(picker).toBeHidden();
  await expect(blockField(page, 'image.altText')).toHaveValue(photo.en);
  const address = await blockField(page, 'image.originalImageUrl').inputValue();
  expect(address).toMatch(/^\/media\/library\/[A-Za-z0-9]{16}\/samphire-tasting\.png$/);
  await expect(canvas(page).locator('[data-block-kind="imageTextBlock"] img')).toHaveAttribute('alt', photo.en);
  await expect(saveState(page)).toHaveText('Saved');
  await expectNoViolations(page);

  // Its Dutch counterpart, made from the editor: the same blocks, to translate.
  await page.getByLabel('Slug of the Dutch version').fill(dutch.slug);
  await page.getByRole('button', { name: 'Create the Dutch version' }).click();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(dutch.slug);
  const dutchEditor = page.url();
  expect(dutchEditor).not.toBe(englishEditor);
  const dutchText = canvas(page).locator('[data-block-kind="textBlock"]');
  await expect(dutchText).toContainText(english.heading);
  await expect(dutchText).toContainText(english.text);
  await page.getByLabel('Page title').fill(dutch.title);
  await page.getByLabel('Header title').fill(dutch.title);
  await page.getByLabel('Description (introduction in the header)').fill('Brakke gewassen op het menu.');
  await dutchText.click();
  await blockField(page, 'title').fill(dutch.heading);
  await expect(dutchText).toContainText(dutch.heading);
  // The photo chosen again in the Dutch item brings its Dutch alt text.
  const dutchImage = canvas(page).locator('[data-block-kind="imageTextBlock"]');
  await expect(dutchImage.locator('img')).toHaveAttribute('alt', photo.en);
  await dutchImage.click();
  await blockImagePicker(page).click();
  await picker.getByRole('button', { name: choosePhoto }).click();
  await expect(blockField(page, 'image.altText')).toHaveValue(photo.nl);
  await expect(blockField(page, 'image.originalImageUrl')).toHaveValue(address);
  await expect(saveState(page)).toHaveText('Saved');
  await expectNoViolations(page);

  // The English draft in the preview; the public address does not have it yet.
  await page.getByRole('link', { name: 'Open the English version' }).click();
  await expect(page).toHaveURL(englishEditor);
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  const preview = page.frameLocator('iframe.studio-preview__frame');
  await expect(preview.locator('main')).toContainText(english.text);
  await expect(preview.locator(`main img[alt="${photo.en}"]`)).toHaveAttribute('src', libraryAddress);
  const visitor = await visitorOf(browser);
  expect(await publicStatus(visitor, `/en/${english.slug}`)).toBe(404);

  // Both published from their editors.
  await page.goBack();
  await expect(page).toHaveURL(englishEditor);
  await publishNow(page);
  await page.getByRole('link', { name: 'Open the Dutch version' }).click();
  await expect(page).toHaveURL(dutchEditor);
  await publishNow(page);

  // A visitor finds it in the news of both languages and in search, and switches language on it.
  const reader = await visitor.newPage();
  await expect
    .poll(async () => publicHtml(visitor, '/en/news'), { message: 'the English news list' })
    .toContain(english.title);
  await expect
    .poll(async () => publicHtml(visitor, '/nl/nieuws'), { message: 'the Dutch news list' })
    .toContain(dutch.title);
  await reader.goto(`${studio().url}/en/searchPage?searchQuery=${encodeURIComponent(english.title)}`);
  await expect(reader.locator('.overview__item').filter({ hasText: english.title }).first()).toBeVisible();

  await reader.goto(`${studio().url}/en/${english.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
  await expect(reader.locator('main')).toContainText(english.text);
  // The uploaded photo, served from the library through the image route, with its alt text.
  const shown = reader.locator(`main img[alt="${photo.en}"]`);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', libraryAddress);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoViolations(reader);
  await reader.locator('nav.language-switcher a[hreflang="nl"]').click();
  await expect(reader).toHaveURL(`${studio().url}/nl/${dutch.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: dutch.title })).toBeVisible();
  await expect(reader.locator('main')).toContainText(dutch.heading);
  await expect(reader.locator(`main img[alt="${photo.nl}"]`)).toHaveAttribute('src', libraryAddress);
  await expect(reader.locator('nav.breadcrumbs a')).toHaveText(['Home', 'Nieuws', dutch.title]);
  expect(
    await reader.locator('nav.breadcrumbs a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/nl/', '/nl/nieuws', `/nl/${dutch.slug}`]);
  await visitor.close();
});

test('a correction of a published page goes live, is compared in History and undone by restoring the earlier revision', async ({
  page,
  browser,
}) => {
  const before = 'Who we are';
  const after = 'Who we are and what we do';
  const visitor = await visitorOf(browser);
  expect(await publicHtml(visitor, '/en/about')).toContain(`>${before}<`);

  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/pages`);
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Source').selectOption('wp');
  await filters.getByLabel('Language').selectOption('en');
  await filters.getByLabel('Search title and slug').fill('about');
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.locator('tbody tr th').getByRole('link', { name: 'About Zilt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page: About Zilt' })).toBeVisible();

  // The text block's title, changed in its field and published.
  const textBlock = canvas(page).locator('[data-block-kind="textBlock"]').first();
  await expect(textBlock).toContainText(before);
  await textBlock.click();
  await expect(blockField(page, 'title')).toHaveValue(before);
  await blockField(page, 'title').fill(after);
  await expect(textBlock).toContainText(after);
  await expect(saveState(page)).toHaveText('Saved');
  await publishNow(page);
  await expect.poll(async () => publicHtml(visitor, '/en/about')).toContain(`>${after}<`);

  // History: the two newest compared, the earlier one restored as a draft and published.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^History of/ })).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const comparison = page.getByTestId('revision-comparison');
  await expect(comparison).toContainText('Block 1: Text: changed');
  const title = comparison.locator('.studio-history__field').filter({ hasText: 'title' });
  await expect(title.locator('del')).toContainText(before);
  await expect(title.locator('ins')).toContainText(after);

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Published (live)');
  await expect(rows.nth(2)).toContainText('Published before');
  await rows
    .nth(2)
    .getByRole('button', { name: /^Restore as draft/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page: About Zilt' })).toBeVisible();
  await expect(canvas(page).locator('[data-block-kind="textBlock"]').first()).toContainText(before);
  await expect(page.getByText('On the site: yes, with a newer draft')).toBeVisible();
  await publishNow(page);
  await expect.poll(async () => publicHtml(visitor, '/en/about')).toContain(`>${before}<`);
  expect(await publicHtml(visitor, '/en/about')).not.toContain(after);
  await visitor.close();
});

test('two editors on one page: the second is told of the first one’s save and keeps theirs as a new draft', async ({
  browser,
}) => {
  const eva = await signedInPage(browser, 'editor');
  const erik = await signedInPage(browser, 'secondEditor');
  const id = await draftPage(eva, {
    slug: 'harvest-notes',
    title: 'Harvest notes',
    type: 'page',
    text: 'Notes from the field.',
  });
  for (const page of [eva, erik]) {
    await page.goto(`${studio().url}/studio/en/pages/${id}`);
    await expect(saveState(page)).toHaveText('Saved');
  }

  await eva.getByLabel('Page title').fill('Harvest notes (Eva)');
  await expect(saveState(eva)).toHaveText('Saved');

  await erik.getByLabel('Page title').fill('Harvest notes (Erik)');
  const conflict = erik.getByRole('alert').filter({ hasText: 'Someone else saved this page meanwhile' });
  await expect(conflict).toContainText('Your changes were not saved');
  await conflict.getByRole('button', { name: 'Keep mine as a new draft' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveState(erik)).toHaveText('Saved');
  await publishNow(erik);

  const visitor = await visitorOf(browser);
  await expect.poll(async () => publicHtml(visitor, '/en/harvest-notes')).toContain('Harvest notes (Erik)');
  await visitor.close();
  await eva.context().close();
  await erik.context().close();
});

test('a publication planned ten seconds ahead in the editor appears on the site at its time', async ({
  page,
  browser,
}) => {
  await studio().signIn(page, 'editor');
  const title = 'Seed bank opens its doors';
  const id = await draftPage(page, {
    slug: 'news/seed-bank-opens-its-doors',
    title,
    type: 'news',
    text: 'Salt-tolerant seeds for every field lab.',
  });
  await page.goto(`${studio().url}/studio/en/pages/${id}`);
  await expect(saveState(page)).toHaveText('Saved');

  await page.getByLabel('Publish at (date and time)').fill(await localMomentAhead(page, 10_000));
  await page.getByRole('button', { name: 'Schedule the publication' }).click();
  await expect(page.locator('.studio-page-panel__plans li')).toContainText('Publish planned for');

  const visitor = await visitorOf(browser);
  expect(await publicStatus(visitor, '/en/news/seed-bank-opens-its-doors')).toBe(404);
  await expect
    .poll(() => publicStatus(visitor, '/en/news/seed-bank-opens-its-doors'), { timeout: 60_000, intervals: [1_000] })
    .toBe(200);
  await expect.poll(async () => publicHtml(visitor, '/en/news')).toContain(title);
  await visitor.close();
});
