import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiblingApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { consentRecordsToCsv } from './consent-service.ts';

const validChoice = {
  choices: { functional: 'yes', analytical: 'yes', video: 'yes', tracking: 'no' },
  revision: 1,
  language: 'nl',
  action: 'save-preferences',
};

describe.each(testDatabaseKinds)('proof of consent on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { CONSENT_RATE_LIMIT_PER_MINUTE: '8' });
  });
  afterAll(async () => {
    await test?.close();
  });

  const post = (payload: unknown, cookie?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/consent',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it('records a choice under a new random id kept in an HttpOnly cookie, and reuses that id', async () => {
    const first = await post(validChoice);
    expect(first.statusCode).toBe(200);
    const { consentId } = first.json();
    expect(consentId).toMatch(/^[A-Za-z0-9]{24}$/);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toContain(`consent-id=${consentId}`);
    expect(cookie).toContain('Max-Age=86400000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const second = await post(
      { ...validChoice, action: 'accept-all', choices: { ...validChoice.choices, tracking: 'yes' } },
      `consent-id=${consentId}`,
    );
    expect(second.json().consentId).toBe(consentId);
    expect(second.headers['set-cookie']).toBeUndefined();

    const records = await test.app.services.consent.listSince(new Date(0));
    const mine = records.filter((record) => record.consentId === consentId);
    expect(mine.map((record) => [record.action, record.choices.tracking, record.language, record.revision])).toEqual([
      ['save-preferences', 'no', 'nl', 1],
      ['accept-all', 'yes', 'nl', 1],
    ]);
    expect(Object.keys(mine[0]!).sort()).toEqual([
      'action',
      'choices',
      'consentId',
      'id',
      'language',
      'recordedAt',
      'revision',
    ]);
  });

  it.each([
    [{ ...validChoice, choices: { ...validChoice.choices, video: 'maybe' } }, 'choices.video'],
    [{ ...validChoice, choices: { ...validChoice.choices, functional: 'no' } }, 'choices.functional'],
    [{ ...validChoice, revision: 0 }, 'revision'],
    [{ ...validChoice, language: 'de' }, 'language'],
    [{ ...validChoice, ip: '10.0.0.1' }, 'ip'],
  ])('rejects a malformed body with 400 naming the field (%#)', async (body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`"${field}"`);
  });

  it('writes no log line with the client address for a recorded choice', async () => {
    const before = test.logs().length;
    expect((await post(validChoice)).statusCode).toBe(200);
    const lines = test.logs().slice(before);
    expect(lines).not.toContain('127.0.0.1');
    expect(lines).not.toContain('/api/v1/consent');
  });

  it('writes CSV with one line per record', async () => {
    const csv = consentRecordsToCsv(await test.app.services.consent.listSince(new Date(0)));
    const [header, ...lines] = csv.trim().split('\n');
    expect(header).toBe('recorded_at,consent_id,action,revision,language,functional,analytical,video,tracking');
    expect(lines.length).toBeGreaterThanOrEqual(2);
  });

  it('limits how often one address may record', async () => {
    let limited = false;
    for (let attempt = 0; attempt < 12 && !limited; attempt += 1)
      limited = (await post(validChoice)).statusCode === 429;
    expect(limited).toBe(true);
  });
});

describe.each(testDatabaseKinds)('the consent rate limit on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { CONSENT_RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('holds across server processes that share the database', async () => {
    const sibling = await createSiblingApp(test, { CONSENT_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const postOn = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/api/v1/consent', payload: validChoice });
      for (const app of [test.app, sibling, test.app, sibling]) expect((await postOn(app)).statusCode).toBe(200);
      const limited = await postOn(sibling);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await postOn(test.app)).statusCode).toBe(429);
    } finally {
      await sibling.close();
    }
  });
});
