import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { serverForThisFile } from './support/suite.ts';

// The Mini-Admin under /dev: a client-only app the same server serves, with its own policy.
const server = serverForThisFile();

/** Opens an address of the Mini-Admin and waits until the app has drawn its top bar. */
async function openAdmin(
  browser: Browser,
  path: string,
  width = 1280,
): Promise<{ page: Page; policyViolations: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
  });
  await page.goto(`${server().url}${path}`);
  await page.getByRole('link', { name: 'Mini-Admin' }).waitFor();
  return { page, policyViolations };
}

test.describe('the Mini-Admin frame', () => {
  test('serves one page for every /dev address under its own policy, and its files for a year', async () => {
    const response = await fetch(`${server().url}/dev/data`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    const script = /src="(\/dev\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page names its script').toBeDefined();
    const asset = await fetch(`${server().url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const missing = await fetch(`${server().url}/dev/assets/nothing-here.js`);
    expect(missing.status).toBe(404);
  });

  test('shows the home page with the Data and System cards, in Dutch by default', async ({ browser }) => {
    const { page, policyViolations } = await openAdmin(browser, '/dev/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Data', 'Systeem', 'Activiteit', 'Inzendingen']);
    const nav = page.getByRole('navigation', { name: 'Onderdelen van Mini-Admin' });
    await expect(nav.getByRole('link')).toHaveText(['Data', 'Systeem', 'Activiteit', 'Inzendingen']);
    // The home page has no token field; the data and system pages have it.
    await expect(page.getByLabel('Beveiligingstoken')).toHaveCount(0);
    await page.getByRole('link', { name: 'Systeem openen' }).click();
    await page.waitForURL(/\/dev\/system$/);
    await page.getByLabel('Beveiligingstoken').waitFor();
    expect(policyViolations).toEqual([]);
    await page.context().close();
  });

  test('speaks English when the path below /dev starts with en, and keeps it in its links', async ({ browser }) => {
    const { page } = await openAdmin(browser, '/dev/en/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Data', 'System', 'Activity', 'Submissions']);
    await page.getByRole('navigation', { name: 'Mini-Admin sections' }).getByRole('link', { name: 'Data' }).click();
    await page.waitForURL(/\/dev\/en\/data$/);
    await page.getByLabel('Security token').waitFor();
    await page.context().close();
  });

  test('sends any other /dev address to the home page', async ({ browser }) => {
    for (const [path, home] of [
      ['/dev/', '/dev/home'],
      ['/dev/reports/2026', '/dev/home'],
      ['/dev/en/nothing', '/dev/en/home'],
    ] as const) {
      const { page } = await openAdmin(browser, path);
      await expect(page, `${path} goes to ${home}`).toHaveURL((url) => url.pathname === home);
      await page.getByRole('heading', { name: 'Data' }).waitFor();
      await page.context().close();
    }
  });

  test('keeps the security token in the browser across a reload and between the data and system pages', async ({
    browser,
  }) => {
    const { page } = await openAdmin(browser, '/dev/en/data');
    const field = page.getByLabel('Security token');
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill('  support-token-for-the-test  ');
    await page.reload();
    await page.getByLabel('Security token').waitFor();
    await expect(page.getByLabel('Security token')).toHaveValue('support-token-for-the-test');
    await page.getByRole('link', { name: 'System', exact: true }).click();
    await page.waitForURL(/\/dev\/en\/system$/);
    await expect(page.getByLabel('Security token')).toHaveValue('support-token-for-the-test');
    await page.context().close();
  });

  test('has no axe-core violations on the home, data and system pages at 375 and 1440 px', async ({ browser }) => {
    for (const width of [375, 1440]) {
      for (const path of ['/dev/home', '/dev/data', '/dev/system']) {
        const { page } = await openAdmin(browser, path, width);
        await page.locator('h1, h2').first().waitFor();
        const violations = await axeViolations(page);
        expect(violations, `${path} at ${width} px: ${describeViolations(violations)}`).toEqual([]);
        await page.context().close();
      }
    }
  });
});
