import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// The pages' style policy: a page's inline style elements (its first paint's stylesheets, a
// map's still, the rules for visitors without JavaScript) are allowed by their hashes alone, as
// rendered and from the page cache, and rules drawn after a client-side navigation still apply.

/** The directive of a policy that starts with `name` and a space. */
function directive(policy: string, name: string): string {
  return (
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

/** Records every policy violation of the page from its start (the first element parsed). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { e2eViolations: string[] }).e2eViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { e2eViolations: string[] }).e2eViolations);
}

/** The CSP hashes of the document's style elements, worked out in the browser as it checks them. */
function styleElementHashes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hashes: string[] = [];
    for (const element of document.querySelectorAll('style')) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(element.textContent ?? ''));
      hashes.push(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    }
    return hashes;
  });
}

async function openPage(browser: Browser, path: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  const violations = await recordViolations(page);
  const response = await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return { page, violations, policy: response?.headers()['content-security-policy'] ?? '', response };
}

const pageTypes = [
  '/en/',
  '/en/about',
  '/en/news',
  '/en/projects',
  '/en/field-labs',
  '/en/components',
  '/en/searchPage?searchQuery=water',
  '/spa',
  '/nl/',
];

test.describe('the style policy of the public pages', () => {
  for (const path of pageTypes) {
    test(`lets in the inline style elements of ${path} by their hashes only, as rendered and from the cache`, async ({
      browser,
    }) => {
      const outcomes = new Set<string>();
      for (const visit of ['first', 'again']) {
        const { page, violations, policy, response } = await openPage(browser, path);
        outcomes.add(response?.headers()['x-page-cache'] ?? '');
        const elements = directive(policy, 'style-src-elem');
        expect(elements, `${visit} visit`).toMatch(/^style-src-elem 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
        expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
        // Every style element of the page is named, so every one applies.
        const hashes = await styleElementHashes(page);
        expect(hashes.length).toBeGreaterThan(0);
        for (const hash of hashes) expect(elements, `${visit} visit`).toContain(`'${hash}'`);
        // The page is drawn from its inline rules (its stylesheets' links are disabled): the site's font.
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Source Sans 3');
        expect(await violations()).toEqual([]);
        // A style element slipped into the page is refused.
        await page.evaluate(() => {
          const element = document.createElement('style');
          element.textContent = 'body { color: rgb(1, 2, 3) !important; }';
          document.body.append(element);
        });
        await expect.poll(violations).toEqual(['style-src-elem: inline']);
        expect(await page.evaluate(() => getComputedStyle(document.body).color)).not.toBe('rgb(1, 2, 3)');
        await page.close();
      }
      // The search answers are drawn anew each time; every other page came from the cache the second time.
      if (!path.includes('?')) expect([...outcomes]).toContain('hit');
    });
  }

  test("keeps the rules a page draws after a client-side navigation: the header image's proportions, the map's height and its still", async ({
    browser,
  }) => {
    const { page, violations } = await openPage(browser, '/en/about');
    await page.evaluate(() => {
      (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
      document.querySelector<HTMLAnchorElement>('a[href="/en/projects"]')!.click();
    });
    await page.waitForURL(`${baseUrl}/en/projects`);
    await expect(page.locator('.project-map__canvas')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
    // The page header's image keeps its preset's proportions, not the file's.
    const image = page.locator('.page-header__image');
    await expect(image).toHaveCount(1);
    expect(await image.evaluate((element) => getComputedStyle(element).aspectRatio)).toMatch(/^\d+ \/ \d+$/);
    // The map's frame has its height (420 to 760 px), and the still's markers stand apart in it.
    const frame = await page.locator('.project-map__canvas').boundingBox();
    expect(frame?.height).toBeGreaterThanOrEqual(420);
    expect(frame?.height).toBeLessThanOrEqual(760);
    const markers = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.project-map__still-marker, .project-map__still-cluster')]
        .filter((marker) => marker.checkVisibility())
        .map((marker) => `${Math.round(marker.offsetLeft)},${Math.round(marker.offsetTop)}`),
    );
    expect(markers.length).toBeGreaterThan(3);
    expect(new Set(markers).size).toBe(markers.length);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  test("applies an HTML block's own style element, on the page as sent and after a client-side navigation to it", async ({
    browser,
  }) => {
    const listDisplay = (page: Page) => page.locator('#tide-list').evaluate((list) => getComputedStyle(list).display);
    const direct = await openPage(browser, '/en/components');
    await expect(direct.page.locator('#tide-list li')).toHaveCount(3);
    expect(await listDisplay(direct.page)).toBe('flex');
    expect(await direct.violations()).toEqual([]);
    await direct.page.close();

    const { page, violations } = await openPage(browser, '/en/about');
    await page.evaluate(() => {
      const app = window as unknown as {
        e2eSameDocument: boolean;
        __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
      };
      app.e2eSameDocument = true;
      void app.__reactRouterDataRouter.navigate('/en/components');
    });
    await expect(page.locator('#tide-list')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
    expect(await listDisplay(page)).toBe('flex');
    // The element itself is refused (its hash is not in the first page's policy); its rules apply all the same.
    expect((await violations()).filter((violation) => violation.startsWith('style-src'))).toEqual([
      'style-src-elem: inline',
    ]);
    await page.close();
  });
});
