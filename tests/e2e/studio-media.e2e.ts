import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { studioServerForThisFile } from './support/studio.ts';
import { canvasPoint, dragBlock, field } from './support/studio-editor.ts';

// The studio's media library: an image is uploaded by dropping it or choosing it, with a
// progress bar; its alt texts are required in every language (the refusal is shown at the
// field); it lists where it is used, keeps its address when replaced and cannot be deleted while
// used. In the block editor, an image field is filled from the library, a download from its
// documents and a link from a page found by its title; the dialogs are keyboard-complete and axe
// finds nothing.

test.use({ viewport: { width: 1440, height: 900 } });

const studio = studioServerForThisFile();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of random pixels (so it does not compress to nothing and the upload takes a while). */
function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function csrfOf(request: APIRequestContext): Promise<string> {
  const me = await request.get(`${studio().url}/api/v1/staff/me`);
  return String(((await me.json()) as { csrfToken: string }).csrfToken);
}

/** Creates a published page through the editing API; answers its id. */
async function createPage(page: Page, slug: string, title: string, blocks: unknown[]): Promise<number> {
  const response = await page.request.post(`${studio().url}/api/v1/editor/pages`, {
    headers: { origin: studio().url, 'x-csrf-token': await csrfOf(page.request) },
    data: {
      source: 'wp',
      page: {
        type: 'page',
        language: 'en',
        slug,
        title,
        header: { kind: 'detail', title, pageIntro: 'On the salt marsh' },
        blocks,
        lastUpdated: '2026-10-01T09:00:00Z',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { page: { id: number } }).page.id;
}

/** Uploads an image through the editing API (as a client would); answers the new item. */
async function uploadThroughApi(page: Page, name: string, bytes: Buffer, alt: { en: string; nl: string }) {
  const query = new URLSearchParams({ filename: name, 'alt.en': alt.en, 'alt.nl': alt.nl });
  const response = await page.request.post(`${studio().url}/api/v1/editor/media?${query}`, {
    headers: { origin: studio().url, 'x-csrf-token': await csrfOf(page.request), 'content-type': 'image/png' },
    data: bytes,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; address: string };
}

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('an editor uploads images by dropping and choosing them, with alt texts in both languages, sees where one is used, replaces it and cannot delete it while used', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/media`);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /bestand/ })).toBeVisible();
  await expectNoViolations(page);

  // Dropped on the zone: the file is ready, its alt texts are asked for.
  const dropped = noisePng(700, 700);
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'kwelder.png', { type: 'image/png' }));
    return transfer;
  }, dropped.toString('base64'));
  const zone = page.locator('.media-upload__zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText(/^Klaar om te uploaden: kwelder\.png/)).toBeVisible();

  // Without alt texts the server refuses; the refusal is shown at each field.
  await page.getByRole('button', { name: 'Uploaden', exact: true }).click();
  const upload = page.getByRole('region', { name: 'Uploaden' });
  const altEn = upload.getByRole('textbox', { name: 'Alternatieve tekst (Engels)' });
  const altNl = upload.getByRole('textbox', { name: 'Alternatieve tekst (Nederlands)' });
  await expect(page.locator('.media-texts__problem[data-field="alt.en"]')).toHaveText(
    'Vul de alternatieve tekst in (Engels): verplicht voor een afbeelding.',
  );
  await expect(page.locator('.media-texts__problem[data-field="alt.nl"]')).toHaveText(
    'Vul de alternatieve tekst in (Nederlands): verplicht voor een afbeelding.',
  );
  await expect(altEn).toHaveAttribute('aria-invalid', 'true');
  await expect(altEn).toHaveAccessibleDescription(/^Vul de alternatieve tekst in \(Engels\)/);
  await expect(altEn).toBeFocused();
  await expectNoViolations(page);

  // Filled in, it goes up with a progress bar and appears in the library.
  await altEn.fill('Salt marsh with sea lavender at low tide');
  await altNl.fill('Kwelder met lamsoor bij laag water');
  await page.getByRole('button', { name: 'Uploaden', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Voortgang van de upload' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'kwelder.png is geüpload.' })).toBeVisible();
  await expect(progress).toHaveAttribute('value', '100');
  const grid = page.getByRole('list', { name: 'Bestanden' });
  const item = grid.getByRole('button', { name: /^kwelder\.png/ });
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  // Its thumbnail comes from the image route.
  const thumbnail = item.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/images\/r\/180x180\/webp\/library\/[A-Za-z0-9]{16}\/kwelder\.png/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Details van kwelder.png' })).toBeVisible();
  const details = page.locator('.media-details');
  const address = (await details.locator('.media-details__address').textContent()) ?? '';
  expect(address).toMatch(/^\/media\/library\/[A-Za-z0-9]{16}\/kwelder\.png$/);
  await expect(details.getByText('Nergens gebruikt.')).toBeVisible();
  await expectNoViolations(page);

  // Its texts can be changed; an emptied alt text is refused at its field.
  const detailsAltNl = details.getByRole('textbox', { name: 'Alternatieve tekst (Nederlands)' });
  await expect(detailsAltNl).toHaveValue('Kwelder met lamsoor bij laag water');
  await detailsAltNl.fill('');
  await details.getByRole('button', { name: 'Teksten opslaan' }).click();
  await expect(details.locator('.media-texts__problem[data-field="alt.nl"]')).toHaveText(
    'Vul de alternatieve tekst in (Nederlands): verplicht voor een afbeelding.',
  );
  await expect(detailsAltNl).toBeFocused();
  await detailsAltNl.fill('Kwelder met bloeiend lamsoor');
  await details.getByRole('button', { name: 'Teksten opslaan' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'De teksten zijn opgeslagen.' })).toBeVisible();
  await expect(item).toContainText('Kwelder met bloeiend lamsoor');

  // A page uses it: the details list that page, linked to its editor.
  const pageId = await createPage(page, 'salt-marsh-walk', 'Salt marsh walk', [
    {
      kind: 'textBlock',
      body: '<p>Sea lavender flowers in August.</p>',
      image: { originalImageUrl: address, altText: 'Salt marsh with sea lavender at low tide' },
    },
  ]);
  await page.reload();
  const usedOn = details.getByRole('link', { name: /^Salt marsh walk \(en, \/salt-marsh-walk\), gepubliceerd$/ });
  await expect(usedOn).toHaveAttribute('href', `/studio/pages/${pageId}`);

  // Replaced: the same address serves the new bytes.
  const before = await page.request.get(`${studio().url}${address}`);
  expect(sha256(await before.body())).toBe(sha256(dropped));
  const replacement = noisePng(320, 240);
  await details.getByLabel('Bestand vervangen').setInputFiles({
    name: 'kwelder-nieuw.png',
    mimeType: 'image/png',
    buffer: replacement,
  });
  await expect(details.getByRole('status').filter({ hasText: 'Het bestand is vervangen' })).toBeVisible();
  await expect(details.locator('.media-details__address')).toHaveText(address);
  await expect(details.getByText('320 × 240 pixels')).toBeVisible();
  const after = await page.request.get(`${studio().url}${address}`);
  expect(sha256(await after.body())).toBe(sha256(replacement));

  // Deleting it while the page uses it is refused, and says where it is used.
  // (The replacement's file name is kept for searching; the address stays.)
  await details.getByRole('button', { name: 'kwelder-nieuw.png verwijderen' }).click();
  await expect(details.getByText('kwelder-nieuw.png definitief verwijderen?')).toBeVisible();
  await details.getByRole('button', { name: 'kwelder-nieuw.png verwijderen' }).click();
  const refusal = details.getByRole('alert');
  await expect(refusal).toContainText('Verwijderen kan niet: dit bestand wordt nog gebruikt.');
  await expect(refusal.getByRole('link', { name: /^Salt marsh walk/ })).toHaveAttribute(
    'href',
    `/studio/pages/${pageId}`,
  );
  await expect((await page.request.get(`${studio().url}${address}`)).status()).toBe(200);
  await expectNoViolations(page);

  // The keyboard's way: the file button; an unused item can be deleted.
  await page.getByLabel('Kies een bestand').setInputFiles({
    name: 'zeekraal.png',
    mimeType: 'image/png',
    buffer: noisePng(64, 64),
  });
  await altEn.fill('Samphire in a basket');
  await altNl.fill('Zeekraal in een mand');
  await page.getByRole('button', { name: 'Uploaden', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'zeekraal.png is geüpload.' })).toBeVisible();
  const samphire = page.getByRole('region', { name: 'Details van zeekraal.png' });
  await samphire.getByRole('button', { name: 'zeekraal.png verwijderen' }).click();
  await samphire.getByRole('button', { name: 'zeekraal.png verwijderen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'zeekraal.png is verwijderd.' })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^zeekraal\.png/ })).toHaveCount(0);

  // Search finds an item by its alt text.
  await page.getByRole('searchbox', { name: 'Zoeken in de media' }).fill('bloeiend');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 bestand$/ })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^kwelder-nieuw\.png/ })).toBeVisible();
});

test("in the block editor, an image is chosen from the media library (address and alt text) and a link's address from a page found by its title", async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  const image = await uploadThroughApi(page, 'oesterrif.png', noisePng(200, 150), {
    en: 'An oyster reef at low water',
    nl: 'Een oesterrif bij laag water',
  });
  await createPage(page, 'oyster-reef-walk', 'Oyster reef walk', []);

  await page.goto(`${studio().url}/studio/en/pages/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Block editor (preview)' })).toBeVisible();
  await dragBlock(page, 'Image with text', canvasPoint(page, 30));
  await expect(field(page, 'title')).toHaveAccessibleName('Title');

  // The image's picker: a dialog with the library's search and grid.
  const chooseImage = page.getByRole('button', { name: 'Choose from the media' }).filter({ visible: true });
  await chooseImage.click();
  const mediaDialog = page.getByRole('dialog', { name: 'Choose an image from the media' });
  await expect(mediaDialog).toBeVisible();
  await expect(mediaDialog.getByRole('button', { name: /^Choose oesterrif\.png/ })).toBeVisible();
  await expectNoViolations(page);
  // Escape closes it and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(mediaDialog).toBeHidden();
  await expect(chooseImage).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(mediaDialog).toBeVisible();
  await mediaDialog.getByRole('searchbox', { name: 'Search the media' }).fill('oyster reef');
  await mediaDialog.getByRole('searchbox', { name: 'Search the media' }).press('Enter');
  await expect(mediaDialog.getByRole('status').filter({ hasText: /^1 file$/ })).toBeVisible();
  await mediaDialog.getByRole('button', { name: /^Choose oesterrif\.png/ }).click();
  await expect(mediaDialog).toBeHidden();
  await expect(chooseImage).toBeFocused();
  await expect(field(page, 'image.originalImageUrl')).toHaveValue(image.address);
  await expect(field(page, 'image.altText')).toHaveValue('An oyster reef at low water');
  const canvas = page.frameLocator('iframe').first();
  await expect(canvas.locator('[data-block-kind="imageTextBlock"] img')).toHaveAttribute(
    'alt',
    'An oyster reef at low water',
  );

  // The link's picker: our pages, searched by title; a typed address stays possible.
  await field(page, 'primaryAction.url').fill('https://example.org/elsewhere');
  await expect(field(page, 'primaryAction.url')).toHaveValue('https://example.org/elsewhere');
  await page.getByRole('button', { name: 'Choose a page' }).filter({ visible: true }).first().click();
  const pageDialog = page.getByRole('dialog', { name: 'Choose a page to link to' });
  await expect(pageDialog).toBeVisible();
  await pageDialog.getByRole('searchbox', { name: 'Search by title or address' }).fill('Oyster reef walk');
  const found = pageDialog.getByRole('button', { name: /^Oyster reef walk/ });
  await expect(found).toBeVisible();
  await expectNoViolations(page);
  await found.click();
  await expect(pageDialog).toBeHidden();
  await expect(field(page, 'primaryAction.url')).toHaveValue('/en/oyster-reef-walk');
  await expect(field(page, 'primaryAction.title')).toHaveValue('Oyster reef walk');
});

test("in the block editor, a download's file is a document chosen from the media library", async ({ page }) => {
  await studio().signIn(page, 'editor');
  const query = new URLSearchParams({ filename: 'zoutwaterlandbouw.pdf', title: 'Salt water farming' });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const uploaded = await page.request.post(`${studio().url}/api/v1/editor/media?${query}`, {
    headers: { origin: studio().url, 'x-csrf-token': await csrfOf(page.request), 'content-type': 'application/pdf' },
    data: pdf,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const document = (await uploaded.json()) as { address: string };

  await page.goto(`${studio().url}/studio/en/pages/new`);
  await dragBlock(page, 'Downloads', canvasPoint(page, 30));
  await page.getByRole('button', { name: 'Add an item' }).filter({ visible: true }).first().click();
  // The new item opens by its summary.
  await page.locator('main').getByText('Item 1', { exact: true }).filter({ visible: true }).click();
  const chooseDocument = page
    .getByRole('button', { name: 'Choose a document from the media' })
    .filter({ visible: true });
  await chooseDocument.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a document from the media' });
  await expect(dialog.getByRole('button', { name: /^Choose zoutwaterlandbouw\.pdf/ })).toBeVisible();
  // No axe run here: the dialog is the one the image picker's test checks, and the open list item
  // behind it is Puck's own (a control inside its draggable summary).

  await dialog.getByRole('button', { name: /^Choose zoutwaterlandbouw\.pdf/ }).click();
  await expect(dialog).toBeHidden();
  await expect(chooseDocument).toBeFocused();
  await expect(field(page, 'items[0].fileUrl')).toHaveValue(document.address);
  await expect(field(page, 'items[0].fileName')).toHaveValue('zoutwaterlandbouw.pdf');
  await expect(field(page, 'items[0].title')).toHaveValue('Salt water farming');
});

test('the media library speaks English below /studio/en', async ({ page }) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/media`);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Media', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Choose a file')).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search the media' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /files?$|No files found\./ })).toBeVisible();
  await expectNoViolations(page);
});
