import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { chosenCookies } from './support/consent.ts';
import { cuttableConnection } from './support/cuttable-connection.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// Issue 22: the site shell on a phone, in a lost connection and on paper, against the shared
// server (these tests change no data).

async function visit(
  browser: Browser,
  path: string,
  options: { width: number; touch?: boolean; chosen?: boolean; origin?: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const origin = options.origin ?? baseUrl;
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 768 ? 844 : 900 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  if (options.chosen ?? true) await context.addCookies(chosenCookies(origin));
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  return { context, page };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test.describe('submenus', () => {
  test('on a phone, one tap on another submenu opens it and closes the one that was open', async ({ browser }) => {
    const { context, page } = await visit(browser, '/en/about', { width: 390, touch: true });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const aboutUs = nav.getByRole('button', { name: 'About us' });
    const ourWork = nav.getByRole('button', { name: 'Our work' });
    const newsAndEvents = nav.getByRole('button', { name: 'News & events' });

    await aboutUs.tap();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible();

    await ourWork.tap();
    await expect(ourWork).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Saline farming' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeHidden();

    // Upwards too: the panel that closes sits below the toggle tapped.
    await aboutUs.tap();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await expect(ourWork).toHaveAttribute('aria-expanded', 'false');

    await newsAndEvents.tap();
    await expect(newsAndEvents).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A tap on the open submenu's own toggle closes it.
    await newsAndEvents.tap();
    await expect(newsAndEvents).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test('on a desktop, one click on another submenu opens it and closes the one that was open', async ({ browser }) => {
    const { context, page } = await visit(browser, '/en/about', { width: 1440 });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const aboutUs = nav.getByRole('button', { name: 'About us' });
    const ourWork = nav.getByRole('button', { name: 'Our work' });
    await aboutUs.click();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await ourWork.click();
    await expect(ourWork).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Saline farming' })).toBeVisible();
    await context.close();
  });

  test('a keyboard user who tabs out of an open submenu closes it', async ({ browser }) => {
    const { context, page } = await visit(browser, '/en/about', { width: 1440 });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const newsAndEvents = nav.getByRole('button', { name: 'News & events' });
    await newsAndEvents.focus();
    await page.keyboard.press('Enter');
    await expect(newsAndEvents).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Events', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(newsAndEvents).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });
});

test.describe('connection error', () => {
  for (const width of [390, 1440]) {
    test(`back online, the connection-error page gives way to the page by itself, at ${width} px`, async ({
      browser,
    }) => {
      const { context, page } = await visit(browser, '/en/about', { width });
      await context.setOffline(true);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).click();
      const connectionError = page.getByRole('heading', { level: 1, name: 'Very serious connectionerror' });
      await expect(connectionError).toBeVisible();
      await expectNoAxeViolations(page);

      // No press on "Try again": the browser's online event brings the page.
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
      await expect(connectionError).toHaveCount(0);
      await expect(page).toHaveURL(`${baseUrl}/en/privacy-statement`);
      await context.close();
    });
  }

  test('when the server comes back while the browser thought itself online, the page retries by itself', async ({
    browser,
  }) => {
    const connection = await cuttableConnection(baseUrl);
    const { context, page } = await visit(browser, '/en/about', { width: 1440, origin: connection.url });
    await connection.cut();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).click();
    const connectionError = page.getByRole('heading', { level: 1, name: 'Very serious connectionerror' });
    await expect(connectionError).toBeVisible();
    await connection.restore();
    // The periodic check finds the server again: the first retries come within seconds.
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(connectionError).toHaveCount(0);
    await context.close();
    await connection.cut();
  });
});

test.describe('print', () => {
  for (const width of [390, 1440]) {
    test(`prints every block, also those never scrolled into view, and leaves out the screen's chrome, at ${width} px`, async ({
      browser,
    }) => {
      // A fresh visitor: the cookie bar is open on screen, and must not reach the paper.
      const { context, page } = await visit(browser, '/en/saline-farming', { width, chosen: false });
      const cookieBar = page.getByRole('region', { name: 'Cookies on this website' });
      await expect(cookieBar).toBeVisible();
      const lastBlock = page.locator('[data-block-kind]').last();
      // On screen, the block far below the fold waits for the visitor to scroll to it.
      await expect(lastBlock).toHaveAttribute('data-reveal', 'pending');
      await expect(lastBlock).toHaveCSS('opacity', '0');

      await page.emulateMedia({ media: 'print' });
      await expect(lastBlock).toHaveAttribute('data-reveal', 'pending');
      await expect(lastBlock).toHaveCSS('opacity', '1');
      await expect(lastBlock).toHaveCSS('transform', 'none');
      await expect(lastBlock).toBeVisible();
      const blocks = page.locator('[data-block-kind]');
      for (const block of await blocks.all()) await expect(block).toHaveCSS('opacity', '1');

      await expect(cookieBar).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
      // The logo and the page's own text stay.
      await expect(page.getByRole('link', { name: 'Zilt – to the home page' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.emulateMedia({ media: 'screen' });
      await expect(cookieBar).toBeVisible();
      await context.close();
    });
  }

  test('prints where a link in the text leads, and the closed parts of expandable blocks open', async ({ browser }) => {
    const { context, page } = await visit(browser, '/en/about', { width: 1440 });
    const closedItem = page.locator('.expandable__button[aria-expanded="false"]').first();
    const closedPanel = page.locator(`[id="${await closedItem.getAttribute('aria-controls')}"]`);
    await expect(closedPanel).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(closedPanel).toBeVisible();
    const textLink = page.locator('.rich-text a[href^="/"]').first();
    const href = await textLink.getAttribute('href');
    await expect
      .poll(() => textLink.evaluate((link) => getComputedStyle(link, '::after').content))
      .toBe(`" (${href})"`);
    await context.close();
  });
});
