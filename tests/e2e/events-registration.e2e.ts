import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { openHydrated } from './support/blocks-page.ts';
import { describeViolations, scrollSettled } from './support/shell.ts';
import { serverForThisFile } from './support/suite.ts';

// Events you can register for, past events marked and never promoted, one e-mail rule in every
// form and on the server, and forms that autofill, link their privacy statement and answer a
// second registration kindly. This server starts with the default settings (no minimum fill
// time): the registrations it stores stay in its own data.
const server = serverForThisFile();

// Far enough from today for the tests to hold for a long while: one event long over, one to come.
const pastEvent = { en: '/en/events/knowledge-week-2025', nl: '/nl/evenementen/kennisweek-2025' };
const upcomingEvent = { en: '/en/events/utrecht-data-hackathon', nl: '/nl/evenementen/datahackathon-utrecht' };
const widths = [390, 1440];

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await expect.poll(() => scrollSettled(page)).toBe(true);
  const violations = await axeViolations(page);
  expect(violations, `${label}: ${describeViolations(violations)}`).toEqual([]);
}

/** The registration form of an event page, once its script has drawn it. */
async function registrationForm(page: Page): Promise<Locator> {
  const form = page.locator('#register form[data-zilt-form="event-registration"]');
  await form.waitFor({ state: 'visible', timeout: 45_000 });
  return form;
}

