import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRevisions, nodes } from '../../db/schema.ts';
import { demoContentDir } from '../../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/databases.ts';
import { FakeSharePoint } from '../../testing/fake-integrations.ts';
import { HubClient, hubWaitOptions } from '../../testing/hub-client.ts';
import {
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { createTokenService } from '../auth/token-service.ts';
import { createJobRuns } from './job-runs.ts';
import { enqueueSharePointChange } from './sharepoint-outbox.ts';

// Two server processes on one PostgreSQL and one Redis, as behind a load balancer: staff
// connected to either one see every job, and a job runs once however many ask at once.

const databaseUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];

describe.skipIf(!databaseUrl || !redisUrl)('admin hub of two server processes', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let folder: string;
  let contentDir: string;
  let support: string;
  const sharePoint = new FakeSharePoint();
  const clients: HubClient[] = [];

  function client(server: ServerProcess) {
    const created = new HubClient(server.url, { token: support });
    clients.push(created);
    return created;
  }

  async function enqueue(count: number, prefix: string) {
    for (let index = 0; index < count; index += 1)
      await enqueueSharePointChange(database.db, {
        entity: 'user',
        entityId: `${prefix}-${index}`,
        operation: 'upsert',
        payload: {},
      });
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zilt-hub-processes-'));
    contentDir = path.join(folder, 'content');
    await cp(demoContentDir, contentDir, { recursive: true });
    await sharePoint.start();
    database = await createTestDatabase('postgres');
    support = await createTokenService(database.db).create('support-desk', 'support');
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      SEED_DEMO_CONTENT: 'true',
      CONTENT_DIR: contentDir,
      SHAREPOINT_URL: sharePoint.url,
    };
    [first, second] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: path.join(folder, 'first') }),
      startServerProcess({ ...env, DATA_DIR: path.join(folder, 'second') }),
    ]);
    await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
  }, 240_000);

  afterAll(async () => {
    for (const created of clients) created.close();
    await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
    await sharePoint.stop();
    await database?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('a client of the first process receives the log lines of a job started through the second, in order', async () => {
    await enqueue(250, 'order');
    const watcher = client(first);
    const starter = client(second);
    await Promise.all([watcher.connected(), starter.connected()]);
    const mark = watcher.mark();
    const starterMark = starter.mark();

    const answer = await starter.invoke('FlushChangesToSP');

    const runId = (answer as { runId: string }).runId;
    expect(await watcher.ended(runId)).toMatchObject({ Job: 'FlushChangesToSP', State: 'done' });
    expect(watcher.values('FlushChangesToSP')).toEqual(['success']);
    const expected = [
      'started (token "support-desk")',
      '250 changes queued for SharePoint',
      `100 changes sent to ${sharePoint.url} so far`,
      `200 changes sent to ${sharePoint.url} so far`,
      `250 changes sent to ${sharePoint.url} so far`,
      '250 sent, 0 not sent',
      'finished',
    ];
    expect(watcher.jobLogs('FlushChangesToSP', mark)).toEqual(expected);
    await expect.poll(() => starter.jobLogs('FlushChangesToSP', starterMark), hubWaitOptions).toEqual(expected);
  });

  it('a job invoked through both processes at once runs once', async () => {
    await enqueue(1, 'once');
    const runs = createJobRuns(database.db);
    const runsBefore = await runs.count('FlushChangesToSP');
    const requestsBefore = sharePoint.requests.length;
    const a = client(first);
    const b = client(second);
    await Promise.all([a.connected(), b.connected()]);
    // The endpoint holds the first request, so the winner is still running when the other asks.
    sharePoint.hold();

    const answers = await Promise.all([a.invoke('FlushChangesToSP'), b.invoke('FlushChangesToSP')]);

    expect(answers.map((answer) => answer.status).sort()).toEqual(['busy', 'started']);
    sharePoint.release();
    const started = answers.find((answer) => answer.status === 'started') as { runId: string };
    expect(await a.ended(started.runId)).toMatchObject({ State: 'done' });
    expect(await b.ended(started.runId)).toMatchObject({ State: 'done' });
    expect(await runs.count('FlushChangesToSP')).toBe(runsBefore + 1);
    expect(sharePoint.requests.slice(requestsBefore).map((request) => request.EntityId)).toEqual(['once-0']);
  });

  it('ReloadContentFull through one process drops the cached pages of the other', async () => {
    const aboutUrl = `${first.url}/api/wp/getPage?slug=about&lang=en`;
    const cached = (await (await fetch(aboutUrl)).json()) as { Title: string };
    expect((await fetch(aboutUrl)).headers.get('x-page-cache')).toBe('hit');
    // A repair made straight in the database: no process was told of it.
    const [about] = await database.db
      .select({ revision: nodes.publishedRevisionId })
      .from(nodes)
      .where(and(eq(nodes.source, 'wp'), eq(nodes.language, 'en'), eq(nodes.slug, 'about')));
    await database.db
      .update(nodeRevisions)
      .set({ title: 'About us, reloaded through the other process' })
      .where(eq(nodeRevisions.id, about!.revision!));
    expect(((await (await fetch(aboutUrl)).json()) as { Title: string }).Title).toBe(cached.Title);
    const staff = client(second);
    await staff.connected();

    const answer = await staff.invoke('ReloadContentFull');

    expect(await staff.ended((answer as { runId: string }).runId)).toMatchObject({ State: 'done' });
    const page = (await (await fetch(aboutUrl)).json()) as { Title: string };
    expect(page.Title).toBe('About us, reloaded through the other process');
  });

  it('a client of one process that was away while a job of the other ended gets its end state on reconnecting', async () => {
    await enqueue(1, 'away');
    const away = client(first);
    const starter = client(second);
    await Promise.all([away.connected(), starter.connected()]);
    sharePoint.hold();
    const answer = await starter.invoke('FlushChangesToSP');
    const runId = (answer as { runId: string }).runId;
    // A client may hear 'running' twice (the state replayed on connecting and the live event);
    // what counts is that its latest word on the job is 'running'.
    await expect.poll(() => away.states(runId).at(-1)?.State, hubWaitOptions).toBe('running');
    away.socket.disconnect();
    sharePoint.release();
    expect(await starter.ended(runId)).toMatchObject({ State: 'done' });
    away.socket.connect();
    expect(await away.ended(runId)).toMatchObject({ Job: 'FlushChangesToSP', State: 'done' });
  });
});
