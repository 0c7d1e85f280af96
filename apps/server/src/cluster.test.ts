import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpsRequest } from 'node:https';
import { connect as http2Connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { enqueueSharePointChange } from './modules/hub/sharepoint-outbox.ts';
import { demoContentDir } from './testing/app.ts';
import {
  nginxBinary,
  opensslBinary,
  postgresBin,
  redisBinary,
  startNginx,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
  type Proxy,
} from './testing/cluster-services.ts';
import { FakeSharePoint } from './testing/fake-integrations.ts';
import { HubClient } from './testing/hub-client.ts';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from './testing/server-process.ts';

// The deployment guide, run: three server processes on one PostgreSQL and one Redis behind
// nginx (deploy/nginx/zilt.conf: TLS, HTTP/2, the hub over WebSocket), all started by the test
// on ports of their own. Under steady load through nginx, one process is killed (requests go
// to the others) and started again (it gets requests again), another is stopped with SIGTERM
// (nothing fails); PostgreSQL is stopped (every
// process answers 503 JSON and fails /readyz) and started (all recover, none restarted).
// Content published through one process is fresh on the others, a hub job started through
// one is seen by staff on another, and a job asked of all three at once runs once.

const available = Boolean(postgresBin() && nginxBinary && redisBinary && opensslBinary);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Steady load: `workers` loops of GET requests through the proxy, every outcome counted. */
class Load {
  sent = 0;
  failed: { phase: string; why: string }[] = [];
  byPhase = new Map<string, { sent: number; failed: number }>();
  phase = 'warm-up';
  #running = true;
  #loops: Promise<void>[] = [];

  constructor(
    private get: (path: string) => Promise<Answer>,
    workers: number,
    paths: string[],
  ) {
    for (let worker = 0; worker < workers; worker += 1) {
      this.#loops.push(
        (async () => {
          for (let index = worker; this.#running; index += 1) {
            const phase = this.phase;
            const counts = this.byPhase.get(phase) ?? { sent: 0, failed: 0 };
            this.byPhase.set(phase, counts);
            this.sent += 1;
            counts.sent += 1;
            const target = paths[index % paths.length]!;
            try {
              const answer = await this.get(target);
              if (answer.status !== 200) {
                counts.failed += 1;
                this.failed.push({ phase, why: `${target}: ${answer.status} ${answer.body.slice(0, 100)}` });
              }
            } catch (error) {
              counts.failed += 1;
              this.failed.push({ phase, why: `${target}: ${error instanceof Error ? error.message : String(error)}` });
            }
          }
        })(),
      );
    }
  }

  /** Waits until `count` more requests have been answered. */
  async more(count: number) {
    const target = this.sent + count;
    await expect.poll(() => this.sent, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(target);
  }

  failedIn(phase: string) {
    return this.failed.filter((failure) => failure.phase === phase);
  }

  async stop() {
    this.#running = false;
    await Promise.all(this.#loops);
  }
}

describe.skipIf(!available)('three server processes behind nginx', { timeout: 60_000 }, () => {
  let folder: string;
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let proxy: Proxy;
  let database: DatabaseHandle;
  let agent: Agent;
  let servers: ServerProcess[] = [];
  let ports: number[] = [];
  let env: Record<string, string>;
  let contentToken: string;
  let supportToken: string;
  let load: Load | undefined;
  const sharePoint = new FakeSharePoint();
  const clients: HubClient[] = [];

  function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = httpsRequest(url, { agent, headers, timeout: 20_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end();
    });
  }

  function hub(url: string) {
    const client = new HubClient(url, { token: supportToken, ca: proxy.certificate });
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zilt-cluster-'));
    const contentDir = path.join(folder, 'content');
    [postgres, redis] = await Promise.all([
      startPrivatePostgres(),
      startPrivateRedis(),
      cp(demoContentDir, contentDir, { recursive: true }),
      sharePoint.start(),
    ]);
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
    contentToken = await createTokenService(database.db).create('publisher', 'content');
    supportToken = await createTokenService(database.db).create('support-desk', 'support');
    ports = [await freePort(), await freePort(), await freePort()];
    env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SEED_DEMO_CONTENT: 'true',
      CONTENT_DIR: contentDir,
      TRUST_PROXY: 'true',
      SITE_URL: 'https://localhost',
      SHAREPOINT_URL: sharePoint.url,
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    servers = await Promise.all(
      ports.map((port, index) =>
        startServerProcess({ ...env, PORT: String(port), DATA_DIR: path.join(folder, `data-${index}`) }),
      ),
    );
    proxy = await startNginx(ports);
    agent = new Agent({ ca: proxy.certificate, keepAlive: true, maxSockets: 16 });
    await Promise.all(servers.map((server) => waitUntilReady(server)));
  }, 120_000);

  afterAll(async () => {
    await load?.stop();
    for (const client of clients) client.close();
    agent?.destroy();
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await proxy?.stop();
    await database?.close();
    await Promise.all([postgres?.destroy(), redis?.stop(), sharePoint.stop()]);
    if (load) {
      const figures = [...load.byPhase].map(
        ([phase, counts]) => `${phase}: ${counts.sent} sent, ${counts.failed} failed`,
      );
      console.log(
        `cluster load: ${load.sent} requests sent, ${load.failed.length} failed\n  ${figures.join('\n  ')}\n` +
          load.failed
            .slice(0, 20)
            .map((failure) => `  ${failure.phase}: ${failure.why}`)
            .join('\n'),
      );
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('serves through nginx with TLS and HTTP/2, the client address and scheme forwarded, compressed, without public metrics', async () => {
    const redirect = await fetch(`${proxy.httpUrl}/healthz`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/healthz$/);

    const page = await get(`${proxy.httpsUrl}/api/wp/getPage?slug=about&lang=en`, {
      'accept-encoding': 'gzip',
      // A client cannot choose its address: nginx replaces the header with the one it sees.
      'x-forwarded-for': '203.0.113.5',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    expect((await get(`${proxy.httpsUrl}/metrics`)).status).toBe(404);
    await expect
      .poll(() => servers.some((server) => /"url":"\/api\/wp\/getPage\?slug=about&lang=en"/.test(server.output())))
      .toBe(true);
    const lines = servers.flatMap((server) => server.output().split('\n'));
    const logged = lines.find((line) => line.includes('"url":"/api/wp/getPage?slug=about&lang=en"'))!;
    expect(logged).toContain('"remoteAddress":"127.0.0.1"');
    expect(lines.join('\n')).not.toContain('203.0.113.5');
    expect(lines.join('\n')).not.toContain('TRUST_PROXY is off');

    // HTTP/2 over TLS.
    const session = http2Connect(proxy.httpsUrl, { ca: proxy.certificate });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/healthz' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('publishes through one process and the others serve the new page at once', async () => {
    const [first, second, third] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const about = (server: ServerProcess) =>
      fetch(`${server.url}/api/wp/getPage?slug=about&lang=en`).then(
        async (response) => ((await response.json()) as { Title: string }).Title,
      );
    // Cached on the other two first.
    expect(await about(second)).toBe(await about(third));
    const pages = JSON.parse(await readFile(path.join(demoContentDir, 'wp', 'pages.en.json'), 'utf8')) as {
      pages: { slug: string; title: string }[];
    };
    pages.pages.find((page) => page.slug === 'about')!.title = 'About us, published through the first process';

    const published = await fetch(`${first.url}/api/v1/content/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${contentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(pages),
    });

    expect(published.status).toBe(200);
    await expect.poll(() => about(second)).toBe('About us, published through the first process');
    await expect.poll(() => about(third)).toBe('About us, published through the first process');
  });

  it('shows staff on one process a job started through another, and runs a job asked of all three once', async () => {
    const viaProxy = hub(proxy.httpsUrl);
    const clientsOfEach = servers.map((server) => hub(server.url));
    await Promise.all([viaProxy, ...clientsOfEach].map((client) => client.connected()));

    const runId = await clientsOfEach[0]!.start('ReloadContentFull');
    expect(await clientsOfEach[2]!.ended(runId)).toMatchObject({ Job: 'ReloadContentFull', State: 'done' });
    expect(await viaProxy.ended(runId)).toMatchObject({ Job: 'ReloadContentFull', State: 'done' });

    await enqueueSharePointChange(database.db, {
      entity: 'user',
      entityId: 'cluster-1',
      operation: 'upsert',
      payload: {},
    });
    sharePoint.hold();
    const answers = await Promise.all(clientsOfEach.map((client) => client.invoke('FlushChangesToSP')));
    expect(answers.map((answer) => answer.status).sort()).toEqual(['busy', 'busy', 'started']);
    sharePoint.release();
    const started = answers.find((answer) => answer.status === 'started') as { runId: string };
    for (const client of clientsOfEach) expect(await client.ended(started.runId)).toMatchObject({ State: 'done' });
    expect(sharePoint.requests.map((request) => request.EntityId)).toEqual(['cluster-1']);
  });

  it('under steady load, routes around a killed process and takes it back when it is started again', async () => {
    load = new Load((target) => get(`${proxy.httpsUrl}${target}`), 6, [
      '/api/wp/getPage?slug=about&lang=en',
      '/api/v1/teamMembers',
      '/api/wp/getPage?slug=/&lang=nl',
      '/healthz',
    ]);
    await load.more(200);
    expect(load.failedIn('warm-up')).toEqual([]);

    load.phase = 'one process killed';
    const victim = servers[1]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await load.more(400);
    expect(load.failedIn('one process killed')).toEqual([]);

    load.phase = 'process started again';
    const restarted = await startServerProcess({
      ...env,
      PORT: String(ports[1]),
      DATA_DIR: path.join(folder, 'data-1b'),
    });
    servers[1] = restarted;
    await waitUntilReady(restarted);
    // It rejoins: nginx sends it requests again.
    await expect.poll(() => /"url":"\/api\//.test(restarted.output()), { timeout: 30_000 }).toBe(true);
    await load.more(200);
    expect(load.failedIn('process started again')).toEqual([]);

    // A graceful stop (SIGTERM, as systemd restarts a process) under the same load.
    load.phase = 'one process stopped with SIGTERM';
    const stopped = servers[2]!;
    stopped.child.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    await load.more(300);
    expect(load.failedIn('one process stopped with SIGTERM')).toEqual([]);
    servers[2] = await startServerProcess({ ...env, PORT: String(ports[2]), DATA_DIR: path.join(folder, 'data-2b') });
    await waitUntilReady(servers[2]);
  });

  it('answers 503 JSON while PostgreSQL is down and recovers without a restart when it is back', async () => {
    const pids = servers.map((server) => server.child.pid);
    load!.phase = 'PostgreSQL down';
    await postgres.stop();
    for (const server of servers) {
      await expect.poll(() => fetch(`${server.url}/readyz`).then((response) => response.status)).toBe(503);
    }
    // A write needs the database: through nginx it answers 503 JSON.
    const write = await new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify({
        choices: { functional: 'yes', analytical: 'no', video: 'no', tracking: 'no' },
        revision: 1,
        language: 'en',
        action: 'save-preferences',
      });
      const request = httpsRequest(
        `${proxy.httpsUrl}/api/v1/consent`,
        { agent, method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(write.status).toBe(503);
    expect(write.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(write.body)).toEqual({
      error: 'Service Unavailable',
      message: 'The database is unavailable; try again shortly',
    });

    load!.phase = 'PostgreSQL starting';
    await postgres.start();
    for (const server of servers) {
      await expect
        .poll(() => fetch(`${server.url}/readyz`).then((response) => response.status), { timeout: 30_000 })
        .toBe(200);
    }
    load!.phase = 'after recovery';
    await load!.more(200);
    expect(load!.failedIn('after recovery')).toEqual([]);
    expect(servers.map((server) => server.child.pid)).toEqual(pids);
    expect(servers.every((server) => server.child.exitCode === null)).toBe(true);
  });
});