// Blocks scrolled into view rise 12 px as they appear: a click that scrolls a form into view could
// press a checkbox and release beside it, mid-rise. These tests are about the forms, so they ask
// for reduced motion (the reveal has tests of its own).
async function openAt(browser: Browser, url: string, width: number): Promise<Page> {
  return openHydrated(browser, url, { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
}

test.describe('events: registration, past events marked and never promoted', () => {
  test('lists upcoming events first and marks each past one, in the page language, at 390 and 1440 px', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    for (const [language, path, mark] of [
      ['en', '/en/events?pageSize=50', 'Past event'],
      ['nl', '/nl/evenementen?pageSize=50', 'Afgelopen evenement'],
    ] as const) {
      for (const width of widths) {
        const page = await openAt(browser, `${server().url}${path}`, width);
        const cards = page.locator('.overview-card');
        await expect(cards).toHaveCount(22);
        const past = await cards.evaluateAll((all) =>
          all.map((card) => card.querySelector('[data-event-status="past"]') !== null),
        );
        // Upcoming ones first, then the past ones: never an upcoming card after a past one.
        expect(past.indexOf(true)).toBeGreaterThan(0);
        expect(past.slice(past.indexOf(true)).every(Boolean), `${language}: ${past.join(',')}`).toBe(true);
        const oldCard = cards.filter({ has: page.locator(`a[href$="${pastEvent[language].split('/').pop()}"]`) });
        await expect(oldCard.locator('[data-event-status="past"]')).toHaveText(mark);
        await expect(oldCard.locator('[data-event-status="past"]')).toBeVisible();
        const newCard = cards.filter({ has: page.locator(`a[href$="${upcomingEvent[language].split('/').pop()}"]`) });
        await expect(newCard.locator('[data-event-status]')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
        await page.context().close();
      }
    }
  });

  test('an upcoming event offers its registration form; a past one is marked and offers none, at 390 and 1440 px', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    for (const width of widths) {
      const page = await openAt(browser, `${server().url}${upcomingEvent.en}`, width);
      const header = page.locator('.page-header--detail');
      await expect(header.locator('[data-event-status]')).toHaveCount(0);
      const register = header.getByRole('link', { name: 'Register' });
      await expect(register).toBeVisible();
      await register.click();
      await expect(page).toHaveURL(/#register$/);
      const form = await registrationForm(page);
      await expect(form.locator('h2')).toHaveText('Register for this event');
      await expectNoAxeViolations(page, `${upcomingEvent.en} at ${width} px`);
      await page.context().close();

      for (const [language, mark] of [
        ['en', 'Past event'],
        ['nl', 'Afgelopen evenement'],
      ] as const) {
        const pastPage = await openAt(browser, `${server().url}${pastEvent[language]}`, width);
        const pastHeader = pastPage.locator('.page-header--detail');
        await expect(pastHeader.locator('[data-event-status="past"]')).toHaveText(mark);
        await expect(pastHeader.locator('[data-event-status="past"]')).toBeVisible();
        await expect(pastHeader.locator('.page-header__date')).toContainText(mark);
        await expect(pastPage.locator('.page-header__actions')).toHaveCount(0);
        await expect(pastPage.locator('#register')).toHaveCount(0);
        await expectNoAxeViolations(pastPage, `${pastEvent[language]} at ${width} px`);
        await pastPage.context().close();
      }
    }
  });

  test('an event registered elsewhere links to its registration page, which was linked from nowhere before', async ({
    browser,
  }) => {
    const page = await openAt(browser, `${server().url}/en/events/texel-salt-farm-tour`, 1440);
    const register = page.locator('.page-header--detail').getByRole('link', { name: 'Register on the field day page' });
    await expect(register).toHaveAttribute('href', '/en/field-day');
    await register.click();
    await expect(page).toHaveURL(/\/en\/field-day$/);
    await page.locator('form[data-zilt-form="field-day"]').waitFor({ state: 'visible', timeout: 45_000 });
    await page.context().close();
  });

  test('menus and teasers promote no past event', async ({ browser }) => {
    test.setTimeout(180_000);
    for (const [home, teaserPage] of [
      ['/en/', '/en/field-labs'],
      ['/nl/', '/nl/proeftuinen'],
    ] as const) {
      const page = await openAt(browser, `${server().url}${home}`, 1440);
      const promoted = new Set(
        await page
          .locator('header a[href*="/events/"], header a[href*="/evenementen/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
      );
      await page.goto(`${server().url}${teaserPage}`);
      for (const href of await page
        .locator('main a[href*="/events/"], main a[href*="/evenementen/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        promoted.add(href);
      }
      expect(promoted.size, `${home}: the menu and ${teaserPage} promote an event`).toBeGreaterThan(0);
      for (const href of promoted) {
        await page.goto(`${server().url}${href}`);
        await expect(page.locator('.page-header--detail h1')).toBeVisible();
        await expect(page.locator('[data-event-status="past"]'), `${href} is promoted but past`).toHaveCount(0);
      }
      await page.context().close();
    }
  });
});

test.describe('forms: autofill, privacy link, a second registration, one e-mail rule', () => {
  test('an autofilled registration sent at once is accepted; fields carry autofill tokens; the privacy statement is a link', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openAt(browser, `${server().url}${upcomingEvent.en}`, 390);
    const form = await registrationForm(page);
    for (const [label, token] of <const>[
      ['First name', 'given-name'],
      ['Last name', 'family-name'],
      ['Organisation (optional)', 'organization'],
      ['E-mail address', 'email'],
      ['Phone number (optional)', 'tel'],
      ['Postcode (optional)', 'postal-code'],
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('autocomplete', token);
    }
    const privacy = form.getByRole('link', { name: 'privacy statement' });
    await expect(privacy).toHaveAttribute('href', '/en/privacy-statement');

    // What a browser's autofill does: every field filled in one go, sent straight away.
    await form.getByLabel('First name').fill('Fleur');
    await form.getByLabel('Last name').fill('Janssen');
    await form.getByLabel('E-mail address').fill('fleur.janssen@example.org');
    await form.getByLabel('Postcode (optional)').fill('3584 CS');
    await form.getByLabel(/I agree that Zilt keeps my details/).check();
    await form.getByRole('button', { name: 'Register' }).click();
    const confirmation = page.locator('#register .zilt-form__confirmation');
    await expect(confirmation).toHaveText(
      'Thank you: you are registered. You will receive the practical details by e-mail before the event.',
      { timeout: 30_000 },
    );
    await page.context().close();

    // The privacy link leads to the privacy page in the page's language.
    const dutch = await openAt(browser, `${server().url}${upcomingEvent.nl}`, 1440);
    const dutchForm = await registrationForm(dutch);
    await dutchForm.getByRole('link', { name: 'privacyverklaring' }).click();
    await expect(dutch).toHaveURL(/\/nl\/privacyverklaring$/);
    await dutch.context().close();
  });

  test('a second registration of one address for one event is answered kindly in the page language, at 390 and 1440 px', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const event = { en: '/en/events/rotterdam-delta-conference', nl: '/nl/evenementen/deltaconferentie-rotterdam' };
    const messages = {
      first: 'Thank you: you are registered. You will receive the practical details by e-mail before the event.',
      en: 'You are already registered with this e-mail address. There is no need to register again: your first registration stands.',
      nl: 'Je bent al aangemeld met dit e-mailadres. Opnieuw aanmelden is niet nodig: je eerste aanmelding blijft staan.',
    };
    const attempts = [
      ['en', 1440, messages.first],
      ['en', 390, messages.en],
      ['nl', 1440, messages.nl],
    ] as const;
    for (const [language, width, expected] of attempts) {
      const page = await openAt(browser, `${server().url}${event[language]}`, width);
      const form = await registrationForm(page);
      const nl = language === 'nl';
      await form.getByLabel(nl ? 'Voornaam' : 'First name', { exact: true }).fill('Sem');
      await form.getByLabel(nl ? 'Achternaam' : 'Last name', { exact: true }).fill('de Boer');
      // The same address, written otherwise the second and third time.
      await form
        .getByLabel(nl ? 'E-mailadres' : 'E-mail address')
        .fill(width === 1440 && !nl ? 'sem@example.org' : 'Sem@Example.org');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: nl ? 'Aanmelden' : 'Register' }).click();
      const answer = page.locator('#register .zilt-form__confirmation');
      await expect(answer).toHaveText(expected, { timeout: 30_000 });
      await expect(answer).toHaveAttribute('role', 'status');
      await expect(answer).toBeFocused();
      await expect(page.locator('#register .zilt-form__status')).toHaveCount(0);
      await expectNoAxeViolations(page, `${event[language]} after registering, at ${width} px`);
      await page.context().close();
    }
  });

  test('a form sent by a script without anyone touching it is refused: the bot defence stays', async ({ browser }) => {
    const page = await openAt(browser, `${server().url}/en/events/groningen-water-debate`, 1440);
    const form = await registrationForm(page);
    await form.evaluate((element: HTMLFormElement) => {
      const set = (name: string, value: string) => {
        (element.elements.namedItem(name) as HTMLInputElement).value = value;
      };
      set('givenName', 'Robot');
      set('familyName', 'Robot');
      set('email', 'robot@example.org');
      (element.elements.namedItem('consent') as HTMLInputElement).checked = true;
      element.requestSubmit();
    });
    await expect(form.locator('.zilt-form__status')).toHaveText(
      'The form could not be sent. Please try again in a moment.',
      { timeout: 30_000 },
    );
    await page.context().close();
  });

  test('refuses jan.visser@, ux-test@@x and piet@ in every form in the browser and on the server', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const bad = ['jan.visser@', 'ux-test@@x', 'piet@'];

    // The provider's forms: an event's registration (English) and the newsletter (Dutch).
    const page = await openAt(browser, `${server().url}${upcomingEvent.en}`, 1440);
    const form = await registrationForm(page);
    await form.getByLabel('First name').fill('Jan');
    await form.getByLabel('Last name').fill('Visser');
    await form.getByLabel(/I agree that Zilt keeps my details/).check();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/submissions')) sent += 1;
    });
    for (const address of bad) {
      await form.getByLabel('E-mail address').fill(address);
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(form.locator('#zilt-event-registration-email-error')).toHaveText(
        'Please enter a valid e-mail address.',
      );
      await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent).toBe(0);

    // The server applies the same rule to every form it takes.
    for (const address of bad) {
      const registration = await page.request.post(`${server().url}/api/v1/forms/event-registration/submissions`, {
        data: {
          language: 'en',
          fields: { givenName: 'Jan', familyName: 'Visser', email: address, consent: true },
          fillMs: 4000,
        },
      });
      expect(registration.status(), address).toBe(422);
      expect((await registration.json()).fieldErrors).toEqual({ email: 'Please enter a valid e-mail address.' });
      const contact = await page.request.post(`${server().url}/api/v1/forms/contact/submissions`, {
        data: {
          language: 'nl',
          fields: { name: 'Jan', phoneNumber: '0612345678', email: address, subject: 'Vraag', body: 'Hallo' },
          fillMs: 4000,
        },
      });
      expect(contact.status(), address).toBe(422);
      expect(Object.keys((await contact.json()).fieldErrors)).toEqual(['email']);
    }
    await page.context().close();

    const newsletterPage = await openAt(browser, `${server().url}/nl/velddag`, 390);
    const newsletter = newsletterPage.locator('.hubspot-block form[data-zilt-form="newsletter"]');
    await newsletter.waitFor({ state: 'visible', timeout: 45_000 });
    await newsletter.getByLabel(/Ja, stuur me/).check();
    for (const address of bad) {
      await newsletter.getByLabel('E-mailadres').fill(address);
      await newsletter.getByRole('button', { name: 'Inschrijven' }).click();
      await expect(newsletter.locator('#zilt-newsletter-email-error')).toHaveText('Vul een geldig e-mailadres in.');
    }
    await newsletterPage.context().close();

    // The agency site's contact form keeps Send disabled and names the problem.
    const contactPage = await openAt(browser, `${server().url}/spa/contact-us`, 390);
    // The React form carries the same autofill tokens as the served ones.
    await expect(contactPage.getByLabel('Name')).toHaveAttribute('autocomplete', 'name');
    await expect(contactPage.getByLabel('Phone number')).toHaveAttribute('autocomplete', 'tel');
    await expect(contactPage.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'email');
    await contactPage.getByLabel('Name').fill('Jan Visser');
    await contactPage.getByLabel('Phone number').fill('+31 6 1234 5678');
    await contactPage.getByLabel('Subject').fill('Zout');
    await contactPage.getByLabel('Message').fill('Een vraag over de proeven.');
    const email = contactPage.getByLabel('E-mail address');
    const send = contactPage.getByRole('button', { name: 'Send message' });
    for (const address of bad) {
      await email.fill(address);
      await email.blur();
      await expect(contactPage.locator('.contact-form [data-form-error]')).toHaveText(
        'Please enter a valid e-mail address.',
      );
      await expect(send).toBeDisabled();
    }
    await email.fill('jan.visser@example.org');
    await expect(send).toBeEnabled();
    await contactPage.context().close();
  });
});
