import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/shell.ts';
import { baseUrl, serverForThisFile } from './support/suite.ts';

// A failed menu read and the page states' own document titles. The menu failures are faults
// the server injects into its site services for `x-zilt-test-menu-status`, and the crash one
// it injects for `zilt-test-crash`, only when it runs with NODE_ENV=test.
const menuStatusHook = 'x-zilt-test-menu-status';

const server = serverForThisFile({ env: { NODE_ENV: 'test' } });

test.describe('a menu read that fails with a status other than 401', () => {
  test('shows the failed state with the status, answers with it, and logs it, instead of an empty menu', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { [menuStatusHook]: '500' } });
    const page = await context.newPage();
    const response = await page.goto(`${server().url}/en/about`);
    expect(response?.status()).toBe(500);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not available');
    await expect(page.getByRole('alert')).toContainText('The server answered with status 500.');
    await expect(page).toHaveTitle('Page not available');
    await expect(page.getByRole('heading', { name: 'About Zilt' })).toHaveCount(0);
    // The server logged the failure, with the status, as one JSON line of its log.
    const logged = () =>
      server()
        .output()
        .split('\n')
        .filter((line) => line.includes('reading the menus failed'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect
      .poll(logged)
      .toContainEqual(expect.objectContaining({ level: 50, status: 500, reqId: expect.any(String) }));
    await context.close();
  });

  test('keeps another status as it came, in Dutch too', async () => {
    const response = await fetch(`${server().url}/nl/over-ons`, { headers: { [menuStatusHook]: '503' } });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/<title>Pagina niet beschikbaar<\/title>/);
    expect(html).toContain('De server antwoordde met status 503.');
  });
});

test.describe('document titles of the page states', () => {
  test("titles a refused menu 'Access denied', not 'Error log'", async () => {
    const response = await fetch(`${server().url}/en/about`, { headers: { [menuStatusHook]: '401' } });
    expect(response.status).toBe(401);
    expect(await response.text()).toMatch(/<title>Access denied<\/title>/);
  });

  test("titles only a crash 'Error log'", async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server().url}/nl/over-ons`);
    await waitForHydration(page);
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/nl/over-ons?zilt-test-crash=1'),
    );
    await page.getByRole('heading', { name: 'Foutenlogboek' }).waitFor();
    await expect(page).toHaveTitle('Foutenlogboek');
    // The next page takes the tab's title back.
    await page.getByRole('banner').getByRole('link', { name: 'Zilt – naar de homepage' }).click();
    await expect(page).not.toHaveTitle('Foutenlogboek');
    await page.close();
  });
});

test.describe('the internal components showcase', () => {
  test('is not linked from the public footer and asks search engines not to index it', async () => {
    for (const [home, showcase] of [
      ['/en/', '/en/components'],
      ['/nl/', '/nl/componenten'],
    ] as const) {
      const homeHtml = await (await fetch(`${baseUrl}${home}`)).text();
      expect(homeHtml).not.toContain(`href="${showcase}"`);
      const showcaseHtml = await (await fetch(`${baseUrl}${showcase}`)).text();
      expect(showcaseHtml).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    const aboutHtml = await (await fetch(`${baseUrl}/en/about`)).text();
    expect(aboutHtml).not.toMatch(/<meta name="robots"/);
  });
});
