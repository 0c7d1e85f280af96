import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, browserForThisFile } from './support/browser.ts';
import { repoRoot } from './support/server.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';

// The search page: its result cards show the image of each item's header, like the cards of the
// other overview lists, and its breadcrumb names the page by its title.

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
const screenshotDir = path.join(repoRoot, 'tests/e2e/screenshots');

interface OverviewAnswer {
  Items: { Title: string; JSONHeader: string }[];
}

/** The search results as the overview API answers them: title and header image of each. */
async function apiResults(query: string, lang: 'en' | 'nl') {
  const response = await fetch(`${baseUrl}/api/wp/GetOverviewItems?lang=${lang}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: [
        { key: 'searchQuery', value: [query] },
        { key: 'kind', value: ['search'] },
      ],
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as OverviewAnswer;
  return body.Items.map((item) => {
    const header = JSON.parse(item.JSONHeader) as { image?: { originalImageUrl: string; altText: string } };
    return { title: item.Title, image: header.image ?? null };
  });
}

async function open(url: string, width = 1280): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 900 } });
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

/** Title, image address (the original it was made from) and whether the image has loaded, per card. */
async function shownCards(page: Page) {
  return page.locator('.overview-card--search').evaluateAll((cards) =>
    cards.map((card) => {
      const image = card.querySelector('img');
      return {
        title: card.querySelector('.overview-card__title')?.textContent?.trim() ?? '',
        image: image ? image.currentSrc || image.src : null,
        loaded: image ? image.complete && image.naturalWidth > 0 : false,
        width: image?.getBoundingClientRect().width ?? 0,
      };
    }),
  );
}

describe('search results', () => {
  it("show the image of each item's header, loaded, beside the text", async () => {
    const expected = await apiResults('water', 'en');
    const withImage = expected.filter((item) => item.image);
    expect(withImage.length).toBeGreaterThan(0);

    const page = await open(`${baseUrl}/en/searchPage?searchQuery=water`);
    const cards = page.locator('.overview-card--search');
    await expect.poll(() => cards.count()).toBe(expected.length);
    // Lazy images load once they come near the viewport.
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shownCards(page)).filter((card) => card.loaded).length).toBe(withImage.length);
    const shown = await shownCards(page);
    for (const item of expected) {
      const card = shown.find((candidate) => candidate.title === item.title);
      expect(card, item.title).toBeDefined();
      if (item.image) {
        // The image route serves the header's image: /media/x.svg is shown from /images/r/…/x.svg.
        const file = item.image.originalImageUrl.replace(/^\/media\//, '');
        expect(card!.image, item.title).toContain(file);
        expect(card!.width, item.title).toBeGreaterThan(150);
      } else {
        expect(card!.image, item.title).toBeNull();
      }
    }
    // Each image has the header's alternative text.
    const first = withImage[0]!;
    const firstCard = cards.filter({ hasText: first.title }).first();
    expect(await firstCard.locator('img').getAttribute('alt')).toBe(first.image!.altText);
    expect(describeViolations(await axeViolations(page))).toBe('');

    await mkdir(screenshotDir, { recursive: true });
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.locator('.overview--search').screenshot({ path: path.join(screenshotDir, 'search-results-1280.png') });
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(async () => (await shownCards(page))[0]?.width ?? 0).toBeLessThan(120);
    await page.locator('.overview--search').screenshot({ path: path.join(screenshotDir, 'search-results-375.png') });
    await page.close();
  });

  it('show the image on Dutch results as well', async () => {
    const expected = (await apiResults('water', 'nl')).filter((item) => item.image);
    expect(expected.length).toBeGreaterThan(0);
    const page = await open(`${baseUrl}/nl/searchPage?searchQuery=water`);
    const images = page.locator('.overview-card--search img');
    await expect.poll(() => images.count()).toBe(expected.length);
    await page.close();
  });
});

describe("the search page's breadcrumb", () => {
  it("names the page by its title, not 'SearchPage', in English and Dutch, also for search engines", async () => {
    for (const [lang, title] of [
      ['en', 'Search'],
      ['nl', 'Zoeken'],
    ] as const) {
      const page = await open(`${baseUrl}/${lang}/searchPage?searchQuery=salt`);
      const trail = page.locator('nav.breadcrumbs');
      expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Home', title]);
      expect(await trail.locator('[aria-current="page"]').textContent()).toBe(title);
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      const names = (JSON.parse(jsonLd ?? '{}') as { itemListElement: { name: string }[] }).itemListElement.map(
        (item) => item.name,
      );
      expect(names).toEqual(['Home', title]);
      expect(await page.content()).not.toContain('>SearchPage<');
      await page.close();
    }
  });
});
