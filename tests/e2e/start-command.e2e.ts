import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, repoRoot } from './support/server.ts';

// `npm start` as a newcomer runs it: the build is already there (npm test builds first), so the
// start script must not build again; it prints one line with the address to open, and Ctrl-C
// (a SIGINT to the whole process group, often twice) stops the server once and cleanly.

test.describe('the start command', () => {
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-start-'));
  });
  test.afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('does not rebuild unchanged sources, prints the address, and stops cleanly on two Ctrl-C', async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      // Its own process group, as a terminal gives it: the signals below reach script and server.
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO_CONTENT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    await expect
      .poll(() => output, { timeout: 90_000, intervals: [200] })
      .toContain(`Zilt is running at http://127.0.0.1:${port}`);
    expect(output).not.toMatch(/Building/);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(true);

    // Ctrl-C twice in a row, to the whole group.
    process.kill(-child.pid!, 'SIGINT');
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(false);
  });
});
