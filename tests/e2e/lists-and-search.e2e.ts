import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// The site search (what it finds first, what each hit says it is, the type filter), the overview
// lists on a phone (filters folded behind one button, focus and count after filtering and
// paging, a way back from an empty list) and the page language of texts and dates.

const phone = 390;
const desktop = 1440;

async function open(browser: Browser, path: string, width = desktop, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  if (javaScriptEnabled) await waitForHydration(page);
  return page;
}

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const cardTitles = (page: Page) => page.locator('.overview-card__title').allTextContents();
const cardTypes = (page: Page) => page.locator('.overview-card__type').allTextContents();
const addressParams = (page: Page) => new URL(page.url()).searchParams;
const englishLongDate =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;
const dutchLongDate =
  /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/;

test.describe('site search: ranking, type and date of each hit, type filter', () => {
  test('finds the page "Saline farming" first and says of every hit what it is, with its date where it has one', async ({
    browser,
  }) => {
    const page = await open(browser, '/en/searchPage?searchQuery=saline%20farming');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Saline farming');
    const cards = page.locator('.overview-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.locator('.overview-card__type')).toHaveCount(count);
    expect(await cardTypes(page)).toContain('Page');
    expect(
      (await cardTypes(page)).every((type) => ['Page', 'News', 'Event', 'Project', 'Team member'].includes(type)),
    ).toBe(true);
    // The event "Saline farming day in Amsterdam" carries its date, in English.
    const event = cards.filter({ hasText: 'Saline farming day in Amsterdam' });
    await expect(event.locator('.overview-card__type')).toHaveText('Event');
    await expect(event.locator('time')).toHaveText(englishLongDate);
    // A page has no date.
    await expect(cards.first().locator('time')).toHaveCount(0);
    await expectAxeClean(page);
    await page.context().close();
  });

  test('filters the hits by type through the address, and offers to clear the filter when none is left', async ({
    browser,
  }) => {
    const page = await open(browser, '/en/searchPage?searchQuery=zeeland');
    await page.selectOption('select[name="type"]', { label: 'News' });
    await page.click('.overview-filters__submit');
    await expect.poll(() => addressParams(page).get('type')).toBe('news');
    expect(addressParams(page).get('searchQuery')).toBe('zeeland');
    await expect.poll(async () => new Set(await cardTypes(page))).toEqual(new Set(['News']));
    for (const date of await page.locator('.overview-card time').allTextContents())
      expect(date).toMatch(englishLongDate);
    await expect(page.locator('.overview-card time')).toHaveCount(await page.locator('.overview-card').count());
    // Focus and view move to the count of the new list.
    await expect(page.locator('#search-results-title')).toBeFocused();
    await expect(page.locator('select[name="type"]')).toHaveValue('news');
    await expectAxeClean(page);

    await page.goto(`${baseUrl}/en/searchPage?searchQuery=hackathon&type=team-member`);
    await waitForHydration(page);
    await expect(page.locator('#search-results-title')).toHaveText('Nothing found for “hackathon”. Try another word.');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => addressParams(page).has('type')).toBe(false);
    expect(addressParams(page).get('searchQuery')).toBe('hackathon');
    await expect.poll(() => cardTitles(page)).toContain('Hackathon on open salinity data');
    await page.context().close();
  });

  test('shows the types in Dutch on Dutch pages and filters without JavaScript', async ({ browser }) => {
    const page = await open(browser, '/nl/searchPage?searchQuery=zilte%20landbouw', desktop, false);
    expect((await cardTitles(page))[0]).toBe('Zilte landbouw');
    expect(await cardTypes(page)).toEqual(expect.arrayContaining(['Pagina', 'Evenement', 'Nieuws']));
    await page.selectOption('select[name="type"]', { label: 'Evenement' });
    await Promise.all([page.waitForURL(/type=event/), page.click('.overview-filters__submit')]);
    expect(addressParams(page).get('searchQuery')).toBe('zilte landbouw');
    const types = await cardTypes(page);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Evenement']));
    for (const date of await page.locator('.overview-card time').allTextContents()) expect(date).toMatch(dutchLongDate);
    await page.context().close();
  });

  test('never lists the search page itself', async ({ browser }) => {
    for (const [lang, words] of [
      ['en', 'search tips'],
      ['nl', 'zoektips'],
      ['en', 'search'],
    ] as const) {
      const page = await open(browser, `/${lang}/searchPage?searchQuery=${encodeURIComponent(words)}&pageSize=50`);
      await expect(page.locator('#search-results-title')).toBeVisible();
      const hrefs = await page
        .locator('.overview-card__link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).not.toContain(`/${lang}/searchPage`);
      await page.context().close();
    }
  });
});

test.describe('overview lists on a phone', () => {
  test('folds the filters behind one Filters button so the first card is on the first screen', async ({ browser }) => {
    const page = await open(browser, '/en/news', phone);
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('select[name="focus-area"]')).toBeHidden();
    await expect(page.locator('.overview-card').first()).toBeInViewport();
    await expectAxeClean(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('select[name="focus-area"]')).toBeVisible();
    await expectAxeClean(page);

    await page.selectOption('select[name="focus-area"]', { label: 'Salt-tolerant crops' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => addressParams(page).get('focus-area')).toBe('Salt-tolerant crops');
    // The list's heading takes focus and the view; the count is announced politely.
    const heading = page.locator('#overview-heading');
    await expect(heading).toHaveText('News items');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.locator('.overview__count')).toHaveAttribute('role', 'status');
    await expect(page.locator('.overview__count')).toHaveText(/^\d+ results?/);
    // Folded again, and the button says how many filters are active.
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute('aria-expanded', 'false');
    await page.context().close();
  });

  test('after Next, focus and view are at the list heading of the new page, with the count', async ({ browser }) => {
    const page = await open(browser, '/en/news?pageSize=2', phone);
    await expect(page.locator('.overview__count')).toHaveText(/^\d+ results, page 1 of \d+$/);
    const first = await cardTitles(page);
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect.poll(() => addressParams(page).get('page')).toBe('1');
    await expect.poll(() => cardTitles(page)).not.toEqual(first);
    const heading = page.locator('#overview-heading');
    await expect(heading).toHaveText('News items');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.locator('.overview__count')).toHaveText(/^\d+ results, page 2 of \d+$/);
    await page.context().close();
  });

  test('an empty list of events near a postcode offers a wider distance and clearing the filters', async ({
    browser,
  }) => {
    // No event lies within 10 km of Amersfoort (3811); Utrecht lies within 25 km.
    const page = await open(browser, '/en/events?postcode=3811AA&maxDistanceKm=10', phone);
    await expect(page.locator('.overview__empty')).toHaveText('There are no events that match your selection.');
    await expect(page.locator('.overview__count')).toHaveText('0 results');
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Search within 25 km' }).click();
    await expect.poll(() => addressParams(page).get('maxDistanceKm')).toBe('25');
    expect(addressParams(page).get('postcode')).toBe('3811AA');
    await expect.poll(() => page.locator('.overview-card').count()).toBeGreaterThan(0);
    await expect(page.locator('#overview-heading')).toBeFocused();
    await expect(page.locator('#overview-heading')).toHaveText('Events');

    await page.goto(`${baseUrl}/en/events?postcode=3811AA&maxDistanceKm=10`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.locator('.overview-card').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test('shows the filters open without JavaScript, and the Dutch texts on Dutch pages', async ({ browser }) => {
    const plain = await open(browser, '/en/news', phone, false);
    await expect(plain.locator('select[name="focus-area"]')).toBeVisible();
    await expect(plain.locator('.overview-filters__toggle')).toBeHidden();
    await plain.context().close();

    const dutch = await open(browser, '/nl/evenementen?postcode=3811AA&maxDistanceKm=10', phone);
    await expect(dutch.getByRole('button', { name: 'Filters (1 actief)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(dutch.locator('.overview__count')).toHaveText('0 resultaten');
    await expect(dutch.getByRole('link', { name: 'Zoek binnen 25 km' })).toBeVisible();
    await expect(dutch.getByRole('link', { name: 'Filters wissen' })).toBeVisible();
    await expectAxeClean(dutch);
    await dutch.context().close();
  });

  test('at 1440 px the filters stay open with no Filters button and the changed list is axe clean', async ({
    browser,
  }) => {
    const page = await open(browser, '/en/events?postcode=3811AA&maxDistanceKm=10', desktop);
    await expect(page.locator('.overview-filters__toggle')).toBeHidden();
    await expect(page.locator('input[name="postcode"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
    await expectAxeClean(page);
    await page.context().close();
  });
});

test.describe('texts and dates in the page language', () => {
  test('English pages show English long dates, Dutch pages Dutch ones', async ({ browser }) => {
    const english = await open(browser, '/en/', desktop);
    const englishDates = english.locator('.recent-news-block .news-teaser__date');
    await expect(englishDates.first()).toBeVisible();
    for (const date of await englishDates.allTextContents()) expect(date).toMatch(englishLongDate);
    await english.context().close();

    const dutch = await open(browser, '/nl/', desktop);
    const dutchDates = dutch.locator('.recent-news-block .news-teaser__date');
    await expect(dutchDates.first()).toBeVisible();
    for (const date of await dutchDates.allTextContents()) expect(date).toMatch(dutchLongDate);
    await dutch.context().close();
  });
});
