import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@zilt/contracts/support-api';
import { loadConfig } from './config.ts';
import { users } from './db/schema.ts';
import { demoSubscriberCount, seedEmptyStore } from './seed.ts';
import { createTestApp, repoRoot, type TestApp } from './testing/app.ts';
import { createTestSubscriber } from './testing/subscribers.ts';

// What a start puts into an empty store: the demo content and, on a new embedded database,
// sample subscribers for the Mini-Admin; nothing into a store that has content or subscribers.

function recordingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const write = (details: unknown, message?: string) =>
    lines.push({ details: details as Record<string, unknown>, message: message ?? '' });
  return { lines, info: write, error: write } as unknown as Parameters<typeof seedEmptyStore>[2] & {
    lines: typeof lines;
  };
}

describe('seeding an empty store at start', { timeout: 240_000 }, () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  const userCount = async () =>
    Number((await test!.database.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count);

  it('gives a new embedded store the demo content and sample subscribers a support officer can look up; a second start adds none', async () => {
    test = await createTestApp('pglite');
    const log = recordingLog();

    expect(await seedEmptyStore(test.database, loadConfig({}, repoRoot), log)).toEqual({
      content: true,
      subscribers: demoSubscriberCount,
    });

    expect(await userCount()).toBe(demoSubscriberCount);
    const added = log.lines.find((line) => line.message.startsWith('sample subscribers added'));
    expect(added?.details).toMatchObject({ subscribers: demoSubscriberCount, example: expect.any(String) });
    const token = await test.app.services.tokens.create('support-desk', 'support');
    const found = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      headers: { authorization: `Bearer ${token}` },
      payload: { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: added!.details['example'] } },
    });
    expect(found.statusCode).toBe(200);
    expect(searchResponseSchema.parse(found.json()).User.Email).toBe(added!.details['example']);
    expect((await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=about&lang=en' })).statusCode).toBe(200);

    expect(await seedEmptyStore(test.database, loadConfig({}, repoRoot), log)).toEqual({
      content: false,
      subscribers: 0,
    });
    expect(await userCount()).toBe(demoSubscriberCount);
  });

  it('adds no sample subscribers when SEED_SAMPLE_SUBSCRIBERS is false, nor later to the store that has content', async () => {
    test = await createTestApp('pglite');
    const off = loadConfig({ SEED_SAMPLE_SUBSCRIBERS: 'false' }, repoRoot);
    expect(off.SEED_SAMPLE_SUBSCRIBERS).toBe(false);
    expect(await seedEmptyStore(test.database, off, recordingLog())).toEqual({ content: true, subscribers: 0 });
    expect(await seedEmptyStore(test.database, loadConfig({}, repoRoot), recordingLog())).toEqual({
      content: false,
      subscribers: 0,
    });
    expect(await userCount()).toBe(0);
  });

  it('never adds sample subscribers to a store that has subscribers', async () => {
    test = await createTestApp('pglite');
    await createTestSubscriber(test.database.db);
    expect(await seedEmptyStore(test.database, loadConfig({}, repoRoot), recordingLog())).toEqual({
      content: true,
      subscribers: 0,
    });
    expect(await userCount()).toBe(1);
  });

  it.skipIf(!process.env['TEST_DATABASE_URL'])(
    "gives a PostgreSQL server's empty database the demo content only",
    async () => {
      test = await createTestApp('postgres');
      expect(await seedEmptyStore(test.database, loadConfig({}, repoRoot), recordingLog())).toEqual({
        content: true,
        subscribers: 0,
      });
      expect(await userCount()).toBe(0);
    },
  );

  it('reads SEED_SAMPLE_SUBSCRIBERS as a flag, on by default, and names a bad value', () => {
    expect(loadConfig({}).SEED_SAMPLE_SUBSCRIBERS).toBe(true);
    expect(loadConfig({ SEED_SAMPLE_SUBSCRIBERS: '0' }).SEED_SAMPLE_SUBSCRIBERS).toBe(false);
    expect(() => loadConfig({ SEED_SAMPLE_SUBSCRIBERS: 'no' })).toThrowError('SEED_SAMPLE_SUBSCRIBERS="no"');
  });
});
