import { expect, test, type BrowserContext } from '@playwright/test';
import { demoPagePaths, requestsInFlight, scrollThrough } from './support/consent.ts';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

const paths = demoPagePaths();

/** Pages visited side by side: the server and the browser wait on each other less. */
const tabs = 3;

/**
 * Visits each address in a tab of the context (a few tabs at a time), and on each expects the
 * cookie bar to be visible. A visit ends when the page has hydrated, has been scrolled
 * through, every block has reacted, and every request that could lead to another (documents,
 * scripts, styles, data) has been answered. Images, media and fonts count from the moment they
 * are asked for: where they go is known then, and their answers ask for nothing more. (Waiting
 * for them made the test wait on the server's first encoding of every image size.)
 */
async function visitAll(context: BrowserContext, addresses: string[]): Promise<void> {
  const queue = [...addresses];
  async function tab() {
    const page = await context.newPage();
    const inFlight = requestsInFlight(page, { leaves: false });
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // The visit waits for hydration, not for the load event: that would wait for every image.
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      await waitForHydration(page);
      await expect(page.locator('[data-cookie-bar]'), `the cookie bar on ${path}`).toBeVisible();
      await scrollThrough(page);
      await expect.poll(inFlight, { message: `requests of ${path} still open`, timeout: 30_000 }).toBe(0);
    }
    await page.close();
  }
  await Promise.all(Array.from({ length: tabs }, tab));
}

for (const language of ['en', 'nl']) {
  test.describe(`a fresh visitor on every demo page (${language})`, () => {
    test('sees the cookie bar, and the browser asks no host but the site itself', async ({ browser }) => {
      test.setTimeout(240_000);
      const own = paths.filter((path) => path.startsWith(`/${language}/`));
      expect(own.length).toBeGreaterThan(30);
      if (language === 'en') expect(own).toContain('/en/components');
      // A tall window shows most of a page at once: every block reacts (reveals, lazy loads) after
      // a few scroll stops instead of dozens, and what the page asks for is the same.
      const context = await browser.newContext({ viewport: { width: 1280, height: 4000 } });
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== baseUrl)
          foreign.push(`${request.frame().url()} -> ${request.url()}`);
      });
      await visitAll(context, own);
      expect(foreign).toEqual([]);
      expect(await context.cookies(baseUrl)).toEqual([]);
      await context.close();
    });
  });
}
