import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';

// When the event loop falls behind (its mean delay over the last sample passes a limit), new
// requests are refused at once with 503 and Retry-After instead of queueing without bound:
// the requests in flight finish sooner and health checks keep their answer. Files sent as
// they are (the web app's scripts and styles, images, media) are never refused: they cost
// next to nothing, and a page whose scripts were refused would stay broken in the browser.

/** Route config of a route that is never shed (liveness and readiness, files). */
export const exemptFromLoadShedding = { pressureHandler: () => undefined };

/** Marks every route registered in `scope` (and the plugins it registers later) as never shed. */
export function exemptRoutesFromLoadShedding(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...exemptFromLoadShedding };
  });
}

export const overloadedErrorCode = 'ZILT_OVERLOADED';

/** A request refused because the server has no room for it now (answered 503 JSON). */
export class OverloadedError extends Error {
  override name = 'OverloadedError';
  readonly code = overloadedErrorCode;
  readonly statusCode = 503;
  constructor(readonly retryAfterSeconds: number) {
    super(`The server is overloaded; try again in ${retryAfterSeconds} seconds`);
  }
}

/** Refuses the request with 503 and Retry-After (the error handler writes the JSON body). */
export function refuseOverloaded(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  throw new OverloadedError(retryAfterSeconds);
}

export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; retryAfterSeconds: number; sampleIntervalMs?: number },
): Promise<void> {
  class ShedError extends OverloadedError {
    constructor() {
      super(options.retryAfterSeconds);
    }
  }
  await app.register(underPressure, {
    // 0 turns shedding off; the plugin then only measures.
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs ?? 500,
    retryAfter: options.retryAfterSeconds,
    customError: ShedError,
  });
}
