import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from './support/server.ts';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// Found, shared and read anywhere: offline reading of visited pages through the service worker,
// and the cookie bar without JavaScript (issue 25).

/** Whether the offline-reading worker has kept this address (in the pages cache of its deployment). */
function pageKept(page: Page, address: string): Promise<boolean> {
  return page.evaluate(async (url) => {
    for (const name of await caches.keys()) {
      if (name.startsWith('zilt-pages-') && (await (await caches.open(name)).match(url))) return true;
    }
    return false;
  }, address);
}

test.describe('offline reading', () => {
  // The suite blocks service workers elsewhere (playwright.config.ts); here they are the subject.
  test.use({ serviceWorkers: 'allow' });

  test('two visited pages still read offline, a third shows the offline page, and back online navigation works', async ({
    page,
    context,
  }) => {
    const about = `${baseUrl}/en/about`;
    const dutch = `${baseUrl}/nl/over-ons`;
    await page.goto(about);
    await waitForHydration(page);
    // The worker starts after the load and keeps the page it was not yet there for.
    await expect.poll(() => pageKept(page, about), { timeout: 30_000 }).toBe(true);
    // The second page is loaded through the worker, which keeps it on the way.
    await page.goto(dutch);
    await waitForHydration(page);
    await expect.poll(() => pageKept(page, dutch), { timeout: 30_000 }).toBe(true);

    // A page reached by a client-side navigation (only its loader data went through the worker):
    // the page asks the worker to keep it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click();
    await expect(page).toHaveURL(`${baseUrl}/nl/toegankelijkheid`);
    await expect.poll(() => pageKept(page, `${baseUrl}/nl/toegankelijkheid`), { timeout: 30_000 }).toBe(true);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/nl/toegankelijkheid`);
    await expect(page.getByRole('heading', { level: 1, name: 'Toegankelijkheid' })).toBeVisible();
    await page.goto(about);
    await expect(page.getByRole('heading', { level: 1, name: 'About Zilt' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About Zilt' })).toBeVisible();
    // The existing notice tells the visitor the connection is gone.
    await expect(page.getByText('You are offline. Some features might be unavailable')).toBeVisible();
    await page.goto(dutch);
    await expect(page.getByRole('heading', { level: 1, name: /Over Zilt/ })).toBeVisible();

    // Never visited: the offline page, in the address's language.
    await page.goto(`${baseUrl}/nl/partners`);
    await expect(page.getByRole('heading', { level: 1, name: 'U bent offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await context.setOffline(false);
    await page.goto(`${baseUrl}/en/partners`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(`${baseUrl}/en/accessibility`);
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  });
});

test.describe('the cookie bar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [button, value] of [
    ['Decline all', 'no'],
    ['Accept all', 'yes'],
  ] as const) {
    test(`${button} dismisses the bar, records the choice and stays on the page`, async ({ page, context }) => {
      await page.goto(`${baseUrl}/en/about?from=test`);
      const bar = page.getByRole('region', { name: 'Cookies on this website' });
      await expect(bar).toBeVisible();
      const posted = page.waitForResponse(
        (response) => response.url() === `${baseUrl}/api/v1/consent/choice` && response.request().method() === 'POST',
      );
      await bar.getByRole('button', { name: button }).click();
      expect((await posted).status()).toBe(303);
      await expect(page).toHaveURL(`${baseUrl}/en/about?from=test`);
      await expect(page.getByRole('heading', { level: 1, name: 'About Zilt' })).toBeVisible();
      await expect(bar).toHaveCount(0);
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies).toMatchObject({ showCookies: 'no', 'video-cookies': value, 'tracking-cookies': value });
      // The proof of consent's id: set once the choice was recorded.
      expect(cookies['consent-id']).toMatch(/^[A-Za-z0-9]{24}$/);
      // The bar stays away on the next page too.
      await page.goto(`${baseUrl}/en/partners`);
      await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
      await expect(bar).toHaveCount(0);
    });
  }
});

test('the W3C Nu HTML checker finds no error on any page type', async () => {
  test.setTimeout(120_000);
  // scripts/check-html.mjs: home, content page, news overview and item, event, the projects map
  // and a project, search results, not-found and the /spa pages, through vnu.jar.
  const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts/check-html.mjs'), baseUrl],
      { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
  expect(result.output).toContain('Nu HTML checker: 0 errors on 14 pages');
  expect(result.code, result.output).toBe(0);
});
