import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDemoContent, repoRoot, type TestApp } from '../../testing/app.ts';
import { lagUntilShed } from '../../testing/event-loop.ts';

// Page renders run a few at a time with a bounded queue behind them; beyond it a page request
// is refused at once with 503 and Retry-After. Files and health checks are never held back.
// Renders are kept in flight by holding the embedded database: a transaction the test opens
// makes every other query wait until the test ends it.

const clientAssetsDir = path.join(repoRoot, 'apps', 'web', 'build', 'client', 'assets');

/** One of the web app's built scripts, as the browser asks for it. */
function someClientScript(): string {
  const script = readdirSync(clientAssetsDir).find((name) => name.endsWith('.js'));
  if (!script) throw new Error('the web app is not built ("npm run build")');
  return `/assets/${script}`;
}

/** Holds every query of the embedded database until `release()`. */
async function holdDatabase(test: TestApp): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const transaction = test.database.pglite!.transaction(async () => {
    started();
    await released;
  });
  await begun;
  return {
    async release() {
      release();
      await transaction;
    },
  };
}

describe('page renders under load', () => {
  let test: TestApp;
  let base: string;
  let held: { release: () => Promise<void> } | undefined;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(
      'pglite',
      { RENDER_CONCURRENCY: '1', RENDER_QUEUE_LIMIT: '1', LOAD_SHED_RETRY_AFTER_SECONDS: '4' },
      { serveWeb: true },
    );
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    await held?.release();
    held = undefined;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('runs the allowed renders, queues the next one and refuses the rest with 503 and Retry-After', async () => {
    held = await holdDatabase(test);
    const first = fetch(`${base}/en/about`);
    await expect.poll(() => test.app.pageRenders.running).toBe(1);
    const second = fetch(`${base}/en/privacy-statement`);
    await expect.poll(() => test.app.pageRenders.waiting).toBe(1);

    const refused = await fetch(`${base}/en/approach`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('4');
    expect(await refused.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The server is overloaded; try again in 4 seconds',
    });

    // Nothing else waits behind the renders: health checks and the browser's scripts answer.
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const script = await fetch(`${base}${someClientScript()}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    await held.release();
    held = undefined;
    const [firstPage, secondPage] = await Promise.all([first, second]);
    expect(firstPage.status).toBe(200);
    expect(await firstPage.text()).toContain('</html>');
    expect(secondPage.status).toBe(200);
    expect(await secondPage.text()).toContain('</html>');
    await expect.poll(() => test.app.pageRenders.running).toBe(0);
    expect((await fetch(`${base}/en/approach`)).status).toBe(200);
  });

  it('lets a visitor who gave up while waiting leave the queue', async () => {
    held = await holdDatabase(test);
    // Pages not rendered yet (the earlier ones may come from the page cache).
    const first = fetch(`${base}/en/saline-farming`);
    await expect.poll(() => test.app.pageRenders.running).toBe(1);
    const leaving = new AbortController();
    const gaveUp = fetch(`${base}/en/components`, { signal: leaving.signal }).catch(() => 'aborted');
    await expect.poll(() => test.app.pageRenders.waiting).toBe(1);
    leaving.abort();
    expect(await gaveUp).toBe('aborted');
    await expect.poll(() => test.app.pageRenders.waiting).toBe(0);

    // Its place in the queue is free again.
    const next = fetch(`${base}/en/water-management`);
    await expect.poll(() => test.app.pageRenders.waiting).toBe(1);
    await held.release();
    held = undefined;
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });
});

describe('load shedding of pages and files', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestAppWithDemoContent('pglite', { LOAD_SHED_EVENT_LOOP_DELAY_MS: '50' }, { serveWeb: true });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('sheds page requests while the event loop lags but still sends the web app files', async () => {
    const script = someClientScript();
    // With credentials a page is rendered for the request (a page from the cache is sent first).
    const rendered = { authorization: 'Bearer none' };
    await lagUntilShed(test.app, '/en/about', rendered);
    const page = await test.app.inject({ method: 'GET', url: '/en/about', headers: rendered });
    const file = await test.app.inject({ method: 'GET', url: script });
    const favicon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(file.statusCode).toBe(200);
    expect(favicon.statusCode).toBe(200);
  });
});
