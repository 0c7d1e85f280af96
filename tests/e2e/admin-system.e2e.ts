import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { writeAdminFixtures, type AdminFixtures } from './support/admin.ts';
import { cuttableConnection } from './support/cuttable-connection.ts';
import { axeViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// The Mini-Admin's system page with the live hub. The Business-Central-style token endpoint is a
// stand-in the test controls (a third party we cannot reach): it holds each token request until
// the test answers it, so a job's running state can be seen for as long as the test needs.

type HeldRequest = { respond: (status: number, body: unknown) => void };
const heldRequests: HeldRequest[] = [];
let tokenEndpoint: Server;

let server: RunningServer;
let fixtures: AdminFixtures;
let dataDir: string;
let env: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(serverStartTimeout);
  tokenEndpoint = createServer((_request: IncomingMessage, response: ServerResponse) => {
    heldRequests.push({
      respond: (status, body) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    });
  });
  await new Promise<void>((resolve) => tokenEndpoint.listen(0, '127.0.0.1', resolve));
  const { port } = tokenEndpoint.address() as AddressInfo;
  env = {
    BC_TOKEN_URL: `http://127.0.0.1:${port}/oauth/token`,
    BC_CLIENT_ID: 'zilt-e2e',
    BC_CLIENT_SECRET: 'not-a-real-secret',
  };
  dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-admin-'));
  await cp(seededDataDir, dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  server = await startServer({ dataDir, env });
});
test.afterAll(async () => {
  test.setTimeout(serverStopTimeout);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  tokenEndpoint?.closeAllConnections();
  await new Promise((resolve) => tokenEndpoint?.close(resolve));
});

async function openSystemPage(browser: Browser, withToken = true, width = 1280, origin = server.url): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 1000 }, acceptDownloads: true });
  if (withToken) {
    await context.addInitScript((token) => {
      window.localStorage.setItem('zilt.mini-admin.securityToken', token);
    }, fixtures.token);
  }
  const page = await context.newPage();
  await page.goto(`${origin}/dev/en/system`);
  await page.getByRole('heading', { name: 'System jobs' }).waitFor();
  return page;
}

const jobButton = (page: Page, job: string) => page.getByRole('button', { name: job, exact: true });
const jobState = (page: Page, job: string) => page.locator(`[data-job="${job}"] .admin-jobs__state`);
const enabledJobButtons = (page: Page) => page.locator('.admin-jobs button:enabled');

/** Waits until the job buttons are there and none of them can be pressed. */
async function expectNoJobToStart(page: Page) {
  await expect(jobButton(page, 'BCLogin')).toBeDisabled();
  await expect(enabledJobButtons(page)).toHaveCount(0);
}
const connected = (page: Page) => page.locator('.admin-connection[data-status="connected"]').waitFor();

/** Waits until the token endpoint holds a request, and returns it. */
async function nextHeldRequest(): Promise<HeldRequest> {
  await expect.poll(() => heldRequests.length).toBeGreaterThan(0);
  return heldRequests.shift()!;
}

test.describe('the system page', () => {
  test('asks for the token and starts nothing without one', async ({ browser }) => {
    const page = await openSystemPage(browser, false);
    await page.getByText('Enter the security token to connect to the job hub.').waitFor();
    await expectNoJobToStart(page);
    await page.context().close();
  });

  test('says so when the hub refuses the token', async ({ browser }) => {
    const page = await openSystemPage(browser, false);
    await page.getByLabel('Security token').fill('zilt_not-a-valid-token');
    await page.locator('.admin-connection[data-status="refused"]').waitFor();
    await expectNoJobToStart(page);
    await page.context().close();
  });

  test('shows a job idle → running → done, with every button disabled while it runs, and its log lines in order', async ({
    browser,
  }) => {
    const page = await openSystemPage(browser);
    await connected(page);
    await expect(enabledJobButtons(page)).toHaveCount(6);
    await jobButton(page, 'BCLogin').click();
    const held = await nextHeldRequest();
    await expect(jobState(page, 'BCLogin')).toHaveText('Running…');
    await expectNoJobToStart(page);
    held.respond(200, { access_token: 'bc-token-for-the-test', token_type: 'Bearer', expires_in: 3600 });
    await expect(jobState(page, 'BCLogin')).toHaveText('Done');
    await expect(enabledJobButtons(page)).toHaveCount(6);
    await expect(page.locator('.admin-log__line', { hasText: 'BCLogin' }).last()).toContainText('finished');
    const lines = await page.locator('.admin-log__line').allTextContents();
    const own = lines.filter((line) => line.includes('BCLogin'));
    const asked = own.findIndex((line) => line.includes('asking'));
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(own.at(-1)).toContain('finished');
    expect(own.length - 1).toBeGreaterThan(asked);
    await page.context().close();
  });

  test("goes back to idle when a job answers 'error'", async ({ browser }) => {
    const page = await openSystemPage(browser);
    await connected(page);
    await jobButton(page, 'BCLogin').click();
    const held = await nextHeldRequest();
    await expect(jobState(page, 'BCLogin')).toHaveText('Running…');
    held.respond(401, { error: 'invalid_client' });
    await expect(jobState(page, 'BCLogin')).toHaveText('Idle');
    await expect(page.locator('.admin-log__line', { hasText: 'refused' })).not.toHaveCount(0);
    await expect(enabledJobButtons(page)).toHaveCount(6);
    await page.context().close();
  });

  test("previews the first 20 paid users, then '...', and downloads them all as CSV", async ({ browser }) => {
    const page = await openSystemPage(browser);
    await connected(page);
    await jobButton(page, 'GetPaidUsers').click();
    await expect(jobState(page, 'GetPaidUsers')).toHaveText('Done');
    const preview = page.getByRole('region', { name: 'Paid users', exact: true });
    await expect(preview.locator('tbody tr')).toHaveCount(20);
    await expect(preview.getByText('...', { exact: true })).toHaveCount(1);
    await expect(preview).toContainText(/\d+ paying/);
    const count = Number(/(\d+) paying/.exec((await preview.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(20);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^paidUsers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    // UTF-8 with the byte-order mark spreadsheets need to read accents.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name;Surname;Email;Started;Frequency;Next payment;Payment type');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]!.split(';')).toHaveLength(7);
    await page.context().close();
  });

  test('disables the jobs while the hub is unreachable and connects again by itself', async ({ browser }) => {
    const connection = await cuttableConnection(server.url);
    const page = await openSystemPage(browser, true, 1280, connection.url);
    await connected(page);
    await connection.cut();
    await page.locator('.admin-connection[data-status="reconnecting"]').waitFor();
    await expectNoJobToStart(page);
    await connection.restore();
    await connected(page);
    await expect(enabledJobButtons(page)).toHaveCount(6);
    await page.context().close();
  });

  test('has no axe-core violations with the log and the paid users shown, at 375 and 1440 px', async ({ browser }) => {
    for (const width of [375, 1440]) {
      const page = await openSystemPage(browser, true, width);
      await connected(page);
      await jobButton(page, 'GetPaidUsers').click();
      await page.getByRole('region', { name: 'Paid users', exact: true }).waitFor();
      await expect(jobState(page, 'GetPaidUsers')).toHaveText('Done');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    }
  });
});
