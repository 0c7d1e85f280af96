// Times GetPaidUsers end to end: the real server (API only) on an in-memory PGlite with
// generated sample subscribers, a real socket.io client invoking the job, from the invoke to the
// job's end state, with every row received. Memory is sampled while the job runs, first with
// 10,000 users and then with 100,000 (the same store, grown): flat memory means what the job
// holds rises by about the same amount in both. Run with --expose-gc. Prints one JSON object:
// { runs: [{ users, paidUsers, ms, heapBeforeMb, heapPeakMb, heldBeforeMb, heldPeakMb, rssBeforeMb, rssPeakMb }] }.
// Run by scripts/measure-paid-users.mjs.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { io, type Socket } from 'socket.io-client';
import { hubPath, type HubAnswer, type HubJobStatus, type PaidUserRow } from '@zilt/contracts/admin-hub';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTokenService } from '../apps/server/src/modules/auth/token-service.ts';
import { seedSampleSubscribers } from '../apps/server/src/modules/sample-subscribers/sample-subscribers.ts';

const sizes = (process.env['PAID_USERS_BENCH_SIZES'] ?? '10000,100000').split(',').map(Number);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/**
 * Invokes GetPaidUsers on `socket` and waits for its end, calling `sample` every `everyMs`
 * meanwhile: the time from the invoke to the end state, and the rows received. The client
 * counts the rows and keeps none, as a client writing them to a file would.
 */
async function runJob(socket: Socket, everyMs: number, sample: () => void) {
  let received = 0;
  const count = (rows: PaidUserRow[]) => (received += rows.length);
  socket.on('PaidUsers', count);
  const sampler = setInterval(sample, everyMs);
  const started = performance.now();
  const answer = (await socket.timeout(120_000).emitWithAck('GetPaidUsers', {})) as HubAnswer;
  if (answer.status !== 'started') throw new Error(`GetPaidUsers answered ${JSON.stringify(answer)}`);
  await new Promise<void>((resolve) => {
    const listener = (state: HubJobStatus) => {
      if (state.RunId !== answer.runId || state.State === 'running') return;
      socket.off('JobState', listener);
      resolve();
    };
    socket.on('JobState', listener);
  });
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  socket.off('PaidUsers', count);
  return { ms, received };
}

async function main() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' });
  const app = await buildApp({ config, database, logStream: silent, serveWeb: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const token = await createTokenService(database.db).create('bench', 'support');

  const runs = [];
  let seeded = 0;
  for (const users of sizes) {
    await seedSampleSubscribers(database.db, { users: users - seeded, now: new Date('2026-06-01T00:00:00Z') });
    seeded = users;
    // A connection made after the store is filled: filling it holds up this process, the
    // server's included, for longer than the hub's heartbeat allows (25 + 20 s), and a
    // connection made before would be dropped and its invoke would wait for the reconnection.
    const socket = io(url, { path: hubPath, transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    collect();
    const before = process.memoryUsage();
    let heapPeak = before.heapUsed;
    let rssPeak = before.rss;
    const timed = await runJob(socket, 5, () => {
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      rssPeak = Math.max(rssPeak, now.rss);
    });
    // What the job holds: the same job again, with a full collection before each sample, so
    // that garbage not yet collected (which the timed run's peak includes, and which grows
    // with the job's length) is left out. Untimed: the collections slow it down.
    collect();
    const heldBefore = process.memoryUsage().heapUsed;
    let heldPeak = heldBefore;
    await runJob(socket, 50, () => {
      collect();
      heldPeak = Math.max(heldPeak, process.memoryUsage().heapUsed);
    });
    runs.push({
      users,
      paidUsers: timed.received,
      ms: timed.ms,
      heapBeforeMb: mb(before.heapUsed),
      heapPeakMb: mb(heapPeak),
      heldBeforeMb: mb(heldBefore),
      heldPeakMb: mb(heldPeak),
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(rssPeak),
    });
    socket.disconnect();
  }
  await app.close();
  await database.close();
  console.log(JSON.stringify({ runs }));
}

await main();
