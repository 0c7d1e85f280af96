import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support/suite.ts';

// Caching as a browser sees it: hashed assets kept for good, pages revalidated by ETag, and a
// page from the server's page cache still under a policy that runs only its own scripts.

interface Loaded {
  url: string;
  /** The status the server sent (304 for a revalidated copy), once known. */
  networkStatus?: number;
  /** Answered by the browser's cache without asking the server. */
  fromCache: boolean;
}

/** Every response the page receives, as Chromium's network layer reports it. */
async function recordResponses(page: Page): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  const servedFromCache = new Set<string>();
  const networkStatus = new Map<string, number>();
  const session = await page.context().newCDPSession(page);
  session.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  session.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) =>
    networkStatus.set(requestId, statusCode),
  );
  session.on('Network.responseReceived', ({ requestId, response }) =>
    loaded.push({
      url: response.url,
      get networkStatus() {
        return networkStatus.get(requestId);
      },
      fromCache: servedFromCache.has(requestId) || response.fromDiskCache === true,
    }),
  );
  await session.send('Network.enable');
  return loaded;
}

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 45_000 });
}

test.describe('caching in the browser', () => {
  test('makes no request for a hashed asset on a repeat visit, and gets 304 for the page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = await recordResponses(page);
    await visit(page, '/en/about');
    const firstAssets = loaded.filter((item) => item.url.includes('/assets/'));
    expect(firstAssets.some((item) => !item.fromCache)).toBe(true);

    loaded.length = 0;
    await visit(page, '/en/about');
    const assets = loaded.filter((item) => item.url.includes('/assets/'));
    expect(assets.filter((item) => !item.fromCache)).toEqual([]);
    const documentResponse = loaded.find((item) => item.url === `${baseUrl}/en/about`);
    expect(documentResponse?.networkStatus).toBe(304);
    await context.close();
  });

  test('answers the page with 304 to its ETag', async () => {
    const first = await fetch(`${baseUrl}/en/privacy-statement`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${baseUrl}/en/privacy-statement`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });

  test('runs the inline scripts of a page from the cache and blocks a script slipped into it', async ({ browser }) => {
    await fetch(`${baseUrl}/en/components`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/en/components`);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 45_000 });
    // The HTML block's editor scripts run (their hashes are in the policy).
    await page.waitForFunction(
      () => ((window as unknown as { ziltHtmlBlockRuns?: unknown[] }).ziltHtmlBlockRuns ?? []).length === 2,
    );

    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
            once: true,
          }),
        ),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.body.appendChild(script);
    });
    expect(await violation).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan)).toBe(
      undefined,
    );
    await context.close();
  });
});
