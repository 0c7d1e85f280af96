import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeAdminFixtures, type AdminFixtures } from './support/admin.ts';
import { axeViolations } from './support/browser.ts';
import { addStaffAccount } from './support/commands.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// A support member made with `npm run staff -- add` sets a password through the printed link,
// signs in on the Mini-Admin and looks a subscriber up without typing a token.

let server: RunningServer;
let fixtures: AdminFixtures;
let dataDir: string;
let passwordLink: string;
test.beforeAll(async () => {
  test.setTimeout(serverStartTimeout + 60_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-staff-'));
  await cp(seededDataDir, dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  passwordLink = await addStaffAccount(dataDir, 'sam@zilt.example', 'support');
  server = await startServer({ dataDir });
});
test.afterAll(async () => {
  test.setTimeout(serverStopTimeout);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('a support member sets a password with the link, signs in on /dev/sign-in and finds a subscriber without a token', async ({
  page,
}) => {
  const password = 'salt marsh in the morning';
  await page.goto(`${server.url}${passwordLink}`);
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByRole('status')).toHaveText('Je wachtwoord is ingesteld. Je kunt nu inloggen.');
  // The used token leaves the address.
  await expect(page).toHaveURL(`${server.url}/dev/password`);

  await page.getByRole('link', { name: 'Inloggen' }).first().click();
  await expect(page).toHaveURL(`${server.url}/dev/sign-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('textbox', { name: 'E-mailadres' }).fill('sam@zilt.example');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of het wachtwoord klopt niet.');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('status')).toHaveText('Je bent ingelogd als sam@zilt.example (support).');
  await expect(page.getByRole('banner')).toContainText('Ingelogd als sam@zilt.example (support)');

  // No token anywhere: the data page works with the staff sign-in; the token field stays, empty.
  await page.goto(`${server.url}/dev/en/data`);
  await expect(page.getByText('Signed in as sam@zilt.example: this page works without a token.')).toBeVisible();
  await expect(page.getByLabel('Security token')).toHaveValue('');
  const subscriber = fixtures.subscribers.pro;
  await page.getByLabel('E-mail address', { exact: true }).first().check();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(subscriber.email);
  const search = page.waitForRequest((request) => request.url().endsWith('/api/v1/Dev/Search'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const sent = await search;
  expect(sent.headers()['authorization']).toBeUndefined();
  expect(sent.headers()['x-csrf-token']).toBeTruthy();
  await expect(page.locator('.admin-facts', { hasText: subscriber.id })).toBeVisible();

  // Signed out, the page asks for a token again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('this page works without a token')).toHaveCount(0);
});
