import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile } from './support/browser.ts';
import { repoRoot } from './support/server.ts';
import { waitForHydration } from './support/shell.ts';

// The team overview's grid follows the team's rule of the design: 1 column on extra small
// screens, 2 from the sm breakpoint (480 px), 3 from md (768 px), as /spa/about-us does.

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
const screenshotDir = path.join(repoRoot, 'tests/e2e/screenshots');

/** The number of columns the grid lays out, at a viewport width. */
async function columnsAt(page: Page, selector: string, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  return page
    .locator(selector)
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

const widths = [375, 479, 480, 600, 767, 768, 800, 1280];
const expected = [1, 1, 2, 2, 2, 3, 3, 3];

describe('the team overview grid', () => {
  it('has 1, 2 and 3 columns from the sm and md breakpoints, in both languages', async () => {
    for (const path of ['/en/team', '/nl/team']) {
      const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator('.overview--team-member .overview-card').count()).toBeGreaterThan(3);
      const columns: number[] = [];
      for (const width of widths) columns.push(await columnsAt(page, '.overview--team-member .overview__list', width));
      expect(columns, path).toEqual(expected);
      await page.close();
    }
  });

  it('lays out as the team on /spa/about-us at every width', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/spa/about-us`);
    await waitForHydration(page);
    await page.locator('.team-members__grid').waitFor();
    const columns: number[] = [];
    for (const width of widths) columns.push(await columnsAt(page, '.team-members__grid', width));
    expect(columns).toEqual(expected);
    await page.close();
  });

  it('takes screenshots of the team overview at 600 and 800 px', async () => {
    await mkdir(screenshotDir, { recursive: true });
    for (const width of [600, 800]) {
      const page = await browser().newPage({ viewport: { width, height: 1000 } });
      await page.goto(`${baseUrl}/en/team`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Accept all' }).click();
      const list = page.locator('.overview--team-member .overview__list');
      // Lazy images load once they come near the viewport.
      for (const image of await list.locator('img').all()) await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          list.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);
      await page
        .locator('.overview--team-member')
        .screenshot({ path: path.join(screenshotDir, `team-overview-${width}.png`) });
      await page.close();
    }
  });
});
