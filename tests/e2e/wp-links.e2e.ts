import { expect, test, type Browser, type Page } from '@playwright/test';
import { launchOptions } from './support/browser.ts';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// A visitor who came in under /wp/{lang}/ stays under /wp/: every link the site builds to one
// of its content pages keeps the segment (menus, blocks, footer, recent-news teasers, the map's
// project list and its popups). Links to other apps, files and other hosts stay as they are.

// The projects page draws its map with WebGL: this file's workers start Chromium with software WebGL.
test.use({ launchOptions: launchOptions({ webgl: true }) });

/** Paths that are pages of the content site (not files, images, scripts, the API or other apps). */
function isContentPageLink(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  if (/^\/(?:spa|dev|api|media|images|assets)(?:[/?#]|$)/.test(href)) return false;
  return !/\.[a-z\d]{2,5}$/i.test(href.split(/[?#]/)[0] ?? '');
}

/** The in-site page links of a part of the page. */
async function contentPageLinks(page: Page, selector = 'body'): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .first()
    .evaluate((root) => [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter(isContentPageLink);
}

/** The in-site page links of a part of the page that do not start with `prefix`. */
async function linksOutside(page: Page, prefix: string, selector = 'body'): Promise<string[]> {
  return (await contentPageLinks(page, selector)).filter((href) => !href.startsWith(prefix));
}

async function open(browser: Browser, path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return page;
}

test.describe('links on pages under /wp/', () => {
  test('keep /wp/ on the home page: menus, blocks, recent-news teasers and footer, in the server HTML and after hydration', async ({
    browser,
  }) => {
    const html = await (await fetch(`${baseUrl}/wp/en/`)).text();
    const served = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!).filter(isContentPageLink);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((href) => !href.startsWith('/wp/'))).toEqual([]);

    const page = await open(browser, '/wp/en/');
    const teasers = '.recent-news-block__list';
    await expect.poll(async () => (await contentPageLinks(page, teasers)).length).toBeGreaterThan(0);
    await expect.poll(() => linksOutside(page, '/wp/en/news/', teasers)).toEqual([]);
    await expect.poll(() => linksOutside(page, '/wp/')).toEqual([]);
    // Other hosts keep their address.
    await expect(page.locator('footer a[href^="https://www.linkedin.com/"]')).toHaveCount(1);

    // A teaser opens its news page under /wp/, without a page load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const teaser = page.locator('.recent-news-block__list a').first();
    const target = (await teaser.getAttribute('href')) ?? '';
    const title = ((await teaser.textContent()) ?? '').trim();
    await teaser.click();
    await expect(page).toHaveURL(`${baseUrl}${target}`);
    await expect(page).toHaveURL((url) => /^\/wp\/en\/news\//.test(url.pathname));
    // The news page is on screen (its links, not the home page's, are checked below).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect.poll(() => linksOutside(page, '/wp/')).toEqual([]);
    await page.close();
  });

  test("keep /wp/ in the editor's links inside text blocks", async ({ browser }) => {
    const page = await open(browser, '/wp/en/about');
    await expect.poll(() => contentPageLinks(page, '.page-blocks')).toContain('/wp/en/field-labs');
    await expect.poll(() => linksOutside(page, '/wp/')).toEqual([]);
    await page.locator('.rich-text a[href="/wp/en/field-labs"]').first().click();
    await expect(page).toHaveURL(`${baseUrl}/wp/en/field-labs`);
    await page.close();
  });

  test('keep /wp/ in the Dutch overview cards and pager', async ({ browser }) => {
    const page = await open(browser, '/wp/nl/nieuws');
    const cards = '.overview__list';
    await expect.poll(async () => (await contentPageLinks(page, cards)).length).toBeGreaterThan(0);
    await expect.poll(() => linksOutside(page, '/wp/nl/', cards)).toEqual([]);
    await expect.poll(() => linksOutside(page, '/wp/')).toEqual([]);
    await page.close();
  });

  test("keep /wp/ in the map's project list and in a popup's Read more, which opens the project under /wp/", async ({
    browser,
  }) => {
    const page = await open(browser, '/wp/en/projects');
    const list = '.project-map__list';
    await expect.poll(async () => (await contentPageLinks(page, list)).length).toBeGreaterThan(100);
    await expect.poll(() => linksOutside(page, '/wp/en/', list)).toEqual([]);

    // The map starts when the visitor comes to it.
    await page.evaluate(() => document.querySelector('.project-map__canvas')!.scrollIntoView({ block: 'center' }));
    await page.waitForSelector('.project-map__canvas[data-map-idle="true"]', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Accept all' }).click();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.classList.contains('project-map__cluster')) return 'cluster';
        if (active?.classList.contains('project-map__marker')) return 'marker';
        return 'other';
      });
    // The keyboard reaches a marker: Tab to the map, Enter on clusters until a marker has focus.
    for (let presses = 0; presses < 150 && (await focused()) === 'other'; presses += 1)
      await page.keyboard.press('Tab');
    for (let openings = 0; openings < 8 && (await focused()) === 'cluster'; openings += 1) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 20_000 })
        .not.toBe(label);
    }
    await expect.poll(focused).toBe('marker');
    await page.keyboard.press('Enter');
    const readMore = page.locator('.project-popup').getByRole('link', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('href', /^\/wp\/en\//);
    const href = (await readMore.getAttribute('href')) ?? '';
    await readMore.click();
    await expect(page).toHaveURL(`${baseUrl}${href}`);
    await expect.poll(() => page.locator('.project-side-panel, .project-layout').count()).toBeGreaterThan(0);
    await page.close();
  });

  test('leave links as they are on pages without /wp/', async ({ browser }) => {
    const page = await open(browser, '/en/');
    await expect.poll(async () => (await contentPageLinks(page)).length).toBeGreaterThan(20);
    await expect.poll(async () => (await contentPageLinks(page)).filter((href) => href.startsWith('/wp/'))).toEqual([]);
    await page.close();
  });
});
