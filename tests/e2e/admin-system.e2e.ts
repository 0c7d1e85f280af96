import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeAdminFixtures, type AdminFixtures } from './support/admin.ts';
import { cuttableConnection } from './support/cuttable-connection.ts';
import { axeViolations, browserForThisFile } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';

// The Mini-Admin's system page with the live hub. The Business-Central-style token endpoint is a
// stand-in the test controls (a third party we cannot reach): it holds each token request until
// the test answers it, so a job's running state can be seen for as long as the test needs.
const browser = browserForThisFile();

type HeldRequest = { respond: (status: number, body: unknown) => void };
const heldRequests: HeldRequest[] = [];
let tokenEndpoint: Server;

let server: RunningServer;
let fixtures: AdminFixtures;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
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
  await cp(inject('seededDataDir'), dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  server = await startServer({ dataDir, env });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  tokenEndpoint?.closeAllConnections();
  await new Promise((resolve) => tokenEndpoint?.close(resolve));
});

async function openSystemPage(withToken = true, width = 1280, origin = server.url): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 1000 }, acceptDownloads: true });
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
const jobState = (page: Page, job: string) => page.locator(`[data-job="${job}"] .admin-jobs__state`).textContent();
const enabledJobButtons = (page: Page) =>
  page
    .locator('.admin-jobs button')
    .evaluateAll((buttons) => buttons.filter((button) => !(button as HTMLButtonElement).disabled).length);
const connected = (page: Page) => page.locator('.admin-connection[data-status="connected"]').waitFor();

/** Waits until the token endpoint holds a request, and returns it. */
async function nextHeldRequest(): Promise<HeldRequest> {
  await expect.poll(() => heldRequests.length).toBeGreaterThan(0);
  return heldRequests.shift()!;
}

describe('the system page', () => {
  it('asks for the token and starts nothing without one', async () => {
    const page = await openSystemPage(false);
    await page.getByText('Enter the security token to connect to the job hub.').waitFor();
    expect(await enabledJobButtons(page)).toBe(0);
    await page.context().close();
  });

  it('says so when the hub refuses the token', async () => {
    const page = await openSystemPage(false);
    await page.getByLabel('Security token').fill('zilt_not-a-valid-token');
    await page.locator('.admin-connection[data-status="refused"]').waitFor();
    expect(await enabledJobButtons(page)).toBe(0);
    await page.context().close();
  });

  it('shows a job idle → running → done, with every button disabled while it runs, and its log lines in order', async () => {
    const page = await openSystemPage();
    await connected(page);
    expect(await enabledJobButtons(page)).toBe(6);
    await jobButton(page, 'BCLogin').click();
    const held = await nextHeldRequest();
    await expect.poll(() => jobState(page, 'BCLogin')).toBe('Running…');
    expect(await enabledJobButtons(page)).toBe(0);
    held.respond(200, { access_token: 'bc-token-for-the-test', token_type: 'Bearer', expires_in: 3600 });
    await expect.poll(() => jobState(page, 'BCLogin')).toBe('Done');
    await expect.poll(() => enabledJobButtons(page)).toBe(6);
    const lines = await page.locator('.admin-log__line').allTextContents();
    const own = lines.filter((line) => line.includes('BCLogin'));
    const asked = own.findIndex((line) => line.includes('asking'));
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(own.at(-1)).toContain('finished');
    expect(own.length - 1).toBeGreaterThan(asked);
    await page.context().close();
  });

  it("goes back to idle when a job answers 'error'", async () => {
    const page = await openSystemPage();
    await connected(page);
    await jobButton(page, 'BCLogin').click();
    const held = await nextHeldRequest();
    await expect.poll(() => jobState(page, 'BCLogin')).toBe('Running…');
    held.respond(401, { error: 'invalid_client' });
    await expect.poll(() => jobState(page, 'BCLogin')).toBe('Idle');
    await expect
      .poll(() => page.locator('.admin-log__line').allTextContents())
      .toContainEqual(expect.stringContaining('refused'));
    expect(await enabledJobButtons(page)).toBe(6);
    await page.context().close();
  });

  it("previews the first 20 paid users, then '...', and downloads them all as CSV", async () => {
    const page = await openSystemPage();
    await connected(page);
    await jobButton(page, 'GetPaidUsers').click();
    await expect.poll(() => jobState(page, 'GetPaidUsers')).toBe('Done');
    const preview = page.getByRole('region', { name: 'Paid users', exact: true });
    expect(await preview.locator('tbody tr').count()).toBe(20);
    expect(await preview.getByText('...', { exact: true }).count()).toBe(1);
    const count = Number(/(\d+) paying/.exec((await preview.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(20);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^paidUsers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name;Surname;Email;Started;Frequency;Next payment;Payment type');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]!.split(';')).toHaveLength(7);
    await page.context().close();
  });

  it('disables the jobs while the hub is unreachable and connects again by itself', async () => {
    const connection = await cuttableConnection(server.url);
    const page = await openSystemPage(true, 1280, connection.url);
    await connected(page);
    await connection.cut();
    await page.locator('.admin-connection[data-status="reconnecting"]').waitFor();
    expect(await enabledJobButtons(page)).toBe(0);
    await connection.restore();
    await connected(page);
    await expect.poll(() => enabledJobButtons(page)).toBe(6);
    await page.context().close();
  });

  it('has no axe-core violations with the log and the paid users shown, at 375 and 1440 px', async () => {
    for (const width of [375, 1440]) {
      const page = await openSystemPage(true, width);
      await connected(page);
      await jobButton(page, 'GetPaidUsers').click();
      await page.getByRole('region', { name: 'Paid users', exact: true }).waitFor();
      await expect.poll(() => jobState(page, 'GetPaidUsers')).toBe('Done');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    }
  });
});
