import { expect, test } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { cuttableConnection } from './support/cuttable-connection.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl, seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// Loader states: loading, loaded, no connection ('Very serious connectionerror') and
// unauthorized ('Access denied'). The connection error: the shared server is reached through a
// relay that the test cuts mid-visit. 'Access denied' (a menu read answering 401, a fault the
// server injects into its site services for `x-zilt-test-menu-status`) and the crash page (the
// fault `zilt-test-crash`) need a server running with NODE_ENV=test, the only one that
// injects them: one such server serves both.

let testHookServer: RunningServer | undefined;

/** The NODE_ENV=test server, started by the first group of tests that needs it. */
async function serverWithTestHooks(): Promise<RunningServer> {
  testHookServer ??= await startServer({ env: { NODE_ENV: 'test' }, seededFrom: seededDataDir });
  return testHookServer;
}

/** The JSON lines of a server's output. */
function loggedLines(output: string): { err?: { type?: string }; [key: string]: unknown }[] {
  return output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as { err?: { type?: string } }];
    } catch {
      return [];
    }
  });
}

test.afterAll(async () => {
  test.setTimeout(serverStopTimeout);
  await testHookServer?.stop();
});

test.describe('connection error', () => {
  test("shows 'Very serious connectionerror' when the server is gone during a client-side navigation", async ({
    browser,
  }) => {
    const connection = await cuttableConnection(baseUrl);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${connection.url}/en/about`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await connection.cut();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).click();
    await page.getByRole('heading', { name: 'Very serious connectionerror' }).waitFor();
    // The frame stays: the visitor can still use the header.
    await expect(page.getByRole('link', { name: 'Zilt – to the home page' })).toBeVisible();
    await page.close();
  });
});

test.describe('access denied', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(serverStartTimeout);
    server = await serverWithTestHooks();
  });

  test("shows 'Access denied' with status 401 when the menu read answers 401", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-zilt-test-menu-status': '401' } });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/en/about`);
    expect(response?.status()).toBe(401);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
    await context.close();
  });

  test("shows 'Access denied' during client-side navigation when the menu starts answering 401", async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/en/about`);
    await waitForHydration(page);
    await page.setExtraHTTPHeaders({ 'x-zilt-test-menu-status': '401' });
    // A language switch reloads the menus.
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await page.getByRole('heading', { name: 'Geen toegang' }).waitFor();
    await page.close();
  });

  test('ignores the test hook on a production server', async () => {
    const response = await fetch(`${baseUrl}/en/about`, { headers: { 'x-zilt-test-menu-status': '401' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<h1[^>]*>Access denied<\/h1>/.test(html), 'no Access denied heading').toBe(false);
    expect(/<h1[^>]*>About Zilt<\/h1>/.test(html), 'the about page heading').toBe(true);
  });
});

test.describe('crash page', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(serverStartTimeout);
    server = await serverWithTestHooks();
  });

  test("shows 'Error log' with the error's name, message and (outside production) stack, inside the frame, with a way home", async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/en/about`);
    await waitForHydration(page);
    // A client-side navigation to a page whose content cannot be read (the fault
    // `zilt-test-crash`, injected into the server's site services only with NODE_ENV=test).
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en/approach?zilt-test-crash=1'),
    );
    await page.getByRole('heading', { name: 'Error log' }).waitFor();
    const log = page.locator('.page-state__log');
    await expect(log).toContainText('TestCrashError');
    await expect(log).toContainText('The page was asked to crash for a test');
    await expect(page.locator('.page-state__stack')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => page.locator('.page-state').getByRole('link').count()).toBeGreaterThan(0);
    await page.close();
    // The server logged the failure as one JSON line of its log, with the request's id.
    await expect
      .poll(() => loggedLines(server.output()).find((line) => line['err']?.type === 'TestCrashError'))
      .toMatchObject({ level: 50, reqId: expect.any(String), url: expect.stringContaining('zilt-test-crash') });
  });

  test('ignores the crash hook on a production server', async () => {
    const response = await fetch(`${baseUrl}/en/approach?zilt-test-crash=1`);
    expect(response.status).toBe(200);
    expect(/<h1[^>]*>Error log<\/h1>/.test(await response.text())).toBe(false);
  });
});

test.describe('a block whose code does not load', () => {
  test('says so in the block’s place, keeps the rest of the page, and offers a reload that brings it back', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/en/privacy-statement`);
    await waitForHydration(page);
    // The connection drops exactly when the next page's download block is fetched.
    const downloadBlockCode = '**/assets/download-block-*.js';
    await page.route(downloadBlockCode, (route) => route.abort('connectionfailed'));
    await page.getByRole('banner').getByRole('link', { name: 'Publications', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Publications' }).waitFor();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'A part of this page could not be loaded. Reloading usually helps.' });
    await notice.waitFor();
    await expect(page.locator('.download-block')).toHaveCount(0);
    await expect.poll(() => page.locator('.link-list-block').count()).toBeGreaterThan(0);
    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.unroute(downloadBlockCode);
    await notice.getByRole('button', { name: 'Reload the page' }).click();
    await page.locator('.download-block').waitFor();
    await waitForHydration(page);
    await expect(page.locator('.block-code-missing')).toHaveCount(0);
    await page.close();
  });
});
