import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile } from './support/browser.ts';
import { demoPagePaths, scrollThrough } from './support/consent.ts';
import { waitForHydration } from './support/shell.ts';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

const paths = demoPagePaths();

describe.each(['en', 'nl'])('a fresh visitor on every demo page (%s)', (language) => {
  it(
    'sees the cookie bar, and the browser asks no host but the site itself',
    async () => {
      const own = paths.filter((path) => path.startsWith(`/${language}/`));
      expect(own.length).toBeGreaterThan(30);
      if (language === 'en') expect(own).toContain('/en/components');
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== baseUrl) foreign.push(`${request.frame().url()} -> ${request.url()}`);
      });
      const page = await context.newPage();
      const withoutBar: string[] = [];
      for (const path of own) {
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        if (!(await page.locator('[data-cookie-bar]').isVisible())) withoutBar.push(path);
        await scrollThrough(page);
        await page.waitForTimeout(150);
      }
      expect(withoutBar).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await context.cookies(baseUrl)).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
