import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { writeAdminFixtures, type AdminFixtures, type FixtureSubscriber } from './support/admin.ts';
import { axeViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// The Mini-Admin's data page against the real server and subscribers seeded for each of its rules.

let server: RunningServer;
let fixtures: AdminFixtures;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(serverStartTimeout);
  dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-admin-'));
  await cp(seededDataDir, dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  server = await startServer({ dataDir });
});
test.afterAll(async () => {
  test.setTimeout(serverStopTimeout);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface DataPage {
  page: Page;
  /** Change requests the page has sent so far. */
  changesSent: () => number;
}

/** Opens the data page (English unless Dutch is asked for) with the token in place. */
async function openDataPage(browser: Browser, width = 1280, language: 'en' | 'nl' = 'en'): Promise<DataPage> {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  await context.addInitScript((token) => {
    window.localStorage.setItem('zilt.mini-admin.securityToken', token);
  }, fixtures.token);
  const page = await context.newPage();
  let changes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/Dev/Change')) changes += 1;
  });
  await page.goto(`${server.url}/dev/${language === 'en' ? 'en/' : ''}data`);
  await page.getByRole('heading', { name: language === 'en' ? 'Find a subscriber' : 'Abonnee zoeken' }).waitFor();
  return { page, changesSent: () => changes };
}

/** Searches by e-mail or by payment reference and waits for the user card. */
async function find(page: Page, subscriber: FixtureSubscriber, by: 'email' | 'reference' = 'email') {
  if (by === 'email') {
    await page.getByLabel('E-mail address', { exact: true }).first().check();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(subscriber.email);
  } else {
    await page.getByLabel('Payment reference', { exact: true }).first().check();
    await page.getByRole('textbox', { name: 'Payment reference' }).fill(subscriber.paymentReferences[0]!);
  }
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('.admin-facts', { hasText: subscriber.id }).waitFor();
}

/** Where a part of the page is drawn. */
async function box(part: Locator) {
  const found = await part.boundingBox();
  if (!found) throw new Error(`${part.toString()} is not drawn`);
  return found;
}

