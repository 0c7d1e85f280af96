import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForThisFile } from './support/browser.ts';
import { freePort, repoRoot, startServer, type RunningServer } from './support/server.ts';

// `npm start` on a new folder, as a support officer trying the demo runs it: the new embedded
// store holds sample subscribers, and the Mini-Admin's data page finds the one the log names.

const run = promisify(execFile);
const browser = browserForThisFile();
const dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-demo-'));
let server: RunningServer | undefined;
afterAll(async () => {
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
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(() => output, { timeout: 240_000, interval: 200 })
    .toContain(`Zilt is running at http://127.0.0.1:${port}`);
  process.kill(-child.pid!, 'SIGINT');
  expect(await exited).toBe(0);
  return output;
}

describe('the demo start', () => {
  it('puts sample subscribers into the new store; the data page of /dev finds the one the log names', async () => {
    const output = await firstStart();
    const added = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; subscribers?: number; example?: string })
      .find((line) => line.msg?.startsWith('sample subscribers added'));
    expect(added).toMatchObject({ subscribers: 500, example: expect.stringMatching(/@example\.org$/) });

    // A support token, made with the server stopped (one process at a time opens the folder).
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/token.ts', 'create', '--scope', 'support', '--name', 'demo-desk'],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
    );
    const token = stdout.trim().split('\n').at(-1)!;
    server = await startServer({ dataDir });

    const context = await browser().newContext({ viewport: { width: 1280, height: 1000 } });
    await context.addInitScript((value) => {
      window.localStorage.setItem('zilt.mini-admin.securityToken', value);
    }, token);
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/en/data`);
    await page.getByRole('heading', { name: 'Find a subscriber' }).waitFor();
    await page.getByLabel('E-mail address', { exact: true }).first().check();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(added!.example!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.locator('.admin-facts').first().textContent()).toContain(added!.example!);
    await context.close();
  }, 420_000);
});
