import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rateCounters } from '../../db/schema.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { counterKey, createRateCounter, type RateCounter } from './rate-counter.ts';

const minute = 60_000;

describe.each(testDatabaseKinds)('rate counters on %s', (kind) => {
  let database: TestDatabase;
  let counter: RateCounter;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    counter = createRateCounter(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateCounters);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Moves the end of every running window into the past, as if the window had run out. */
  const endAllWindows = () => database.db.update(rateCounters).set({ windowEndsAt: sql`now() - interval '1 second'` });

  it('counts hits per scope and subject within a window', async () => {
    expect(await counter.hit('login', '192.0.2.1', minute)).toEqual({ count: 1, resetsInMs: expect.any(Number) });
    const second = await counter.hit('login', '192.0.2.1', minute);
    expect(second.count).toBe(2);
    expect(second.resetsInMs).toBeGreaterThan(0);
    expect(second.resetsInMs).toBeLessThanOrEqual(minute);
    expect((await counter.hit('login', '192.0.2.2', minute)).count).toBe(1);
    expect((await counter.hit('consent', '192.0.2.1', minute)).count).toBe(1);
    expect(await counter.count('login', '192.0.2.1')).toBe(2);
    expect(await counter.count('login', '198.51.100.7')).toBe(0);
  });

  it('starts again from one once the window has ended', async () => {
    await counter.hit('login', '192.0.2.1', minute);
    await counter.hit('login', '192.0.2.1', minute);
    await endAllWindows();
    expect(await counter.count('login', '192.0.2.1')).toBe(0);
    expect((await counter.hit('login', '192.0.2.1', minute)).count).toBe(1);
  });

  it('stores a digest of the subject, never the subject itself', async () => {
    await counter.hit('login', '192.0.2.1', minute);
    const [row] = await database.db.select().from(rateCounters);
    expect(row?.key).toBe(counterKey('login', '192.0.2.1'));
    expect(row?.key).not.toContain('192.0.2.1');
  });

  it('purges only the rows of ended windows', async () => {
    await counter.hit('login', '192.0.2.1', minute);
    await endAllWindows();
    await counter.hit('login', '192.0.2.2', minute);
    expect(await counter.purgeEnded()).toBe(1);
    expect(await counter.count('login', '192.0.2.2')).toBe(1);
    expect(await database.db.select().from(rateCounters)).toHaveLength(1);
  });

  it('refuses a window that is not a positive whole number of milliseconds', async () => {
    await expect(counter.hit('login', '192.0.2.1', 0)).rejects.toThrow('positive number of milliseconds');
    await expect(counter.hit('login', '192.0.2.1', 1.5)).rejects.toThrow('positive number of milliseconds');
  });

  it('counts every hit when many arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => counter.hit('login', '192.0.2.1', minute)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});
