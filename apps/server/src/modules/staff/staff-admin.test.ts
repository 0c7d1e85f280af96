import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import {
  addStaffMember,
  asStaff,
  enrolTotp,
  signIn,
  signInWithPassword,
  testPassword,
  tokenOfLink,
  type StaffBrowser,
} from '../../testing/staff.ts';

// The admins' routes: staff accounts, API tokens, and the audit trail with every sign-in.

describe.each(testDatabaseKinds)('admin routes on %s', (kind) => {
  let test: TestApp;
  let admin: StaffBrowser;

  beforeAll(async () => {
    test = await createTestApp(kind, { STAFF_SIGN_IN_LIMIT: '100000' });
    await addStaffMember(test.app, 'root@zilt.example', 'admin');
    admin = await signIn(test.app, 'root@zilt.example');
    await enrolTotp(test.app, admin, new Date());
  });
  afterAll(async () => {
    await test?.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: asStaff(admin), ...(payload ? { payload } : {}) });

  it('reads sign-ins and failed sign-ins in the audit trail, newest first, filtered by actor and kind', async () => {
    await addStaffMember(test.app, 'max@zilt.example', 'editor');
    await signInWithPassword(test.app, 'max@zilt.example', 'wrong password here');
    await signIn(test.app, 'max@zilt.example');

    const all = await asAdmin('GET', '/api/v1/admin/audit?actor=max@zilt.example');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'staff.sign-in',
      'staff.sign-in-failed',
      'staff.password-set',
    ]);
    const failed = await asAdmin('GET', '/api/v1/admin/audit?kind=staff.sign-in-failed&actor=max@zilt.example');
    expect(failed.json()).toMatchObject({
      total: 1,
      entries: [
        {
          actor: 'max@zilt.example',
          ok: false,
          targetType: 'staff',
          parameters: { reason: 'password', address: '127.0.0.1' },
        },
      ],
    });
    const future = await asAdmin('GET', '/api/v1/admin/audit?from=2999-01-01T00:00:00Z');
    expect(future.json()).toMatchObject({ total: 0, entries: [] });
    const paged = await asAdmin('GET', '/api/v1/admin/audit?pageSize=1&page=2');
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1, entries: [expect.any(Object)] });
    const bad = await asAdmin('GET', '/api/v1/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from');
    // Times a PostgreSQL timestamp cannot hold (year 0, past year 9999 in UTC) are refused by name.
    for (const [name, value] of [
      ['from', '0000-01-01T00:00:00Z'],
      ['to', '9999-12-31T23:59:59-14:00'],
    ]) {
      const outOfRange = await asAdmin('GET', `/api/v1/admin/audit?${name}=${encodeURIComponent(value!)}`);
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().message).toContain(name);
    }
  });

  it('creates an account whose link sets the password, changes its role and disables it (ending its sessions)', async () => {
    const created = await asAdmin('POST', '/api/v1/admin/staff', { email: 'Ned@Zilt.example', role: 'support' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      account: { email: 'ned@zilt.example', role: 'support', passwordSet: false },
      mailed: false,
    });
    expect(created.json().link).toMatch(/^http:\/\/localhost(:80)?\/dev\/password#token=zsl_/);
    const set = await test.app.inject({
      method: 'POST',
      url: '/api/v1/staff/password',
      payload: { token: tokenOfLink(created.json().link), newPassword: testPassword },
    });
    expect(set.statusCode).toBe(200);
    const ned = await signIn(test.app, 'ned@zilt.example');
    const id = created.json().account.id as number;

    const again = await asAdmin('POST', '/api/v1/admin/staff', { email: 'ned@zilt.example', role: 'editor' });
    expect(again.statusCode).toBe(409);
    const badRole = await asAdmin('POST', '/api/v1/admin/staff', { email: 'x@zilt.example', role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain('role');

    const role = await asAdmin('POST', `/api/v1/admin/staff/${id}/role`, { role: 'editor' });
    expect(role.json()).toMatchObject({ role: 'editor' });
    // The role counts at once, in the session already open.
    expect((await test.app.inject({ url: '/api/v1/forms', headers: asStaff(ned) })).statusCode).toBe(403);

    const list = await asAdmin('GET', '/api/v1/admin/staff');
    expect(list.json().accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'ned@zilt.example', role: 'editor', totpEnabled: false }),
      ]),
    );

    const reset = await asAdmin('POST', `/api/v1/admin/staff/${id}/reset`, {});
    expect(reset.json().link).toMatch(/#token=zsl_/);

    const disabled = await asAdmin('POST', `/api/v1/admin/staff/${id}/disable`);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await test.app.inject({ url: '/api/v1/staff/me', headers: { cookie: ned.cookie } })).json().signedIn).toBe(
      false,
    );
    expect((await signInWithPassword(test.app, 'ned@zilt.example', testPassword)).response.statusCode).toBe(401);

    const self = await asAdmin('POST', '/api/v1/admin/staff/1/disable');
    expect(self.statusCode).toBe(409);

    const audit = await asAdmin('GET', `/api/v1/admin/audit?targetType=staff&targetId=${id}&actor=root@zilt.example`);
    expect(audit.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'staff.disable',
      'staff.reset',
      'staff.role-change',
      'staff.create',
    ]);
  });

  it('ends the sessions of another account without disabling it, audited; not its own, not for other roles', async () => {
    const member = await addStaffMember(test.app, 'sol@zilt.example', 'editor');
    const first = await signIn(test.app, 'sol@zilt.example');
    const second = await signIn(test.app, 'sol@zilt.example');
    const ended = await asAdmin('POST', `/api/v1/admin/staff/${member.id}/sign-out-everywhere`);
    expect(ended.statusCode).toBe(200);
    expect(ended.headers['cache-control']).toBe('no-store');
    expect(ended.json()).toMatchObject({ account: { email: 'sol@zilt.example', disabled: false }, ended: 2 });
    for (const browser of [first, second]) {
      const me = await test.app.inject({ url: '/api/v1/staff/me', headers: { cookie: browser.cookie } });
      expect(me.json().signedIn).toBe(false);
    }
    // Still enabled: the password signs in again.
    const again = await signIn(test.app, 'sol@zilt.example');
    expect(
      (await test.app.inject({ url: '/api/v1/staff/me', headers: { cookie: again.cookie } })).json(),
    ).toMatchObject({ signedIn: true });

    const own = await asAdmin('POST', '/api/v1/admin/staff/1/sign-out-everywhere');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toContain('/api/v1/staff/sign-out-everywhere');
    const unknown = await asAdmin('POST', '/api/v1/admin/staff/999999/sign-out-everywhere');
    expect(unknown.statusCode).toBe(404);
    const badId = await asAdmin('POST', '/api/v1/admin/staff/x/sign-out-everywhere');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('id');
    const byEditor = await test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/staff/${member.id}/sign-out-everywhere`,
      headers: asStaff(again),
    });
    expect(byEditor.statusCode).toBe(403);

    const audit = await asAdmin(
      'GET',
      `/api/v1/admin/audit?targetType=staff&targetId=${member.id}&actor=root@zilt.example`,
    );
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        kind: 'staff.sign-out-everywhere',
        parameters: expect.objectContaining({ email: 'sol@zilt.example', ended: 2 }),
      }),
    ]);
  });

  it('creates, lists and revokes API tokens; a revoked one no longer works', async () => {
    const created = await asAdmin('POST', '/api/v1/admin/tokens', { name: 'importer', scope: 'content' });
    expect(created.statusCode).toBe(200);
    const token = created.json().token as string;
    const exported = () =>
      test.app.inject({ url: '/api/v1/content/export?source=wp', headers: { authorization: `Bearer ${token}` } });
    expect((await exported()).statusCode).toBe(200);
    const list = await asAdmin('GET', '/api/v1/admin/tokens');
    expect(list.json().tokens).toEqual([
      expect.objectContaining({ name: 'importer', scope: 'content', revokedAt: null }),
    ]);
    expect(JSON.stringify(list.json())).not.toContain(token);
    expect((await asAdmin('POST', '/api/v1/admin/tokens', { name: 'importer', scope: 'support' })).statusCode).toBe(
      409,
    );
    expect((await asAdmin('POST', '/api/v1/admin/tokens/importer/revoke')).statusCode).toBe(200);
    expect((await exported()).statusCode).toBe(401);
    const audit = await asAdmin('GET', '/api/v1/admin/audit?targetType=token');
    expect(audit.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual(['token.revoke', 'token.create']);
  });

  it('answers 401 without a session, even to a token, and 403 to other roles', async () => {
    const support = await test.app.services.tokens.create('support-script', 'support');
    const withToken = await test.app.inject({
      url: '/api/v1/admin/staff',
      headers: { authorization: `Bearer ${support}` },
    });
    expect(withToken.statusCode).toBe(401);
    expect((await test.app.inject({ url: '/api/v1/admin/audit' })).statusCode).toBe(401);
    await addStaffMember(test.app, 'ola@zilt.example', 'support');
    const member = await signIn(test.app, 'ola@zilt.example');
    expect((await test.app.inject({ url: '/api/v1/admin/audit', headers: asStaff(member) })).statusCode).toBe(403);
  });
});
