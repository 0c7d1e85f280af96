import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { studioServerForThisFile } from './support/studio.ts';

// The studio's record screens on the editing API: a menu reordered by keyboard and by dragging
// reaches the site's header in that order; a UI text edited in the translations table reaches
// the site; keys missing a language are listed first; a member added on the team screen joins
// the team on the agency's about page. A stale write is explained with the choice to reload;
// invalid fields are marked where they are. Each screen has no accessibility violations.

const studio = studioServerForThisFile();

/** Calls the editing API as the page's signed-in staff member (the session's CSRF token in its header). */
async function editorCall(page: Page, method: 'GET' | 'PATCH' | 'PUT', path: string, data?: unknown) {
  const me = (await (await page.request.get(`${studio().url}/api/v1/staff/me`)).json()) as { csrfToken: string };
  const response = await page.request.fetch(`${studio().url}${path}`, {
    method,
    data,
    headers: { origin: studio().url, 'x-csrf-token': me.csrfToken },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The titles of the site header's main menu, in order. */
function publicMenuTitles(page: Page) {
  return page
    .locator('.main-menu > .main-menu__item')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('.main-menu__link, .main-menu__toggle')?.textContent?.trim() ?? ''),
    );
}

test('a main-menu item moved by keyboard and another by dragging reach the site in that order', async ({ page }) => {
  await studio().signIn(page, 'editor');
  const menu = await editorCall(page, 'GET', '/api/v1/editor/menus/wp/en/main');
  const before = (menu.items as { Title: string; Weight: number }[])
    .toSorted((a, b) => a.Weight - b.Weight)
    .map((item) => item.Title);
  expect(before.length).toBeGreaterThanOrEqual(4);

  await page.goto(`${studio().url}/studio/en/menus`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  const topLevel = page.locator('.menu-tree__list[data-level="1"] > li > .menu-tree__row input[data-action="title"]');
  await expect(topLevel).toHaveCount(before.length);
  await expect(topLevel.first()).toHaveValue(before[0]!);
  expect(describeViolations(await axeViolations(page))).toBe('');

  // By keyboard: the third item's handle takes focus and ArrowUp moves it one place up.
  const third = before[2]!;
  const handle = page.getByRole('button', { name: `Move ${third}: drag, or arrow keys` });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: `${third}: position 2 of` })).toBeAttached();
  await expect(handle).toBeFocused();
  // And with Alt in its title field, one place further up.
  await page.locator(`input[data-action="title"][value="${third}"]`).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(topLevel.first()).toHaveValue(third);

  // By dragging: the last item's handle onto the upper half of the second item's row (both in
  // view, as a person dragging sees them).
  await page.setViewportSize({ width: 1280, height: 2400 });
  const last = before.at(-1)!;
  const rows = page.locator('.menu-tree__list[data-level="1"] > li > .menu-tree__row');
  await page
    .getByRole('button', { name: `Move ${last}: drag, or arrow keys` })
    .dragTo(rows.nth(1), { targetPosition: { x: 200, y: 4 } });
  const expected = [third, last, ...before.filter((title) => title !== third && title !== last)];
  await expect
    .poll(() => topLevel.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    .toEqual(expected);

  await page.getByRole('button', { name: 'Save the menu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The menu is saved' })).toBeVisible();

  await page.goto(`${studio().url}/en`);
  await waitForHydration(page);
  await expect.poll(() => publicMenuTitles(page)).toEqual(expected);
});

