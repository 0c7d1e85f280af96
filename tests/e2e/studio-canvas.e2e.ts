import { expect, test } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { studioServerForThisFile } from './support/studio.ts';
import { canvasPoint, dragBlock, field, middleOf } from './support/studio-editor.ts';

// The studio's block editor: blocks are dragged from the list onto the canvas, filled in the
// side panel, drawn in the canvas by the site's own block components, and checked against the
// contracts while they are edited (an invalid field says why, publishing waits).

test.use({ viewport: { width: 1440, height: 900 } });

const studio = studioServerForThisFile();

test("an editor builds blocks in the canvas with the site's components, and an invalid field holds back publishing", async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/pages/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blokeditor (voorbeeld)' })).toBeVisible();
  const canvas = page.frameLocator('iframe').first();

  // A text block: title and rich-text body.
  await dragBlock(page, 'Tekst', canvasPoint(page, 30));
  await expect(field(page, 'title')).toHaveAccessibleName('Titel');
  await field(page, 'title').fill('Zout water, nieuwe gewassen');
  const body = page.getByRole('textbox', { name: 'Tekst', exact: true }).filter({ visible: true });
  await body.click();
  await page.keyboard.type('Proefvelden op Texel laten zien wat groeit.');
  await page.getByRole('button', { name: 'Vet', exact: true }).filter({ visible: true }).click();
  await page.keyboard.type(' Ook aardappels.');
  const textBlock = canvas.locator('[data-block-kind="textBlock"]');
  await expect(textBlock.locator('.block-heading__title')).toHaveText('Zout water, nieuwe gewassen');
  await expect(textBlock.locator('.rich-text p')).toContainText('Proefvelden op Texel laten zien wat groeit.');
  await expect(textBlock.locator('.rich-text strong')).toHaveText('Ook aardappels.');

  // A quote block below it: drawn by the site's quote component.
  await dragBlock(page, 'Citaat', async () => {
    const box = await textBlock.boundingBox();
    if (!box) throw new Error('the text block is not in the canvas');
    return { x: box.x + box.width / 2, y: box.y + box.height + 20 };
  });
  await field(page, 'text').fill('Zilt leert ons anders naar water kijken.');
  await field(page, 'author').fill('Marieke de Vries');
  const quoteBlock = canvas.locator('[data-block-kind="quoteBlock"]');
  await expect(quoteBlock).toContainText('Zilt leert ons anders naar water kijken.');
  await expect(quoteBlock).toContainText('Marieke de Vries');
  await expect(page.getByRole('status').filter({ hasText: 'Alle blokken zijn geldig.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publiceren', exact: true })).toBeEnabled();

  // An invalid value: the field says why, in Dutch, and publishing is disabled.
  await expect(field(page, 'inViewThreshold')).toHaveAccessibleName('Zichtbaar deel voor het verschijnen (0,1 tot 1)');
  await field(page, 'inViewThreshold').fill('5');
  await expect(page.locator('.studio-field-issue[data-field="inViewThreshold"]').filter({ visible: true })).toHaveText(
    /^Te groot/,
  );
  await expect(field(page, 'inViewThreshold')).toHaveAccessibleDescription(/^Te groot/);
  await expect(page.getByRole('status').filter({ hasText: 'publiceren kan niet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publiceren', exact: true })).toBeDisabled();

  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // Fixed, it can be published again.
  await field(page, 'inViewThreshold').fill('0.5');
  await expect(page.getByRole('button', { name: 'Publiceren', exact: true })).toBeEnabled();
});

test('a block inside a multiscreen block is drawn in its slot by the site, and reports its own issues', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/pages/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Block editor (preview)' })).toBeVisible();
  const canvas = page.frameLocator('iframe').first();
  await dragBlock(page, 'Desktop and mobile', canvasPoint(page, 30));
  const desktop = canvas.locator('.studio-holder__slot', { hasText: 'Desktop' }).locator('.studio-holder__blocks');
  await expect(desktop).toBeVisible();
  await dragBlock(page, 'Quote', middleOf(desktop), desktop);
  const quote = desktop.locator('[data-block-kind="quoteBlock"]');
  await expect(quote).toHaveCount(1);
  await field(page, 'text').fill('Fresh water floats on salt water.');
  await expect(quote).toContainText('Fresh water floats on salt water.');
  await field(page, 'inViewThreshold').fill('2');
  await expect(page.locator('.studio-field-issue[data-field="inViewThreshold"]').filter({ visible: true })).toHaveText(
    'Too big: at most 1.',
  );
  await expect(page.getByRole('status').filter({ hasText: '1 problem: cannot publish.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
});

test('the studio speaks English below /studio/en, is never cached or indexed, and loads nothing on public pages', async ({
  page,
  request,
}) => {
  const baseUrl = studio().url;
  await studio().signIn(page, 'editor');
  await page.goto(`${baseUrl}/studio/en/pages/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Block editor (preview)' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.locator('[data-puck-drawer-item][aria-roledescription="draggable"]', { hasText: /^Quote$/ }),
  ).toBeVisible();

  const studioAnswer = await request.get(`${baseUrl}/studio`);
  expect(studioAnswer.headers()['cache-control']).toBe('private, no-store');
  expect(studioAnswer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The site's policy, which the editor works under (the first test), and no page may frame it.
  expect(studioAnswer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(studioAnswer.headers()['x-frame-options']).toBe('DENY');
  // The server sends only the loading state: the editor is drawn in the browser.
  const html = await studioAnswer.text();
  expect(html).toContain('De studio wordt geladen');
  expect(html).not.toContain('data-puck');

  // A public page's HTML preloads none of the studio's chunks (named `studio-…` by the build)...
  for (const path of ['/en/', '/nl/', '/spa']) {
    const publicHtml = await (await request.get(`${baseUrl}${path}`)).text();
    const preloads = [...publicHtml.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads.length, path).toBeGreaterThan(0);
    expect(
      preloads.filter((href) => /studio|puck|tiptap/i.test(href ?? '')),
      path,
    ).toEqual([]);
  }
  // ...and the browser loads none of them (its own list of the scripts it fetched).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}/en/about`);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /studio|puck|tiptap/i.test(script))).toEqual([]);
});
