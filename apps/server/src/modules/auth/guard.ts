import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { windowCountOf, type RateCounter, type WindowCount } from '../rate-limit/rate-counter.ts';
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

  /** Seconds until `address` may try again, or undefined when it is not blocked. */
  async blockedForSeconds(address: string): Promise<number | undefined> {
    return this.blockedFor(await this.counter.current(AuthFailureLimiter.scope, address));
  }

  /**
   * `blockedForSeconds` and, when not blocked, the name of the active token of `scope` that
   * `token` is (undefined: none), read in one statement.
   */
  async identifyUnlessBlocked(
    address: string,
    tokens: TokenService,
    token: string,
    scope: TokenScope,
  ): Promise<{ blockedFor: number; name?: undefined } | { blockedFor?: undefined; name: string | undefined }> {
    const found = await tokens.identifyAlongside(
      token,
      scope,
      this.counter.runningWindow(AuthFailureLimiter.scope, address),
    );
    const blockedFor = this.blockedFor(windowCountOf(found.alongside));
    return blockedFor === undefined ? { name: found.name } : { blockedFor };
  }

  private blockedFor(window: WindowCount): number | undefined {
    return window.count >= this.limit ? Math.max(1, Math.ceil(window.resetsInMs / 1000)) : undefined;
  }

  async recordFailure(address: string): Promise<void> {
    await this.counter.hit(AuthFailureLimiter.scope, address, this.windowMs);
  }
}

/** The token a request presents: the bearer header, else the `apiToken` query value that
 * older clients of the support API send. */
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

const tokenNames = new WeakMap<FastifyRequest, string>();

/** The name of the token a request was let through with (for audit records; never the token itself). */
export function tokenNameOf(request: FastifyRequest): string {
  const name = tokenNames.get(request);
  if (name === undefined) throw new Error('The request was not checked for a token');
  return name;
}

/**
 * A hook that lets a request through only with an active token of `scope`. Routes run it as
 * their `onRequest` hook: a request without a valid token gets 401 (or 429) before its body is
 * read and before any parameter is checked, so no validation answer tells a stranger anything.
 */
export function requireToken(
  tokens: TokenService,
  limiter: AuthFailureLimiter,
  scope: TokenScope,
): onRequestAsyncHookHandler {
  return async function checkToken(request, reply) {
    const token = presentedToken(request);
    // With a token, whether the address is blocked and which token it is are read together.
    const checked = token
      ? await limiter.identifyUnlessBlocked(request.ip, tokens, token, scope)
      : { blockedFor: await limiter.blockedForSeconds(request.ip), name: undefined };
    if (checked.blockedFor !== undefined) {
      reply.header('Retry-After', String(checked.blockedFor));
      return deny(
        reply,
        429,
        `Too many failed authentication attempts from this address; try again in ${checked.blockedFor} seconds`,
      );
    }
    if (!token) {
      await limiter.recordFailure(request.ip);
      return deny(reply, 401, 'An API token is required: send "Authorization: Bearer <token>"');
    }
    const name = checked.name;
    if (name === undefined) {
      await limiter.recordFailure(request.ip);
      return deny(reply, 401, `The API token is unknown, revoked or not valid for the "${scope}" scope`);
    }
    tokenNames.set(request, name);
  };
}
