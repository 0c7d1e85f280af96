import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

// The order of a graceful stop (SIGTERM from a service manager or orchestrator):
// 1. /readyz answers 503 at once, so a balancer that probes it takes the process out of rotation;
// 2. for `drainMs` the process still serves everything (the balancer's probes see the 503);
// 3. the listener closes (no new connections), hub connections get a reconnect hint and are
//    closed, and requests in flight finish, for at most `timeoutMs`;
// 4. whatever is still open after the limit is cut off.
// A person's Ctrl-C (SIGINT) skips the wait of step 2: nobody balances a terminal.

export interface ShutdownOptions {
  signal: NodeJS.Signals;
  /** How long readiness fails before the listener closes. */
  drainMs: number;
  /** How long requests in flight may take to finish once the listener is closed. */
  timeoutMs: number;
  /** Makes /readyz fail. */
  markStopping(): void;
  /** Requests being answered now. */
  inFlight(): number;
}

/** Stops `app` in the order above; answers whether everything finished within the limit. */
export async function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<boolean> {
  options.markStopping();
  const drainMs = options.signal === 'SIGINT' ? 0 : options.drainMs;
  app.log.info(
    { signal: options.signal, drainMs, timeoutMs: options.timeoutMs, inFlight: options.inFlight() },
    'shutting down: /readyz answers 503 from now on; the listener closes after the drain time, then requests in flight finish',
  );
  if (drainMs > 0) await delay(drainMs);
  const closing = app.close().then(() => true);
  const limit = new AbortController();
  const timedOut = delay(options.timeoutMs, false, { signal: limit.signal }).catch(() => false);
  const finished = await Promise.race([closing, timedOut]);
  limit.abort();
  if (finished) {
    app.log.info('shut down: every request in flight finished');
    return true;
  }
  app.log.warn(
    { inFlight: options.inFlight(), timeoutMs: options.timeoutMs },
    'shutdown limit reached: closing the connections of requests still in flight',
  );
  app.server.closeAllConnections();
  await closing;
  return false;
}
