import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestAppWithDemoContent, demoContentDir, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { FakeSharePoint, FakeTokenEndpoint } from '../../testing/fake-integrations.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { hubJobs, paidUserRowSchema } from '@zilt/contracts/admin-hub';
import { subscriberUserSchema } from '@zilt/contracts/subscribers';
import { auditLog, entitiesC, storeDocuments, users } from '../../db/schema.ts';
import { allPaidUsers } from '../subscriber-store/paid-users.ts';
import { seedSampleSubscribers } from '../sample-subscribers/sample-subscribers.ts';
import { changeQueueLengths, enqueueEsChange, enqueuePgChange } from '../subscriber-store/stores.ts';
import { HubClient, hubWaitOptions } from '../../testing/hub-client.ts';
import { createTokenService } from '../auth/token-service.ts';
import { createJobRuns } from './job-runs.ts';
import { enqueueSharePointChange, pendingSharePointChanges } from './sharepoint-outbox.ts';

// The admin hub through a real socket.io client against the real server listening on a port.

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function refusal(client: HubClient): Promise<string> {
  try {
    await client.connected();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.close();
  }
}

describe.each(testDatabaseKinds)('admin hub on %s', { timeout: 120_000 }, (kind) => {
  let test: TestApp;
  /** A server with no integration configured. */
  let plainUrl: string;
  /** A second server on the same database, with a SharePoint-style and a token endpoint. */
  let integrated: FastifyInstance;
  let integratedUrl: string;
  let support: string;
  let editorToken: string;
  let folder: string;
  let contentDir: string;
  let plainDataDir: string;
  const sharePoint = new FakeSharePoint();
  const tokenEndpoint = new FakeTokenEndpoint('zilt-client', 'client-secret-value');
  const clients: HubClient[] = [];

  function client(url: string, options: ConstructorParameters<typeof HubClient>[1] = { token: support }) {
    const created = new HubClient(url, options);
    clients.push(created);
    return created;
  }

  async function queue(...entityIds: string[]) {
    for (const entityId of entityIds)
      await enqueueSharePointChange(test.database.db, {
        entity: 'user',
        entityId,
        operation: 'upsert',
        payload: { Email: `${entityId}@example.org` },
      });
  }

  /** A client of the integrated server that started a flush the endpoint holds up. */
  async function heldFlush(entityId: string) {
    await queue(entityId);
    sharePoint.hold();
    const staff = client(integratedUrl);
    await staff.connected();
    return { staff, runId: await staff.start('FlushChangesToSP') };
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zilt-hub-'));
    contentDir = path.join(folder, 'content');
    plainDataDir = path.join(folder, 'plain-data');
    await cp(demoContentDir, contentDir, { recursive: true });
    await Promise.all([sharePoint.start(), tokenEndpoint.start()]);
    test = await createTestAppWithDemoContent(kind, { CONTENT_DIR: contentDir, DATA_DIR: plainDataDir });
    integrated = await createSiblingApp(test, {
      CONTENT_DIR: contentDir,
      DATA_DIR: path.join(folder, 'integrated-data'),
      SHAREPOINT_URL: sharePoint.url,
      SHAREPOINT_TOKEN: 'sharepoint-secret',
      BC_TOKEN_URL: tokenEndpoint.url,
      BC_CLIENT_ID: tokenEndpoint.clientId,
      BC_CLIENT_SECRET: tokenEndpoint.clientSecret,
    });
    await seedSampleSubscribers(test.database.db, { users: 120, now: new Date('2026-06-01T00:00:00Z') });
    const tokens = createTokenService(test.database.db);
    support = await tokens.create('support-desk', 'support');
    editorToken = await tokens.create('editor', 'content');
    plainUrl = await listening(test.app);
    integratedUrl = await listening(integrated);
  }, 240_000);

  afterAll(async () => {
    for (const created of clients) created.close();
    await integrated?.close();
    await test?.close();
    await Promise.all([sharePoint.stop(), tokenEndpoint.stop()]);
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a connection without a token, with a wrong one and with a token of another scope', async () => {
    expect(await refusal(client(plainUrl, {}))).toBe(
      'A token of the "support" scope is required: send it as auth.token in the handshake',
    );
    for (const token of ['zlt_not-a-token', editorToken]) {
      expect(await refusal(client(plainUrl, { token }))).toBe(
        'The token is unknown, revoked or not valid for the "support" scope',
      );
    }
    expect(await refusal(client(plainUrl, { token: support }))).toBe('connected');
  });

  it('accepts the token as the apiToken query parameter and never writes it to the log', async () => {
    const staff = client(plainUrl, { queryToken: support });
    await staff.connected();
    await staff.run('BCLogin');
    expect(test.logs()).toContain('BCLogin');
    expect(test.logs()).not.toContain(support);
  });

  it('tells a connecting client the state of every job', async () => {
    const staff = client(plainUrl);
    await staff.connected();
    await expect.poll(() => staff.values('JobState').length, hubWaitOptions).toBe(hubJobs.length);
    expect(staff.values('JobState').map((state) => (state as { Job: string }).Job)).toEqual([...hubJobs]);
  });

  it('keeps the log and who ran each job: a client that connects later gets the recent log, the last outcome and the token name', async () => {
    const staff = client(plainUrl);
    await staff.connected();
    const runId = await staff.start('BCLogin');
    const end = await staff.ended(runId);
    expect(end).toMatchObject({ State: 'done', StartedBy: 'support-desk' });
    expect(end.EndedAt).toBeDefined();
    const later = client(plainUrl);
    await later.connected();
    await expect.poll(() => later.values('LogHistory').length, hubWaitOptions).toBe(1);
    const history = later.values('LogHistory')[0] as string[];
    const ownLines = history.filter((line) => line.includes(' BCLogin: '));
    expect(ownLines.at(-1)).toContain('BCLogin: finished');
    expect(history.join('\n')).not.toContain(support);
    await expect
      .poll(
        () => (later.values('JobState') as { RunId?: string }[]).some((state) => state.RunId === runId),
        hubWaitOptions,
      )
      .toBe(true);
    expect(later.states(runId)[0]).toMatchObject({ Job: 'BCLogin', State: 'done', StartedBy: 'support-desk' });
    const [audited] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'job'), eq(auditLog.targetId, runId)));
    expect(audited).toMatchObject({ actor: 'support-desk', kind: 'BCLogin', ok: true, message: 'finished' });
  });

  it('BCLogin without a configured endpoint says so and leaves the invoices in the outbox export', async () => {
    const staff = client(plainUrl);
    await staff.connected();
    const mark = staff.mark();
    expect(await staff.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(staff.values('BCLogin')).toEqual(['success']);
    expect(staff.jobLogs('BCLogin', mark)).toContain(
      'no Business Central token endpoint is configured (set BC_TOKEN_URL, BC_CLIENT_ID and BC_CLIENT_SECRET); no token obtained',
    );
  });

  it('BCLogin obtains a token from the configured endpoint with the client credentials', async () => {
    const staff = client(integratedUrl);
    await staff.connected();
    const mark = staff.mark();
    expect(await staff.run('BCLogin')).toMatchObject({ State: 'done' });
    expect(staff.values('BCLogin')).toEqual(['success']);
    expect(tokenEndpoint.requests.at(-1)?.get('grant_type')).toBe('client_credentials');
    expect(staff.jobLogs('BCLogin', mark)).toContain('token obtained (Bearer, valid for 3599 s)');
    expect(staff.logs().join('\n')).not.toContain('issued-access-token');
    expect(staff.logs().join('\n')).not.toContain(tokenEndpoint.clientSecret);
  });

  it('GetPaidUsers sends every paying subscriber, in order, to the client that asked only', async () => {
    const expected = [];
    for await (const page of allPaidUsers(test.database.db)) expected.push(...page);
    expect(expected.length).toBeGreaterThan(20);
    const staff = client(plainUrl);
    const colleague = client(plainUrl);
    await Promise.all([staff.connected(), colleague.connected()]);
    const mark = staff.mark();
    const colleagueMark = colleague.mark();

    expect(await staff.run('GetPaidUsers')).toMatchObject({ Job: 'GetPaidUsers', State: 'done' });

    const rows = staff.paidUsers();
    expect(rows.map((row) => row.User.Id)).toEqual(expected.map((row) => row.User.Id));
    for (const [index, row] of rows.entries()) {
      expect(paidUserRowSchema.parse(row).RecurrentPayment.Status).toBe('Active');
      // The same subscriber and payment as the support view of paying subscribers shows.
      const full = expected[index]!;
      expect(row.User).toEqual({
        Id: full.User.Id,
        Name: full.User.Name,
        Surname: full.User.Surname,
        Email: full.User.Email,
        ActiveSubscription: {
          Id: full.User.ActiveSubscription!.Id,
          DateStarted: full.User.ActiveSubscription!.DateStarted,
          OngoingRecurrentPaymentId: full.RecurrentPayment.Id,
          Subscription: {
            Id: full.User.ActiveSubscription!.Subscription.Id,
            Title: full.User.ActiveSubscription!.Subscription.Title,
            SubscriptionKind: full.User.ActiveSubscription!.Subscription.SubscriptionKind,
            PaymentFrequency: full.User.ActiveSubscription!.Subscription.PaymentFrequency,
          },
        },
      });
      expect(row.RecurrentPayment).toEqual(full.RecurrentPayment);
    }
    expect(staff.jobLogs('GetPaidUsers', mark)).toEqual([
      'started (token "support-desk")',
      `${expected.length} paying subscribers sent`,
      'finished',
    ]);
    // A colleague sees the job in the log, not the subscribers.
    await expect
      .poll(() => colleague.jobLogs('GetPaidUsers', colleagueMark), hubWaitOptions)
      .toEqual(staff.jobLogs('GetPaidUsers', mark));
    expect(colleague.paidUsers()).toEqual([]);
  });

  it('FlushPGChangeQueueToES brings the search documents up to date in batches; a second flush moves none', async () => {
    const targets = await test.database.db.select({ id: users.id }).from(users).orderBy(users.id).limit(120);
    const ids = targets.map((row) => row.id);
    await test.database.db
      .update(users)
      .set({ country: 'Belgium', updatedAt: new Date('2026-06-02T00:00:00Z') })
      .where(inArray(users.id, ids));
    // 600 changes: every user five times over, more than one batch.
    for (let round = 0; round < 5; round += 1) await enqueuePgChange(test.database.db, 'user', ids);
    const staff = client(plainUrl);
    await staff.connected();
    let mark = staff.mark();

    expect(await staff.run('FlushPGChangeQueueToES')).toMatchObject({ State: 'done' });

    expect(staff.values('FlushPGChangeQueueToES')).toEqual(['success']);
    expect(staff.jobLogs('FlushPGChangeQueueToES', mark)).toEqual([
      'started (token "support-desk")',
      '600 changes queued from PG to ES',
      '500 changes applied to ES, 100 waiting',
      '600 changes applied to ES, 0 waiting',
      '600 changes moved from PG to ES',
      'finished',
    ]);
    expect((await changeQueueLengths(test.database.db)).pgToEs).toBe(0);
    const documents = await test.database.db
      .select({ document: storeDocuments.document })
      .from(storeDocuments)
      .where(and(eq(storeDocuments.kind, 'user'), inArray(storeDocuments.id, ids)));
    expect(documents.map((row) => subscriberUserSchema.parse(row.document).Country)).toEqual(ids.map(() => 'Belgium'));

    mark = staff.mark();
    expect(await staff.run('FlushPGChangeQueueToES')).toMatchObject({ State: 'done' });
    expect(staff.jobLogs('FlushPGChangeQueueToES', mark)).toEqual([
      'started (token "support-desk")',
      '0 changes queued from PG to ES',
      'nothing to move from PG to ES',
      'finished',
    ]);
  });

  it('FlushESChangeQueueToPG writes entities saved in ES to the relational tables; a second flush moves none', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const [index, id] of ids.entries()) {
      await test.database.db.insert(storeDocuments).values({
        kind: 'C',
        id,
        document: { Id: id, Kind: 'C', Label: `C ${index} saved in ES`, Revision: 1, LinkedIds: [] },
      });
    }
    await enqueueEsChange(test.database.db, 'C', ids);
    const staff = client(plainUrl);
    await staff.connected();
    let mark = staff.mark();

    expect(await staff.run('FlushESChangeQueueToPG')).toMatchObject({ State: 'done' });

    expect(staff.values('FlushESChangeQueueToPG')).toEqual(['success']);
    expect(staff.jobLogs('FlushESChangeQueueToPG', mark)).toContain('2 changes moved from ES to PG');
    const rows = await test.database.db.select().from(entitiesC).where(inArray(entitiesC.id, ids));
    expect(rows.map((row) => row.label).sort()).toEqual(['C 0 saved in ES', 'C 1 saved in ES']);

    mark = staff.mark();
    expect(await staff.run('FlushESChangeQueueToPG')).toMatchObject({ State: 'done' });
    expect(staff.jobLogs('FlushESChangeQueueToPG', mark)).toContain('nothing to move from ES to PG');
  });

  it('FlushChangesToSP with no endpoint writes the queued changes to the outbox export; a second flush exports none', async () => {
    // The sample subscribers were queued as new accounts when they were written.
    const queuedBefore = await pendingSharePointChanges(test.database.db, 5);
    await queue('u-1', 'u-2', 'u-3');
    const staff = client(plainUrl);
    await staff.connected();
    let mark = staff.mark();
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(staff.values('FlushChangesToSP')).toEqual(['success']);
    const exportDir = path.join(plainDataDir, 'outbox');
    const sharePointFiles = async () => (await readdir(exportDir)).filter((name) => name.startsWith('sharepoint-'));
    const [file] = await sharePointFiles();
    const exportFile = path.join(exportDir, file!);
    const exported = (await readFile(exportFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { EntityId: string });
    expect(exported.map((change) => change.EntityId).slice(-3)).toEqual(['u-1', 'u-2', 'u-3']);
    expect(staff.jobLogs('FlushChangesToSP', mark)).toContain(
      `no SharePoint endpoint is configured (SHAREPOINT_URL): ${queuedBefore + 3} changes written to the outbox export ${exportFile}`,
    );

    mark = staff.mark();
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(staff.jobLogs('FlushChangesToSP', mark)).toContain(
      'no SharePoint endpoint is configured (SHAREPOINT_URL), and no changes are queued',
    );
    expect(await sharePointFiles()).toHaveLength(1);
  });

  it('FlushChangesToSP sends every queued change once, retrying a failed send; a second flush sends none', async () => {
    await queue('u-4', 'u-5', 'u-6', 'u-7');
    sharePoint.failures = [503];
    const staff = client(integratedUrl);
    await staff.connected();
    const before = sharePoint.requests.length;
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    // Five requests for four changes: the first was answered 503 and sent again.
    expect(sharePoint.requests.slice(before).map((request) => request.EntityId)).toEqual([
      'u-4',
      'u-4',
      'u-5',
      'u-6',
      'u-7',
    ]);
    expect(sharePoint.authorizations.at(-1)).toBe('Bearer sharepoint-secret');
    expect(await pendingSharePointChanges(test.database.db, 5)).toBe(0);

    const mark = staff.mark();
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(sharePoint.requests.length).toBe(before + 5);
    expect(staff.jobLogs('FlushChangesToSP', mark)).toContain('0 sent, 0 not sent');
  });

  it('keeps a change that the endpoint keeps refusing queued for the next flush, and says so', async () => {
    await queue('u-8');
    sharePoint.failures = [500, 500, 500];
    const staff = client(integratedUrl);
    await staff.connected();
    const mark = staff.mark();
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'error' });
    expect(staff.values('FlushChangesToSP')).toEqual(['error']);
    expect(staff.jobLogs('FlushChangesToSP', mark)).toContain('1 stay queued for the next flush');
    expect(await pendingSharePointChanges(test.database.db, 5)).toBe(1);
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
    expect(await pendingSharePointChanges(test.database.db, 5)).toBe(0);
  });

  it('answers busy to a second invoke while the job runs, through either process', async () => {
    const { staff, runId } = await heldFlush('u-9');
    const other = client(plainUrl);
    await other.connected();
    expect(await staff.invoke('FlushChangesToSP')).toEqual({
      status: 'busy',
      message: 'FlushChangesToSP is running already; wait for it to end',
    });
    expect((await other.invoke('FlushChangesToSP')).status).toBe('busy');
    // Other jobs are not held up by it.
    const login = await other.start('BCLogin');
    sharePoint.release();
    expect(await staff.ended(runId)).toMatchObject({ State: 'done' });
    await other.ended(login);
    expect(await staff.run('FlushChangesToSP')).toMatchObject({ State: 'done' });
  });

  it('lets staff start a job again the moment they hear it ended', async () => {
    const staff = client(plainUrl);
    await staff.connected();
    for (let round = 0; round < 5; round += 1) {
      expect(await staff.invoke('BCLogin')).toMatchObject({ status: 'started' });
      await expect.poll(() => staff.values('BCLogin').length, hubWaitOptions).toBe(round + 1);
    }
  });

  it('gives a client that was away during a job the end state when it comes back', async () => {
    const { staff, runId } = await heldFlush('u-10');
    // 'running' may arrive twice (replayed on connecting and live); its latest word is what counts.
    await expect.poll(() => staff.states(runId).at(-1)?.State, hubWaitOptions).toBe('running');
    staff.socket.disconnect();
    sharePoint.release();
    const runs = createJobRuns(test.database.db);
    await expect
      .poll(async () => (await runs.latest()).find((state) => state.RunId === runId)?.State, hubWaitOptions)
      .toBe('done');
    expect(staff.states(runId).map((state) => state.State)).not.toContain('done');
    staff.socket.connect();
    expect(await staff.ended(runId)).toMatchObject({ Job: 'FlushChangesToSP', State: 'done' });
  });

  it('reconnects by itself after the connection drops during a job, and ends with the job state', async () => {
    const { staff, runId } = await heldFlush('u-11');
    const connectsBefore = staff.connects;
    // The transport breaks as a network would break it; the client was not asked to leave.
    staff.socket.io.engine.close();
    sharePoint.release();
    await expect.poll(() => staff.connects, hubWaitOptions).toBe(connectsBefore + 1);
    expect(await staff.ended(runId)).toMatchObject({ State: 'done' });
  });

  it('refuses an invoke once the token has been revoked, without reconnecting', async () => {
    const tokens = createTokenService(test.database.db);
    const temporary = await tokens.create('temporary', 'support');
    const staff = client(plainUrl, { token: temporary });
    await staff.connected();
    await tokens.revoke('temporary');
    expect(await staff.invoke('BCLogin')).toEqual({
      status: 'refused',
      message: 'The token is unknown, revoked or not valid for the "support" scope',
    });
    await staff.run('BCLogin', { token: support });
  });
});
