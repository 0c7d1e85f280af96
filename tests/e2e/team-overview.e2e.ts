import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { repoRoot } from './support/server.ts';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// The team overview's grid follows the team's rule of the design: 1 column on extra small
// screens, 2 from the sm breakpoint (480 px), 3 from md (768 px), as /spa/about-us does.

const screenshotDir = path.join(repoRoot, 'tests/e2e/screenshots');

const widths = [375, 479, 480, 600, 767, 768, 800, 1280];
const expected = [1, 1, 2, 2, 2, 3, 3, 3];

/** A grid's computed `grid-template-columns` with `count` columns: one track size per column. */
function tracks(count: number): RegExp {
  return new RegExp(`^\\S+(?: \\S+){${count - 1}}$`);
}

/** Checks at each of the widths that the grid lays out the expected number of columns. */
async function expectColumnsAtEveryWidth(page: Page, grid: Locator, label: string) {
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    const columns = expected[index]!;
    await expect(grid, `${label} at ${width} px: ${columns} columns`).toHaveCSS(
      'grid-template-columns',
      tracks(columns),
    );
  }
}

test.describe('the team overview grid', () => {
  test('has 1, 2 and 3 columns from the sm and md breakpoints, in both languages', async ({ browser }) => {
    for (const path of ['/en/team', '/nl/team']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator('.overview--team-member .overview-card').count(), path).toBeGreaterThan(3);
      await expectColumnsAtEveryWidth(page, page.locator('.overview--team-member .overview__list'), path);
      await page.close();
    }
  });

  test('lays out as the team on /spa/about-us at every width', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/spa/about-us`);
    await waitForHydration(page);
    const grid = page.locator('.team-members__grid');
    await expect(grid).toBeVisible();
    await expectColumnsAtEveryWidth(page, grid, '/spa/about-us');
    await page.close();
  });

  test('takes screenshots of the team overview at 600 and 800 px', async ({ browser }) => {
    await mkdir(screenshotDir, { recursive: true });
    for (const width of [600, 800]) {
      const page = await browser.newPage({ viewport: { width, height: 1000 } });
      await page.goto(`${baseUrl}/en/team`);
      await waitForHydration(page);
      const accept = page.getByRole('button', { name: 'Accept all' });
      await accept.click();
      // The consent banner is gone before the picture is taken.
      await expect(accept).toBeHidden();
      const list = page.locator('.overview--team-member .overview__list');
      await expect(list).toBeVisible();
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
