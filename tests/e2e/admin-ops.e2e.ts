import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { writeAdminFixtures, type AdminFixtures } from './support/admin.ts';
import { axeViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';
import { createToken } from './support/commands.ts';

// The Mini-Admin's operations screens (issue 22, rows 19–21 and the submissions screen of row
// 1): job rows with their last outcome, a log kept by the server, the paid-users CSV with a
// byte-order mark, the activity screen, "forget token" and the submissions per form. The tests
// change data (jobs, support changes, submissions), so the file has a server of its own. The
// Business-Central-style token endpoint is a stand-in that refuses every request (a third party
// we cannot reach), so BCLogin ends in error.

const tokenName = 'e2e-ops-desk';
const storageKey = 'zilt.mini-admin.securityToken';

let server: RunningServer;
let fixtures: AdminFixtures;
let token: string;
let dataDir: string;
let refusingEndpoint: Server;

test.beforeAll(async () => {
  test.setTimeout(serverStartTimeout);
  refusingEndpoint = createServer((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_client"}');
  });
  await new Promise<void>((resolve) => refusingEndpoint.listen(0, '127.0.0.1', resolve));
  const { port } = refusingEndpoint.address() as AddressInfo;
  dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-admin-ops-'));
  await cp(seededDataDir, dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  token = await createToken(dataDir, 'support', tokenName);
  server = await startServer({
    dataDir,
    env: {
      BC_TOKEN_URL: `http://127.0.0.1:${port}/oauth/token`,
      BC_CLIENT_ID: 'zilt-e2e',
      BC_CLIENT_SECRET: 'not-a-real-secret',
      FORM_SUBMIT_LIMIT: '1000',
    },
  });
});
test.afterAll(async () => {
  test.setTimeout(serverStopTimeout);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  refusingEndpoint?.closeAllConnections();
  await new Promise((resolve) => refusingEndpoint?.close(resolve));
});

async function open(browser: Browser, pathname: string, width = 1440, withToken = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  if (withToken) {
    await context.addInitScript(
      ([key, value]) => {
        // Only once: a reload after "forget token" must find the browser without it.
        if (!window.sessionStorage.getItem('zilt.e2e.token-set')) {
          window.localStorage.setItem(key!, value!);
          window.sessionStorage.setItem('zilt.e2e.token-set', 'yes');
        }
      },
      [storageKey, token],
    );
  }
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** The page fits its width: nothing makes a phone scroll sideways (wide tables scroll inside their card). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectAxeClean(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${describeViolations(violations)}`).toEqual([]);
}

/** A call to the support API with the test's token. */
async function support(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return response;
}

/** A moment as the Mini-Admin shows it in English: the Amsterdam clock. */
const amsterdam = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(
    new Date(iso),
  );

const jobRow = (page: Page, job: string) => page.locator(`[data-job="${job}"]`);
const connected = (page: Page) => expect(page.locator('.admin-connection')).toHaveAttribute('data-status', 'connected');

test.describe('row 19: the system page tells each job’s last outcome and keeps its log', () => {
  test('a failed BCLogin is idle again but shows it ended with an error, when (Amsterdam time) and by which token; the log and the outcome survive a reload', async ({
    browser,
  }) => {
    const page = await open(browser, '/dev/en/system');
    await connected(page);
    await expect(page.locator('.admin-paid-users__figure')).toHaveText(
      'Paying subscribers: not run yet. Start GetPaidUsers to list them.',
    );
    await expect(jobRow(page, 'BCLogin').locator('.admin-jobs__history')).toHaveText('Not run yet.');
    await page.getByRole('button', { name: 'BCLogin', exact: true }).click();
    await expect(jobRow(page, 'BCLogin').locator('.admin-jobs__state')).toHaveText('Idle');
    const history = jobRow(page, 'BCLogin').locator('.admin-jobs__history');
    await expect(history).toHaveAttribute('data-outcome', 'error');

    // The time is the run's end as the audit trail recorded it, on the Amsterdam clock.
    const activity = await (await support('/api/v1/Dev/Activity')).json();
    const ended = activity.Entries.find((entry: { Kind: string }) => entry.Kind === 'BCLogin');
    expect(ended).toMatchObject({ Actor: tokenName, Ok: false });
    const expected = `Last run: ended with an error at ${amsterdam(ended.At)}, started by ${tokenName}.`;
    await expect(history).toHaveText(expected);
    await expect(page.locator('.admin-log__line', { hasText: 'BCLogin: ended with an error' })).toHaveCount(1);

    await page.reload();
    await connected(page);
    await expect(page.locator('.admin-log__line', { hasText: 'BCLogin: ended with an error' })).toHaveCount(1);
    await expect(page.locator('.admin-log__line', { hasText: `token "${tokenName}"` })).not.toHaveCount(0);
    await expect(jobRow(page, 'BCLogin').locator('.admin-jobs__history')).toHaveText(expected);
    await expect(jobRow(page, 'BCLogin').locator('.admin-jobs__state')).toHaveText('Idle');
    await expect(page.locator('body')).not.toContainText(token);
    await page.context().close();
  });

  test('in Dutch the job row and the paid-users figure speak Dutch, and the page is axe clean at 390 and 1440 px', async ({
    browser,
  }) => {
    for (const width of [390, 1440]) {
      const page = await open(browser, '/dev/system', width);
      await connected(page);
      await expect(jobRow(page, 'BCLogin').locator('.admin-jobs__history')).toContainText(
        'Laatste keer: geëindigd met een fout om',
      );
      await expect(page.locator('.admin-paid-users__figure')).toHaveText(
        'Betalende abonnees: nog niet uitgevoerd. Start GetPaidUsers om ze te tonen.',
      );
      await expectAxeClean(page, `/dev/system at ${width} px`);
      await expectNoSidewaysScroll(page, width);
      await page.context().close();
    }
  });
});

test.describe('row 20: the paid-users CSV opens in a spreadsheet with its accents', () => {
  test('the download is UTF-8 with a byte-order mark, and "Chloé" round-trips', async ({ browser }) => {
    const page = await open(browser, '/dev/en/system');
    await connected(page);
    await page.getByRole('button', { name: 'GetPaidUsers', exact: true }).click();
    await expect(jobRow(page, 'GetPaidUsers').locator('.admin-jobs__state')).toHaveText('Done');
    await expect(page.locator('.admin-paid-users__figure')).toHaveText(/^\d+ paying subscribers\.$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name;Surname;Email;Started;Frequency;Next payment;Payment type');
    const chloe = fixtures.subscribers.proWithAccent;
    const row = lines.find((line) => line.includes(`;${chloe.email};`));
    expect(row).toMatch(new RegExp(`^Chloé;Subscriber [a-z0-9]+;${chloe.email.replaceAll('.', '\\.')};`));
    // Written once as UTF-8, not twice: no "ChloÃ©".
    expect(text).not.toContain('Ã');
    await page.context().close();
  });
});

test.describe('row 21: the activity screen and forgetting the token', () => {
  test('shows who changed what and when, filtered by subscriber, a page at a time', async ({ browser }) => {
    const subscriber = fixtures.subscribers.plainForCountry;
    for (let amount = 1; amount <= 26; amount += 1) {
      const changed = await support('/api/v1/Dev/Change', {
        method: 'POST',
        body: JSON.stringify({ ChangeKind: 'AddTrialDays', AddTrialDays: { Amount: amount }, UserId: subscriber.id }),
      });
      expect(changed.status).toBe(200);
    }
    const page = await open(browser, '/dev/en/activity');
    const table = page.getByRole('region', { name: 'Activity, table' });
    await expect(table.locator('tbody tr')).toHaveCount(25);
    await expect(table.locator('tbody tr').first()).toContainText('Add trial days');
    await expect(table.locator('tbody tr').first()).toContainText(tokenName);
    await expect(table.locator('tbody tr').first()).toContainText('Amount: 26');

    await page.getByRole('searchbox', { name: 'Subscriber (e-mail address or id)' }).fill(subscriber.email);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/subscriber=/);
    await expect(page.getByText(`26 records for ${subscriber.email}. Page 1 of 2.`)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(25);
    await expect(table.locator('tbody tr', { hasText: subscriber.id })).toHaveCount(25);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`26 records for ${subscriber.email}. Page 2 of 2.`)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('Amount: 1');

    await page.getByRole('searchbox', { name: 'Subscriber (e-mail address or id)' }).fill('nobody.here@example.org');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('No subscriber has this e-mail address.');
    await page.context().close();
  });

  test('is axe clean with a list at 390 and 1440 px, in Dutch', async ({ browser }) => {
    for (const width of [390, 1440]) {
      const page = await open(browser, '/dev/activity', width);
      await expect(page.getByRole('region', { name: 'Activiteit, tabel' }).locator('tbody tr')).not.toHaveCount(0);
      await expectAxeClean(page, `/dev/activity at ${width} px`);
      await expectNoSidewaysScroll(page, width);
      await page.context().close();
    }
  });

  test('"Forget token" removes the token from the browser and returns to the signed-out state', async ({ browser }) => {
    const page = await open(browser, '/dev/en/activity');
    await expect(page.getByRole('region', { name: 'Activity, table' }).locator('tbody tr')).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Forget token' }).click();
    await expect(page.getByLabel('Security token')).toHaveValue('');
    await expect(page.getByLabel('Security token')).toBeFocused();
    await expect(page.getByText('The token was removed from this browser. Enter a token to continue.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Activity, table' })).toHaveCount(0);
    await expect(page.getByText('Enter the security token to see the activity.')).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toBeNull();
    await page.reload();
    await expect(page.getByLabel('Security token')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Forget token' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('row 1: support staff read and export the submissions per form', () => {
  test('choose a form, see its submissions newest first with a column per field, page on, export CSV with BOM', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (let index = 1; index <= 26; index += 1) {
      const sent = await fetch(`${server.url}/api/v1/forms/contact/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          language: 'nl',
          fillMs: 60_000,
          fields: {
            name: index === 26 ? 'Chloé Dubois' : `Bezoeker ${index}`,
            phoneNumber: '0612345678',
            email: `bezoeker${index}@example.org`,
            subject: `Vraag ${index}`,
            body: 'Wanneer begint de velddag?',
          },
        }),
      });
      expect(sent.status).toBe(201);
    }
    const page = await open(browser, '/dev/submissions');
    await page.getByRole('combobox', { name: 'Formulier' }).selectOption('contact');
    const table = page.getByRole('region', { name: 'Contactformulier (agency-site), inzendingen, tabel' });
    await expect(table.locator('thead th')).toHaveText([
      'Verstuurd (Nederlandse tijd)',
      'Taal',
      'Naam',
      'Telefoonnummer',
      'E-mailadres',
      'Onderwerp',
      'Bericht',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(25);
    await expect(table.locator('tbody tr').first()).toContainText('Chloé Dubois');
    await expect(page.getByText('Pagina 1 van 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ouder', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('Bezoeker 1');
    await page.getByRole('button', { name: 'Nieuwer', exact: true }).click();
    await expect(table.locator('tbody tr').first()).toContainText('Chloé Dubois');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV exporteren' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...bytes.subarray(3, 6)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe('id;submittedAt;language;name;phoneNumber;email;subject;body');
    expect(text).toContain(';Chloé Dubois;');
    await page.context().close();
  });

  test('is axe clean with submissions shown at 390 and 1440 px, in English', async ({ browser }) => {
    for (const width of [390, 1440]) {
      const page = await open(browser, '/dev/en/submissions?form=contact', width);
      await expect(
        page.getByRole('region', { name: 'Contact form (agency site), submissions, table' }).locator('tbody tr'),
      ).not.toHaveCount(0);
      await expectAxeClean(page, `/dev/en/submissions at ${width} px`);
      await expectNoSidewaysScroll(page, width);
      await page.context().close();
    }
  });
});
