import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { addStaffMember, asStaff, signIn } from '../../testing/staff.ts';

const message = {
  name: 'Anna de Vries',
  phoneNumber: '+31 6 1234 5678',
  email: 'anna@example.org',
  subject: '=HYPERLINK("http://evil.example","click")',
  body: 'Line one; with a separator\nand "quotes".',
};

describe.each(testDatabaseKinds)('contact messages on %s', (kind) => {
  let test: TestApp;
  let supportToken: string;
  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, { FORM_SUBMIT_LIMIT: '25', FORM_MIN_FILL_SECONDS: '2' });
    supportToken = await test.app.services.tokens.create('support desk', 'support');
  });
  afterAll(async () => {
    await test?.close();
  });

  const send = (body: object, address = '10.0.0.1') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/forms/contact/submissions',
      payload: body,
      remoteAddress: address,
    });

  it('stores a valid message and shows it to support staff in the list and the CSV export', async () => {
    const sent = await send({ language: 'en', fields: message, website: '', fillMs: 5000 });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();

    const list = await test.app.inject({
      url: '/api/v1/forms/submissions?formId=contact',
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id, formId: 'contact', language: 'en', fields: message });

    const csv = await test.app.inject({
      url: '/api/v1/forms/submissions.csv?formId=contact',
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('id;submittedAt;language;name;phoneNumber;email;subject;body');
    // A cell that would start a formula is escaped with an apostrophe (and quoted for its quotes).
    expect(row).toContain(`;"'=HYPERLINK(""http://evil.example"",""click"")";`);
    expect(row).toContain(`;'+31 6 1234 5678;`);
    expect(csv.body).toContain(`"Line one; with a separator\nand ""quotes""."`);
  });

  it('is kept in the database: another server process lists it too', async () => {
    const sibling = await createSiblingApp(test);
    try {
      const list = await sibling.inject({
        url: '/api/v1/forms/submissions?formId=contact',
        headers: { authorization: `Bearer ${supportToken}` },
      });
      expect(list.json().some((entry: { fields: { email: string } }) => entry.fields.email === message.email)).toBe(
        true,
      );
    } finally {
      await sibling.close();
    }
  });

  it('refuses a message that breaks a rule, naming each field in the page language', async () => {
    const refused = await send({
      language: 'nl',
      fields: { ...message, name: '  ', email: 'anna.example.org', phoneNumber: 'bel me' },
      fillMs: 5000,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toEqual({
      name: 'Vul je naam in.',
      email: 'Vul een geldig e-mailadres in.',
      phoneNumber: expect.stringContaining('Vul een geldig telefoonnummer in'),
    });
  });

  it('refuses a filled-in honeypot and a form sent faster than a person can fill it in, storing neither', async () => {
    const before = (await test.app.services.forms.list({ formId: 'contact', limit: 1000 })).length;
    const honeypot = await send({ language: 'en', fields: message, website: 'http://spam.example', fillMs: 5000 });
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().message).toContain('refused');
    const tooFast = await send({ language: 'en', fields: message, fillMs: 300 });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().message).toContain('less than 2000 ms');
    const noTime = await send({ language: 'en', fields: message });
    expect(noTime.statusCode).toBe(400);
    expect((await test.app.services.forms.list({ formId: 'contact', limit: 1000 })).length).toBe(before);
  });

  it('answers 429 once one address sent more than the limit, while another address still gets through', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push((await send({ language: 'en', fields: message, fillMs: 5000 }, '10.0.0.9')).statusCode);
    }
    expect(statuses.slice(0, 25).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(25)).toEqual([429, 429, 429, 429, 429]);
    const other = await send({ language: 'en', fields: message, fillMs: 5000 }, '10.0.0.10');
    expect(other.statusCode).toBe(201);
  });

  it('lets only support tokens list or export submissions', async () => {
    const contentToken = await test.app.services.tokens.create('editor', 'content');
    for (const url of ['/api/v1/forms/submissions', '/api/v1/forms/submissions.csv?formId=contact']) {
      expect((await test.app.inject({ url, remoteAddress: '10.0.1.1' })).statusCode).toBe(401);
      const wrongScope = await test.app.inject({
        url,
        headers: { authorization: `Bearer ${contentToken}` },
        remoteAddress: '10.0.1.1',
      });
      expect(wrongScope.statusCode).toBe(401);
    }
  });

  it('lets signed-in editors and support staff read and export submissions, and no other role', async () => {
    await addStaffMember(test.app, 'edda@zilt.example', 'editor');
    await addStaffMember(test.app, 'sven@zilt.example', 'support');
    const editor = await signIn(test.app, 'edda@zilt.example');
    const support = await signIn(test.app, 'sven@zilt.example');
    for (const member of [editor, support]) {
      const list = await test.app.inject({ url: '/api/v1/forms/submissions?formId=contact', headers: asStaff(member) });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json().some((entry: { fields: { email: string } }) => entry.fields.email === message.email)).toBe(
        true,
      );
      const csv = await test.app.inject({
        url: '/api/v1/forms/submissions.csv?formId=contact',
        headers: asStaff(member),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split('\r\n')[0]).toBe('id;submittedAt;language;name;phoneNumber;email;subject;body');
    }
    // The forms overview stays the support staff's (the studio lists forms through the editing API).
    expect((await test.app.inject({ url: '/api/v1/forms', headers: asStaff(editor) })).statusCode).toBe(403);
  });

  it('answers 404 for a form that does not exist', async () => {
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/v1/forms/no-such-form/submissions',
      payload: { fields: {}, fillMs: 5000 },
      remoteAddress: '10.0.2.1',
    });
    expect(missing.statusCode).toBe(404);
  });
});
