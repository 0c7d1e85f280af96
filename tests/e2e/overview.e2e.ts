import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, browserForThisFile } from './support/browser.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

async function open(path: string, width = 1440, javaScriptEnabled = true): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  if (javaScriptEnabled) await waitForHydration(page);
  return page;
}

const cardTitles = (page: Page) => page.locator('.overview-card__title').allTextContents();
const addressParams = (page: Page) => new URL(page.url()).searchParams;
/** The tags of each card, card by card. */
const cardTags = (page: Page) =>
  page
    .locator('.overview-card')
    .evaluateAll((cards) =>
      cards.map((card) => [...card.querySelectorAll('.overview-card__tag')].map((tag) => tag.textContent)),
    );

/** The pager as a reader sees it: `‹ 1 … 5 6 [7] 8 9 … 20 ›`, then the status line. */
async function drawnPager(page: Page): Promise<string> {
  return page.locator('.pager__list > li').evaluateAll((items) =>
    items
      .map((item) => {
        const link = item.querySelector('a, span');
        if (item.classList.contains('pager__gap')) return '…';
        if (item.classList.contains('pager__step')) {
          const enabled = link?.tagName === 'A';
          return item === item.parentElement?.firstElementChild ? (enabled ? '‹' : '-') : enabled ? '›' : '-';
        }
        return link?.getAttribute('aria-current') === 'page' ? `[${link.textContent}]` : (link?.textContent ?? '');
      })
      .join(' '),
  );
}

describe('news overview: filters and pager', () => {
  it('writes the encoded selection into the address on Filter and shows page 0; the empty choice clears', async () => {
    const page = await open('/en/news?page=1');
    const total = await page.locator('.pager__status').textContent();
    expect(total).toBe('Page 2 of 6');

    // Changing the choice alone changes nothing but the selection.
    await page.selectOption('select[name="action-area"]', { label: 'Khulna, Bangladesh' });
    expect(addressParams(page).get('page')).toBe('1');

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => addressParams(page).get('action-area')).toBe('Khulna>! Bangladesh');
    expect(addressParams(page).has('page')).toBe(false);
    // The address changes before the filtered list arrives: wait until every card carries the tag.
    await expect
      .poll(async () => {
        const tags = await cardTags(page);
        return tags.length > 0 && tags.every((tagsOfCard) => tagsOfCard.includes('Khulna, Bangladesh'));
      })
      .toBe(true);
    expect(await page.locator('select[name="action-area"]').inputValue()).toBe('Khulna>! Bangladesh');

    await page.selectOption('select[name="action-area"]', { label: 'All' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => addressParams(page).has('action-area')).toBe(false);
    await expect.poll(() => page.locator('.pager__status').textContent()).toBe('Page 1 of 6');
    await page.context().close();
  });

  it('shows the pager window with first and last page and dots at the first, a middle and the last page', async () => {
    const page = await open('/en/news?pageSize=2');
    expect(await drawnPager(page)).toBe('- [1] 2 3 4 5 … 18 ›');
    expect(await page.locator('.pager__status').textContent()).toBe('Page 1 of 18');

    await page.getByRole('link', { name: 'Go to page 5' }).click();
    await expect.poll(() => addressParams(page).get('page')).toBe('4');
    await page.getByRole('link', { name: 'Go to page 9' }).click();
    await expect.poll(() => drawnPager(page)).toBe('‹ 1 … 5 6 7 8 [9] 10 11 12 13 … 18 ›');
    expect(addressParams(page).get('pageSize')).toBe('2');

    await page.getByRole('link', { name: 'Go to page 18' }).click();
    await expect.poll(() => drawnPager(page)).toBe('‹ 1 … 14 15 16 17 [18] -');
    expect(await page.locator('.pager__status').textContent()).toBe('Page 18 of 18');
    await page.context().close();
  });

  it('keeps the filters when moving to another page', async () => {
    const page = await open('/en/news?pageSize=2&focus-area=Water%20management');
    const first = await cardTitles(page);
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => addressParams(page).get('page')).toBe('1');
    expect(addressParams(page).get('focus-area')).toBe('Water management');
    await expect.poll(() => cardTitles(page)).not.toEqual(first);
    expect(await page.locator('select[name="focus-area"]').inputValue()).toBe('Water management');
    await page.context().close();
  });

  it('filters and pages without JavaScript through the plain form', async () => {
    const page = await open('/en/news', 1440, false);
    await page.selectOption('select[name="focus-area"]', { label: 'Salt-tolerant crops' });
    await Promise.all([page.waitForURL(/focus-area=/), page.click('.overview-filters__submit')]);
    expect(addressParams(page).get('focus-area')).toBe('Salt-tolerant crops');
    const tags = await cardTags(page);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tagsOfCard) => tagsOfCard.includes('Salt-tolerant crops'))).toBe(true);
    await Promise.all([page.waitForURL(/page=1/), page.getByRole('link', { name: 'Next', exact: true }).click()]);
    expect(addressParams(page).get('focus-area')).toBe('Salt-tolerant crops');
    await page.context().close();
  });
});

