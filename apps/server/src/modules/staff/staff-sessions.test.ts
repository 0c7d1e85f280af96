import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import {
  addStaffMember,
  asStaff,
  authenticatorCode,
  enrolTotp,
  sameSiteOrigin,
  sessionCookieOf,
  signIn,
  signInWithPassword,
  signInWithSecondFactor,
  testPassword,
  type StaffBrowser,
} from '../../testing/staff.ts';

// Staff sign-in and sessions as a browser sees them: the cookie, the second factor, timeouts,
// lock-out, roles on the support and content routes, and CSRF defence.

/** Lock-out after three failures; the limit per address is out of the way (every test signs in from one). */
const limits = { STAFF_LOCKOUT_FAILURES: '3', STAFF_SIGN_IN_LIMIT: '100000' };

const searchBody = { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: 'nobody@example.org' } };

describe.each(testDatabaseKinds)('staff sessions on %s', (kind) => {
  let test: TestApp;
  /** The clock the app checks sessions and codes against; tests move it forward. */
  let now = new Date('2026-11-26T09:00:00Z');
  const clock = () => now;
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    test = await createTestApp(kind, limits, { clock });
  });
  afterAll(async () => {
    await test?.close();
  });

  const me = (browser: StaffBrowser | { cookie: string }) =>
    test.app.inject({ url: '/api/v1/staff/me', headers: { cookie: browser.cookie } });

  it('sets the password through the one-time link, signs in with it, and the link works only once', async () => {
    const created = await test.app.services.staff.accounts.create('ada@zilt.example', 'support', 'test');
    if (!created.ok) throw new Error(created.message);
    const token = created.value.link.token;
    const tooShort = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password',
      payload: { token, newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('newPassword');

    const set = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password',
      payload: { token, newPassword: testPassword },
    });
    expect(set.statusCode).toBe(200);
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password',
      payload: { token, newPassword: 'another long password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().problems).toEqual([expect.stringContaining('token')]);

    const { response } = await signInWithPassword(test.app, 'Ada@Zilt.example', testPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe('signed-in');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^zilt_staff=zss_[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const answer = await me({ cookie: sessionCookieOf(response)! });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({
      signedIn: true,
      email: 'ada@zilt.example',
      role: 'support',
      csrfToken: response.json().csrfToken,
      totp: { enabled: false, required: false },
      limited: false,
    });
  });

  it('refuses a wrong password and an unknown address alike, and audits both', async () => {
    await addStaffMember(test.app, 'bea@zilt.example', 'support');
    const wrong = await signInWithPassword(test.app, 'bea@zilt.example', 'not the password at all');
    const unknown = await signInWithPassword(test.app, 'nobody@zilt.example', 'not the password at all');
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The e-mail address or the password is not right');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('locks an account after three failed sign-ins, counted across two server processes', async () => {
    await addStaffMember(test.app, 'cas@zilt.example', 'support');
    const sibling = await createSiblingApp(test, limits, { clock });
    try {
      expect((await signInWithPassword(test.app, 'cas@zilt.example', 'wrong password one')).response.statusCode).toBe(
        401,
      );
      expect((await signInWithPassword(sibling, 'cas@zilt.example', 'wrong password two')).response.statusCode).toBe(
        401,
      );
      expect((await signInWithPassword(test.app, 'cas@zilt.example', 'wrong password three')).response.statusCode).toBe(
        401,
      );
      const locked = await signInWithPassword(sibling, 'cas@zilt.example', testPassword);
      expect(locked.response.statusCode).toBe(429);
      expect(locked.response.json().message).toMatch(/locked/);
      expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not affected.
      await addStaffMember(test.app, 'cas2@zilt.example', 'support');
      await signIn(sibling, 'cas2@zilt.example');
    } finally {
      await sibling.close();
    }
  });

  it('limits sign-in attempts per address, across processes, whatever the password', async () => {
    await addStaffMember(test.app, 'cy@zilt.example', 'support');
    // A process whose limit is two attempts per address: the attempts of the other process count too.
    const strict = await createSiblingApp(test, { ...limits, STAFF_SIGN_IN_LIMIT: '2' }, { clock });
    try {
      await signInWithPassword(strict, 'cy@zilt.example', 'wrong password one');
      await signInWithPassword(strict, 'cy@zilt.example', 'wrong password two');
      const refused = await signInWithPassword(strict, 'cy@zilt.example', testPassword);
      expect(refused.response.statusCode).toBe(429);
      expect(refused.response.json().message).toMatch(/from this address/);
      expect(refused.browser).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('signs in with a code of the authenticator app, then with a recovery code that works once', async () => {
    await addStaffMember(test.app, 'dan@zilt.example', 'editor');
    const browser = await signIn(test.app, 'dan@zilt.example');
    const { secret, recoveryCodes } = await enrolTotp(test.app, browser, now);
    expect(recoveryCodes).toHaveLength(10);
    expect((await me(browser)).json().totp).toEqual({ enabled: true, required: false });

    later(1);
    const first = await signInWithPassword(test.app, 'dan@zilt.example', testPassword);
    expect(first.response.json().state).toBe('second-factor-required');
    // Waiting for the second factor grants nothing else.
    expect((await me(first.browser!)).json()).toMatchObject({ signedIn: false, secondFactorPending: true });
    const export_ = await test.app.inject({
      url: '/api/v1/content/export?source=wp',
      headers: asStaff(first.browser!),
    });
    expect(export_.statusCode).toBe(401);
    const wrongCode = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-in/second-factor',
      headers: asStaff(first.browser!),
      payload: { code: authenticatorCode(secret, new Date(now.getTime() - 10 * 60_000)) },
    });
    expect(wrongCode.statusCode).toBe(401);
    const withCode = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-in/second-factor',
      headers: asStaff(first.browser!),
      payload: { code: authenticatorCode(secret, now) },
    });
    expect(withCode.statusCode).toBe(200);
    const signedIn = { cookie: sessionCookieOf(withCode)!, csrfToken: withCode.json().csrfToken };
    // A new token after the second factor: the one seen before it is worth nothing.
    expect(signedIn.cookie).not.toBe(first.browser!.cookie);
    expect((await me(first.browser!)).json().signedIn).toBe(false);
    expect((await me(signedIn)).json()).toMatchObject({ signedIn: true, email: 'dan@zilt.example' });

    // The same code again (same time step) is refused: each code is good once.
    const replay = await signInWithSecondFactor(test.app, 'dan@zilt.example', { code: authenticatorCode(secret, now) });
    expect(replay.response.statusCode).toBe(401);

    const recovery = await signInWithSecondFactor(test.app, 'dan@zilt.example', {
      recoveryCode: recoveryCodes[0]!.toUpperCase(),
    });
    expect(recovery.response.statusCode).toBe(200);
    const reused = await signInWithSecondFactor(test.app, 'dan@zilt.example', { recoveryCode: recoveryCodes[0]! });
    expect(reused.response.statusCode).toBe(401);
  });

  it('lets an admin without a second factor do nothing but enrol it', async () => {
    await addStaffMember(test.app, 'eva@zilt.example', 'admin');
    const browser = await signIn(test.app, 'eva@zilt.example');
    expect((await me(browser)).json()).toMatchObject({
      signedIn: true,
      limited: true,
      totp: { enabled: false, required: true },
    });
    const staffList = await test.app.inject({ url: '/api/v1/admin/staff', headers: asStaff(browser) });
    expect(staffList.statusCode).toBe(403);
    expect(staffList.json().message).toMatch(/second factor/);
    expect((await test.app.inject({ url: '/api/v1/forms', headers: asStaff(browser) })).statusCode).toBe(403);

    await enrolTotp(test.app, browser, now);
    expect((await me(browser)).json().limited).toBe(false);
    expect((await test.app.inject({ url: '/api/v1/admin/staff', headers: asStaff(browser) })).statusCode).toBe(200);
    const disable = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/totp/disable',
      headers: asStaff(browser),
      payload: { password: testPassword },
    });
    expect(disable.statusCode).toBe(403);
  });

  it('ends a session after 30 idle minutes, and a busy one after 12 hours', async () => {
    await addStaffMember(test.app, 'fay@zilt.example', 'support');
    const idle = await signIn(test.app, 'fay@zilt.example');
    later(29);
    expect((await me(idle)).json().signedIn).toBe(true);
    later(29);
    expect((await me(idle)).json().signedIn).toBe(true);
    later(31);
    const ended = await me(idle);
    expect(ended.json().signedIn).toBe(false);
    expect(String(ended.headers['set-cookie'])).toMatch(/^zilt_staff=; Path=\/; Max-Age=0/);

    const busy = await signIn(test.app, 'fay@zilt.example');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      later(20);
      expect((await me(busy)).json().signedIn).toBe(true);
    }
    later(20);
    expect((await me(busy)).json().signedIn).toBe(false);

    // Sessions nobody comes back to are deleted by the hourly purge.
    const forgotten = await signIn(test.app, 'fay@zilt.example');
    later(31);
    expect(await test.app.services.staff.sessions.purgeEnded()).toBeGreaterThanOrEqual(1);
    later(-31);
    expect((await me(forgotten)).json().signedIn).toBe(false);
  });

  it('signs out here, and everywhere', async () => {
    await addStaffMember(test.app, 'gus@zilt.example', 'support');
    const laptop = await signIn(test.app, 'gus@zilt.example');
    const phone = await signIn(test.app, 'gus@zilt.example');
    const tablet = await signIn(test.app, 'gus@zilt.example');
    const out = await test.app.inject({ method: 'POST', url: '/api/v1/staff/sign-out', headers: asStaff(tablet) });
    expect(out.statusCode).toBe(200);
    expect((await me(tablet)).json().signedIn).toBe(false);
    expect((await me(phone)).json().signedIn).toBe(true);

    const everywhere = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-out-everywhere',
      headers: asStaff(laptop),
    });
    expect(everywhere.json()).toEqual({ ok: true, ended: 2 });
    expect((await me(laptop)).json().signedIn).toBe(false);
    expect((await me(phone)).json().signedIn).toBe(false);
  });

  it('refuses an editor on a support route and a support member on a content route; each reaches their own', async () => {
    await addStaffMember(test.app, 'hal@zilt.example', 'editor');
    await addStaffMember(test.app, 'ida@zilt.example', 'support');
    const editor = await signIn(test.app, 'hal@zilt.example');
    const support = await signIn(test.app, 'ida@zilt.example');

    const editorSearch = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      headers: asStaff(editor),
      payload: searchBody,
    });
    expect(editorSearch.statusCode).toBe(403);
    expect(editorSearch.json().message).toContain('support');
    expect((await test.app.inject({ url: '/api/v1/forms', headers: asStaff(editor) })).statusCode).toBe(403);

    const supportExport = await test.app.inject({ url: '/api/v1/content/export?source=wp', headers: asStaff(support) });
    expect(supportExport.statusCode).toBe(403);
    expect(supportExport.json().message).toContain('editor');

    expect(
      (await test.app.inject({ url: '/api/v1/content/export?source=wp', headers: asStaff(editor) })).statusCode,
    ).toBe(200);
    const supportSearch = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      headers: asStaff(support),
      payload: searchBody,
    });
    // Let through: the search itself answers (no subscriber has the address).
    expect(supportSearch.statusCode).toBe(404);
  });

  it('refuses a cross-site request: the cookie without the CSRF header, or from another origin', async () => {
    await addStaffMember(test.app, 'jan@zilt.example', 'support');
    const browser = await signIn(test.app, 'jan@zilt.example');
    const post = (headers: Record<string, string>) =>
      test.app.inject({ method: 'POST', url: '/api/v1/Dev/Search', headers, payload: searchBody });

    const noHeader = await post({ cookie: browser.cookie, origin: sameSiteOrigin });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toContain('x-csrf-token');
    const otherSite = await post({ ...asStaff(browser), origin: 'https://evil.example' });
    expect(otherSite.statusCode).toBe(403);
    expect(otherSite.json().message).toContain('another site');
    const noOrigin = await post({ cookie: browser.cookie, 'x-csrf-token': browser.csrfToken });
    expect(noOrigin.statusCode).toBe(403);
    const wrongToken = await post({ ...asStaff(browser), 'x-csrf-token': 'guessed' });
    expect(wrongToken.statusCode).toBe(403);
    // Sign-out is state-changing too.
    const signOut = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-out',
      headers: { cookie: browser.cookie, origin: 'https://evil.example' },
    });
    expect(signOut.statusCode).toBe(403);
    // A sign-in form posted from another site is refused as well.
    const foreignSignIn = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'jan@zilt.example', password: testPassword },
    });
    expect(foreignSignIn.statusCode).toBe(403);

    // With both, the request is let through (no subscriber has the address).
    expect((await post(asStaff(browser))).statusCode).toBe(404);
    // A read changes nothing: no CSRF header needed.
    expect((await test.app.inject({ url: '/api/v1/forms', headers: { cookie: browser.cookie } })).statusCode).toBe(200);
  });

  it("lists one's own recent sign-ins, failed ones too", async () => {
    await addStaffMember(test.app, 'kim@zilt.example', 'editor');
    await signInWithPassword(test.app, 'kim@zilt.example', 'a wrong password');
    const browser = await signIn(test.app, 'kim@zilt.example');
    const list = await test.app.inject({ url: '/api/v1/staff/sign-ins', headers: { cookie: browser.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.slice(0, 2)).toMatchObject([
      { ok: true, method: 'password', address: '127.0.0.1' },
      { ok: false, reason: 'password' },
    ]);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    await addStaffMember(test.app, 'lou@zilt.example', 'support');
    const here = await signIn(test.app, 'lou@zilt.example');
    const elsewhere = await signIn(test.app, 'lou@zilt.example');
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password/change',
      headers: asStaff(here),
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new long password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().problems).toEqual([expect.stringContaining('currentPassword')]);
    const changed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password/change',
      headers: asStaff(here),
      payload: { currentPassword: testPassword, newPassword: 'a brand new long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(here)).json().signedIn).toBe(true);
    expect((await me(elsewhere)).json().signedIn).toBe(false);
    await signIn(test.app, 'lou@zilt.example', 'a brand new long password');
  });
});
