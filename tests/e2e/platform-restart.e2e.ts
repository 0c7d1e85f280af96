import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from './support/server.ts';
import { importingStartReadyMs, serverStartTimeout } from './support/suite.ts';

test.describe('starting the server on a data directory', () => {
  const created: string[] = [];
  test.afterAll(async () => {
    for (const dir of created) await rm(dir, { recursive: true, force: true });
  });

  test('imports the demo content on the first start, reuses it on the second and stops cleanly on SIGTERM', async () => {
    // Two starts, the first of them importing the demo content.
    test.setTimeout(importingStartReadyMs + serverStartTimeout + 60_000);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-restart-'));
    created.push(dataDir);

    const first = await startServer({ dataDir, readyTimeoutMs: importingStartReadyMs });
    const home = await (await fetch(`${first.url}/api/wp/getPage?slug=/&lang=en`)).json();
    expect(await (await fetch(`${first.url}/`)).text()).toContain(`<title>${home.Title}</title>`);
    await first.stop();
    expect(first.output()).toContain('demo content imported into the empty store');
    expect(first.output()).toContain('shutting down');

    const second = await startServer({ dataDir });
    expect(await (await fetch(`${second.url}/`)).text()).toContain(`<title>${home.Title}</title>`);
    await second.stop();
    expect(second.output()).not.toContain('demo content imported');
  });

  test('refuses to start with a bad environment variable and names it', async () => {
    await expect(startServer({ env: { PORT: 'not-a-port' } })).rejects.toThrow(/PORT="not-a-port"/);
  });
});
