// Times GetPaidUsers end to end: the real server (API only) on an in-memory PGlite with
// generated sample subscribers, a real socket.io client invoking the job, from the invoke to the
// job's end state, with every row received. Memory is sampled while the job runs, first with
// 10,000 users and then with 100,000 (the same store, grown): flat memory means the peak rises
// by about the same amount in both. Run with --expose-gc. Prints one JSON object:
// { runs: [{ users, paidUsers, ms, heapBeforeMb, heapPeakMb, rssBeforeMb, rssPeakMb }] }.
// Run by scripts/measure-paid-users.mjs.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { io } from 'socket.io-client';
import { hubPath, type HubAnswer, type HubJobStatus, type PaidUserRow } from '@zilt/contracts/admin-hub';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTokenService } from '../apps/server/src/modules/auth/token-service.ts';
import { seedSampleSubscribers } from '../apps/server/src/modules/sample-subscribers/sample-subscribers.ts';

const sizes = (process.env['PAID_USERS_BENCH_SIZES'] ?? '10000,100000').split(',').map(Number);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function main() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' });
  const app = await buildApp({ config, database, logStream: silent, serveWeb: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const token = await createTokenService(database.db).create('bench', 'support');
  const socket = io(url, { path: hubPath, transports: ['websocket'], auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  let received = 0;
  // The client counts the rows and keeps none, as a client writing them to a file would.
  socket.on('PaidUsers', (rows: PaidUserRow[]) => (received += rows.length));

  const runs = [];
  let seeded = 0;
  for (const users of sizes) {
    await seedSampleSubscribers(database.db, { users: users - seeded, now: new Date('2026-06-01T00:00:00Z') });
    seeded = users;
    received = 0;
    collect();
    const before = process.memoryUsage();
    let heapPeak = before.heapUsed;
    let rssPeak = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      rssPeak = Math.max(rssPeak, now.rss);
    }, 5);
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
    runs.push({
      users,
      paidUsers: received,
      ms,
      heapBeforeMb: mb(before.heapUsed),
      heapPeakMb: mb(heapPeak),
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(rssPeak),
    });
  }
  socket.disconnect();
  await app.close();
  await database.close();
  console.log(JSON.stringify({ runs }));
}

await main();
