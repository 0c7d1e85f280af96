import { createHash } from 'node:crypto';
import { eq, lte, sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/rows.ts';
import type { Database } from '../../db/client.ts';
import { rateCounters } from '../../db/schema.ts';

export interface WindowCount {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetsInMs: number;
}

/**
 * Fixed-window counters kept in the shared database, so that every server process behind a
 * load balancer counts the same hits. Time comes from the database clock, so processes on
 * machines whose clocks differ still agree on when a window ends.
 */
export interface RateCounter {
  /** Counts one hit on `subject`; a window of `windowMs` starts when the last one has ended. */
  hit(scope: string, subject: string, windowMs: number): Promise<WindowCount>;
  /** Hits on `subject` in its running window and the time until it ends; 0 when none runs. */
  current(scope: string, subject: string): Promise<WindowCount>;
  /**
   * The running window of `subject` as a query of at most one row (`count`, `resets_in_ms`), for
   * a statement that reads it together with something else; `windowCountOf` reads its row.
   */
  runningWindow(scope: string, subject: string): SQL;
  /** Hits on `subject` in its running window; 0 when no window is running. */
  count(scope: string, subject: string): Promise<number>;
  /** Removes the rows of windows that have ended; answers how many. */
  purgeEnded(): Promise<number>;
}

/** The stored key: the scope and a digest of the subject (a client address is never stored). */
export function counterKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/** The row of a `runningWindow` query (absent: no window runs) as a count. */
export function windowCountOf(row: Record<string, unknown> | null | undefined): WindowCount {
  return row ? { count: Number(row.count), resetsInMs: Number(row.resets_in_ms) } : { count: 0, resetsInMs: 0 };
}

export function createRateCounter(db: Database): RateCounter {
  const resetsInMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateCounters.windowEndsAt} - now())) * 1000))::integer`;
  function runningWindow(scope: string, subject: string): SQL {
    return sql`select ${rateCounters.count} as count, ${resetsInMs} as resets_in_ms from ${rateCounters}
      where ${eq(rateCounters.key, counterKey(scope, subject))} and ${rateCounters.windowEndsAt} > now()`;
  }
  async function current(scope: string, subject: string): Promise<WindowCount> {
    const [row] = await selectRows(db, runningWindow(scope, subject));
    return windowCountOf(row);
  }

  return {
    runningWindow,
    current,
    async hit(scope, subject, windowMs) {
      if (!Number.isSafeInteger(windowMs) || windowMs <= 0)
        throw new RangeError(`The window must be a positive number of milliseconds, not ${windowMs}`);
      const windowEnds = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const ended = sql`${rateCounters.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key: counterKey(scope, subject), count: 1, windowEndsAt: windowEnds })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
          },
        })
        .returning({
          count: rateCounters.count,
          resetsInMs,
        });
      if (!row) throw new Error('The rate counter returned no row');
      return { count: row.count, resetsInMs: Number(row.resetsInMs) };
    },

    async count(scope, subject) {
      return (await current(scope, subject)).count;
    },

    async purgeEnded() {
      const removed = await db
        .delete(rateCounters)
        .where(lte(rateCounters.windowEndsAt, sql`now()`))
        .returning({ key: rateCounters.key });
      return removed.length;
    },
  };
}