/** The value shown next to a label of the loaded user. */
function fact(page: Page, label: string): Locator {
  const row = page
    .locator('.admin-facts__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return row.first().locator('dd');
}

const actionButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Actions' }).getByRole('button', { name, exact: true });

/** The changes to the generic test entities A, B and C, in their own collapsed section. */
const isEntityAction = (name: string) => /^(Create|Update|Delete) [ABC]$|^(Link|Unlink) [AB] and [BC]$/.test(name);
const entitySection = (page: Page) => page.locator('details.admin-entities');

/** A change's button: a test-entity change after opening its section, any other in the Actions card. */
async function openAction(page: Page, name: string): Promise<Locator> {
  if (!isEntityAction(name)) return actionButton(page, name);
  const section = entitySection(page);
  if (!(await section.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await section.locator('summary').click();
  }
  return section.getByRole('button', { name, exact: true });
}

/** Waits until the Actions card offers each of `offered`, then checks that it offers none of `withheld`. */
async function expectActions(page: Page, offered: string[], withheld: string[]) {
  for (const name of offered) await expect(actionButton(page, name)).toBeVisible();
  for (const name of withheld) await expect(actionButton(page, name)).toHaveCount(0);
}

/**
 * Enters an edit mode, checks that Save with invalid values stays in the form, says why and sends
 * nothing, then saves valid values and waits until the user has been searched again.
 */
async function saveForm(
  { page, changesSent }: DataPage,
  action: string,
  invalid: Record<string, string>,
  valid: Record<string, string>,
): Promise<string> {
  await (await openAction(page, action)).click();
  const form = page.getByRole('form', { name: action });
  await form.waitFor();
  for (const [label, value] of Object.entries(invalid)) await fillField(page, label, value);
  const before = changesSent();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.locator('.admin-form__error').first().waitFor();
  expect(changesSent(), `an invalid ${action} sends nothing`).toBe(before);
  await expect(form).toBeVisible();
  for (const [label, value] of Object.entries(valid)) await fillField(page, label, value);
  await form.getByRole('button', { name: 'Save' }).click();
  // The form closes when the answer has come; the result line then tells this change's outcome.
  await expect(form).toBeHidden();
  const outcome = page
    .locator('.admin-status--success, .admin-status--error')
    .filter({ hasText: /^(Done|Not changed)/ });
  await outcome.waitFor();
  await page.getByRole('region', { name: 'Actions' }).waitFor();
  expect(changesSent()).toBe(before + 1);
  return (await outcome.textContent()) ?? '';
}

async function fillField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

const day = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);
const shownDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

test.describe('searching', () => {
  test('finds a subscriber by e-mail with payments and invoices, and says Loading... meanwhile', async ({
    browser,
  }) => {
    const { page } = await openDataPage(browser);
    // Hold the search until 'Loading...' has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/Dev/Search', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(fixtures.subscribers.pro.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    release();
    await page.locator('.admin-facts', { hasText: fixtures.subscribers.pro.id }).waitFor();
    await expect(fact(page, 'E-mail')).toHaveText(fixtures.subscribers.pro.email);
    await expect(fact(page, 'Kind')).toHaveText('Pro');
    const payments = page.getByRole('region', { name: 'Latest payments', exact: true });
    for (const reference of fixtures.subscribers.pro.paymentReferences) {
      await expect(payments.getByRole('cell', { name: reference })).toHaveCount(1);
    }
    await expect
      .poll(() => page.getByRole('region', { name: 'Latest invoices', exact: true }).getByRole('row').count())
      .toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: 'Payment found' })).toHaveCount(0);
    await page.context().close();
  });

  test('finds a subscriber by payment reference with that payment', async ({ browser }) => {
    const { page } = await openDataPage(browser);
    await find(page, fixtures.subscribers.open, 'reference');
    const payment = page.getByRole('region', { name: 'Payment found' });
    await expect(payment).toContainText(fixtures.subscribers.open.paymentReferences[0]!);
    await page.context().close();
  });

  test('says that nobody has the e-mail address or the reference, not that an error occurred', async ({ browser }) => {
    const { page } = await openDataPage(browser);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody.here@example.org');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No subscriber has' })).toHaveText(
      'No subscriber has the e-mail address nobody.here@example.org.',
    );
    await page.getByLabel('Payment reference', { exact: true }).first().check();
    await page.getByRole('textbox', { name: 'Payment reference' }).fill('ZLT-NOTHING');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No payment has' })).toHaveText(
      'No payment has the reference ZLT-NOTHING.',
    );
    await expect(page.getByText('An error occurred. Try again.')).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('which changes are offered', () => {
  test('offers only changes to generic entities before a user is loaded', async ({ browser }) => {
    const { page } = await openDataPage(browser);
    await expect(await openAction(page, 'Create A')).toBeVisible();
    await expectActions(page, [], ['Add trial days']);
    await page.context().close();
  });

  test('offers the next payment date for an active Pro subscription, and no payment changes when found by e-mail', async ({
    browser,
  }) => {
    const { page } = await openDataPage(browser);
    await find(page, fixtures.subscribers.pro);
    await expectActions(
      page,
      ['Change next payment date', 'Create student subscription'],
      ['Extend payment', 'Delete payment'],
    );
    await page.context().close();
  });

  test('offers extending and deleting a payment when found by its reference, and no next payment date without Pro', async ({
    browser,
  }) => {
    const { page } = await openDataPage(browser);
    await find(page, fixtures.subscribers.open, 'reference');
    await expectActions(page, ['Extend payment', 'Delete payment'], ['Change next payment date']);
    await page.context().close();
  });

  test('offers no student or teacher subscription while one is running, and shows it with its Terminate button', async ({
    browser,
  }) => {
    const { page } = await openDataPage(browser);
    await find(page, fixtures.subscribers.student);
    const terminated = page.getByRole('region', { name: 'Terminated subscriptions' });
    await expect(terminated.getByRole('button', { name: 'Terminate' })).toHaveCount(1);
    await expectActions(page, [], ['Create student subscription', 'Create teacher subscription']);
    await page.context().close();
  });

  test('shows no terminated-subscriptions card when none gives access', async ({ browser }) => {
    const { page } = await openDataPage(browser);
    await find(page, fixtures.subscribers.pro);
    await expect(page.getByRole('region', { name: 'Terminated subscriptions' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('edit modes: enter, an invalid Save does nothing, a valid Save shows the change after searching again', () => {
  test('Back leaves a form without sending anything', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.pro);
    await actionButton(data.page, 'Add trial days').click();
    await data.page.getByRole('button', { name: 'Back' }).click();
    await data.page.getByRole('region', { name: 'Actions' }).waitFor();
    expect(data.changesSent()).toBe(0);
    await data.page.context().close();
  });

  test('AddTrialDays', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.pro);
    const before = Number(await fact(data.page, 'Trial days allotted').textContent());
    await saveForm(data, 'Add trial days', { Amount: '0' }, { Amount: '5' });
    await expect(fact(data.page, 'Trial days allotted')).toHaveText(String(before + 5));
    await data.page.context().close();
  });

  test('ChangeCountry', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.plainForCountry);
    await saveForm(data, 'Change country', {}, { 'New country': 'Belgium' });
    await expect(fact(data.page, 'Country')).toHaveText('Belgium');
    await data.page.context().close();
  });

  test('ChangeEmailAddress', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.proForEmail);
    const address = `renamed.${Date.now()}@example.org`;
    await saveForm(
      data,
      'Change e-mail address',
      { 'New e-mail address': 'not-an-address' },
      { 'New e-mail address': address },
    );
    await expect(fact(data.page, 'E-mail')).toHaveText(address);
    await data.page.context().close();
  });

  test('ChangeNextPaymentDate', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.pro);
    const next = isoDay(45);
    await saveForm(data, 'Change next payment date', {}, { 'Next payment date': next });
    await expect(fact(data.page, 'Next payment')).toHaveText(shownDay(next));
    await data.page.context().close();
  });

  test('ChangePassword, with the strength indicator', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.proForPassword);
    await actionButton(data.page, 'Change password').click();
    const field = data.page.getByLabel('New password', { exact: true });
    await field.fill('abc');
    await data.page.getByText('too short', { exact: true }).waitFor();
    await data.page.getByRole('button', { name: 'Back' }).click();
    const outcome = await saveForm(
      data,
      'Change password',
      { 'New password': 'short' },
      { 'New password': 'Brackish-Water-2026' },
    );
    expect(outcome).toBe('Done: Password changed; the user was signed out everywhere');
    await data.page.context().close();
  });

  test('CreateOpenPayment', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.plainForPayment);
    const outcome = await saveForm(
      data,
      'Create open payment',
      { Amount: '12.50' },
      { Amount: '12.50', 'Due date': isoDay(14) },
    );
    const reference = /Id (\S+)/.exec(outcome)?.[1] ?? '';
    expect(reference).not.toBe('');
    const payments = data.page.getByRole('region', { name: 'Latest payments', exact: true });
    await expect(payments.getByRole('cell', { name: reference })).toHaveCount(1);
    await data.page.context().close();
  });

  test('CreateStudentSubscription', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.plain);
    await saveForm(data, 'Create student subscription', {}, { Until: isoDay(200) });
    const terminated = data.page.getByRole('region', { name: 'Terminated subscriptions' });
    await expect(terminated).toContainText(shownDay(isoDay(200)));
    await data.page.context().close();
  });

  test('CreateTeacherSubscription', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.plainForTeacher);
    await saveForm(data, 'Create teacher subscription', {}, { Until: isoDay(100) });
    const terminated = data.page.getByRole('region', { name: 'Terminated subscriptions' });
    await expect(terminated).toContainText('Teacher');
    await data.page.context().close();
  });

  test('ExtendPayment', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.open, 'reference');
    const due = isoDay(40);
    await saveForm(data, 'Extend payment', {}, { 'Due date': due });
    const payment = data.page.getByRole('region', { name: 'Payment found' });
    await expect(payment).toContainText(shownDay(due));
    await data.page.context().close();
  });
});

