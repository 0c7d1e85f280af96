import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, repoRoot, startServer, type RunningServer } from './support/server.ts';
import { importingStartReadyMs, serverStartTimeout } from './support/suite.ts';
import { createToken } from './support/commands.ts';

// `npm start` on a new folder, as a support officer trying the demo runs it: the new embedded
// store holds sample subscribers, and the Mini-Admin's data page finds the one the log names.

test.describe('the demo start', () => {
  let dataDir = '';
  let starting: ChildProcess | undefined;
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-demo-'));
  });
  test.afterAll(async () => {
    // A start that never became ready is still running: stop its whole group before removing its folder.
    if (starting && starting.exitCode === null && starting.signalCode === null) {
      const exited = new Promise((resolve) => starting!.once('exit', resolve));
      process.kill(-starting.pid!, 'SIGKILL');
      await exited;
    }
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs `npm start` (the start script) on the folder until it serves, then stops it; answers its output. */
  async function firstStart(): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    starting = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // The first start on a new folder imports the demo content before it serves.
    await expect
      .poll(() => output, { timeout: importingStartReadyMs, intervals: [200] })
      .toContain(`Zilt is running at http://127.0.0.1:${port}`);
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    return output;
  }

  test('puts sample subscribers into the new store; the data page of /dev finds the one the log names', async ({
    browser,
  }) => {
    // An importing start, a token, a second start and the search.
    test.setTimeout(importingStartReadyMs + serverStartTimeout + 60_000);
    const output = await firstStart();
    const added = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; subscribers?: number; example?: string })
      .find((line) => line.msg?.startsWith('sample subscribers added'));
    expect(added).toMatchObject({ subscribers: 500, example: expect.stringMatching(/@example\.org$/) });

    // A support token, made with the server stopped (one process at a time opens the folder).
    const token = await createToken(dataDir, 'support', 'demo-desk');
    server = await startServer({ dataDir });

    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await context.addInitScript((value) => {
      window.localStorage.setItem('zilt.mini-admin.securityToken', value);
    }, token);
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/en/data`);
    await page.getByRole('heading', { name: 'Find a subscriber' }).waitFor();
    await page.getByLabel('E-mail address', { exact: true }).first().check();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(added!.example!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('.admin-facts').first()).toContainText(added!.example!);
    await context.close();
  });
});
