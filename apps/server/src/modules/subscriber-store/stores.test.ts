import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paidUserSchema, subscriberUserSchema } from '@zilt/contracts/subscribers';
import { entitiesA, entitiesB, linksAB, storeDocuments, users } from '../../db/schema.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { allPaidUsers, readPaidUserRows, readPaidUsers } from './paid-users.ts';
import { seedSampleSubscribers } from '../sample-subscribers/sample-subscribers.ts';
import {
  changeQueueLengths,
  enqueueEsChange,
  enqueuePgChange,
  flushEsChangeQueueToPg,
  flushPgChangeQueueToEs,
} from './stores.ts';

describe.each(testDatabaseKinds)('subscriber stores on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedSampleSubscribers(database.db, { users: 120, now: new Date('2026-06-01T00:00:00Z') });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('seeds users with a search document each and writes nothing to the change queues', async () => {
    const [count] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const [documents] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(storeDocuments)
      .where(eq(storeDocuments.kind, 'user'));
    expect(Number(count?.count)).toBe(120);
    expect(Number(documents?.count)).toBe(120);
    expect(await changeQueueLengths(database.db)).toEqual({ pgToEs: 0, esToPg: 0 });
  });

  it('reads paying subscribers page by page, each with the recurring payment that pays them', async () => {
    // A page looks at 10 active subscriptions; the paying ones among them are its users.
    const first = await readPaidUsers(database.db, { limit: 10 });
    expect(first.users.length).toBeGreaterThan(0);
    expect(first.users.length).toBeLessThanOrEqual(10);
    expect(first.next).not.toBeNull();
    for (const paid of first.users) {
      expect(paidUserSchema.parse(paid).RecurrentPayment.Status).toBe('Active');
      expect(paid.User.ActiveSubscription?.OngoingRecurrentPaymentId).toBe(paid.RecurrentPayment.Id);
    }
    const all = [];
    for await (const page of allPaidUsers(database.db, 7)) all.push(...page);
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((paid) => paid.User.Id)).size).toBe(all.length);
    // Pages of one active subscription: those of non-paying subscribers are empty and reading goes on.
    const one = [];
    for await (const page of allPaidUsers(database.db, 1)) one.push(...page);
    expect(one.map((paid) => paid.User.Id)).toEqual(all.map((paid) => paid.User.Id));
    expect(all.slice(0, first.users.length).map((paid) => paid.User.Id)).toEqual(
      first.users.map((paid) => paid.User.Id),
    );
  });

  it('reads the hub rows of paying subscribers in one statement a page, the same subscribers in the same order', async () => {
    const all = [];
    for await (const page of allPaidUsers(database.db, 1000)) all.push(...page);
    // Pages of 1, 7 and 1,000 active subscriptions: pages of non-paying ones only are empty and reading goes on.
    for (const limit of [1, 7, 1000]) {
      const rows = [];
      let after: string | null = null;
      let pagesRead = 0;
      do {
        const page: Awaited<ReturnType<typeof readPaidUserRows>> = await readPaidUserRows(database.db, {
          after,
          limit,
        });
        rows.push(...page.users);
        after = page.next;
        pagesRead += 1;
      } while (after);
      expect(rows.map((row) => row.User.Id)).toEqual(all.map((paid) => paid.User.Id));
      expect(rows.map((row) => row.RecurrentPayment)).toEqual(all.map((paid) => paid.RecurrentPayment));
      expect(rows.map((row) => row.User.ActiveSubscription?.DateStarted)).toEqual(
        all.map((paid) => paid.User.ActiveSubscription?.DateStarted),
      );
      if (limit === 1) expect(pagesRead).toBeGreaterThan(all.length);
    }
  });

  it('a PG change reaches the user document when the PG queue is flushed, in batches', async () => {
    const targets = await database.db.select({ id: users.id }).from(users).limit(3);
    const ids = targets.map((row) => row.id);
    await database.db
      .update(users)
      .set({ country: 'Belgium', updatedAt: new Date('2026-06-02T00:00:00Z') })
      .where(sql`${users.id} in ${ids}`);
    await enqueuePgChange(database.db, 'user', ids);
    expect((await changeQueueLengths(database.db)).pgToEs).toBe(3);
    expect(await flushPgChangeQueueToEs(database.db, { batchSize: 2 })).toEqual({ taken: 2, applied: 2, remaining: 1 });
    expect(await flushPgChangeQueueToEs(database.db, { batchSize: 2 })).toEqual({ taken: 1, applied: 1, remaining: 0 });
    const rows = await database.db
      .select()
      .from(storeDocuments)
      .where(sql`${storeDocuments.id} in ${ids}`);
    for (const row of rows) {
      expect(subscriberUserSchema.parse(row.document).Country).toBe('Belgium');
      expect(row.updatedAt.toISOString()).toBe('2026-06-02T00:00:00.000Z');
    }
  });

  it('an entity saved in ES reaches PG with its links when the ES queue is flushed, and a removal follows', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await database.db.insert(entitiesB).values({ id: b, label: 'B in PG' });
    await database.db.insert(storeDocuments).values({
      kind: 'A',
      id: a,
      document: { Id: a, Kind: 'A', Label: 'A in ES', Revision: 2, LinkedIds: [b, randomUUID()] },
    });
    await enqueueEsChange(database.db, 'A', a);
    expect(await flushEsChangeQueueToPg(database.db)).toEqual({ taken: 1, applied: 1, remaining: 0 });
    const [row] = await database.db.select().from(entitiesA).where(eq(entitiesA.id, a));
    expect(row).toMatchObject({ label: 'A in ES', revision: 2 });
    expect(await database.db.select().from(linksAB).where(eq(linksAB.aId, a))).toEqual([{ aId: a, bId: b }]);

    await database.db.delete(storeDocuments).where(eq(storeDocuments.id, a));
    await enqueueEsChange(database.db, 'A', a, 'delete');
    await flushEsChangeQueueToPg(database.db);
    expect(await database.db.select().from(entitiesA).where(eq(entitiesA.id, a))).toEqual([]);
  });
});
