import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { HubClient } from '../../testing/hub-client.ts';

// The argument of an invoke through the real hub: the token again, as the bare token string or
// as `{ token }`, or nothing (then the connection's token is checked again).

describe.each(testDatabaseKinds)('hub invoke argument on %s', { timeout: 120_000 }, (kind) => {
  let test: TestApp;
  let url: string;
  let desk: string;
  let colleague: string;
  const clients: HubClient[] = [];

  beforeAll(async () => {
    test = await createTestApp(kind);
    desk = await test.app.services.tokens.create('support-desk', 'support');
    colleague = await test.app.services.tokens.create('colleague', 'support');
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await test?.close();
  });

  async function connectedAsDesk() {
    const client = new HubClient(url, { token: desk });
    clients.push(client);
    await client.connected();
    return client;
  }

  it.each([
    ['the bare token string', () => colleague],
    ['{ token }', () => ({ token: colleague })],
  ])('runs a job with the token given as %s, and names that token', async (_form, argument) => {
    const staff = await connectedAsDesk();
    const mark = staff.mark();
    expect(await staff.run('GetPaidUsers', argument())).toMatchObject({ Job: 'GetPaidUsers', State: 'done' });
    expect(staff.jobLogs('GetPaidUsers', mark)[0]).toBe('started (token "colleague")');
  });

  it("runs a job with no token in the argument as the connection's token", async () => {
    const staff = await connectedAsDesk();
    const mark = staff.mark();
    expect(await staff.run('GetPaidUsers')).toMatchObject({ State: 'done' });
    expect(staff.jobLogs('GetPaidUsers', mark)[0]).toBe('started (token "support-desk")');
  });

  it('refuses an unknown bare token, and an argument that is neither a token nor { token }', async () => {
    const staff = await connectedAsDesk();
    expect(await staff.invoke('GetPaidUsers', 'zlt_not-a-token')).toEqual({
      status: 'refused',
      message: 'The token is unknown, revoked or not valid for the "support" scope',
    });
    for (const argument of [42, '', { token: colleague, scope: 'support' }, [colleague]]) {
      const answer = (await staff.socket.timeout(60_000).emitWithAck('GetPaidUsers', argument)) as unknown;
      expect(answer).toEqual({
        status: 'refused',
        message: 'The argument of an invoke is the token, { token: string } or nothing',
      });
    }
  });
});
