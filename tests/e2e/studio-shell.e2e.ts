import { expect, test } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations } from './support/shell.ts';
import { studioAccounts, studioPassword, studioServerForThisFile } from './support/studio.ts';

// The studio's door and frame: a staff account signs in on the studio's own sign-in screen, the
// frame names who is signed in and leads to every screen in Dutch and English; support staff
// are sent to the Mini-Admin.

const studio = studioServerForThisFile();

test('an editor signs in on /studio, moves through the frame in both languages and signs out', async ({ page }) => {
  await page.goto(`${studio().url}/studio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen in de studio' })).toBeVisible();
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(studioAccounts.editor.email);
  await page.getByLabel('Wachtwoord').fill('not the password at all');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of het wachtwoord klopt niet.');

  await page.getByLabel('Wachtwoord').fill(studioPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const navigation = page.getByRole('navigation', { name: 'Studio' });
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(`Ingelogd als ${studioAccounts.editor.email} (editor)`);
  // Only admins see the staff screen.
  await expect(navigation.getByRole('link')).toHaveText([
    'Overzicht',
    "Pagina's",
    'Media',
    "Menu's",
    'Vertalingen',
    'Team',
    'Formulieren',
    'Mijn account',
  ]);
  expect(describeViolations(await axeViolations(page))).toBe('');

  await navigation.getByRole('link', { name: "Pagina's" }).click();
  await expect(page).toHaveURL(`${studio().url}/studio/pages`);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${studio().url}/studio/en/pages`);
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Pages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  const me = await page.request.get(`${studio().url}/api/v1/staff/me`);
  expect(((await me.json()) as { signedIn: boolean }).signedIn).toBe(false);
});

test('a support member is sent to the Mini-Admin; an admin also reaches the staff screen', async ({ page }) => {
  await studio().signIn(page, 'support');
  await page.goto(`${studio().url}/studio/en`);
  await expect(page.getByRole('heading', { level: 1, name: 'No access to the studio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'To the Mini-Admin' })).toHaveAttribute('href', '/dev/en');

  await page.context().clearCookies();
  await studio().signIn(page, 'admin');
  await page.goto(`${studio().url}/studio/en`);
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff' })).toBeVisible();
});
