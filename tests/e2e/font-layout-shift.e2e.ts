import { expect, test, type Route } from '@playwright/test';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// Issue 9: the web font causes no layout shift, even when it arrives after the first paint.

/** How much later than our server the font files arrive: a slow connection's font. */
const fontDelayMs = 400;

test.describe('the web font and layout shift', () => {
  // The privacy statement's title sits near its line break at 390 px: a font swap after the
  // first paint wraps it to a second line.
  for (const width of [390, 1440]) {
    test(`keeps the cumulative layout shift of /en/privacy-statement at ${width} px below 0.01 when the font is slow`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      let fontsAsked = 0;
      let fontsAnswered = 0;
      // The delay stands for the network, not for a wait in the test: the real server answers
      // every font request, only later.
      await page.route('**/*.woff2', async (route: Route) => {
        fontsAsked += 1;
        await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
        await route.continue();
      });
      page.on('requestfinished', (request) => {
        if (request.url().endsWith('.woff2')) fontsAnswered += 1;
      });
      // Sums the layout shifts from the first paint on, as the CLS metric does (input excluded).
      await page.addInitScript(() => {
        const sums = window as unknown as { layoutShift: number };
        sums.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sums.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl}/en/privacy-statement`);
      await waitForHydration(page);
      await expect.poll(() => fontsAsked, { message: 'the page asks for its font' }).toBeGreaterThan(0);
      await expect.poll(() => fontsAnswered === fontsAsked, { message: 'every font request is answered' }).toBe(true);
      // Two frames after the last font arrived, any shift it caused has been laid out and reported.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift)),
            );
          }),
      );
      await context.close();
      expect(shift, `cumulative layout shift at ${width} px`).toBeLessThan(0.01);
    });
  }
});
