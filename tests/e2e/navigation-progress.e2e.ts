import { expect, test, type Route } from '@playwright/test';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

test.describe('the loading state of a client-side navigation', () => {
  test('shows a slim bar and says politely that the page is loading while a slow page loads, without moving the page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'showCookies', value: 'no', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/about`);
    await waitForHydration(page);
    const bar = page.locator('.navigation-progress');
    const status = page.locator('[data-navigation-status]');
    await expect(bar).toBeHidden();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');

    // The next page's data request is held (the server still answers it) until the bar shows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const dataRequests: string[] = [];
    await page.route(/\.data(\?|$)/, async (route: Route) => {
      dataRequests.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
    });

    await page.getByRole('banner').getByRole('link', { name: 'Publications', exact: true }).click();
    await bar.waitFor({ state: 'visible' });
    await expect(status).toHaveText('Loading the page…');
    expect(dataRequests.length).toBeGreaterThan(0);
    // The old page is still there, unmoved, under a bar that takes no room in the page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Zilt');
    await expect(bar).toHaveCSS('position', 'fixed');
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);

    release();
    await page.getByRole('heading', { level: 1, name: 'Publications' }).waitFor();
    await bar.waitFor({ state: 'hidden' });
    await expect(status).toHaveText('');
    await context.close();
  });

  test('says so in Dutch on a Dutch page, also on a small screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.addCookies([{ name: 'showCookies', value: 'no', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/nl/over-ons`);
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route: Route) => {
      await held;
      await route.continue();
    });
    // Not awaited: the navigation ends only after the held request is let through.
    await page.evaluate(() => {
      void (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/nl/');
    });
    await page.locator('.navigation-progress').waitFor({ state: 'visible' });
    await expect(page.locator('[data-navigation-status]')).toHaveText('De pagina wordt geladen…');
    release();
    await page.locator('.navigation-progress').waitFor({ state: 'hidden' });
    await context.close();
  });
});
