import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { studioServerForThisFile } from './support/studio.ts';
import { base32Decode, totpCode, totpStepAt } from '../../apps/server/src/modules/staff/totp.ts';

// The studio's forms, staff and account screens: an editor changes a form and reads what
// visitors sent with it; an admin manages staff accounts with one-time links; a new admin turns
// on the second factor on My account before the rest of the studio opens.

const studio = studioServerForThisFile();

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

/** A browser of its own that sets the account's password through the one-time link (the Mini-Admin's page). */
async function setPasswordWithLink(browser: Browser, link: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${studio().url}/dev/password${new URL(link).hash}`);
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByRole('status')).toHaveText('Je wachtwoord is ingesteld. Je kunt nu inloggen.');
  return page;
}

async function signedIn(page: Page): Promise<boolean> {
  const me = await page.request.get(`${studio().url}/api/v1/staff/me`);
  return ((await me.json()) as { signedIn: boolean }).signedIn;
}

test('an editor relabels a field and makes it required; the public form follows, and its submission reaches the studio and the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/forms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expectNoViolations(page, '/studio/en/forms');
  await page.getByRole('link', { name: 'Register for the field day' }).click();
  await expect(page).toHaveURL(`${studio().url}/studio/en/forms/field-day`);

  const field = page.getByRole('group', { name: 'Field 2: organisation' });
  const englishLabel = field.getByLabel('Label (English)');
  await expect(englishLabel).toHaveValue('Organisation');
  // An empty label is refused by the contracts' schema: said at the field, and saving waits.
  await englishLabel.fill('');
  await expect(englishLabel).toHaveAttribute('aria-invalid', 'true');
  await expect(englishLabel).toHaveAccessibleDescription(/.+/);
  await expect(page.getByText('1 problem: cannot save.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoViolations(page, '/studio/en/forms/field-day with a problem');

  await englishLabel.fill('Farm or organisation');
  await field.getByLabel('Label (Dutch)').fill('Bedrijf of organisatie');
  await field.getByRole('checkbox', { name: 'Required' }).check();
  await expect(englishLabel).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the site shows the form like this.')).toBeVisible();

  // Someone else saves meanwhile: the next save is refused with the reason, and the new version loads.
  const csrf = ((await (await page.request.get(`${studio().url}/api/v1/staff/me`)).json()) as { csrfToken: string })
    .csrfToken;
  const current = (await (await page.request.get(`${studio().url}/api/v1/editor/forms/field-day`)).json()) as {
    definition: { title: { en: string; nl: string } };
    version: string;
  };
  const other = await page.request.put(`${studio().url}/api/v1/editor/forms/field-day`, {
    headers: { origin: studio().url, 'x-csrf-token': csrf },
    data: {
      definition: { ...current.definition, title: { ...current.definition.title, en: 'Sign up for the field day' } },
      version: current.version,
    },
  });
  expect(other.status()).toBe(200);
  await field.getByLabel('Label (Dutch)').fill('Bedrijf');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Someone else changed this form meanwhile');
  await page.getByRole('button', { name: 'Load the new version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up for the field day' })).toBeVisible();
  await expect(field.getByLabel('Label (Dutch)')).toHaveValue('Bedrijf of organisatie');

  // A visitor: the new label, and the field is now required.
  const visitor = await browser.newPage();
  await visitor.goto(`${studio().url}/en/field-day`);
  const form = visitor.locator('.formstack-block form[data-zilt-form="field-day"]');
  await form.waitFor({ state: 'visible', timeout: 45_000 });
  await form.getByLabel('Your name').fill('Pieter Bakker');
  await form.getByLabel('E-mail address').fill('pieter@example.org');
  await form.getByLabel('You are a').selectOption('farmer');
  await form.getByLabel('Morning: potato and onion trials').check();
  await form.getByLabel(/I agree that Zilt keeps my details/).check();
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('#zilt-field-day-organisation-error')).toHaveText('This field is required.');
  await form.getByLabel(/Farm or organisation/).fill('Zilte Akker');
  await form.locator('button[type="submit"]').click();
  await expect(visitor.locator('.formstack-block .zilt-form__confirmation')).toContainText(
    'you are registered for the field day',
  );
  await visitor.close();

  // The editor reads the submission and downloads every submission as CSV.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const submissions = page.getByRole('region', { name: /Submissions of Sign up for the field day/ });
  await expect(submissions.getByRole('row', { name: /Pieter Bakker/ })).toContainText('Zilte Akker');
  await expectNoViolations(page, '/studio/en/forms/field-day');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download every submission (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, ...rows] = csv.split('\r\n');
  expect(header).toBe(
    'id;submittedAt;language;name;organisation;email;phone;role;session;arrival;questions;newsletter;consent',
  );
  expect(rows.some((row) => row.includes(';Pieter Bakker;Zilte Akker;pieter@example.org;'))).toBe(true);
});

test('an admin adds an editor, hands over the link, sets the role, resets and ends the sessions of that account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await studio().signIn(page, 'admin');
  await page.goto(`${studio().url}/studio/en/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('row', { name: /eva\.editor@zilt\.example/ })).toContainText('Editor');
  await expectNoViolations(page, '/studio/en/staff');

  await page.getByRole('textbox', { name: 'Email address' }).fill('nina.new@zilt.example');
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'One-time link for nina.new@zilt.example' })).toBeVisible();
  const linkField = page.getByRole('textbox', { name: 'Link', exact: true });
  const firstLink = await linkField.inputValue();
  expect(firstLink).toMatch(/\/dev\/password#token=zsl_/);
  await expectNoViolations(page, '/studio/en/staff with a link');

  const nina = await setPasswordWithLink(browser, firstLink, 'new editor on the salt marsh');
  const signIn = await nina.request.post(`${studio().url}/api/v1/staff/sign-in`, {
    headers: { origin: studio().url },
    data: { email: 'nina.new@zilt.example', password: 'new editor on the salt marsh' },
  });
  expect(signIn.status()).toBe(200);
  expect(await signedIn(nina)).toBe(true);

  // Read again, the list shows the password chosen.
  await page.reload();
  const row = page.getByRole('row', { name: /nina\.new@zilt\.example/ });
  await expect(row).toContainText('Chosen');
  await row.getByRole('combobox', { name: 'Role of nina.new@zilt.example' }).selectOption('support');
  await row.getByRole('button', { name: 'Save the role' }).click();
  await expect(page.getByText('nina.new@zilt.example now has the role Support.')).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /nina\.new@zilt\.example/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('Support');

  await page
    .getByRole('row', { name: /nina\.new@zilt\.example/ })
    .getByRole('button', { name: 'New link' })
    .click();
  await expect(linkField).not.toHaveValue(firstLink);
  await expect(linkField).toHaveValue(/\/dev\/password#token=zsl_/);

  await page
    .getByRole('row', { name: /nina\.new@zilt\.example/ })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page.getByText('nina.new@zilt.example is signed out everywhere (1 sessions ended).')).toBeVisible();
  expect(await signedIn(nina)).toBe(false);
  await nina.context().close();
});