describe('events near a postcode', () => {
  it('keeps events within 10 km of 1012AB: an Amsterdam event in, a Maastricht one out', async () => {
    const page = await open('/en/events?pageSize=50');
    expect(await cardTitles(page)).toContain('Water symposium in Maastricht');
    await page.fill('input[name="postcode"]', '1012AB');
    await page.fill('input[name="maxDistanceKm"]', '10');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => addressParams(page).get('postcode')).toBe('1012AB');
    // The address changes before the filtered list arrives, and the Amsterdam event is in both lists:
    // wait for the list to change, then check what it holds.
    await expect.poll(() => cardTitles(page)).not.toContain('Water symposium in Maastricht');
    expect(await cardTitles(page)).toContain('Saline farming day in Amsterdam');
    expect(addressParams(page).get('maxDistanceKm')).toBe('10');
    await page.context().close();
  });

  it('says so when a postcode is unknown instead of showing an empty list', async () => {
    const page = await open('/en/events?postcode=1000AA');
    expect(await page.getByRole('alert').textContent()).toBe(
      'We do not know the postcode “1000AA”. Enter a Dutch postcode such as 1012AB.',
    );
    expect(await page.locator('.overview-card').count()).toBe(0);
    await page.context().close();
  });
});

describe('search as an overview', () => {
  it('finds a Dutch page by another inflection of its word and reports the count to the data layer', async () => {
    const page = await open('/nl/searchPage?searchQuery=aardappel');
    const titles = await cardTitles(page);
    expect(titles.some((title) => title.toLowerCase().includes('aardappelen'))).toBe(true);
    expect(await page.locator('.overview-card mark').count()).toBeGreaterThan(0);
    const summary = await page.locator('#search-results-title').textContent();
    const count = Number(/^(\d+) resulta/.exec(summary ?? '')?.[1]);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => typeof entry['event'] === 'string' && String(entry['event']).startsWith('search_'),
      ),
    );
    expect(events).toEqual([{ event: 'search_results', search_query: 'aardappel', result_count: count }]);
    await page.context().close();
  });

  it('keeps /wp/ in the result links when the address has it', async () => {
    const page = await open('/wp/en/searchPage?searchQuery=sea%20aster');
    const hrefs = await page
      .locator('.overview-card__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/wp/en/'))).toBe(true);
    await page.context().close();
  });
});

describe('recent news block with a count', () => {
  it('shows the latest news of the page language with dates in Dutch long format', async () => {
    const overview = await open('/nl/nieuws');
    const latest = (await cardTitles(overview)).slice(0, 3);
    await overview.context().close();

    const home = await open('/nl/');
    const teasers = home.locator('.recent-news-block .news-teaser__title');
    await expect.poll(() => teasers.allTextContents()).toEqual(latest);
    const dates = await home.locator('.recent-news-block .news-teaser__date').allTextContents();
    expect(dates).toHaveLength(3);
    for (const date of dates)
      expect(date).toMatch(
        /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
      );
    await home.context().close();
  });
});

describe('overview pages are accessible', () => {
  const pages = ['/en/news', '/nl/evenementen?postcode=1012AB', '/en/team', '/en/searchPage?searchQuery=salt'];
  for (const path of pages) {
    it.each([375, 1440])(`${path} has no axe-core violations at %i px`, async (width) => {
      const page = await open(path, width);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });
  }
});