test.describe('edit modes of the generic entities A, B and C', () => {
  /** Creates an entity through the form and returns its id from the result line. */
  async function create(data: DataPage, entity: 'A' | 'B' | 'C', store: 'ES' | 'PG'): Promise<string> {
    const outcome = await saveForm(data, `Create ${entity}`, {}, { Storage: store });
    const id = /Id ([0-9a-f-]{36})/.exec(outcome)?.[1];
    expect(id, outcome).toBeDefined();
    return id!;
  }

  test('CreateA, CreateB and CreateC need a storage and name the new id', async ({ browser }) => {
    const data = await openDataPage(browser);
    for (const entity of ['A', 'B', 'C'] as const) await create(data, entity, entity === 'B' ? 'ES' : 'PG');
    await data.page.context().close();
  });

  test('UpdateA, UpdateB and UpdateC', async ({ browser }) => {
    const data = await openDataPage(browser);
    for (const entity of ['A', 'B', 'C'] as const) {
      const id = await create(data, entity, 'PG');
      const outcome = await saveForm(
        data,
        `Update ${entity}`,
        { 'Id (guid)': 'not-a-guid', Storage: 'PG' },
        { 'Id (guid)': id },
      );
      expect(outcome).toMatch(/^Done/);
    }
    await data.page.context().close();
  });

  test('DeleteA, DeleteB and DeleteC', async ({ browser }) => {
    const data = await openDataPage(browser);
    for (const entity of ['A', 'B', 'C'] as const) {
      const id = await create(data, entity, 'PG');
      const outcome = await saveForm(data, `Delete ${entity}`, { 'Id (guid)': id }, { Storage: 'PG' });
      expect(outcome).toMatch(/^Done/);
    }
    await data.page.context().close();
  });

  test('LinkAB, UnlinkAB, LinkBC and UnlinkBC', async ({ browser }) => {
    const data = await openDataPage(browser);
    const a = await create(data, 'A', 'PG');
    const b = await create(data, 'B', 'PG');
    const c = await create(data, 'C', 'PG');
    expect(await saveForm(data, 'Link A and B', { 'Id of A': a }, { 'Id of B': b, Storage: 'PG' })).toMatch(/^Done/);
    expect(await saveForm(data, 'Unlink A and B', { 'Id of A': a }, { 'Id of B': b, Storage: 'PG' })).toMatch(/^Done/);
    expect(await saveForm(data, 'Link B and C', { 'Id of B': b }, { 'Id of C': c, Storage: 'PG' })).toMatch(/^Done/);
    expect(await saveForm(data, 'Unlink B and C', { 'Id of B': b }, { 'Id of C': c, Storage: 'PG' })).toMatch(/^Done/);
    await data.page.context().close();
  });
});