test('a new admin is limited until turning on the second factor on My account, then reaches every screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await studio().signIn(page, 'admin');
  await page.goto(`${studio().url}/studio/en/staff`);
  await page.getByRole('textbox', { name: 'Email address' }).fill('alma.admin@zilt.example');
  await page.getByLabel('Role', { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue();

  const alma = await setPasswordWithLink(browser, link, 'a new admin by the dunes');
  await alma.goto(`${studio().url}/studio/en`);
  await alma.getByRole('textbox', { name: 'Email address' }).fill('alma.admin@zilt.example');
  await alma.getByLabel('Password').fill('a new admin by the dunes');
  await alma.getByRole('button', { name: 'Sign in' }).click();
  await expect(alma.getByRole('heading', { level: 1, name: 'Turn on two-step verification first' })).toBeVisible();
  await alma.goto(`${studio().url}/studio/en/forms`);
  await expect(alma.getByRole('heading', { level: 1, name: 'Turn on two-step verification first' })).toBeVisible();

  await alma.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'My account' }).click();
  await expect(alma.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectNoViolations(alma, '/studio/en/account, limited');
  await alma.getByRole('button', { name: 'Turn on two-step verification' }).click();
  const secret = (await alma.locator('.studio-account-secret').innerText()).replace(/\s+/g, '');
  await expect(alma.getByRole('link', { name: 'Open in an authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await expectNoViolations(alma, '/studio/en/account, enrolling');
  await alma.getByLabel('Six-digit code from the app').fill('000000');
  await alma.getByRole('button', { name: 'Confirm' }).click();
  await expect(alma.getByText('That code is not right.')).toBeVisible();
  await alma.getByLabel('Six-digit code from the app').fill(totpCode(base32Decode(secret), totpStepAt(new Date())));
  await alma.getByRole('button', { name: 'Confirm' }).click();
  await expect(alma.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(alma.locator('.studio-account-codes li')).toHaveCount(10);
  await expect(alma.locator('.studio-account-codes li').first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expect(alma.getByText('Admins keep two-step verification on.')).toBeVisible();
  await expect(alma.getByRole('cell', { name: 'Succeeded (password)' }).first()).toBeVisible();
  await expectNoViolations(alma, '/studio/en/account, recovery codes');

  await alma.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Forms' }).click();
  await expect(alma.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await alma.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff' }).click();
  await expect(alma.getByRole('row', { name: /alma\.admin@zilt\.example/ })).toContainText('On');
  await alma.context().close();
});

test('an editor cannot open the staff screen; My account lists the sign-ins and signs out everywhere', async ({
  page,
}) => {
  await studio().signIn(page, 'secondEditor');
  await page.goto(`${studio().url}/studio/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible();
  await expect(page.getByText('Alleen beheerders beheren medewerkers.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Medewerkers' })).toHaveCount(
    0,
  );
  await expectNoViolations(page, '/studio/staff as an editor');

  await page.goto(`${studio().url}/studio/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Gelukt (wachtwoord)' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tweestapsverificatie aanzetten' })).toBeVisible();
  await expectNoViolations(page, '/studio/account');
  await page.getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen in de studio' })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
});
