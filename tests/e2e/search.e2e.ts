import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

async function searchEvents(page: Page) {
  return page.evaluate(() => {
    const entries = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[];
    return entries.filter((entry) => typeof entry['event'] === 'string' && entry['event'].startsWith('search_'));
  });
}

test.describe('site search on the search page', () => {
  test('lists the pages that match and reports the result count to the data layer', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/searchPage?searchQuery=salt%20tolerant%20potatoes`);
    await waitForHydration(page);
    await expect(page.locator('#search-results-title')).toHaveText(/^\d+ results? for/);
    const summary = await page.locator('#search-results-title').textContent();
    const count = Number(/^(\d+) results? for/.exec(summary ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(page.locator('.overview__item')).toHaveCount(Math.min(count, 6));
    await expect
      .poll(() => searchEvents(page))
      .toEqual([{ event: 'search_results', search_query: 'salt tolerant potatoes', result_count: count }]);
    await page.close();
  });

  test('says nothing was found in Dutch and reports the no-result marker', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/nl/searchPage?searchquery=xylofoonquasar`);
    await waitForHydration(page);
    await expect(page.locator('#search-results-title')).toHaveText(
      'Niets gevonden voor ‘xylofoonquasar’. Probeer een ander woord.',
    );
    await expect(page.locator('.overview__item')).toHaveCount(0);
    await expect
      .poll(() => searchEvents(page))
      .toEqual([{ event: 'search_no_results', search_query: 'xylofoonquasar', result_count: 0 }]);
    await page.close();
  });

  test('reports no search event on the search page without searchQuery', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/searchPage`);
    await waitForHydration(page);
    await expect(page.locator('#search-results-title')).toHaveCount(0);
    expect(await searchEvents(page)).toEqual([]);
    await page.close();
  });
});
