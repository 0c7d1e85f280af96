import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Keeps the event loop busy for `ms`, as a burst of page renders does. */
export function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

/**
 * Keeps the event loop lagging until the app sheds `url` (503), then lags it once more so that
 * the next requests still meet a server that is shedding.
 */
export async function lagUntilShed(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        blockEventLoop(700);
        return (await app.inject({ method: 'GET', url, headers })).statusCode;
      },
      { timeout: 20_000, interval: 10 },
    )
    .toBe(503);
  blockEventLoop(700);
}
