import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { deliverDueWebhooks, nextAttemptDelayMs } from './webhook-delivery.ts';

const fieldDay = {
  name: 'Pieter Bakker',
  email: 'pieter@example.org',
  role: 'farmer',
  session: 'morning',
  consent: true,
};

/** A webhook receiver that fails the first `failures` calls with 503, then takes them. */
async function startWebhook(failures: number) {
  const received: unknown[] = [];
  let calls = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      if (calls <= failures) {
        response.writeHead(503).end();
        return;
      }
      received.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)('forms of our own provider on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, { FORM_MIN_FILL_SECONDS: '1' });
  });
  afterAll(async () => {
    await test?.close();
  });

  const submit = (formId: string, fields: object, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/forms/${formId}/submissions`,
      payload: { language, fields, website: '', fillMs: 4000 },
      remoteAddress: '10.1.0.1',
    });

  it('answers getForm with the form markup in the page language and the provider script, never the webhook', async () => {
    const en = await test.app.inject({ url: '/api/v1/Formstack/getForm/field-day?lang=en' });
    expect(en.statusCode).toBe(200);
    const { html } = en.json();
    expect(html).toContain('<form class="zilt-form" id="zilt-form-field-day"');
    expect(html).toContain('<script src="/forms/provider.js" async></script>');
    // Fields that are not required say so; required ones do not.
    expect(html).toContain('>Organisation (optional)</label>');
    expect(html).toContain('>Your name</label>');
    expect(html).toContain('name="website" type="text" tabindex="-1"');
    const nl = (await test.app.inject({ url: '/api/v1/Formstack/getForm/field-day?lang=nl' })).json().html;
    expect(nl).toContain('>Organisatie (optioneel)</label>');
    expect(nl).toContain('>Aanmelden</button>');

    const missing = await test.app.inject({ url: '/api/v1/Formstack/getForm/no-such-form' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no form "no-such-form"');
  });

  it("draws each served field with the form-field markup the agency site's contact form shares", async () => {
    const { html } = (await test.app.inject({ url: '/api/v1/Formstack/getForm/field-day?lang=en' })).json();
    // A text-like field: wrapper, label for the control, the control named by its message's id.
    expect(html).toContain(
      '<div class="form-field"><label class="form-field__label" for="zilt-field-day-email">E-mail address</label>' +
        '<input class="form-field__input" type="email" id="zilt-field-day-email" name="email" autocomplete="email" required aria-describedby="zilt-field-day-email-error">' +
        '<p class="form-field__error" id="zilt-field-day-email-error" data-form-error hidden></p></div>',
    );
    // A choice field: a fieldset whose choices are form-field__choice labels.
    expect(html).toMatch(
      /<fieldset class="form-field" id="zilt-field-day-session" aria-describedby="zilt-field-day-session-error">/,
    );
    expect(html).toContain(
      '<label class="form-field__choice"><input type="radio" id="zilt-field-day-session-0" name="session"',
    );
    expect(html).toContain(
      '<div class="form-trap" aria-hidden="true"><label for="zilt-field-day-website">Website</label>' +
        '<input id="zilt-field-day-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>',
    );
  });

  it('serves a form by portal id and form id for the HubSpot-style embed, and 404 for another portal', async () => {
    const found = await test.app.inject({ url: '/api/v1/forms/portals/2026001/newsletter?lang=nl' });
    expect(found.statusCode).toBe(200);
    expect(found.json().html).toContain('De Zilt-nieuwsbrief');
    expect(found.json().html).not.toContain('<script');
    expect((await test.app.inject({ url: '/api/v1/forms/portals/999/newsletter' })).statusCode).toBe(404);
  });

  it('checks a submission with the form’s own rules and names each problem in the page language', async () => {
    const refused = await submit(
      'field-day',
      { ...fieldDay, email: 'no-at-sign', role: 'astronaut', consent: false, arrival: '2026-02-31' },
      'nl',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toEqual({
      email: 'Vul een geldig e-mailadres in.',
      role: 'Kies een van de mogelijkheden.',
      consent: 'Dit veld is verplicht.',
      arrival: 'Vul een datum in als JJJJ-MM-DD.',
    });
  });

  it('stores a valid submission with only the form’s fields, and forwards it through the outbox until the webhook takes it', async () => {
    const webhook = await startWebhook(1);
    try {
      const definition = await test.app.services.forms.definition('field-day');
      // The demo form has no webhook: give it one, as an editor would in its content package.
      const pkg = { source: 'wp', forms: [{ ...definition, webhookUrl: webhook.url }] };
      const imported = await test.app.services.packages.importPackage(pkg);
      expect(imported.ok).toBe(true);

      const sent = await submit('field-day', { ...fieldDay, notAField: 'dropped' });
      expect(sent.statusCode).toBe(201);
      const [stored] = await test.app.services.forms.list({ formId: 'field-day', limit: 1 });
      // Every field of the form, in its order; optional ones left open are empty.
      expect(stored?.fields).toEqual({
        name: 'Pieter Bakker',
        organisation: '',
        email: 'pieter@example.org',
        phone: '',
        role: 'farmer',
        session: 'morning',
        arrival: '',
        questions: '',
        newsletter: '',
        consent: 'true',
      });

      const start = new Date();
      expect(await deliverDueWebhooks(test.database.db, { now: start })).toEqual({ delivered: 0, failed: 1 });
      // Not due again before its back-off has passed.
      expect(await deliverDueWebhooks(test.database.db, { now: new Date(start.getTime() + 1000) })).toEqual({
        delivered: 0,
        failed: 0,
      });
      const later = new Date(start.getTime() + nextAttemptDelayMs(1) + 1000);
      expect(await deliverDueWebhooks(test.database.db, { now: later })).toEqual({ delivered: 1, failed: 0 });
      expect(webhook.received).toEqual([
        expect.objectContaining({
          formId: 'field-day',
          submissionId: stored?.id,
          language: 'en',
          fields: stored?.fields,
        }),
      ]);
      // Taken once: nothing is sent again.
      expect(await deliverDueWebhooks(test.database.db, { now: new Date(later.getTime() + 3_600_000) })).toEqual({
        delivered: 0,
        failed: 0,
      });
      expect(webhook.calls()).toBe(2);
    } finally {
      await webhook.close();
    }
  });

  it('doubles the wait after each failed attempt, up to six hours', () => {
    expect([1, 2, 3, 4].map(nextAttemptDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(nextAttemptDelayMs(30)).toBe(6 * 60 * 60 * 1000);
  });

  it('serves and takes a form with a numeric id, as Formstack numbers its forms', async () => {
    const definition = await test.app.services.forms.definition('field-day');
    if (!definition) throw new Error('the demo content has no field-day form');
    const { webhookUrl: _webhook, ...form } = definition;
    const imported = await test.app.services.packages.importPackage({
      source: 'wp',
      forms: [{ ...form, id: '4213021' }],
      pages: [
        {
          type: 'page',
          language: 'en',
          slug: 'numbered-form',
          title: 'Numbered form',
          header: { kind: 'default', title: 'Numbered form' },
          blocks: [{ kind: 'formstackBlock', formId: '4213021' }],
          lastUpdated: '2026-11-20T09:00:00Z',
          translationKey: 'numbered-form',
        },
      ],
    });
    expect(imported.ok, JSON.stringify(imported)).toBe(true);

    const page = await test.app.inject({ url: '/api/wp/getPage?slug=numbered-form&lang=en' });
    expect(JSON.parse(page.json().JSONBuildingBlocks)).toMatchObject([{ kind: 'formstackBlock', formId: '4213021' }]);
    const shown = await test.app.inject({ url: '/api/v1/Formstack/getForm/4213021?lang=en' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().html).toContain('data-zilt-form="4213021"');
    const sent = await submit('4213021', fieldDay);
    expect(sent.statusCode, sent.body).toBe(201);
    const [stored] = await test.app.services.forms.list({ formId: '4213021', limit: 1 });
    expect(stored?.fields).toMatchObject({ name: 'Pieter Bakker' });
    // Ids that would break an address, an HTML id or a file name stay refused, in the block and the route.
    expect((await test.app.inject({ url: '/api/v1/Formstack/getForm/-1' })).statusCode).toBe(400);
    const refused = await test.app.services.packages.importPackage({
      source: 'wp',
      pages: [
        {
          type: 'page',
          language: 'en',
          slug: 'bad-form',
          title: 'Bad',
          header: { kind: 'default', title: 'Bad' },
          blocks: [{ kind: 'formstackBlock', formId: '42 13' }],
          lastUpdated: '2026-11-20T09:00:00Z',
        },
      ],
    });
    expect(refused.ok).toBe(false);
  });

  it('documents the form routes in the OpenAPI document', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/Formstack/getForm/{formId}',
      '/api/v1/forms/portals/{portalId}/{formId}',
      '/api/v1/forms/{formId}/submissions',
      '/api/v1/forms/submissions',
      '/api/v1/forms/submissions.csv',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  const register = (fields: object, extra: object, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/forms/event-registration/submissions',
      payload: { language, fields, website: '', fillMs: 4000, ...extra },
      remoteAddress: '10.1.0.2',
    });
  const registrant = {
    givenName: 'Anna',
    familyName: 'de Vries',
    email: 'anna.devries@example.org',
    consent: true,
  };

  it('answers a second registration of one address for one event kindly, in the page language, and stores it once', async () => {
    const event = 'events/utrecht-data-hackathon';
    expect((await register(registrant, { event })).statusCode).toBe(201);
    // The same address, written otherwise, from the Dutch page of the same event.
    const again = await register({ ...registrant, email: ' Anna.deVries@Example.org ' }, { event }, 'nl');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Conflict',
      message:
        'Je bent al aangemeld met dit e-mailadres. Opnieuw aanmelden is niet nodig: je eerste aanmelding blijft staan.',
      duplicate: true,
    });
    // Another event takes the same address.
    expect((await register(registrant, { event: 'events/rotterdam-delta-conference' })).statusCode).toBe(201);
    const token = await test.app.services.tokens.create('forms test', 'support');
    const listed = await test.app.inject({
      url: '/api/v1/forms/submissions?formId=event-registration',
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = (listed.json() as { event?: string; fields: { email: string } }[]).filter(
      (row) => row.fields.email.toLowerCase() === 'anna.devries@example.org',
    );
    expect(rows.map((row) => row.event).sort()).toEqual([
      'events/rotterdam-delta-conference',
      'events/utrecht-data-hackathon',
    ]);
  });

  it('refuses a form sent without anyone touching it, and counts the fill time from the first touch', async () => {
    const untouched = await register({ ...registrant, email: 'robot@example.org' }, { fillMs: undefined });
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().message).toBe('The submission was refused: the form was sent without anyone filling it in');
    const tooSoon = await register({ ...registrant, email: 'quick@example.org' }, { fillMs: 200 });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toContain('after it was first touched');
  });

  it('gives each served field its autofill token and makes the privacy statement a link in the page language', async () => {
    const en = (await test.app.inject({ url: '/api/v1/Formstack/getForm/event-registration?lang=en' })).json().html;
    for (const [name, token] of [
      ['givenName', 'given-name'],
      ['familyName', 'family-name'],
      ['organisation', 'organization'],
      ['email', 'email'],
      ['phone', 'tel'],
      ['postcode', 'postal-code'],
    ]) {
      expect(en).toMatch(new RegExp(`id="zilt-event-registration-${name}" name="${name}" autocomplete="${token}"`));
    }
    expect(en).toContain('(see the <a class="form-field__link" href="/en/privacy-statement">privacy statement</a>).');
    const nl = (await test.app.inject({ url: '/api/v1/Formstack/getForm/event-registration?lang=nl' })).json().html;
    expect(nl).toContain('(zie de <a class="form-field__link" href="/nl/privacyverklaring">privacyverklaring</a>).');
  });

  it('carries the event a form registers for in its markup, and refuses a malformed event key', async () => {
    const { html } = (
      await test.app.inject({
        url: '/api/v1/Formstack/getForm/event-registration?lang=en&event=events/texel-salt-farm-tour',
      })
    ).json();
    expect(html).toContain('&quot;event&quot;:&quot;events/texel-salt-farm-tour&quot;');
    const bad = await test.app.inject({ url: '/api/v1/Formstack/getForm/event-registration?event=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
  });
});
