import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile } from './support/browser.ts';
import { waitForHydration } from './support/shell.ts';

// A visitor who came in under /wp/{lang}/ stays under /wp/: every link the site builds to one
// of its content pages keeps the segment (menus, blocks, footer, recent-news teasers, the map's
// project list and its popups). Links to other apps, files and other hosts stay as they are.

const baseUrl = inject('baseUrl');
const browser = browserForThisFile({ webgl: true });

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

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return page;
}

describe('links on pages under /wp/', () => {
  it('keep /wp/ on the home page: menus, blocks, recent-news teasers and footer, in the server HTML and after hydration', async () => {
    const html = await (await fetch(`${baseUrl}/wp/en/`)).text();
    const served = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!).filter(isContentPageLink);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((href) => !href.startsWith('/wp/'))).toEqual([]);

    const page = await open('/wp/en/');
    const teasers = await contentPageLinks(page, '.recent-news-block__list');
    expect(teasers.length).toBeGreaterThan(0);
    expect(teasers.every((href) => href.startsWith('/wp/en/news/'))).toBe(true);
    const links = await contentPageLinks(page);
    expect(links.filter((href) => !href.startsWith('/wp/'))).toEqual([]);
    // Other hosts keep their address.
    expect(await page.locator('footer a[href^="https://www.linkedin.com/"]').count()).toBe(1);

    // A teaser opens its news page under /wp/, without a page load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const teaser = page.locator('.recent-news-block__list a').first();
    const target = await teaser.getAttribute('href');
    await teaser.click();
    await page.waitForURL(`${baseUrl}${target}`);
    expect(new URL(page.url()).pathname).toMatch(/^\/wp\/en\/news\//);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await contentPageLinks(page)).filter((href) => !href.startsWith('/wp/'))).toEqual([]);
    await page.close();
  });

  it("keep /wp/ in the editor's links inside text blocks", async () => {
    const page = await open('/wp/en/about');
    const text = await contentPageLinks(page, '.page-blocks');
    expect(text).toContain('/wp/en/field-labs');
    expect((await contentPageLinks(page)).filter((href) => !href.startsWith('/wp/'))).toEqual([]);
    await page.locator('.rich-text a[href="/wp/en/field-labs"]').first().click();
    await page.waitForURL(`${baseUrl}/wp/en/field-labs`);
    await page.close();
  });

  it('keep /wp/ in the Dutch overview cards and pager', async () => {
    const page = await open('/wp/nl/nieuws');
    const cards = await contentPageLinks(page, '.overview__list');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((href) => href.startsWith('/wp/nl/'))).toBe(true);
    expect((await contentPageLinks(page)).filter((href) => !href.startsWith('/wp/'))).toEqual([]);
    await page.close();
  });

  it("keep /wp/ in the map's project list and in a popup's Read more, which opens the project under /wp/", async () => {
    const page = await open('/wp/en/projects');
    const list = await contentPageLinks(page, '.project-map__list');
    expect(list.length).toBeGreaterThan(100);
    expect(list.filter((href) => !href.startsWith('/wp/en/'))).toEqual([]);

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
    expect(await focused()).toBe('marker');
    await page.keyboard.press('Enter');
    const readMore = page.locator('.project-popup').getByRole('link', { name: 'Read more' });
    await readMore.waitFor();
    const href = (await readMore.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/wp\/en\//);
    await readMore.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => page.locator('.project-side-panel, .project-layout').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('leave links as they are on pages without /wp/', async () => {
    const page = await open('/en/');
    const links = await contentPageLinks(page);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((href) => href.startsWith('/wp/'))).toEqual([]);
    await page.close();
  });
});
