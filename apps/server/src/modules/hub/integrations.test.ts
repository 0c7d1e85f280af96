import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type ChangeKind, type SearchResponse } from '@zilt/contracts/support-api';
import { invoices, users } from '../../db/schema.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import {
  FakeBusinessCentral,
  FakeSharePoint,
  FakeTokenEndpoint,
  issuedAccessToken,
} from '../../testing/fake-integrations.ts';
import { HubClient } from '../../testing/hub-client.ts';
import { createTestSubscriber } from '../../testing/subscribers.ts';
import { seedSampleSubscribers } from '../sample-subscribers/sample-subscribers.ts';

// The two outward integrations end to end: a support change or a new subscriber queued for the
// SharePoint-style list and sent by FlushChangesToSP, and the invoices BCLogin sends to the
// Business-Central-style endpoint with its token. Real server, real database, the jobs started
// through the real hub, and local stand-ins for the two services.

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(testDatabaseKinds)('integrations on %s', { timeout: 120_000 }, (kind) => {
  let test: TestApp;
  let folder: string;
  let plainDataDir: string;
  /** A second server on the same database with the SharePoint-style, token and invoice endpoints. */
  let integrated: FastifyInstance;
  let plainUrl: string;
  let integratedUrl: string;
  let support: string;
  const sharePoint = new FakeSharePoint();
  const tokenEndpoint = new FakeTokenEndpoint('zilt-client', 'client-secret-value');
  const businessCentral = new FakeBusinessCentral();
  const clients: HubClient[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zilt-integrations-'));
    plainDataDir = path.join(folder, 'plain-data');
    await Promise.all([sharePoint.start(), tokenEndpoint.start(), businessCentral.start()]);
    test = await createTestApp(kind, { DATA_DIR: plainDataDir });
    integrated = await createSiblingApp(test, {
      DATA_DIR: path.join(folder, 'integrated-data'),
      SHAREPOINT_URL: sharePoint.url,
      SHAREPOINT_TOKEN: 'sharepoint-secret',
      BC_TOKEN_URL: tokenEndpoint.url,
      BC_CLIENT_ID: tokenEndpoint.clientId,
      BC_CLIENT_SECRET: tokenEndpoint.clientSecret,
      BC_INVOICES_URL: businessCentral.url,
    });
    support = await test.app.services.tokens.create('support-desk', 'support');
    plainUrl = await listening(test.app);
    integratedUrl = await listening(integrated);
  }, 240_000);

  afterAll(async () => {
    for (const created of clients) created.close();
    await integrated?.close();
    await test?.close();
    await Promise.all([sharePoint.stop(), tokenEndpoint.stop(), businessCentral.stop()]);
    await rm(folder, { recursive: true, force: true });
  });

  const db = () => test.database.db;

  async function staff(url: string): Promise<HubClient> {
    const client = new HubClient(url, { token: support });
    clients.push(client);
    await client.connected();
    return client;
  }

  async function userChange(changeKind: ChangeKind, userId: string, parameters: Record<string, unknown> = {}) {
    const response = await integrated.inject({
      method: 'POST',
      url: '/api/v1/Dev/Change',
      headers: { authorization: `Bearer ${support}` },
      payload: { ChangeKind: changeKind, UserId: userId, [changeKind]: parameters },
    });
    return { status: response.statusCode, body: response.json() as { Ok: boolean; Message: string | null } };
  }

  async function search(email: string): Promise<SearchResponse> {
    const response = await integrated.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      headers: { authorization: `Bearer ${support}` },
      payload: { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: email } },
    });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json());
  }

  /** What the SharePoint-style list was sent about one account. */
  const sentAbout = (userId: string) => sharePoint.requests.filter((request) => request.EntityId === userId);

  /** A subscriber with a SharePoint item id, as the accounts the list knows have. */
  async function listedSubscriber(options: Parameters<typeof createTestSubscriber>[1] = {}) {
    const subscriber = await createTestSubscriber(db(), options);
    const sharepointId = `SP-${subscriber.id.slice(0, 8)}`;
    await db().update(users).set({ sharepointId }).where(eq(users.id, subscriber.id));
    return { ...subscriber, sharepointId };
  }

  /** A Pro subscriber with two invoices whose documents are sound (the faulty one is removed). */
  async function invoicedSubscriber() {
    const subscriber = await createTestSubscriber(db(), { pro: true });
    await db()
      .delete(invoices)
      .where(and(eq(invoices.userId, subscriber.id), like(invoices.invoiceInfoNumber, '%-bad')));
    const rows = await db().select().from(invoices).where(eq(invoices.userId, subscriber.id));
    expect(rows).toHaveLength(2);
    return { ...subscriber, invoices: rows };
  }

  it('follows an e-mail address changed through Dev/Change to the SharePoint-style list', async () => {
    const subscriber = await listedSubscriber();
    const newEmail = `renamed.${subscriber.id.slice(0, 8)}@example.org`;
    expect(await userChange('ChangeEmailAddress', subscriber.id, { NewEmailAddress: newEmail })).toMatchObject({
      status: 200,
      body: { Ok: true },
    });
    // Queued with the change, sent only by the flush.
    expect(sentAbout(subscriber.id)).toEqual([]);

    const client = await staff(integratedUrl);
    expect(await client.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(sentAbout(subscriber.id)).toEqual([
      expect.objectContaining({
        Entity: 'user',
        EntityId: subscriber.id,
        Operation: 'upsert',
        Payload: expect.objectContaining({
          Id: subscriber.id,
          SharepointId: subscriber.sharepointId,
          Email: newEmail,
          Country: 'Netherlands',
          Blocked: false,
        }),
      }),
    ]);
    expect(sharePoint.authorizations.at(-1)).toBe('Bearer sharepoint-secret');

    // Sent once: the next flush has nothing more about this account.
    expect(await client.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(sentAbout(subscriber.id)).toHaveLength(1);
  });

  it('sends no password or payment change, and removes a deleted account from the list', async () => {
    const subscriber = await listedSubscriber();
    expect((await userChange('ChangePassword', subscriber.id, { NewPassword: 'a-long-new-password' })).status).toBe(
      200,
    );
    expect((await userChange('CreateOpenPayment', subscriber.id, { Amount: 25, Due: '2099-01-31' })).status).toBe(200);
    const client = await staff(integratedUrl);
    expect(await client.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(sentAbout(subscriber.id)).toEqual([]);

    expect((await userChange('Block', subscriber.id)).status).toBe(200);
    expect((await userChange('DeleteUser', subscriber.id)).status).toBe(200);
    expect(await client.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(sentAbout(subscriber.id).map((request) => [request.Operation, request.Payload])).toEqual([
      ['upsert', expect.objectContaining({ Blocked: true, SharepointId: subscriber.sharepointId })],
      ['delete', { Id: subscriber.id, SharepointId: subscriber.sharepointId, Email: subscriber.email }],
    ]);
    expect(JSON.stringify(sharePoint.requests)).not.toContain('a-long-new-password');
  });

  it('does not make a change whose SharePoint item cannot be queued', async () => {
    const subscriber = await listedSubscriber({ country: 'Netherlands' });
    // The queue refuses every new item, as a full disk or a broken table would.
    await db().execute(sql`
      create function refuse_sharepoint_item() returns trigger language plpgsql as $$
      begin raise exception 'the SharePoint queue refuses new items'; end $$`);
    await db().execute(sql`
      create trigger refuse_sharepoint_item before insert on sharepoint_outbox
      for each row execute function refuse_sharepoint_item()`);
    try {
      const refused = await userChange('ChangeCountry', subscriber.id, { NewCountry: 'Belgium' });
      expect(refused.status).toBe(500);
      expect((await search(subscriber.email)).User.Country).toBe('Netherlands');
    } finally {
      await db().execute(sql`drop trigger refuse_sharepoint_item on sharepoint_outbox`);
      await db().execute(sql`drop function refuse_sharepoint_item()`);
    }
    expect((await userChange('ChangeCountry', subscriber.id, { NewCountry: 'Belgium' })).status).toBe(200);
    expect((await search(subscriber.email)).User.Country).toBe('Belgium');
  });

  it('queues new subscribers as they are written, and the flush sends them to the list', async () => {
    const before = new Set((await db().select({ id: users.id }).from(users)).map((row) => row.id));
    await seedSampleSubscribers(db(), { users: 3, seed: 7 });
    const added = (await db().select().from(users)).filter((row) => !before.has(row.id));
    expect(added).toHaveLength(3);

    const client = await staff(integratedUrl);
    expect(await client.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    for (const user of added) {
      expect(sentAbout(user.id)).toEqual([
        expect.objectContaining({
          Operation: 'upsert',
          Payload: expect.objectContaining({ SharepointId: user.sharepointId, Email: user.email, Name: user.name }),
        }),
      ]);
    }
  });

  it('BCLogin sends the invoices not sent yet to the invoice endpoint with its token, and records when', async () => {
    const subscriber = await invoicedSubscriber();
    const client = await staff(integratedUrl);
    const mark = client.mark();
    const before = businessCentral.requests.length;
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(client.values('BCLogin')).toEqual(['success']);

    const received = businessCentral.requests.slice(before);
    const mine = received.filter((request) => subscriber.invoices.some((row) => row.id === request.body.InvoiceId));
    expect(mine.map((request) => request.body.InvoiceId).sort()).toEqual(
      subscriber.invoices.map((row) => row.id).sort(),
    );
    for (const request of mine) {
      expect(request.authorization).toBe(`Bearer ${issuedAccessToken}`);
      // The accounting document goes as the JSON text it is stored as.
      expect(request.body.JsonBody).toBe(
        subscriber.invoices.find((row) => row.id === request.body.InvoiceId)?.jsonBody,
      );
    }
    const lines = client.jobLogs('BCLogin', mark);
    expect(lines).toContain('token obtained (Bearer, valid for 3599 s)');
    expect(lines).toContain(`${received.length} invoices sent to ${new URL(businessCentral.url).origin}, 0 not sent`);
    expect(client.logs().join('\n')).not.toContain(issuedAccessToken);
    expect(test.logs()).not.toContain(issuedAccessToken);

    const shown = (await search(subscriber.email)).LatestInvoices ?? [];
    expect(shown).toHaveLength(2);
    for (const invoice of shown) expect(invoice.LastSentToBusinessCentral).toEqual(expect.any(String));

    // Sent once: the next run has none of them to send.
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(businessCentral.requests.length).toBe(before + received.length);
  });

  it('keeps an invoice the endpoint refuses for the next BCLogin, which sends it', async () => {
    const subscriber = await invoicedSubscriber();
    // Every try of the first invoice within the run fails (a send is tried three times).
    businessCentral.failures = [503, 503, 503];
    const client = await staff(integratedUrl);
    let mark = client.mark();
    expect(await client.run('BCLogin')).toMatchObject({ State: 'error' });
    expect(client.values('BCLogin')).toEqual(['error']);
    const [first, second] = [...subscriber.invoices].sort((a, b) => (a.id < b.id ? -1 : 1));
    const lines = client.jobLogs('BCLogin', mark);
    expect(lines).toContain(`invoice ${first!.invoiceInfoNumber} (${first!.id}) not sent: answered 503`);
    expect(lines).toContain('1 wait for the next BCLogin');
    const afterFirst = await search(subscriber.email);
    const sentAt = (id: string, answer: SearchResponse) =>
      answer.LatestInvoices?.find((invoice) => invoice.Id === id)?.LastSentToBusinessCentral;
    expect(sentAt(first!.id, afterFirst)).toBeNull();
    expect(sentAt(second!.id, afterFirst)).toEqual(expect.any(String));
    const [stored] = await db().select().from(invoices).where(eq(invoices.id, first!.id));
    expect(stored).toMatchObject({ businessCentralAttempts: 1, businessCentralLastError: 'answered 503' });

    mark = client.mark();
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(client.jobLogs('BCLogin', mark)).toContain(
      `1 invoices sent to ${new URL(businessCentral.url).origin}, 0 not sent`,
    );
    expect(sentAt(first!.id, await search(subscriber.email))).toEqual(expect.any(String));
  });

  it('BCLogin sends nothing when the invoice endpoint refuses its token, and says so', async () => {
    const subscriber = await invoicedSubscriber();
    const strict = new FakeBusinessCentral('another-token');
    await strict.start();
    const other = await createSiblingApp(test, {
      DATA_DIR: path.join(folder, 'strict-data'),
      BC_TOKEN_URL: tokenEndpoint.url,
      BC_CLIENT_ID: tokenEndpoint.clientId,
      BC_CLIENT_SECRET: tokenEndpoint.clientSecret,
      BC_INVOICES_URL: strict.url,
    });
    try {
      const client = await staff(await listening(other));
      const mark = client.mark();
      expect(await client.run('BCLogin')).toMatchObject({ State: 'error' });
      const lines = client.jobLogs('BCLogin', mark);
      for (const row of subscriber.invoices) {
        expect(lines).toContain(`invoice ${row.invoiceInfoNumber} (${row.id}) not sent: answered 401`);
      }
      expect(lines.join('\n')).not.toContain(issuedAccessToken);
      const shown = (await search(subscriber.email)).LatestInvoices ?? [];
      expect(shown.map((invoice) => invoice.LastSentToBusinessCentral)).toEqual([null, null]);
    } finally {
      await other.close();
      await strict.stop();
    }
    // The next run of a server whose token the endpoint accepts sends them.
    const client = await staff(integratedUrl);
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    const shown = (await search(subscriber.email)).LatestInvoices ?? [];
    for (const invoice of shown) expect(invoice.LastSentToBusinessCentral).toEqual(expect.any(String));
  });

  it('BCLogin with no invoice endpoint writes the invoices to the outbox export, once', async () => {
    const subscriber = await invoicedSubscriber();
    const client = await staff(plainUrl);
    let mark = client.mark();
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(client.values('BCLogin')).toEqual(['success']);
    const exportDir = path.join(plainDataDir, 'outbox');
    const files = (await readdir(exportDir)).filter((name) => name.startsWith('business-central-'));
    expect(files).toHaveLength(1);
    const exportFile = path.join(exportDir, files[0]!);
    const exported = (await readFile(exportFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { InvoiceId: string; JsonBody: string });
    for (const row of subscriber.invoices) {
      expect(exported).toContainEqual(expect.objectContaining({ InvoiceId: row.id, JsonBody: row.jsonBody }));
    }
    const lines = client.jobLogs('BCLogin', mark);
    expect(lines).toContain(
      'no Business Central token endpoint is configured (set BC_TOKEN_URL, BC_CLIENT_ID and BC_CLIENT_SECRET); no token obtained',
    );
    expect(lines).toContain(
      `no Business Central invoice endpoint is configured (BC_INVOICES_URL): ${exported.length} invoices written to the outbox export ${exportFile}`,
    );

    mark = client.mark();
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(client.jobLogs('BCLogin', mark)).toContain(
      'no Business Central invoice endpoint is configured (BC_INVOICES_URL), and no invoices wait',
    );
    expect((await readdir(exportDir)).filter((name) => name.startsWith('business-central-'))).toHaveLength(1);
  });

  it('BCLogin leaves out an invoice whose stored text is no invoice document, once, and still ends done', async () => {
    const subscriber = await createTestSubscriber(db(), { pro: true });
    const [faulty] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, subscriber.id), like(invoices.invoiceInfoNumber, '%-bad')));
    expect(faulty).toBeDefined();
    const client = await staff(plainUrl);
    let mark = client.mark();
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(client.values('BCLogin').at(-1)).toBe('success');
    expect(client.jobLogs('BCLogin', mark)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^invoice ${faulty!.invoiceInfoNumber} \\(${faulty!.id}\\) left out, not tried again: `),
      ),
    );
    const [stored] = await db().select().from(invoices).where(eq(invoices.id, faulty!.id));
    expect(stored?.exportedForBusinessCentralAt).toBeNull();
    expect(stored?.businessCentralLastError).toMatch(/JsonBody/);

    mark = client.mark();
    expect(await client.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(client.jobLogs('BCLogin', mark).filter((line) => line.includes(faulty!.id))).toEqual([]);
  });
});
