import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedConsentOfCookieHeader } from '@zilt/contracts/consent-rules';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

/** The cookies a response sets, as one `Cookie` header a browser would send next. */
function cookieHeaderOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.each(testDatabaseKinds)('the cookie bar as a form without JavaScript on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { CONSENT_REVISION: '3' });
  });
  afterAll(async () => {
    await test?.close();
  });

  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/consent/choice',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'zilt.test', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  it.each([
    ['accept-all', 'yes'],
    ['decline-all', 'no'],
  ] as const)('%s records the choice, sets the consent cookies and goes back to the page', async (action, value) => {
    const response = await post({ action, language: 'nl', returnTo: '/nl/over-ons?x=1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/nl/over-ons?x=1');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookies = cookieHeaderOf(response.headers['set-cookie']);
    // The page reads these cookies as a decided choice of this revision: the bar stays closed.
    expect(storedConsentOfCookieHeader(cookies, 3)).toEqual({ decided: true, video: value, tracking: value });
    const consentId = /consent-id=([A-Za-z0-9]+)/.exec(cookies)![1]!;
    const records = await test.app.services.consent.listSince(new Date(0));
    expect(records.find((record) => record.consentId === consentId)).toMatchObject({
      action,
      revision: 3,
      language: 'nl',
      choices: { functional: 'yes', analytical: 'yes', video: value, tracking: value },
    });
  });

  it('Save preferences takes the ticked categories', async () => {
    const response = await post({ action: 'save-preferences', 'video-cookies': 'yes', language: 'en', returnTo: '/' });
    expect(storedConsentOfCookieHeader(cookieHeaderOf(response.headers['set-cookie']), 3)).toEqual({
      decided: true,
      video: 'yes',
      tracking: 'no',
    });
  });

  it('refuses another site’s form and addresses off this site, naming the field', async () => {
    const foreign = await post(
      { action: 'accept-all', language: 'en', returnTo: '/' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const sameSite = await post(
      { action: 'accept-all', language: 'en', returnTo: '/' },
      { origin: 'http://zilt.test' },
    );
    expect(sameSite.statusCode).toBe(303);
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await post({ action: 'accept-all', language: 'en', returnTo });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json().message).toMatch(/returnTo/);
    }
    const bad = await post({ action: 'maybe', language: 'en', returnTo: '/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/action/);
  });
});
