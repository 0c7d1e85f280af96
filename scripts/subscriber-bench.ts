// Times `POST /api/v1/Dev/Search` by e-mail in-process (the real app through `inject`: routing,
// token check, rate limit, queries and serialisation; no network) on a generated store of
// 100,000 sample subscribers in an in-memory PGlite. Prints one JSON object:
// { users, setupMs, runs, byEmail: { p50, p95 }, byReference: { p50, p95 } }. Run by scripts/measure-subscribers.mjs.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { payments, users } from '../apps/server/src/db/schema.ts';
import { seedSampleSubscribers } from '../apps/server/src/modules/sample-subscribers/sample-subscribers.ts';

const userCount = Number(process.env['SUBSCRIBER_BENCH_USERS'] ?? 100_000);
const runs = Number(process.env['SUBSCRIBER_BENCH_RUNS'] ?? 500);

function percentile(sorted: number[], fraction: number) {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]! * 100) / 100;
}

async function main() {
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite-memory' });
  await seedSampleSubscribers(database.db, { users: userCount, seed: 7 });
  await database.db.execute(sql`analyze`);
  const setupMs = Math.round(performance.now() - started);

  const root = new URL('../', import.meta.url).pathname;
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      SUPPORT_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    root,
  );
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  const token = await app.services.tokens.create('bench', 'support');

  const emails = (
    await database.db
      .select({ email: users.email })
      .from(users)
      .orderBy(sql`random()`)
      .limit(runs)
  ).map((row) => row.email.toUpperCase());
  const references = (
    await database.db
      .select({ reference: payments.paymentReference })
      .from(payments)
      .orderBy(sql`random()`)
      .limit(runs)
  ).map((row) => row.reference);

  async function time(payloads: object[]) {
    const durations: number[] = [];
    // Warm-up: the first requests compile the routes' code paths.
    for (const payload of payloads.slice(0, 20)) await search(payload);
    for (const payload of payloads) {
      const begin = performance.now();
      await search(payload);
      durations.push(performance.now() - begin);
    }
    durations.sort((a, b) => a - b);
    return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
  }
  async function search(payload: object) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  }

  const byEmail = await time(emails.map((Email) => ({ SearchKind: 'UserByEmail', SearchUserByEmail: { Email } })));
  const byReference = await time(
    references.map((PaymentReference) => ({
      SearchKind: 'UserByPaymentReference',
      SearchUserByPaymentReference: { PaymentReference },
    })),
  );
  await app.close();
  await database.close();
  console.log(JSON.stringify({ users: userCount, setupMs, runs, byEmail, byReference }));
}

await main();
