import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForThisFile } from './support/browser.ts';
import { waitForHydration } from './support/shell.ts';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

async function searchEvents(page: Page) {
  return page.evaluate(() => {
    const entries = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[];
    return entries.filter((entry) => typeof entry['event'] === 'string' && entry['event'].startsWith('search_'));
  });
}

describe('site search on the search page', () => {
  it('lists the pages that match and reports the result count to the data layer', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/en/searchPage?searchQuery=salt%20tolerant%20potatoes`);
    await waitForHydration(page);
    const summary = await page.locator('#search-results-title').textContent();
    const count = Number(/^(\d+) results? for/.exec(summary ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(await page.locator('.overview__item').count()).toBe(Math.min(count, 6));
    expect(await searchEvents(page)).toEqual([
      { event: 'search_results', search_query: 'salt tolerant potatoes', result_count: count },
    ]);
    await page.close();
  });

  it('says nothing was found in Dutch and reports the no-result marker', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/nl/searchPage?searchquery=xylofoonquasar`);
    await waitForHydration(page);
    expect(await page.locator('#search-results-title').textContent()).toBe(
      'Niets gevonden voor ‘xylofoonquasar’. Probeer een ander woord.',
    );
    expect(await page.locator('.overview__item').count()).toBe(0);
    expect(await searchEvents(page)).toEqual([
      { event: 'search_no_results', search_query: 'xylofoonquasar', result_count: 0 },
    ]);
    await page.close();
  });

  it('reports no search event on the search page without searchQuery', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/en/searchPage`);
    await waitForHydration(page);
    expect(await page.locator('#search-results-title').count()).toBe(0);
    expect(await searchEvents(page)).toEqual([]);
    await page.close();
  });
});
