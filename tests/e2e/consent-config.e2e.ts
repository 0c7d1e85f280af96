import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { chosenCookies, cookieHeader, cookieValue, loggedDataLayer, recordDataLayer } from './support/consent.ts';
import { repoRoot } from './support/server.ts';
import { waitForHydration } from './support/shell.ts';
import { baseUrl, serverForThisFile } from './support/suite.ts';

const sharedUrl = baseUrl;

test.describe('with TAG_MANAGER_ID configured', () => {
  const server = serverForThisFile({ env: { TAG_MANAGER_ID: 'GTM-TEST123' } });

  async function contextWithStubbedTagManager(browser: Browser): Promise<{
    context: BrowserContext;
    tagManagerRequests: string[];
    foreign: string[];
  }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await recordDataLayer(context, server().url);
    const tagManagerRequests: string[] = [];
    const foreign: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).origin !== server().url) foreign.push(request.url());
    });
    await context.route('https://www.googletagmanager.com/**', (route) => {
      tagManagerRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: 'window.__tagManagerRan = true;' });
    });
    return { context, tagManagerRequests, foreign };
  }

  test('loads the tag manager only after tracking consent, then on every later page load', async ({ browser }) => {
    const { context, tagManagerRequests, foreign } = await contextWithStubbedTagManager(browser);
    const page = await context.newPage();
    const first = await page.goto(`${server().url}/en/about`);
    await waitForHydration(page);
    // The tag manager comes from the page's first script, which adds it before the load event
    // that goto waited for; later, only a consent choice adds it (see below).
    await expect.poll(() => loggedDataLayer(page)).toEqual([{ gtag: ['consent', 'default', expect.any(Object)] }]);
    expect(tagManagerRequests).toEqual([]);
    expect(foreign).toEqual([]);
    // The policy names the host (a cached page has no nonce to let the script in later); the
    // app itself loads nothing from it before consent.
    expect(first?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');

    await page
      .getByRole('region', { name: 'Cookies on this website' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await page.waitForFunction(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true);
    expect(tagManagerRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    const order = async () =>
      (await loggedDataLayer(page)).map((entry) =>
        entry.gtag ? `${entry.gtag[0]} ${entry.gtag[1]}` : String(entry['event']),
      );
    await expect.poll(order).toEqual(['consent default', 'consent update', 'cookie_accept_all', 'gtm.js']);

    // A later visit: the tag manager comes with the page, and the policy names its host.
    const second = await page.goto(`${server().url}/en/approach`);
    await page.waitForFunction(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true);
    expect(tagManagerRequests).toHaveLength(2);
    expect(second?.headers()['content-security-policy']).toMatch(
      /script-src 'self' [^;]* https:\/\/www\.googletagmanager\.com;/,
    );
    await context.close();
  });

  test('never loads the tag manager for a visitor who declined or chose video only', async ({ browser }) => {
    const { context, tagManagerRequests } = await contextWithStubbedTagManager(browser);
    const page = await context.newPage();
    await page.goto(`${server().url}/en/about`);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Cookies on this website' });
    await bar.getByRole('button', { name: 'Options' }).click();
    await bar.getByRole('checkbox', { name: /Video/ }).check();
    await bar.getByRole('button', { name: 'Save preferences' }).click();
    await page.goto(`${server().url}/en/approach`);
    await waitForHydration(page);
    // The page's first script, which would add the tag manager, ran before the load event that
    // goto waited for: it logged only the consent default, no tag manager start.
    const log = await loggedDataLayer(page);
    expect(log.filter((entry) => entry['event'] === 'gtm.js')).toEqual([]);
    expect(tagManagerRequests).toEqual([]);
    await context.close();
  });

  test('without TAG_MANAGER_ID, no page has a tag-manager script even after tracking consent', async () => {
    const html = await (
      await fetch(`${sharedUrl}/en/about`, { headers: { cookie: cookieHeader(chosenCookies(sharedUrl)) } })
    ).text();
    expect(html).not.toContain('googletagmanager');
    const configured = await (
      await fetch(`${server().url}/en/about`, { headers: { cookie: cookieHeader(chosenCookies(server().url)) } })
    ).text();
    expect(configured).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
  });

  test('reads a quoted consent cookie the same for the page and for its Content-Security-Policy', async () => {
    const response = await fetch(`${server().url}/en/about`, {
      headers: { cookie: 'functional-cookies="yes"; tracking-cookies="yes"; showCookies="no"' },
    });
    expect(response.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    const html = await response.text();
    expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(html).not.toContain('data-cookie-bar');
  });
});

test.describe('with a new CONSENT_REVISION', () => {
  const server = serverForThisFile({ env: { CONSENT_REVISION: '2' } });

  test('shows the bar again to a visitor whose choice is from the older revision, and the export command writes the new choice', async ({
    browser,
  }) => {
    const revisionOne = chosenCookies(server().url, { revision: 1 });
    // The shared server is still on revision 1: no bar there.
    expect(
      await (await fetch(`${sharedUrl}/en/about`, { headers: { cookie: cookieHeader(revisionOne) } })).text(),
    ).not.toContain('data-cookie-bar');
    expect(
      await (await fetch(`${server().url}/en/about`, { headers: { cookie: cookieHeader(revisionOne) } })).text(),
    ).toContain('data-cookie-bar');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(revisionOne);
    const page = await context.newPage();
    await page.goto(`${server().url}/en/components`);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Cookies on this website' });
    await expect(bar).toBeVisible();
    // The old yes does not count any more: the videos wait for a new answer.
    await expect(page.locator('#video-youtube [data-consent-prompt]')).toHaveCount(1);

    // Decline all reloads the page while its record is still on the way (a keepalive request):
    // the answer may reach the server after the page is gone, so the test waits for the request
    // here, and the export below shows that the server recorded it.
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/consent') && request.method() === 'POST',
    );
    await bar.getByRole('button', { name: 'Decline all' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ action: 'decline-all', revision: 2 });
    await waitForHydration(page);
    await expect.poll(async () => cookieValue(await context.cookies(server().url), 'consent-revision')).toBe('2');
    await expect(page.locator('[data-cookie-bar]')).toHaveCount(0);
    await context.close();

    await server().stop({ keepData: true });
    const today = new Date().toISOString().slice(0, 10);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/consent.ts', 'export', '--from', today],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: server().dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('recorded_at,consent_id,action,revision,language,functional,analytical,video,tracking');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[^,]+,[A-Za-z0-9]+,decline-all,2,en,yes,yes,no,no$/),
    ]);
  });
});
