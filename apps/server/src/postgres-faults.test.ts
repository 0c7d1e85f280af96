import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './testing/databases.ts';
import { startServerProcess, stopServerProcess, waitUntilReady, type ServerProcess } from './testing/server-process.ts';
import { startTcpRelay, type TcpRelay } from './testing/tcp-relay.ts';

// PostgreSQL going away, shown with a real server process whose only way to the database is
// a relay the test cuts and restores: the shared PostgreSQL itself is never stopped.

const adminUrl = process.env['TEST_DATABASE_URL'];

const consentChoice = {
  choices: { functional: 'yes', analytical: 'yes', video: 'yes', tracking: 'no' },
  revision: 1,
  language: 'nl',
  action: 'save-preferences',
};

/** A request that must answer, whatever it answers: a hung request fails the test. */
function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
}

function recordConsent(base: string): Promise<Response> {
  return call(`${base}/api/v1/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(consentChoice),
  });
}

async function readyStatus(base: string): Promise<number> {
  return (await call(`${base}/readyz`)).status;
}

describe.skipIf(!adminUrl)('the server when PostgreSQL is out of reach', { timeout: 240_000 }, () => {
  let relay: TcpRelay;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    // Unreachable from the start: the relay closes every connection until restored.
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) }, { cut: true });
  });
  afterAll(async () => {
    await stopServerProcess(server);
    await relay?.close();
    await database?.drop();
  });

  it('keeps retrying at start while PostgreSQL is unreachable and comes up once it is', async () => {
    const viaRelay = new URL(database.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    server = await startServerProcess({
      DATABASE_URL: viaRelay.toString(),
      DATABASE_CONNECT_TIMEOUT_SECONDS: '600',
    });
    const retries = () => server!.output().match(/PostgreSQL \(DATABASE_URL\) is not reachable yet; retrying/g) ?? [];
    await expect.poll(() => retries().length, { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
    expect(server.child.exitCode).toBeNull();
    // Not listening before the database is there.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    relay.restore();
    await waitUntilReady(server);
    expect(relay.relayed).toBeGreaterThan(0);
    expect((await recordConsent(server.url)).status).toBe(200);
  });

  it('answers 503 while the database is cut off, and recovers without a restart once it is back', async () => {
    const running = server!;
    const pid = running.child.pid;
    relay.cut();

    await expect.poll(() => readyStatus(running.url), { timeout: 60_000 }).toBe(503);
    const ready = await call(`${running.url}/readyz`);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ status: 'unavailable' });

    // A read (never read before, so not in the content cache) and a write.
    for (const response of [await call(`${running.url}/api/v1/teamMembers`), await recordConsent(running.url)]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: 'Service Unavailable',
        message: 'The database is unavailable; try again shortly',
      });
    }
    // The process lives on and says so.
    expect((await call(`${running.url}/healthz`)).status).toBe(200);

    relay.restore();
    await expect.poll(() => readyStatus(running.url), { timeout: 60_000 }).toBe(200);
    expect((await call(`${running.url}/api/v1/teamMembers`)).status).toBe(200);
    expect((await recordConsent(running.url)).status).toBe(200);
    expect(running.child.exitCode).toBeNull();
    expect(running.child.pid).toBe(pid);
    expect(running.output()).not.toMatch(/"level":(50|60)/);
  });
});
