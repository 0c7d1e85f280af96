import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './testing/app.ts';
import { freePort } from './testing/server-process.ts';

// A production install as the deployment guide describes it: the project's files, the built
// output of `npm run build`, and `npm ci --omit=dev` (no development dependencies: no build
// tools, no tsx-only paths). The compiled server must start from it on a fresh embedded store,
// import the demo content and serve the site, the Mini-Admin and the API.

const run = promisify(execFile);
const builtOutputs = ['apps/web/build', 'apps/admin/dist', 'apps/server/dist'];

describe('a production install', { timeout: 300_000 }, () => {
  const places: string[] = [];
  afterAll(async () => {
    for (const place of places) await rm(place, { recursive: true, force: true });
  });

  it('installs without development dependencies and serves the site from the built output', async () => {
    for (const output of builtOutputs) {
      expect(existsSync(path.join(repoRoot, output)), `${output} is missing: run "npm run build" first`).toBe(true);
    }
    const place = await mkdtemp(path.join(tmpdir(), 'zilt-production-'));
    places.push(place);
    // The files the repository holds, as a checkout gives them, and the build.
    const { stdout } = await run('git', ['ls-files', '-z'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
    for (const file of stdout.split('\0').filter((name) => name !== '')) {
      if (!existsSync(path.join(repoRoot, file))) continue;
      await mkdir(path.dirname(path.join(place, file)), { recursive: true });
      await cp(path.join(repoRoot, file), path.join(place, file));
    }
    for (const output of builtOutputs) {
      await cp(path.join(repoRoot, output), path.join(place, output), { recursive: true });
    }
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: place, maxBuffer: 64 * 1024 * 1024 });
    expect(existsSync(path.join(place, 'node_modules', 'vite')), 'a development dependency was installed').toBe(false);

    const port = await freePort();
    const dataDir = path.join(place, 'data');
    let output = '';
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: place,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          async () => {
            if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
            return (await fetch(`${base}/readyz`).catch(() => undefined))?.status;
          },
          { timeout: 180_000, interval: 250 },
        )
        .toBe(200);
      const about = await fetch(`${base}/en/about`);
      expect(about.status).toBe(200);
      expect(await about.text()).toContain('<h1');
      expect((await fetch(`${base}/dev/`)).status).toBe(200);
      expect((await fetch(`${base}/api/wp/getPage?slug=about`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
