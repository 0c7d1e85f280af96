import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { createToken } from './support/commands.ts';
import { freePort, startServer, type RunningServer } from './support/server.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import {
  startSmtpListener,
  type ReceivedMail,
  type SmtpListener,
} from '../../apps/server/src/testing/smtp-listener.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// Forms reach people by e-mail: the server of this file sends through an SMTP server started
// here (a local stand-in for the site's mail server), and the mails it receives are read as a
// person would read them; the newsletter's confirmation link is opened in the browser.

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test.describe('forms send e-mail through SMTP', () => {
  let listener: SmtpListener;
  let server: RunningServer;
  let dataDir: string;
  let supportToken: string;
  test.beforeAll(async () => {
    test.setTimeout(serverStartTimeout + 60_000);
    listener = await startSmtpListener();
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-mail-'));
    await cp(seededDataDir, dataDir, { recursive: true });
    supportToken = await createToken(dataDir, 'support', 'mail-e2e');
    // The links in mails point at the site's public address: this server's own.
    const port = await freePort();
    server = await startServer({
      dataDir,
      port,
      env: {
        SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(listener.port),
        MAIL_FROM: 'Zilt <no-reply@zilt.example>',
        // A test fills forms faster than a person could; the minimum fill time has its own tests.
        FORM_MIN_FILL_SECONDS: '0',
      },
    });
  });
  test.afterAll(async () => {
    test.setTimeout(serverStopTimeout);
    await server?.stop();
    await listener?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The mails to `address` with `kind`, once they have arrived. */
  async function mailTo(address: string, kind: string): Promise<ReceivedMail> {
    await expect
      .poll(() => listener.received.some((mail) => mail.to === address && mail.kind === kind), { timeout: 30_000 })
      .toBe(true);
    return listener.received.find((mail) => mail.to === address && mail.kind === kind)!;
  }

  test('a Dutch registration with the newsletter box reaches staff, the visitor, and the visitor confirms the newsletter by the mailed link', async ({
    browser,
  }) => {
    // Reduced motion: a block scrolled into view would otherwise rise under the pointer mid-click.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/nl/velddag`);
    const form = page.locator('.formstack-block form[data-zilt-form="field-day"]');
    await form.waitFor({ state: 'visible', timeout: 45_000 });
    await form.getByLabel('Je naam').fill('Marieke Jansen');
    await form.getByLabel('E-mailadres').fill('marieke@example.org');
    await form.getByLabel('Je bent').selectOption('researcher');
    await form.getByLabel('Middag: drainage en zoetwaterlenzen').check();
    await form.getByLabel('Stuur me de nieuwsbrief').check();
    await form.getByLabel(/Ik ga ermee akkoord/).check();
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('.formstack-block .zilt-form__confirmation')).toContainText(
      'Je krijgt het programma een week van tevoren per e-mail.',
      { timeout: 30_000 },
    );

    // The notification goes to the address the form names; a reply goes to the visitor.
    const notification = await mailTo('events@zilt.example', 'notification');
    expect(notification.subject).toBe('Nieuwe inzending: Aanmelden voor de velddag');
    expect(notification.replyTo).toBe('marieke@example.org');
    expect(notification.text).toContain('Je naam: Marieke Jansen');
    expect(notification.text).toContain('Je bent: Onderzoeker');

    // The visitor's confirmation, in the page's language.
    const confirmation = await mailTo('marieke@example.org', 'confirmation');
    expect(confirmation.subject).toBe('Bedankt: Aanmelden voor de velddag');
    expect(confirmation.text).toContain('Je krijgt het programma een week van tevoren per e-mail.');
    expect(confirmation.text).toContain('Sessie: Middag: drainage en zoetwaterlenzen');

    // The newsletter's confirmation link (double opt-in).
    const optIn = await mailTo('marieke@example.org', 'newsletter-opt-in');
    expect(optIn.subject).toBe('Bevestig je inschrijving voor de Zilt-nieuwsbrief');
    const link = /(http:\/\/\S+\/nl\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(optIn.text)?.[1];
    expect(link, optIn.text).toBeDefined();
    expect(link!.startsWith(`${server.url}/nl/newsletter/confirm?token=`)).toBe(true);

    const stateOf = async () => {
      const response = await fetch(`${server.url}/api/v1/newsletter/sign-ups?email=marieke@example.org`, {
        headers: { authorization: `Bearer ${supportToken}` },
      });
      return (await response.json()) as { subscribed: number; signUps: { status: string }[] };
    };
    // Not subscribed until confirmed.
    expect(await stateOf()).toMatchObject({ subscribed: 0, signUps: [{ status: 'pending' }] });

    const opened = await page.goto(link!);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je inschrijving voor de nieuwsbrief');
    const answer = page
      .getByRole('region', { name: 'Bevestig je inschrijving voor de nieuwsbrief' })
      .getByRole('status');
    await expect(answer).toHaveText('Bevestig dat marieke@example.org de Zilt-nieuwsbrief mag ontvangen.');
    await expectNoAxeViolations(page);
    // Opening the link alone confirms nothing (a mail scanner opens links too).
    expect(await stateOf()).toMatchObject({ subscribed: 0, signUps: [{ status: 'pending' }] });

    await page.getByRole('button', { name: 'Inschrijving bevestigen' }).click();
    await expect(answer).toHaveText('Bedankt: je inschrijving voor de nieuwsbrief is bevestigd.');
    await expect(page.getByRole('button', { name: 'Inschrijving bevestigen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await stateOf()).toMatchObject({ subscribed: 1, signUps: [{ status: 'confirmed' }] });

    // The link again: already confirmed, said kindly.
    await page.goto(link!);
    await expect(answer).toHaveText('Je inschrijving voor de nieuwsbrief was al bevestigd. Bedankt!');
    await context.close();
  });

  test('a tampered confirmation link is refused kindly, in the page language, with the way home (at 390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tampered = `${server.url}/en/newsletter/confirm?token=${'A'.repeat(43)}`;
    const opened = await page.goto(tampered);
    expect(opened?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your newsletter subscription');
    const answer = page.getByRole('region', { name: 'Confirm your newsletter subscription' }).getByRole('status');
    await expect(answer).toHaveText(
      'This confirmation link is not valid. Check that you opened the whole link from the e-mail, or sign up again.',
    );
    await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Confirm your newsletter subscription' }).getByRole('link', {
        name: 'To the home page',
      }),
    ).toHaveAttribute('href', '/en/');
    await expectNoAxeViolations(page);
  });

  test('a message through the agency contact form reaches staff and is confirmed to the sender', async ({ page }) => {
    await page.goto(`${server.url}/spa/contact-us`);
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Anna de Boer');
    await page.getByLabel('Phone number').fill('+31 6 1234 5678');
    await page.getByLabel('E-mail address').fill('anna@example.org');
    await page.getByLabel('Subject').fill('Salt on our fields');
    await page.getByLabel('Message').fill('Could you look at the salinity measurements of our polder?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toHaveCount(1);

    const notification = await mailTo('contact@zilt.example', 'notification');
    expect(notification.subject).toBe('New submission: Contact form of the agency site');
    expect(notification.replyTo).toBe('anna@example.org');
    expect(notification.text).toContain('Subject: Salt on our fields');
    const confirmation = await mailTo('anna@example.org', 'confirmation');
    expect(confirmation.text).toContain('We will get back to you within two working days.');
  });
});