test('a menu saved over a newer version is refused, explained, and reloaded on request', async ({ page }) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/menus`);
  const titles = page.locator('.menu-tree__list[data-level="1"] > li > .menu-tree__row input[data-action="title"]');
  await expect(titles.first()).toBeVisible();
  const menu = await editorCall(page, 'GET', '/api/v1/editor/menus/wp/nl/main');
  // Someone else saves the menu meanwhile.
  const items = menu.items as { Title: string }[];
  await editorCall(page, 'PUT', '/api/v1/editor/menus/wp/nl/main', {
    items: items.map((item, index) => (index === 0 ? { ...item, Title: 'Elders veranderd' } : item)),
  });
  await titles.first().fill('Hier veranderd');
  await page.getByRole('button', { name: 'Menu opslaan' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Iemand anders heeft dit intussen veranderd.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Nieuwste versie laden' }).click();
  await expect(titles.first()).toHaveValue('Elders veranderd');

  // Validation by the contracts and the studio: an empty title is marked at the item, nothing sent.
  await titles.first().fill('');
  await page.getByRole('button', { name: 'Menu opslaan' }).click();
  await expect(titles.first()).toHaveAttribute('aria-invalid', 'true');
  await expect(titles.first()).toHaveAccessibleDescription('Verplicht: vul dit in.');
  await expect(titles.first()).toBeFocused();
  await titles.first().fill('Weer een titel');
  await expect(titles.first()).not.toHaveAttribute('aria-invalid');
});

test('keys missing a language come first, and a text edited in the table reaches the site', async ({ page }) => {
  await studio().signIn(page, 'editor');
  await editorCall(page, 'PATCH', '/api/v1/editor/translations/wp/nl/contact', { remove: ['optional'] });

  await page.goto(`${studio().url}/studio/en/translations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  const rows = page.locator('.translations__table tbody tr');
  await expect(rows.first()).toBeVisible();
  const keys = await rows.evaluateAll((all) =>
    all.map((row) => ({
      key: row.getAttribute('data-key'),
      incomplete: row.getAttribute('data-incomplete') === 'true',
    })),
  );
  const firstComplete = keys.findIndex((row) => !row.incomplete);
  const removed = keys.findIndex((row) => row.key === 'contact:optional');
  expect(removed).toBeGreaterThanOrEqual(0);
  expect(firstComplete).toBeGreaterThan(removed);
  expect(keys.slice(firstComplete).every((row) => !row.incomplete)).toBe(true);
  await expect(rows.nth(removed).getByRole('textbox', { name: 'Dutch: contact:optional' })).toHaveValue('');
  await expect(rows.nth(removed)).toContainText('Missing');
  expect(describeViolations(await axeViolations(page))).toBe('');

  await page.getByRole('searchbox', { name: 'Search keys and texts' }).fill('search.open');
  await expect(rows).toHaveCount(1);
  await page.getByRole('textbox', { name: 'English: common:search.open' }).fill('Search Zilt');
  await page.getByRole('button', { name: 'Save: common:search.open' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'common:search.open is saved' })).toBeVisible();

  await page.goto(`${studio().url}/en`);
  await waitForHydration(page);
  await expect(page.locator('.site-header__toggle-label').filter({ hasText: 'Search Zilt' })).toHaveCount(1);
});

test('a member added on the team screen joins the team on the about page, then is changed and removed', async ({
  page,
}) => {
  await studio().signIn(page, 'editor');
  await page.goto(`${studio().url}/studio/en/team`);
  await expect(page.getByRole('heading', { level: 2, name: 'Team members' })).toBeVisible();
  await expect(page.locator('.team__table tbody tr').first()).toBeVisible();
  expect(describeViolations(await axeViolations(page))).toBe('');

  const form = page.getByRole('form', { name: 'Add a team member' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Mira');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Zoutman');
  await form.getByRole('combobox', { name: 'Role' }).fill('team:roles.agronomist');
  const age = form.getByRole('spinbutton', { name: 'Age' });
  await age.fill('200');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(age).toHaveAccessibleDescription('Too big: at most 150.');
  await expect(age).toBeFocused();
  await age.fill('41');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mira Zoutman was added' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Mira Zoutman' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');

  await page.goto(`${studio().url}/spa/about-us`);
  await waitForHydration(page);
  const card = page.locator('.team-members__grid .team-member-card').filter({ hasText: 'Mira Zoutman' });
  await expect(card).toBeVisible();
  await expect(card.locator('.team-member-card__role')).not.toHaveText('team:roles.agronomist');

  // Changed, then removed, on the team screen.
  await page.goto(`${studio().url}/studio/en/team`);
  await page.getByRole('button', { name: 'Edit: Mira Zoutman' }).click();
  const edit = page.getByRole('form', { name: 'Edit Mira Zoutman' });
  await edit.getByRole('spinbutton', { name: 'Age' }).fill('42');
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mira Zoutman is saved' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Mira Zoutman' }) });
  await expect(row).toContainText('42 years');
  await row.getByRole('button', { name: 'Remove: Mira Zoutman' }).click();
  await row.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mira Zoutman was removed' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Mira Zoutman' })).toHaveCount(0);
});
