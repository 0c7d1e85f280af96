import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TokenScope, TokenService } from './token-service.ts';

/** Counts failed authentications per client address within a window. */
export class AuthFailureLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(address: string): boolean {
    const entry = this.failures.get(address);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(address);
      return false;
    }
    return entry.count >= this.limit;
  }

  recordFailure(address: string): void {
    const now = this.now();
    const entry = this.failures.get(address);
    if (!entry || entry.resetAt <= now) this.failures.set(address, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [address, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(address);
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
    if (limiter.isBlocked(request.ip)) {
      return deny(reply, 429, 'Too many failed authentication attempts from this address; try again later');
    }
    const token = presentedToken(request);
    if (!token) {
      limiter.recordFailure(request.ip);
      return deny(reply, 401, 'An API token is required: send "Authorization: Bearer <token>"');
    }
    if (!(await tokens.verify(token, scope))) {
      limiter.recordFailure(request.ip);
      return deny(reply, 401, `The API token is unknown, revoked or not valid for the "${scope}" scope`);
    }
  };
}
