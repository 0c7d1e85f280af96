import { mkdtemp, rm, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { openHydrated } from './support/blocks-page.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations, scrollSettled } from './support/shell.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';
import { createToken } from './support/commands.ts';

// A person takes seconds to fill in a form; the browser here takes less, so this server waits for none.
const env = { FORM_MIN_FILL_SECONDS: '0' };

/** Every address the page asked for that is not on our server. */
function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

test.describe('embedded forms of our own provider', () => {
  let dataDir: string;
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(serverStartTimeout);
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-forms-'));
    await cp(seededDataDir, dataDir, { recursive: true });
    server = await startServer({ dataDir, env });
  });
  test.afterAll(async () => {
    test.setTimeout(serverStopTimeout);
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('keeps the Formstack-style form hidden until its script has loaded, scrolls to the first error once, sends and confirms', async ({
    browser,
  }) => {
    let releaseScript: () => void = () => undefined;
    const scriptGate = new Promise<void>((resolve) => (releaseScript = resolve));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const original = Element.prototype.scrollIntoView;
      (window as unknown as { errorScrolls: number }).errorScrolls = 0;
      Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
        if (this.closest('.formstack-block')) (window as unknown as { errorScrolls: number }).errorScrolls += 1;
        return original.apply(this, args);
      };
    });
    await context.route('**/forms/provider.js', async (route) => {
      await scriptGate;
      await route.continue();
    });
    const page = await context.newPage();
    const foreign = foreignRequests(page, server.url);
    await page.goto(`${server.url}/en/field-day`);
    const form = page.locator('.formstack-block form[data-zilt-form="field-day"]');
    // The markup has arrived, but its script has not: the form is not shown.
    await form.waitFor({ state: 'attached', timeout: 45_000 });
    await expect(form).toBeHidden();
    await expect(page.locator('.formstack-block [role="status"]')).toHaveText('The form is loading…');

    releaseScript();
    await form.waitFor({ state: 'visible', timeout: 30_000 });

    // Sending it empty: each required field says so, and the page scrolls to the first one.
    await page.evaluate(() => window.scrollTo(0, 0));
    await form.locator('button[type="submit"]').click();
    const nameError = form.locator('#zilt-field-day-name-error');
    await expect(nameError).toHaveText('This field is required.');
    await expect.poll(() => page.evaluate(() => (window as unknown as { errorScrolls: number }).errorScrolls)).toBe(1);
    await expect.poll(() => nameError.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(0);
    await expect(form.locator('#zilt-field-day-organisation-error')).toBeHidden();

    await form.getByLabel('Your name').fill('Pieter Bakker');
    await form.getByLabel('E-mail address').fill('pieter@example.org');
    await form.getByLabel('You are a').selectOption('farmer');
    await form.getByLabel('Morning: potato and onion trials').check();
    await form.getByLabel('Questions or dietary wishes').fill('=1+1 and no onions');
    await form.getByLabel(/I agree that Zilt keeps my details/).check();
    await form.locator('button[type="submit"]').click();
    const confirmation = page.locator('.formstack-block .zilt-form__confirmation');
    await confirmation.waitFor({ state: 'visible', timeout: 30_000 });
    await expect(confirmation).toContainText('you are registered for the field day');
    // The first error scrolled the page; the later ones did not.
    expect(await page.evaluate(() => (window as unknown as { errorScrolls: number }).errorScrolls)).toBe(1);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('renders the HubSpot-style block by portal id and form id from our provider, without any third-party request', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const foreign = foreignRequests(page, server.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/forms/')) scripts.push(request.url());
    });
    await page.goto(`${server.url}/nl/velddag`);
    const form = page.locator('.hubspot-block form[data-zilt-form="newsletter"]');
    await form.waitFor({ state: 'visible', timeout: 45_000 });
    await expect(form.locator('h2')).toHaveText('De Zilt-nieuwsbrief');
    await expect(form.getByLabel('Voornaam (optioneel)')).toHaveCount(1);
    expect(scripts).toContain(`${server.url}/forms/provider.js`);

    await form.getByLabel('E-mailadres').fill('lezer@example.org');
    await form.getByLabel(/Ja, stuur me/).check();
    await form.locator('button[type="submit"]').click();
    const confirmation = page.locator('.hubspot-block .zilt-form__confirmation');
    await confirmation.waitFor({ state: 'visible', timeout: 30_000 });
    await expect(confirmation).toHaveText(
      'Bedankt: kijk in je mailbox en bevestig je inschrijving met de link die we je stuurden.',
    );
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('has no axe-core violations on the form pages, with the errors of an empty submit shown, at 375 and 1440 px', async ({
    browser,
  }) => {
    for (const width of [375, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/en/field-day`);
      const form = page.locator('.formstack-block form[data-zilt-form="field-day"]');
      await form.waitFor({ state: 'visible', timeout: 45_000 });
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('#zilt-field-day-name-error')).toHaveText('This field is required.');
      // The page scrolls smoothly to the first error: measured mid-scroll, a field passing under
      // the sticky header or cookie bar counts as a covered target.
      await expect(form.getByLabel('Your name')).toBeInViewport();
      await expect.poll(() => scrollSettled(page)).toBe(true);
      let violations = await axeViolations(page);
      expect(violations, `/en/field-day at ${width} px: ${describeViolations(violations)}`).toEqual([]);
      await page.goto(`${server.url}/nl/velddag`);
      await page
        .locator('.hubspot-block form[data-zilt-form="newsletter"]')
        .waitFor({ state: 'visible', timeout: 45_000 });
      violations = await axeViolations(page);
      expect(violations, `/nl/velddag at ${width} px: ${describeViolations(violations)}`).toEqual([]);
      await context.close();
    }
  });

  test('keeps submissions over a restart: support staff export them as CSV with formula cells escaped', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // Made sure a submission exists, whatever ran before.
    const page = await openHydrated(browser, `${server.url}/en/field-day`);
    const response = await page.evaluate(async () => {
      const sent = await fetch('/api/v1/forms/field-day/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          language: 'en',
          fields: { name: '=cmd()', email: 'x@example.org', role: 'other', session: 'afternoon', consent: true },
          fillMs: 5000,
        }),
      });
      return sent.status;
    });
    expect(response).toBe(201);
    await page.context().close();

    await server.stop({ keepData: true });
    const token = await createToken(dataDir, 'support', 'e2e-support');
    server = await startServer({ dataDir, env });

    const csv = await fetch(`${server.url}/api/v1/forms/submissions.csv?formId=field-day`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'id;submittedAt;language;name;organisation;email;phone;role;session;arrival;questions;newsletter;consent',
    );
    expect(text).toContain(";'=cmd();");
    expect(text).not.toMatch(/;=/);
  });
});
