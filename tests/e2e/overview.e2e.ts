import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

async function open(browser: Browser, path: string, width = 1440, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
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

test.describe('news overview: filters and pager', () => {
  test('writes the encoded selection into the address on Filter and shows page 0; the empty choice clears', async ({
    browser,
  }) => {
    const page = await open(browser, '/en/news?page=1');
    await expect(page.locator('.pager__status')).toHaveText('Page 2 of 6');

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
    await expect(page.locator('select[name="action-area"]')).toHaveValue('Khulna>! Bangladesh');

    await page.selectOption('select[name="action-area"]', { label: 'All' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => addressParams(page).has('action-area')).toBe(false);
    await expect(page.locator('.pager__status')).toHaveText('Page 1 of 6');
    await page.context().close();
  });

  test('shows the pager window with first and last page and dots at the first, a middle and the last page', async ({
    browser,
  }) => {
    const page = await open(browser, '/en/news?pageSize=2');
    await expect.poll(() => drawnPager(page)).toBe('- [1] 2 3 4 5 … 18 ›');
    await expect(page.locator('.pager__status')).toHaveText('Page 1 of 18');

    await page.getByRole('link', { name: 'Go to page 5' }).click();
    await expect.poll(() => addressParams(page).get('page')).toBe('4');
    await page.getByRole('link', { name: 'Go to page 9' }).click();
    await expect.poll(() => drawnPager(page)).toBe('‹ 1 … 5 6 7 8 [9] 10 11 12 13 … 18 ›');
    expect(addressParams(page).get('pageSize')).toBe('2');

    await page.getByRole('link', { name: 'Go to page 18' }).click();
    await expect.poll(() => drawnPager(page)).toBe('‹ 1 … 14 15 16 17 [18] -');
    await expect(page.locator('.pager__status')).toHaveText('Page 18 of 18');
    await page.context().close();
  });

  test('keeps the filters when moving to another page', async ({ browser }) => {
    const page = await open(browser, '/en/news?pageSize=2&focus-area=Water%20management');
    const first = await cardTitles(page);
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => addressParams(page).get('page')).toBe('1');
    expect(addressParams(page).get('focus-area')).toBe('Water management');
    await expect.poll(() => cardTitles(page)).not.toEqual(first);
    await expect(page.locator('select[name="focus-area"]')).toHaveValue('Water management');
    await page.context().close();
  });

  test('filters and pages without JavaScript through the plain form', async ({ browser }) => {
    const page = await open(browser, '/en/news', 1440, false);
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

test.describe('events near a postcode', () => {
  test('keeps events within 10 km of 1012AB: an Amsterdam event in, a Maastricht one out', async ({ browser }) => {
    const page = await open(browser, '/en/events?pageSize=50');
    await expect.poll(() => cardTitles(page)).toContain('Water symposium in Maastricht');
    await page.fill('input[name="postcode"]', '1012AB');
    await page.fill('input[name="maxDistanceKm"]', '10');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => addressParams(page).get('postcode')).toBe('1012AB');
    // The address changes before the filtered list arrives, and the Amsterdam event is in both lists:
    // wait for the list to change, then check what it holds.
    await expect.poll(() => cardTitles(page)).not.toContain('Water symposium in Maastricht');
    await expect.poll(() => cardTitles(page)).toContain('Saline farming day in Amsterdam');
    expect(addressParams(page).get('maxDistanceKm')).toBe('10');
    await page.context().close();
  });

  test('says so when a postcode is unknown instead of showing an empty list', async ({ browser }) => {
    const page = await open(browser, '/en/events?postcode=1000AA');
    await expect(page.getByRole('alert')).toHaveText(
      'We do not know the postcode “1000AA”. Enter a Dutch postcode such as 1012AB.',
    );
    await expect(page.locator('.overview-card')).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('search as an overview', () => {
  test('finds a Dutch page by another inflection of its word and reports the count to the data layer', async ({
    browser,
  }) => {
    const page = await open(browser, '/nl/searchPage?searchQuery=aardappel');
    await expect
      .poll(async () => (await cardTitles(page)).some((title) => title.toLowerCase().includes('aardappelen')))
      .toBe(true);
    await expect.poll(() => page.locator('.overview-card mark').count()).toBeGreaterThan(0);
    await expect(page.locator('#search-results-title')).toHaveText(/^\d+ resulta/);
    const summary = await page.locator('#search-results-title').textContent();
    const count = Number(/^(\d+) resulta/.exec(summary ?? '')?.[1]);
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
          (entry) => typeof entry['event'] === 'string' && String(entry['event']).startsWith('search_'),
        ),
      );
    await expect.poll(events).toEqual([{ event: 'search_results', search_query: 'aardappel', result_count: count }]);
    await page.context().close();
  });

  test('keeps /wp/ in the result links when the address has it', async ({ browser }) => {
    const page = await open(browser, '/wp/en/searchPage?searchQuery=sea%20aster');
    await expect.poll(() => page.locator('.overview-card__link').count()).toBeGreaterThan(0);
    const hrefs = await page
      .locator('.overview-card__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/wp/en/'))).toBe(true);
    await page.context().close();
  });
});

test.describe('recent news block with a count', () => {
  test('shows the latest news of the page language with dates in Dutch long format', async ({ browser }) => {
    const overview = await open(browser, '/nl/nieuws');
    await expect.poll(async () => (await cardTitles(overview)).length).toBeGreaterThanOrEqual(3);
    const latest = (await cardTitles(overview)).slice(0, 3);
    await overview.context().close();

    const home = await open(browser, '/nl/');
    const teasers = home.locator('.recent-news-block .news-teaser__title');
    await expect(teasers).toHaveText(latest);
    await expect(home.locator('.recent-news-block .news-teaser__date')).toHaveCount(3);
    const dates = await home.locator('.recent-news-block .news-teaser__date').allTextContents();
    for (const date of dates)
      expect(date).toMatch(
        /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
      );
    await home.context().close();
  });
});

test.describe('overview pages are accessible', () => {
  const pages = ['/en/news', '/nl/evenementen?postcode=1012AB', '/en/team', '/en/searchPage?searchQuery=salt'];
  for (const path of pages) {
    for (const width of [375, 1440]) {
      test(`${path} has no axe-core violations at ${width} px`, async ({ browser }) => {
        const page = await open(browser, path, width);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
