import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import type { TokenScope, TokenService } from './token-service.ts';

/**
 * Counts failed token checks per client address within a window, in the shared database, so
 * the limit holds across every server process rather than once per process.
 */
export class AuthFailureLimiter {
  private static readonly scope = 'auth-failure';

  constructor(
    private readonly counter: RateCounter,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async isBlocked(address: string): Promise<boolean> {
    return (await this.counter.count(AuthFailureLimiter.scope, address)) >= this.limit;
  }

  async recordFailure(address: string): Promise<void> {
    await this.counter.hit(AuthFailureLimiter.scope, address, this.windowMs);
  }
}

/** The token a request presents: the bearer header, else the spec's `apiToken` query value. */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  // Read from the raw address: route schemas strip query parameters they do not declare.
  const queryStart = request.url.indexOf('?');
  if (queryStart === -1) return undefined;
  const fromQuery = new URLSearchParams(request.url.slice(queryStart + 1)).get('apiToken');
  return fromQuery ? fromQuery : undefined;
}

function deny(reply: FastifyReply, status: 401 | 429, message: string) {
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer');
  return reply.code(status).send({ error: status === 401 ? 'Unauthorized' : 'Too Many Requests', message });
}

/** A pre-handler that lets a request through only with an active token of `scope`. */
export function requireToken(tokens: TokenService, limiter: AuthFailureLimiter, scope: TokenScope): preHandlerAsyncHookHandler {
  return async function checkToken(request, reply) {
    if (await limiter.isBlocked(request.ip)) {
      return deny(reply, 429, 'Too many failed authentication attempts from this address; try again later');
    }
    const token = presentedToken(request);
    if (!token) {
      await limiter.recordFailure(request.ip);
      return deny(reply, 401, 'An API token is required: send "Authorization: Bearer <token>"');
    }
    if (!(await tokens.verify(token, scope))) {
      await limiter.recordFailure(request.ip);
      return deny(reply, 401, `The API token is unknown, revoked or not valid for the "${scope}" scope`);
    }
  };
}
