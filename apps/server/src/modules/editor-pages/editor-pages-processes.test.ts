import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { demoContentDir, repoRoot } from '../../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/databases.ts';
import {
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { createTokenService } from '../auth/token-service.ts';

// Two server processes on one PostgreSQL and one Redis, as behind a load balancer: a page
// published through one is served fresh by the other at once, though the other had it cached.

const databaseUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];
const webBuildDir = path.join(repoRoot, 'apps', 'web', 'build');
/** The pages themselves are served when the web app is built (`npm run build`); the API always. */
const servesPages = existsSync(path.join(webBuildDir, 'server', 'index.js'));
/** A change reaches the other process through Redis pub/sub: well within this. */
const atOnce = { timeout: 2_000, interval: 20 };

describe.skipIf(!databaseUrl || !redisUrl)('editing pages with two server processes', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let folder: string;
  let token: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zilt-editor-processes-'));
    const contentDir = path.join(folder, 'content');
    await cp(demoContentDir, contentDir, { recursive: true });
    database = await createTestDatabase('postgres');
    token = await createTokenService(database.db).create('comms-officer', 'content');
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      SEED_DEMO_CONTENT: 'true',
      CONTENT_DIR: contentDir,
      ...(servesPages ? { WEB_BUILD_DIR: webBuildDir } : {}),
    };
    // One after the other: both would seed the demo content at once otherwise.
    first = await startServerProcess({ ...env, DATA_DIR: path.join(folder, 'first') });
    await waitUntilReady(first);
    second = await startServerProcess({ ...env, DATA_DIR: path.join(folder, 'second') });
    await waitUntilReady(second);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
    await database?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const editor = (server: ServerProcess, method: string, url: string, body?: unknown) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const apiTitle = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}/api/wp/getPage?slug=about&lang=en`);
    return { title: ((await response.json()) as { Title: string }).Title, cache: response.headers.get('x-page-cache') };
  };
  const pageHtml = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}/en/about`);
    return { html: await response.text(), cache: response.headers.get('x-page-cache') };
  };

  it('a page published through one process is served fresh by the other, from its caches too', async () => {
    // The second process has the page in its caches.
    const before = (await apiTitle(second)).title;
    expect((await apiTitle(second)).cache).toBe('hit');
    if (servesPages) {
      await pageHtml(second);
      expect((await pageHtml(second)).cache).toBe('hit');
    }

    const listed = await editor(first, 'GET', '/api/v1/editor/pages?source=wp&language=en&q=about');
    const about = ((await listed.json()) as { items: { id: number; slug: string }[] }).items.find(
      (item) => item.slug === 'about',
    );
    if (!about) throw new Error('the demo content has no about page');
    const read = (await (await editor(first, 'GET', `/api/v1/editor/pages/${about.id}`)).json()) as {
      page: { latestRevisionId: string };
      published: { content: Record<string, unknown> & { header: Record<string, unknown> } };
    };
    const title = 'About Zilt, edited in the studio';
    const saved = await editor(first, 'PUT', `/api/v1/editor/pages/${about.id}`, {
      baseRevisionId: read.page.latestRevisionId,
      page: { ...read.published.content, title, header: { ...read.published.content.header, title }, status: 'draft' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // A draft changes nothing a visitor sees.
    expect((await apiTitle(second)).title).toBe(before);

    const published = await editor(first, 'POST', `/api/v1/editor/pages/${about.id}/publish`);
    expect(published.status).toBe(200);
    await expect.poll(async () => (await apiTitle(second)).title, atOnce).toBe(title);
    if (servesPages) await expect.poll(async () => (await pageHtml(second)).html, atOnce).toContain(title);

    // And the other way round: the first process has the page cached when the second unpublishes it.
    await apiTitle(first);
    expect(await apiTitle(first)).toEqual({ title, cache: 'hit' });
    const unpublished = await editor(second, 'POST', `/api/v1/editor/pages/${about.id}/unpublish`);
    expect(unpublished.status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${first.url}/api/wp/getPage?slug=about&lang=en`)).status, atOnce)
      .toBe(404);
  });

  it('a planned publication goes live by the periodic task of the processes, and once', async () => {
    const created = await editor(first, 'POST', '/api/v1/editor/pages', {
      source: 'wp',
      page: {
        type: 'page',
        language: 'en',
        slug: 'planned-page',
        title: 'A planned page',
        header: { kind: 'default', title: 'A planned page' },
        lastUpdated: '2026-10-01T09:00:00Z',
        status: 'draft',
      },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { page: { id: number } }).page.id;
    const planned = await editor(second, 'POST', `/api/v1/editor/pages/${id}/schedules`, {
      action: 'publish',
      at: new Date(Date.now() + 3_000).toISOString(),
    });
    expect(planned.status, await planned.clone().text()).toBe(201);
    // Each process runs the task every 15 seconds.
    await expect
      .poll(async () => (await fetch(`${first.url}/api/wp/getPage?slug=planned-page&lang=en`)).status, {
        timeout: 40_000,
        interval: 250,
      })
      .toBe(200);
    expect((await fetch(`${second.url}/api/wp/getPage?slug=planned-page&lang=en`)).status).toBe(200);
    const page = (await (await editor(first, 'GET', `/api/v1/editor/pages/${id}`)).json()) as {
      page: { status: string; schedules: unknown[] };
    };
    expect(page.page).toMatchObject({ status: 'published', schedules: [] });
    const publications = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.kind, 'page.publish')));
    expect(publications).toHaveLength(1);
    expect(publications[0]?.actor).toBe('comms-officer');
  });
});
