import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { HubClient } from '../../testing/hub-client.ts';
import { addStaffMember, asStaff, signIn } from '../../testing/staff.ts';

// The realtime hub lets a signed-in support member in without a token, only from a page of
// this host that knows the session's CSRF token, and checks the session again on every invoke.

describe.each(testDatabaseKinds)('the hub with a staff session on %s', (kind) => {
  let test: TestApp;
  let url: string;
  const clients: HubClient[] = [];
  const client = (options: ConstructorParameters<typeof HubClient>[1]) => {
    const created = new HubClient(url, options);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    test = await createTestApp(kind, { STAFF_SIGN_IN_LIMIT: '100000', AUTH_FAILURE_LIMIT: '100000' });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const item of clients) item.socket.disconnect();
    await test?.close();
  });

  it('connects a support member and runs a job; refuses another origin, a missing CSRF token and an editor', async () => {
    await addStaffMember(test.app, 'uma@zilt.example', 'support');
    await addStaffMember(test.app, 'vic@zilt.example', 'editor');
    const support = await signIn(test.app, 'uma@zilt.example');
    const editor = await signIn(test.app, 'vic@zilt.example');

    const member = client({ session: { cookie: support.cookie, csrf: support.csrfToken, origin: url } });
    await member.connected();
    expect((await member.invoke('GetPaidUsers', {})).status).toBe('started');

    for (const session of [
      { cookie: support.cookie, csrf: support.csrfToken, origin: 'https://evil.example' },
      { cookie: support.cookie, csrf: 'guessed', origin: url },
      { cookie: editor.cookie, csrf: editor.csrfToken, origin: url },
    ]) {
      await expect(client({ session }).connected()).rejects.toThrow(/token/);
    }

    // Signed out, the open connection can start nothing more.
    await test.app.inject({ method: 'POST', url: '/api/v1/staff/sign-out', headers: asStaff(support) });
    expect(await member.invoke('GetPaidUsers', {})).toMatchObject({ status: 'refused', message: /signed|session/ });
  });
});
