import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { repoRoot } from './support/server.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// The search page: its result cards show the image of each item's header, like the cards of the
// other overview lists, and its breadcrumb names the page by its title.

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

async function open(browser: Browser, url: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
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

/** The names of the breadcrumb trail the page gives search engines (its first JSON-LD). */
async function structuredBreadcrumb(page: Page): Promise<string[]> {
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(jsonLd ?? '{}') as { itemListElement: { name: string }[] }).itemListElement.map(
    (item) => item.name,
  );
}

test.describe('search results', () => {
  test("show the image of each item's header, loaded, beside the text", async ({ browser }) => {
    const expected = await apiResults('water', 'en');
    const withImage = expected.filter((item) => item.image);
    expect(withImage.length).toBeGreaterThan(0);

    const page = await open(browser, `${baseUrl}/en/searchPage?searchQuery=water`);
    const cards = page.locator('.overview-card--search');
    await expect(cards).toHaveCount(expected.length);
    // Lazy images load once they come near the viewport.
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shownCards(page)).filter((card) => card.loaded).length).toBe(withImage.length);
    for (const item of expected) {
      const card = async () => (await shownCards(page)).find((candidate) => candidate.title === item.title);
      await expect.poll(card, item.title).toBeDefined();
      if (item.image) {
        // The image route serves the header's image: /media/x.svg is shown from /images/r/…/x.svg.
        const file = item.image.originalImageUrl.replace(/^\/media\//, '');
        await expect.poll(async () => (await card())?.image, item.title).toContain(file);
        await expect.poll(async () => (await card())?.width, item.title).toBeGreaterThan(150);
      } else {
        await expect.poll(async () => (await card())?.image, item.title).toBeNull();
      }
    }
    // Each image has the header's alternative text.
    const first = withImage[0]!;
    const firstCard = cards.filter({ hasText: first.title }).first();
    await expect(firstCard.locator('img')).toHaveAttribute('alt', first.image!.altText);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await mkdir(screenshotDir, { recursive: true });
    const accept = page.getByRole('button', { name: 'Accept all' });
    await accept.click();
    // The consent banner is gone before the picture is taken.
    await expect(accept).toBeHidden();
    await page.locator('.overview--search').screenshot({ path: path.join(screenshotDir, 'search-results-1280.png') });
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(async () => (await shownCards(page))[0]?.width ?? 0).toBeLessThan(120);
    await page.locator('.overview--search').screenshot({ path: path.join(screenshotDir, 'search-results-375.png') });
    await page.close();
  });

  test('show the image on Dutch results as well', async ({ browser }) => {
    const expected = (await apiResults('water', 'nl')).filter((item) => item.image);
    expect(expected.length).toBeGreaterThan(0);
    const page = await open(browser, `${baseUrl}/nl/searchPage?searchQuery=water`);
    await expect(page.locator('.overview-card--search img')).toHaveCount(expected.length);
    await page.close();
  });
});

test.describe("the search page's breadcrumb", () => {
  test("names the page by its title, not 'SearchPage', in English and Dutch, also for search engines", async ({
    browser,
  }) => {
    for (const [lang, title] of [
      ['en', 'Search'],
      ['nl', 'Zoeken'],
    ] as const) {
      const page = await open(browser, `${baseUrl}/${lang}/searchPage?searchQuery=salt`);
      const trail = page.locator('nav.breadcrumbs');
      await expect(trail.getByRole('listitem')).toHaveText(['Home', title]);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(title);
      await expect.poll(() => structuredBreadcrumb(page), lang).toEqual(['Home', title]);
      // Checked once the trail shows the title: the page's name appears nowhere.
      expect(await page.content()).not.toContain('>SearchPage<');
      await page.close();
    }
  });
});