test.describe('one-click changes ask first', () => {
  /** Clicks a change, checks the question, cancels once (nothing sent), then confirms. */
  async function confirmChange(data: DataPage, button: () => ReturnType<Page['getByRole']>, question: string) {
    const before = data.changesSent();
    await button().click();
    const dialog = data.page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.locator('.admin-dialog__question')).toHaveText(question);
    // Every question also names the subscriber it acts on.
    await expect(dialog.locator('.admin-dialog__detail')).toContainText(
      /Test Subscriber .+ \(tester\..+@example\.org\)/,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(data.changesSent()).toBe(before);
    await button().click();
    await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
    await data.page
      .locator('.admin-status--success, .admin-status--error')
      .filter({ hasText: /^(Done|Not changed)/ })
      .waitFor();
    expect(data.changesSent()).toBe(before + 1);
  }

  test("Block and Unblock ask 'Are you sure?'", async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.toBlock);
    await confirmChange(data, () => actionButton(data.page, 'Block'), 'Are you sure?');
    await expect(fact(data.page, 'Blocked')).toHaveText('Yes');
    await confirmChange(data, () => actionButton(data.page, 'Unblock'), 'Are you sure?');
    await expect(fact(data.page, 'Blocked')).toHaveText('No');
    await data.page.context().close();
  });

  const irreversible = 'Are you sure? This action is IRREVERSIBLE!';

  test('TerminateSubscription asks if it is sure, irreversibly', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.proToTerminate);
    await confirmChange(data, () => actionButton(data.page, 'Terminate subscription'), irreversible);
    await expect(data.page.getByText('No active subscription.')).toHaveCount(1);
    await data.page.context().close();
  });

  test('TerminateSubscriptionAndRevokeAccess asks if it is sure, irreversibly', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.proToRevoke);
    await confirmChange(data, () => actionButton(data.page, 'Terminate and revoke access'), irreversible);
    await expect(data.page.getByText('No active subscription.')).toHaveCount(1);
    await data.page.context().close();
  });

  test('TerminateStudentSubscription asks if it is sure, irreversibly', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.studentToTerminate);
    const terminated = data.page.getByRole('region', { name: 'Terminated subscriptions' });
    await confirmChange(data, () => terminated.getByRole('button', { name: 'Terminate' }), irreversible);
    await expect(terminated).toHaveCount(0);
    await data.page.context().close();
  });

  test('TerminateTeacherSubscription asks if it is sure, irreversibly', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.teacherToTerminate);
    const terminated = data.page.getByRole('region', { name: 'Terminated subscriptions' });
    await expect(terminated).toContainText('Teacher');
    await confirmChange(data, () => terminated.getByRole('button', { name: 'Terminate' }), irreversible);
    await expect(terminated).toHaveCount(0);
    await data.page.context().close();
  });

  test('DeletePayment asks if it is sure, irreversibly', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.openToDelete, 'reference');
    await confirmChange(data, () => actionButton(data.page, 'Delete payment'), irreversible);
    // Searched again by the deleted payment's reference: nobody is found by it any more.
    await expect(data.page.getByRole('status').filter({ hasText: 'No payment has the reference' })).toBeVisible();
    await data.page.context().close();
  });

  test('DeleteUser asks if it is sure, irreversibly', async ({ browser }) => {
    const data = await openDataPage(browser);
    await find(data.page, fixtures.subscribers.proToDelete);
    await confirmChange(data, () => actionButton(data.page, 'Delete user'), irreversible);
    await expect(
      data.page.getByRole('status').filter({ hasText: 'No subscriber has the e-mail address' }),
    ).toBeVisible();
    await data.page.context().close();
  });
});

