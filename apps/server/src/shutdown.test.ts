import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { repoRoot } from './testing/app.ts';
import { HubClient } from './testing/hub-client.ts';
import { startServerProcess, stopServerProcess, waitUntilReady, type ServerProcess } from './testing/server-process.ts';

// A server process on the embedded database, as `npm start` runs it: a backup taken and tokens
// made and revoked while it runs (the commands ask the server), and the order of a graceful stop on SIGTERM: /readyz
// fails while the process still serves, hub connections get a reconnect hint, the listener
// closes, the request in flight is answered, and the process exits 0. One SIGINT stops a
// development server.

const consent = JSON.stringify({
  choices: { functional: 'yes', analytical: 'yes', video: 'no', tracking: 'no' },
  revision: 1,
  language: 'en',
  action: 'save-preferences',
});

/** Runs one of the project's commands (`src/cli/<name>.ts`) and answers its exit code and output. */
async function command(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function status(url: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused';
  }
}

describe('a running server on the embedded database', { timeout: 180_000 }, () => {
  let folder: string;
  let server: ServerProcess | undefined;
  let support: string;
  const clients: HubClient[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zilt-shutdown-'));
    // Tokens are made before the start: the embedded store has one process at a time.
    const store = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data') });
    support = await createTokenService(store.db).create('support-desk', 'support');
    await store.close();
    server = await startServerProcess({
      DATA_DIR: path.join(folder, 'data'),
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '60',
    });
    await waitUntilReady(server);
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await stopServerProcess(server);
    await rm(folder, { recursive: true, force: true });
  });

  it('writes a consistent backup while it runs, which restores into a new data folder', async () => {
    const running = server!;
    expect(
      (
        await fetch(`${running.url}/api/v1/consent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: consent,
        })
      ).status,
    ).toBe(200);
    const file = path.join(folder, 'running.zilt-backup');

    const backup = await command('backup', [file], { DATA_DIR: path.join(folder, 'data') });

    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up \d+ tables/);
    expect(backup.output).toContain('Not in the backup: caches');
    expect(running.output()).toContain('"command":"backup"');
    expect((await stat(file)).size).toBeGreaterThan(0);

    const restore = await command('restore', [file], { DATA_DIR: path.join(folder, 'restored') });
    expect(restore.code, restore.output).toBe(0);
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'restored') });
    try {
      const rows = (await restored.db.execute(sql`select count(*)::int as n from consent_records`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]?.n).toBe(1);
      expect(await createTokenService(restored.db).identify(support, 'support')).toBe('support-desk');
    } finally {
      await restored.close();
    }
    // A second restore into the same, now used, folder is refused without --replace.
    const again = await command('restore', [file], { DATA_DIR: path.join(folder, 'restored') });
    expect(again.code).toBe(1);
    expect(again.output).toContain('--replace');
  });

  it('creates and revokes API tokens while it runs (the command asks the server)', async () => {
    const running = server!;
    const env = { DATA_DIR: path.join(folder, 'data') };
    const importWith = (token: string) =>
      fetch(`${running.url}/api/v1/content/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }).then((response) => response.status);

    const created = await command('token', ['create', '--scope', 'content', '--name', 'while-running'], env);

    expect(created.code, created.output).toBe(0);
    const token = /zlt_[A-Za-z0-9_-]+/.exec(created.output)![0];
    // Accepted (the empty package is then refused as invalid, not as unauthorised).
    expect(await importWith(token)).toBe(400);
    const listed = await command('token', ['list'], env);
    expect(listed.output).toMatch(/while-running\tcontent\tcreated \S+\tactive/);
    expect((await command('token', ['revoke', 'while-running'], env)).code).toBe(0);
    expect(await importWith(token)).toBe(401);
  });

  it('on SIGTERM fails /readyz first, then closes the listener, finishes the request in flight and exits 0', async () => {
    const running = server!;
    const staff = new HubClient(running.url, { token: support });
    clients.push(staff);
    await staff.connected();

    // A request in flight: its headers are in, half of its body is sent.
    const port = Number(new URL(running.url).port);
    const inFlight = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/consent',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(consent) },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      inFlight.once('response', resolve);
      inFlight.once('error', reject);
    });
    // Should the test fail before the answer, the broken request is not an unhandled rejection.
    answered.catch(() => undefined);
    inFlight.write(consent.slice(0, 20));
    await expect
      .poll(async () => {
        const text = await (await fetch(`${running.url}/metrics`)).text();
        return Number(/^zilt_http_requests_in_flight (\d+)/m.exec(text)?.[1]);
      })
      .toBeGreaterThanOrEqual(2);

    running.child.kill('SIGTERM');

    // Every answer of /readyz and every refused connection, in order, until the listener closes.
    const seen: (number | 'refused')[] = [];
    await expect
      .poll(
        async () => {
          seen.push(await status(`${running.url}/readyz`));
          return seen.at(-1);
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe('refused');
    const firstRefusal = seen.indexOf('refused');
    expect(seen.slice(0, firstRefusal)).toContain(503);
    expect(seen.slice(0, seen.indexOf(503))).not.toContain('refused');
    expect(staff.values('Reconnect')).toEqual([{ reason: 'server-stopping', retryAfterMs: 1000 }]);

    // The request in flight still gets its answer.
    inFlight.end(consent.slice(20));
    const response = await answered;
    expect(response.statusCode).toBe(200);
    response.resume();
    expect(await running.exited).toBe(0);
    const log = running.output();
    expect(log.indexOf('shutting down: /readyz answers 503')).toBeGreaterThan(-1);
    expect(log).toContain('shut down: every request in flight finished');
  });
});

describe('a development server', { timeout: 120_000 }, () => {
  it('stops at one SIGINT', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'zilt-sigint-'));
    const server = await startServerProcess({ DATA_DIR: folder, NODE_ENV: 'development' });
    try {
      await waitUntilReady(server);
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"signal":"SIGINT"');
    } finally {
      await stopServerProcess(server);
      await rm(folder, { recursive: true, force: true });
    }
  });
});
