import type { RateCounter } from './rate-counter.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the shared database (`RateCounter`), so a
 * route's limit holds across every server process. `scope` keeps its counts apart from other
 * counters that use the same client key.
 */
export function databaseRateLimitStore(counter: RateCounter, scope: string) {
  return class DatabaseRateLimitStore {
    // @fastify/rate-limit passes the route's window (in milliseconds) as the third argument.
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      if (timeWindow === undefined) {
        callback(new Error('The rate limit store was called without a time window'));
        return;
      }
      counter.hit(scope, key, timeWindow).then(
        ({ count, resetsInMs }) => callback(null, { current: count, ttl: resetsInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
