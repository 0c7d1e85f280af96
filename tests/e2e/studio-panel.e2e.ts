import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { studioServerForThisFile } from './support/studio.ts';

// The page editor's side panel beyond title and slug: an event's location and registration, the
// home page's two buttons, and the header image chosen from the media library, each published
// and read on the public site; and the same library picker for a team member's photo.

test.use({ viewport: { width: 1440, height: 900 } });

const studio = studioServerForThisFile();

/** A call to the editing API with the browser's staff session (cookie and CSRF token). */
async function editorCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, contentType?: string) {
  const me = (await (await page.request.get(`${studio().url}/api/v1/staff/me`)).json()) as { csrfToken: string };
  const response = await page.request.fetch(`${studio().url}${path}`, {
    method,
    data,
    headers: {
      origin: studio().url,
      'x-csrf-token': me.csrfToken,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A draft page of the WordPress-style source made through the editing API; answers its id. */
async function draftPage(page: Page, fields: { type: string; slug: string; title: string; header: object }) {
  const answer = await editorCall(page, 'POST', '/api/v1/editor/pages', {
    source: 'wp',
    page: {
      type: fields.type,
      language: 'en',
      slug: fields.slug,
      title: fields.title,
      header: { title: fields.title, ...fields.header },
      blocks: [],
      lastUpdated: new Date().toISOString(),
      status: 'draft',
    },
  });
  return (answer.page as { id: number }).id;
}

/** A PNG of one colour, made here (the library takes PNG, JPEG and WebP files). */
function plainPng(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function saveState(page: Page) {
  return page.locator('.studio-page-toolbar__save');
}

function panelOf(page: Page) {
  return page.getByRole('region', { name: 'Page settings' });
}

async function publish(page: Page) {
  await expect(saveState(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
}

async function expectNoViolations(page: Page) {
  expect(describeViolations(await axeViolations(page))).toBe('');
}

/** A day some weeks ahead, so the event is upcoming and offers its registration. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("an event's location and its registration with one of our forms, set in the panel, are on the published event page; a bad postcode is refused at its field first", async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  const id = await draftPage(page, {
    type: 'event',
    slug: 'events/brackish-harvest-walk',
    title: 'Brackish harvest walk',
    header: { kind: 'detail', date: daysAhead(40) },
  });
  await page.goto(`${studio().url}/studio/en/pages/${id}`);
  const panel = panelOf(page);
  const location = panel.getByRole('group', { name: 'Location' });
  await location.getByLabel('Name of the place').fill('Proefboerderij Texel');
  await location.getByLabel('Address').fill('Polderweg 1, Den Hoorn');
  const postcode = location.getByLabel(/^Postcode/);
  await postcode.fill('179 AB');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(/Dutch postcode/);
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await postcode.fill('1791 AB');
  await expect(postcode).not.toHaveAttribute('aria-invalid');

  const registration = panel.getByRole('group', { name: 'Registration' });
  await expect(registration.getByRole('radio', { name: 'No registration' })).toBeChecked();
  await registration.getByRole('radio', { name: 'With one of our forms' }).check();
  const form = registration.getByLabel('Form', { exact: true });
  await expect(form.locator('option', { hasText: 'Register for the field day (field-day)' })).toBeAttached();
  await form.selectOption('field-day');
  await expect(form).toHaveValue('field-day');
  await expect(saveState(page)).toHaveText('Saved');
  await expectNoViolations(page);
  await publish(page);

  await page.goto(`${studio().url}/en/events/brackish-harvest-walk`);
  const header = page.locator('.page-header--detail');
  await expect(header.locator('.page-header__location')).toHaveText(
    'Location: Proefboerderij Texel, Polderweg 1, Den Hoorn, 1791 AB',
  );
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', /#register$/);
  await expect(page.locator('#register form[data-zilt-form="field-day"]')).toBeVisible();
});

test("the home page's two buttons, set in the panel (one through the page picker), are on the source's public home page", async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  const list = await editorCall(page, 'GET', '/api/v1/editor/pages?source=wp&language=en&q=Home&pageSize=50');
  const home = (list.items as { id: number; slug: string }[]).find((item) => item.slug === '/');
  expect(home, 'the English home page of the WordPress-style source').toBeDefined();
  const editorUrl = `${studio().url}/studio/en/pages/${home?.id}`;
  await page.goto(editorUrl);
  const panel = panelOf(page);
  await expect(panel.getByLabel('Header kind')).toHaveValue('home');

  const first = panel.getByRole('group', { name: 'First button' });
  await expect(first.getByRole('checkbox', { name: 'Show this button' })).toBeChecked();
  await first.getByLabel('Button text').fill('');
  await first.getByRole('button', { name: 'Choose a page' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a page to link to' });
  await picker.getByRole('searchbox', { name: 'Search by title or address' }).fill('quinoa yields');
  await picker.getByRole('button', { name: /^Quinoa yields hold up at twice the salt level/ }).click();
  await expect(picker).toBeHidden();
  await expect(first.getByLabel('Button address')).toHaveValue(/^\/en\/news\//);
  await expect(first.getByLabel('Button text')).toHaveValue('Quinoa yields hold up at twice the salt level');
  await first.getByLabel('Button text').fill('Read about quinoa');
  const quinoa = await first.getByLabel('Button address').inputValue();

  const second = panel.getByRole('group', { name: 'Second button' });
  await second.getByLabel('Button text').fill('Write to us');
  await second.getByLabel('Button address').fill('/en/field-labs');
  await second.getByRole('checkbox', { name: 'Show this button' }).uncheck();
  await expect(saveState(page)).toHaveText('Saved');
  await expectNoViolations(page);
  await publish(page);

  const actions = async () => {
    await page.goto(`${studio().url}/en/`);
    return page
      .locator('.page-header--home .page-header__actions a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  };
  await expect.poll(actions).toEqual([['Read about quinoa', quinoa]]);

  // Shown again, the second button follows the first.
  await page.goto(editorUrl);
  await second.getByRole('checkbox', { name: 'Show this button' }).check();
  await publish(page);
  await expect.poll(actions).toEqual([
    ['Read about quinoa', quinoa],
    ['Write to us', '/en/field-labs'],
  ]);
});

test('a header image chosen from the media library in the panel, with its alt text, is on the published page', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  const query = new URLSearchParams({
    filename: 'tidal-creek.png',
    'alt.en': 'A tidal creek winding through the salt marsh',
    'alt.nl': 'Een kreek die door de kwelder slingert',
  });
  const uploaded = (await editorCall(
    page,
    'POST',
    `/api/v1/editor/media?${query}`,
    plainPng(320, 180),
    'image/png',
  )) as { address: string };
  const id = await draftPage(page, {
    type: 'page',
    slug: 'tidal-creeks',
    title: 'Tidal creeks',
    header: { kind: 'default' },
  });
  await page.goto(`${studio().url}/studio/en/pages/${id}`);
  const panel = panelOf(page);
  const choose = panel.getByRole('button', { name: 'Choose from the media' });
  await choose.click();
  const picker = page.getByRole('dialog', { name: 'Choose an image from the media' });
  await picker.getByRole('searchbox', { name: 'Search the media' }).fill('tidal creek');
  await picker.getByRole('searchbox', { name: 'Search the media' }).press('Enter');
  await picker.getByRole('button', { name: /^Choose tidal-creek\.png/ }).click();
  await expect(picker).toBeHidden();
  await expect(choose).toBeFocused();
  await expect(panel.getByLabel('Header image address')).toHaveValue(uploaded.address);
  await expect(panel.getByLabel('Header image alternative text')).toHaveValue(
    'A tidal creek winding through the salt marsh',
  );
  await expect(saveState(page)).toHaveText('Saved');
  await expectNoViolations(page);
  await publish(page);

  await page.goto(`${studio().url}/en/tidal-creeks`);
  await expect(page.locator('.page-header img')).toHaveAttribute('src', uploaded.address);
  await expect(page.locator('.page-header img')).toHaveAttribute('alt', 'A tidal creek winding through the salt marsh');
});

test("a team member's photo is chosen from the media library on the team screen and shown on the about page", async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  const query = new URLSearchParams({
    filename: 'mira-portrait.png',
    'alt.en': 'Portrait of Mira Zilverberg',
    'alt.nl': 'Portret van Mira Zilverberg',
  });
  const uploaded = (await editorCall(
    page,
    'POST',
    `/api/v1/editor/media?${query}`,
    plainPng(240, 240),
    'image/png',
  )) as { address: string };
  await page.goto(`${studio().url}/studio/en/team`);
  const form = page.getByRole('form', { name: 'Add a team member' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Mira');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Zilverberg');
  await form.getByRole('combobox', { name: 'Role' }).fill('team:roles.agronomist');
  await form.getByRole('spinbutton', { name: 'Age' }).fill('38');
  await form.getByRole('button', { name: 'Choose from the media' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image from the media' });
  await picker.getByRole('searchbox', { name: 'Search the media' }).fill('Mira Zilverberg');
  await picker.getByRole('searchbox', { name: 'Search the media' }).press('Enter');
  await picker.getByRole('button', { name: /^Choose mira-portrait\.png/ }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('Photo address')).toHaveValue(uploaded.address);
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mira Zilverberg was added' })).toBeVisible();

  await page.goto(`${studio().url}/spa/about-us`);
  const card = page.locator('.team-members__grid .team-member-card').filter({ hasText: 'Mira Zilverberg' });
  await expect(card.locator('img')).toHaveAttribute('src', uploaded.address);
});