test.describe('accessibility of the data page', () => {
  test('has no axe-core violations with a user loaded and with a form open, at 375 and 1440 px', async ({
    browser,
  }) => {
    for (const width of [375, 1440]) {
      const data = await openDataPage(browser, width);
      await find(data.page, fixtures.subscribers.student);
      let violations = await axeViolations(data.page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await actionButton(data.page, 'Add trial days').click();
      await data.page.getByRole('button', { name: 'Save' }).click();
      await data.page.locator('.admin-form__error').first().waitFor();
      violations = await axeViolations(data.page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await data.page.context().close();
    }
  });

  test('works by keyboard: search, open a form and go back', async ({ browser }) => {
    const { page } = await openDataPage(browser);
    await page.getByRole('textbox', { name: 'E-mail address' }).focus();
    await page.keyboard.type(fixtures.subscribers.pro.email);
    await page.keyboard.press('Enter');
    await page.locator('.admin-facts', { hasText: fixtures.subscribers.pro.id }).waitFor();
    await actionButton(page, 'Add trial days').focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Amount').waitFor();
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Actions' }).waitFor();
    await page.context().close();
  });
});

test.describe('the actions: grouped, the irreversible ones apart and last, the test entities folded away', () => {
  for (const width of [390, 1440]) {
    test(`shows the subscriber before the actions and groups them at ${width} px`, async ({ browser }) => {
      const { page } = await openDataPage(browser, width);
      await find(page, fixtures.subscribers.pro);
      const actions = page.getByRole('region', { name: 'Actions' });
      const groups = actions.getByRole('group');
      await expect(groups).toHaveCount(4);
      await expect(groups.locator('h3')).toHaveText(['Account', 'Subscription', 'Payments', 'Irreversible']);
      const group = (name: string) => actions.getByRole('group', { name, exact: true });
      await expect(group('Account').getByRole('button')).toHaveText([
        'Add trial days',
        'Change country',
        'Change e-mail address',
        'Change password',
        'Block',
      ]);
      await expect(group('Subscription').getByRole('button')).toHaveText([
        'Change next payment date',
        'Create student subscription',
        'Create teacher subscription',
      ]);
      await expect(group('Payments').getByRole('button')).toHaveText(['Create open payment']);
      await expect(group('Irreversible').getByRole('button')).toHaveText([
        'Terminate subscription',
        'Terminate and revoke access',
        'Delete user',
      ]);
      // The generic entities A, B and C are in a collapsed section of their own, after the actions.
      const entities = entitySection(page);
      await expect(entities.locator('summary')).toHaveText('Test entities A, B and C');
      await expect(entities.getByRole('button', { name: 'Create A', exact: true })).toBeHidden();
      await expect(actions.getByRole('button', { name: /^(Create|Update|Delete) [ABC]$/ })).toHaveCount(0);
      await entities.locator('summary').click();
      await expect(entities.getByRole('button')).toHaveCount(13);

      const subscriber = await box(page.locator('.admin-subscriber'));
      const actionsBox = await box(actions);
      const irreversible = await box(group('Irreversible'));
      const lastHarmless = await box(group('Payments'));
      expect(irreversible.y, 'the irreversible changes come after the others').toBeGreaterThan(lastHarmless.y);
      if (width === 390) {
        expect(actionsBox.y, 'on a phone the subscriber comes first').toBeGreaterThanOrEqual(
          subscriber.y + subscriber.height,
        );
      } else {
        expect(actionsBox.x, 'on a wide screen the actions stand beside the subscriber').toBeGreaterThanOrEqual(
          subscriber.x + subscriber.width,
        );
      }
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });
  }

  test('names the subscriber, by name and e-mail address, in every question and in every form', async ({ browser }) => {
    const { page, changesSent } = await openDataPage(browser, 390);
    await find(page, fixtures.subscribers.open, 'reference');
    const name = page.locator('.admin-subscriber .admin-card__title');
    const who = `${(await name.textContent())!.trim()} (${fixtures.subscribers.open.email})`;
    const dialog = page.getByRole('dialog');
    for (const [action, question, detail] of [
      ['Block', 'Are you sure?', `Block: ${who}`],
      ['Delete user', 'Are you sure? This action is IRREVERSIBLE!', `Delete user: ${who}`],
      [
        'Delete payment',
        'Are you sure? This action is IRREVERSIBLE!',
        `Delete payment ${fixtures.subscribers.open.paymentReferences[0]}: ${who}`,
      ],
    ] as const) {
      await actionButton(page, action).click();
      await expect(dialog.locator('.admin-dialog__question')).toHaveText(question);
      await expect(dialog.locator('.admin-dialog__detail')).toHaveText(detail);
      await expect(dialog).toHaveAccessibleDescription(detail);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    await actionButton(page, 'Extend payment').click();
    await expect(page.getByRole('form', { name: 'Extend payment' })).toContainText(`For ${who}`);
    expect(changesSent()).toBe(0);
    await page.context().close();
  });
});

test.describe('search failures', () => {
  test('keeps "An error occurred. Try again." for a refused token and a lost connection, with the reason translated', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await context.addInitScript(() =>
      window.localStorage.setItem('zilt.mini-admin.securityToken', 'not-a-valid-token'),
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/data`);
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(fixtures.subscribers.pro.email);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Er is een fout opgetreden. Probeer het opnieuw. (Het beveiligingstoken is geweigerd.)',
    );
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Er is een fout opgetreden. Probeer het opnieuw. (De server is niet bereikbaar.)',
    );
    await context.setOffline(false);

    await page.goto(`${server.url}/dev/en/data`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(fixtures.subscribers.pro.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred. Try again. (The security token was refused.)');
    await context.close();
  });

  test('says in Dutch that nobody has the e-mail address or the reference', async ({ browser }) => {
    const { page } = await openDataPage(browser, 390, 'nl');
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('niemand@example.org');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Geen abonnee' })).toHaveText(
      'Geen abonnee heeft het e-mailadres niemand@example.org.',
    );
    await page.getByLabel('Betalingskenmerk', { exact: true }).first().check();
    await page.getByRole('textbox', { name: 'Betalingskenmerk' }).fill('ZLT-NIETS');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Geen betaling' })).toHaveText(
      'Geen betaling heeft het kenmerk ZLT-NIETS.',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

test.describe('the Dutch data page speaks Dutch', () => {
  /** Searches by e-mail address on the Dutch page and waits for the user card. */
  async function vind(page: Page, subscriber: FixtureSubscriber) {
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(subscriber.email);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.locator('.admin-facts', { hasText: subscriber.id }).waitFor();
  }
  const dutchButton = (page: Page, name: string) =>
    page.getByRole('region', { name: 'Acties' }).getByRole('button', { name, exact: true });
  const outcome = (page: Page) =>
    page.locator('.admin-status--success, .admin-status--error').filter({ hasText: /^(Gelukt|Niet gewijzigd)/ });

  test('shows values, tables, results, refusals and form problems in Dutch', async ({ browser }) => {
    const { page } = await openDataPage(browser, 1440, 'nl');
    const subscriber = fixtures.subscribers.proForDutch;
    await vind(page, subscriber);
    await expect(fact(page, 'Frequentie').first()).toHaveText('Maandelijks');
    await expect(fact(page, 'Status').first()).toHaveText('Actief');
    await expect(fact(page, 'Land')).toHaveText('Nederland');
    const payments = page.getByRole('region', { name: 'Laatste betalingen', exact: true });
    await expect(payments.getByRole('columnheader')).toHaveText(['Kenmerk', 'Bedrag', 'Status', 'Datum']);
    await expect(payments.getByRole('cell', { name: 'Betaald' }).first()).toBeVisible();
    await expect(payments.getByRole('cell', { name: 'Paid' })).toHaveCount(0);
    const invoices = page.getByRole('region', { name: 'Laatste facturen', exact: true });
    await expect(invoices.getByRole('cell', { name: 'Betaald' }).first()).toBeVisible();
    // No English value anywhere in the subscriber's cards.
    for (const english of ['Monthly', 'Yearly', 'Active', 'Paid', 'Open', 'Cancelled']) {
      await expect(
        page.locator('.admin-data dd, .admin-data td').filter({ hasText: new RegExp(`^${english}$`) }),
      ).toHaveCount(0);
    }

    // A change's result in Dutch, with the date in the Dutch format.
    await dutchButton(page, 'Proefdagen toevoegen').click();
    let form = page.getByRole('form', { name: 'Proefdagen toevoegen' });
    await form.getByLabel('Bedrag').fill('0');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form.locator('.admin-form__error')).toHaveText(
      'Vul een heel aantal dagen in, niet 0 (onder 0 neemt dagen af), hoogstens 3650 naar boven of beneden.',
    );
    await form.getByLabel('Bedrag').fill('5');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(outcome(page)).toHaveText(/^Gelukt: 5 proefdagen toegevoegd: \d+ toegekend, \d+ over$/);

    // A refusal in Dutch: the address is the subscriber's own already.
    await dutchButton(page, 'E-mailadres wijzigen').click();
    form = page.getByRole('form', { name: 'E-mailadres wijzigen' });
    await form.getByLabel('Nieuw e-mailadres').fill('geen-adres');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form.locator('.admin-form__error')).toHaveText('Vul een e-mailadres in, zoals naam@voorbeeld.nl.');
    await form.getByLabel('Nieuw e-mailadres').fill(subscriber.email);
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(outcome(page)).toHaveText(
      `Niet gewijzigd: Het e-mailadres van de gebruiker is al ${subscriber.email}`,
    );

    const next = isoDay(50);
    await dutchButton(page, 'Volgende betaaldatum wijzigen').click();
    form = page.getByRole('form', { name: 'Volgende betaaldatum wijzigen' });
    await form.getByLabel('Volgende betaaldatum').fill(next);
    await form.getByRole('button', { name: 'Opslaan' }).click();
    const dutchDay = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(next));
    await expect(outcome(page)).toHaveText(`Gelukt: Volgende betaaldatum gewijzigd in ${dutchDay}`);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  for (const [width, subscriber, choice] of [
    [390, 'plainForDutchCountry', 'België'],
    [1440, 'plainForDutchCountryWide', 'Duitsland'],
  ] as const) {
    test(`offers the lookup's countries by their Dutch names and stores the choice at ${width} px`, async ({
      browser,
    }) => {
      const lookup = (await (await fetch(`${server.url}/api/v1/Checkout/LookupData`)).json()) as {
        Countries: { BusinessCentralCode: string }[];
      };
      const { page } = await openDataPage(browser, width, 'nl');
      await vind(page, fixtures.subscribers[subscriber]);
      await dutchButton(page, 'Land wijzigen').click();
      const form = page.getByRole('form', { name: 'Land wijzigen' });
      const select = form.getByRole('combobox', { name: 'Nieuw land' });
      await expect(select.locator('option:not([value=""])')).toHaveCount(lookup.Countries.length);
      await expect(select.locator('option[value="NL"]')).toHaveText('Nederland');
      await expect(select.locator('option[value="BE"]')).toHaveText('België');
      await expect(select.locator('option[value="DE"]')).toHaveText('Duitsland');
      let violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      // "Nederland" is accepted as the lookup's Netherlands: the subscriber's country already, so refused in Dutch.
      await select.selectOption({ label: 'Nederland' });
      await form.getByRole('button', { name: 'Opslaan' }).click();
      await expect(outcome(page)).toHaveText('Niet gewijzigd: Het land van de gebruiker is al Nederland');
      await dutchButton(page, 'Land wijzigen').click();
      await page.getByRole('combobox', { name: 'Nieuw land' }).selectOption({ label: choice });
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(outcome(page)).toHaveText(`Gelukt: Land gewijzigd in ${choice}`);
      await expect(fact(page, 'Land')).toHaveText(choice);
      violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });
  }
});

test.describe('the Dutch system page speaks Dutch', () => {
  for (const width of [390, 1440]) {
    test(`shows the live log and the paid users' preview in Dutch at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 1000 } });
      await context.addInitScript((token) => {
        window.localStorage.setItem('zilt.mini-admin.securityToken', token);
      }, fixtures.token);
      const page = await context.newPage();
      await page.goto(`${server.url}/dev/system`);
      await page.locator('.admin-connection[data-status="connected"]').waitFor();
      await page.getByRole('button', { name: 'GetPaidUsers', exact: true }).click();
      const log = page.getByRole('log', { name: 'Logboek' });
      await expect(log.locator('.admin-log__line', { hasText: 'GetPaidUsers: klaar' })).not.toHaveCount(0);
      await expect(log.locator('.admin-log__line', { hasText: 'GetPaidUsers: gestart (token' })).not.toHaveCount(0);
      await expect(
        log.locator('.admin-log__line', { hasText: /GetPaidUsers: \d+ betalende abonnees verstuurd$/ }),
      ).not.toHaveCount(0);
      await expect(log.locator('.admin-log__line', { hasText: /: (started|finished)/ })).toHaveCount(0);
      const preview = page.getByRole('region', { name: 'Betalende abonnees', exact: true });
      await expect(preview.getByRole('columnheader')).toHaveText([
        'Voornaam',
        'Achternaam',
        'E-mail',
        'Gestart',
        'Frequentie',
        'Volgende betaling',
        'Betaalwijze',
      ]);
      await expect(preview.locator('tbody tr').first()).toBeVisible();
      await expect(preview.getByRole('cell', { name: /^(Monthly|Yearly)$/ })).toHaveCount(0);
      await expect(preview.getByRole('cell', { name: /^(Maandelijks|Jaarlijks)$/ }).first()).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    });
  }
});
