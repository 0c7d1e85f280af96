import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { startSmtpListener, type SmtpListener } from '../../testing/smtp-listener.ts';
import { deliverDueMail, queueMails } from './mail-outbox.ts';
import { smtpTransport } from './mail-transport.ts';
import { createNewsletterSignUps } from './newsletter-sign-ups.ts';

const registration = {
  name: 'Jan Visser',
  organisation: 'Waterschap Noord',
  email: 'jan.visser@example.org',
  role: 'farmer',
  session: 'morning',
  newsletter: true,
  consent: true,
};

const hour = 60 * 60 * 1000;

describe.each(testDatabaseKinds)('mail of form submissions without SMTP on %s', (kind) => {
  let test: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-mail-'));
    test = await createTestAppWithDemoContent(kind, { DATA_DIR: dataDir, FORM_MIN_FILL_SECONDS: '0' });
  }, 180_000);
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const outbox = () => path.join(dataDir, 'outbox', 'mail');
  const send = (formId: string, language: string, fields: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/forms/${formId}/submissions`,
      payload: { language, fields, fillMs: 5000 },
    });

  /** The .eml files written since `seen`, parsed. */
  async function newMails(seen: Set<string>) {
    await test.app.services.mail.deliverDue();
    const names = (await readdir(outbox())).filter((name) => name.endsWith('.eml') && !seen.has(name)).sort();
    names.forEach((name) => seen.add(name));
    return Promise.all(
      names.map(async (name) => ({ name, mail: await simpleParser(await readFile(path.join(outbox(), name))) })),
    );
  }
  const seen = new Set<string>();

  it('writes the notification, the confirmation in the page language and the newsletter link as .eml files', async () => {
    const sent = await send('field-day', 'nl', registration);
    expect(sent.statusCode).toBe(201);
    const mails = await newMails(seen);
    expect(mails.map(({ name }) => name.replace(/^.*-\d+-/, ''))).toEqual([
      'notification.eml',
      'confirmation.eml',
      'newsletter-opt-in.eml',
    ]);
    const [notification, confirmation, optIn] = mails.map(({ mail }) => mail);

    expect(notification?.to).toMatchObject({ text: 'events@zilt.example' });
    expect(notification?.replyTo).toMatchObject({ text: 'jan.visser@example.org' });
    expect(notification?.from?.value).toMatchObject([{ name: 'Zilt', address: 'no-reply@zilt.example' }]);
    expect(notification?.subject).toBe('Nieuwe inzending: Aanmelden voor de velddag');
    expect(notification?.text).toContain('Je naam: Jan Visser');
    expect(notification?.text).toContain('Je bent: Boer');
    expect(notification?.text).toContain('Stuur me de nieuwsbrief: ja');

    expect(confirmation?.to).toMatchObject({ text: 'jan.visser@example.org' });
    expect(confirmation?.subject).toBe('Bedankt: Aanmelden voor de velddag');
    expect(confirmation?.text).toContain('Je krijgt het programma een week van tevoren per e-mail.');
    expect(confirmation?.text).toContain('Sessie: Ochtend: proeven met aardappel en ui');

    expect(optIn?.to).toMatchObject({ text: 'jan.visser@example.org' });
    expect(optIn?.subject).toBe('Bevestig je inschrijving voor de Zilt-nieuwsbrief');
    const link = /(http:\/\/\S+\/nl\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(optIn?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const token = new URL(link ?? 'http://x').searchParams.get('token');
    // The sign-up waits for its confirmation: it does not count as subscribed yet.
    expect(await test.app.services.newsletter.check(token)).toEqual({
      state: 'pending',
      email: 'jan.visser@example.org',
    });
    expect(await test.app.services.newsletter.subscribedCount()).toBe(0);
    // Sent mails leave the outbox table (with the link they held).
    expect(await test.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('sends no newsletter link when the registration leaves the newsletter box empty', async () => {
    const sent = await send('field-day', 'en', { ...registration, email: 'kees@example.org', newsletter: false });
    expect(sent.statusCode).toBe(201);
    const mails = await newMails(seen);
    expect(mails.map(({ mail }) => mail.subject)).toEqual([
      'New submission: Register for the field day',
      'Thank you: Register for the field day',
    ]);
  });

  it('answers a newsletter sign-up with the confirmation link only, and tells staff', async () => {
    const sent = await send('newsletter', 'en', { email: 'piet@example.org', firstName: 'Piet', consent: true });
    expect(sent.statusCode).toBe(201);
    const mails = await newMails(seen);
    expect(mails.map(({ mail }) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject])).toEqual([
      ['newsletter@zilt.example', 'New submission: The Zilt newsletter'],
      ['piet@example.org', 'Confirm your subscription to the Zilt newsletter'],
    ]);
    expect(mails[1]?.mail.text).toContain('within 72 hours');
  });

  it('announces a contact message of the agency site and confirms it to the sender', async () => {
    const sent = await send('contact', 'en', {
      name: 'Anna de Vries',
      phoneNumber: '+31 6 1234 5678',
      email: 'anna@example.org',
      subject: 'Salt-tolerant potatoes',
      body: 'Where can I buy seed potatoes?',
    });
    expect(sent.statusCode).toBe(201);
    const [notification, confirmation] = (await newMails(seen)).map(({ mail }) => mail);
    expect(notification?.to).toMatchObject({ text: 'contact@zilt.example' });
    expect(notification?.replyTo).toMatchObject({ text: 'anna@example.org' });
    expect(notification?.subject).toBe('New submission: Contact form of the agency site');
    expect(notification?.text).toContain('Subject: Salt-tolerant potatoes');
    expect(confirmation?.to).toMatchObject({ text: 'anna@example.org' });
    expect(confirmation?.text).toContain('We will get back to you within two working days.');
  });

  it('queues nothing for a refused submission', async () => {
    const sent = await send('field-day', 'en', { ...registration, email: '' });
    expect(sent.statusCode).toBe(422);
    expect(await newMails(seen)).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('the mail outbox against an SMTP server on %s', (kind) => {
  let database: TestDatabase;
  let listener: SmtpListener;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    listener = await startSmtpListener();
  }, 180_000);
  afterAll(async () => {
    await listener?.close();
    await database?.dispose();
  });

  const transport = () => smtpTransport({ host: '127.0.0.1', port: listener.port });
  const deliver = (now: Date, maxAttempts = 10) =>
    deliverDueMail(database.db, transport(), { from: 'Zilt <no-reply@zilt.example>', maxAttempts, now });
  const rowOf = async (subject: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0];

  it('retries a mail the SMTP server refused, later each time (30 s, then 1 min), until it is taken', async () => {
    const start = new Date(Date.now() + hour);
    await queueMails(database.db, [{ kind: 'notification', to: 'staff@example.org', subject: 'Retry me', text: 'Hi' }]);
    listener.refuseNext(2);

    expect(await deliver(start)).toEqual({ sent: 0, failed: 1, givenUp: 0 });
    const first = await rowOf('Retry me');
    expect(first?.attempts).toBe(1);
    expect(first?.lastError).toContain('451');
    expect(first?.nextAttemptAt.getTime()).toBe(start.getTime() + 30_000);

    // Not due before its back-off has passed.
    expect(await deliver(new Date(start.getTime() + 29_000))).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(await deliver(new Date(start.getTime() + 30_000))).toEqual({ sent: 0, failed: 1, givenUp: 0 });
    expect((await rowOf('Retry me'))?.nextAttemptAt.getTime()).toBe(start.getTime() + 30_000 + 60_000);

    expect(await deliver(new Date(start.getTime() + 90_000))).toEqual({ sent: 1, failed: 0, givenUp: 0 });
    expect(listener.refused).toBe(2);
    expect(listener.received.map((mail) => [mail.to, mail.subject, mail.kind])).toEqual([
      ['staff@example.org', 'Retry me', 'notification'],
    ]);
    expect(await rowOf('Retry me')).toBeUndefined();
  });

  it('gives a mail up after its last allowed attempt and keeps it with its error', async () => {
    const start = new Date(Date.now() + 2 * hour);
    await queueMails(database.db, [{ kind: 'confirmation', to: 'a@example.org', subject: 'Give up', text: 'Hi' }]);
    listener.refuseNext(2);
    expect(await deliver(start, 2)).toEqual({ sent: 0, failed: 1, givenUp: 0 });
    expect(await deliver(new Date(start.getTime() + 30_000), 2)).toEqual({ sent: 0, failed: 0, givenUp: 1 });
    const row = await rowOf('Give up');
    expect(row?.givenUpAt).not.toBeNull();
    expect(row?.lastError).toContain('mailbox is busy');
    expect(await deliver(new Date(start.getTime() + 24 * hour), 2)).toEqual({ sent: 0, failed: 0, givenUp: 0 });
  });

  it('sends each mail once when several processes deliver at the same time', async () => {
    const before = listener.received.length;
    const subjects = Array.from({ length: 8 }, (_, index) => `Parallel ${index}`);
    await queueMails(
      database.db,
      subjects.map((subject) => ({ kind: 'notification' as const, to: 'staff@example.org', subject, text: 'Hi' })),
    );
    const now = new Date(Date.now() + 3 * hour);
    const outcomes = await Promise.all([deliver(now), deliver(now), deliver(now)]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(8);
    const parallel = listener.received.slice(before).map((mail) => mail.subject);
    expect(parallel.sort()).toEqual(subjects.sort());
  });
});

describe.each(testDatabaseKinds)('newsletter sign-ups (double opt-in) on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    // The confirmation page is served too (needs the web app's build).
    test = await createTestAppWithDemoContent(kind, { NEWSLETTER_CONFIRM_HOURS: '72' }, { serveWeb: true });
  }, 180_000);
  afterAll(async () => {
    await test?.close();
  });

  const signUps = () => createNewsletterSignUps(test.database.db, { confirmHours: 72 });
  /** A stored submission for the sign-up to refer to. */
  async function signUp(email: string, at: Date) {
    const stored = await test.app.services.forms.store('newsletter', 'en', { email, consent: 'true' });
    return signUps().signUp(
      test.database.db,
      { email, language: 'en', formId: 'newsletter', submissionId: stored.id },
      at,
    );
  }
  const confirm = (token: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/newsletter/confirmations', payload: { token } });

  it('lets an unconfirmed sign-up expire after 72 hours: never counted, refused, then deleted', async () => {
    const start = new Date('2026-03-01T10:00:00Z');
    const { token, expiresAt } = await signUp('late@example.org', start);
    expect(expiresAt.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    const kept = await signUp('early@example.org', start);

    expect(await signUps().check(token, new Date(start.getTime() + 71 * hour))).toMatchObject({ state: 'pending' });
    expect(await signUps().confirm(kept.token, new Date(start.getTime() + hour))).toBe('confirmed');
    expect(await signUps().check(token, new Date(start.getTime() + 72 * hour))).toEqual({ state: 'expired' });
    expect(await signUps().confirm(token, new Date(start.getTime() + 72 * hour))).toBe('expired');
    expect(await signUps().subscribedCount()).toBe(1);

    expect(await signUps().purgeExpired(new Date(start.getTime() + 72 * hour))).toBe(1);
    expect(await signUps().check(token)).toEqual({ state: 'invalid' });
    // A confirmed sign-up stays, and counts.
    expect(await signUps().check(kept.token)).toEqual({ state: 'confirmed', email: 'early@example.org' });
    expect(await signUps().subscribedCount()).toBe(1);
  });

  it('confirms through the API once, and refuses a tampered or expired link with a clear answer', async () => {
    const { token } = await signUp('api@example.org', new Date());
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await confirm(tampered);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'This confirmation link is not valid' });
    expect((await confirm('not a token')).statusCode).toBe(404);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toEqual({ outcome: 'confirmed' });
    expect((await confirm(token)).json()).toEqual({ outcome: 'already-confirmed' });

    const old = await signUp('old@example.org', new Date(Date.now() - 100 * hour));
    const expired = await confirm(old.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message: 'This confirmation link has expired: sign up again for a new one',
    });
  });

  it('explains an expired or tampered link on the confirmation page in its language, and confirms nothing', async () => {
    const old = await signUp('expired-page@example.org', new Date(Date.now() - 100 * hour));
    const page = await test.app.inject({ url: `/nl/newsletter/confirm?token=${old.token}` });
    expect(page.statusCode).toBe(410);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Deze bevestigingslink is verlopen, dus je bent niet ingeschreven.');
    expect(page.body).not.toContain('Inschrijving bevestigen');

    // Pressing the button of a page opened before the link expired confirms nothing either.
    const pressed = await test.app.inject({
      method: 'POST',
      url: `/nl/newsletter/confirm?token=${old.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${old.token}`,
    });
    expect(pressed.statusCode).toBe(410);
    expect(pressed.body).toContain('Deze bevestigingslink is verlopen');
    expect(await signUps().check(old.token)).toEqual({ state: 'expired' });

    const tampered = await test.app.inject({ url: `/en/newsletter/confirm?token=${old.token.slice(1)}x` });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain('This confirmation link is not valid.');
    const missing = await test.app.inject({ url: '/en/newsletter/confirm' });
    expect(missing.statusCode).toBe(404);
  });

  it('shows support staff the sign-ups with their state and the number subscribed', async () => {
    const supportToken = await test.app.services.tokens.create('newsletter desk', 'support');
    const denied = await test.app.inject({ url: '/api/v1/newsletter/sign-ups' });
    expect(denied.statusCode).toBe(401);
    const list = await test.app.inject({
      url: '/api/v1/newsletter/sign-ups?email=API@example.org',
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      subscribed: 2,
      signUps: [{ email: 'api@example.org', status: 'confirmed', formId: 'newsletter' }],
    });
    expect(list.body).not.toContain('token');
  });
});

describe('bad SMTP settings at start', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopServerProcess(server);
  });

  it('stop the server before it opens anything, naming each bad setting', async () => {
    server = await startServerProcess({
      DATA_DIR: path.join(tmpdir(), 'zilt-never-created'),
      SMTP_HOST: 'mail.example.org',
      SMTP_PORT: 'smtp',
      SMTP_USER: 'zilt',
      SMTP_PASSWORD: 'secret-password',
    });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Invalid environment configuration');
    expect(output).toContain('SMTP_PORT="smtp": must be a port number');
    expect(output).not.toContain('secret-password');
  });
});
