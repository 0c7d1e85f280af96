import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { parseCookieHeader } from '@zilt/contracts/cookies';
import { csrfHeader, roleAllows, type StaffRole } from '@zilt/contracts/staff';
import { sendError } from '../../lib/http-errors.ts';
import { presentedToken, requireToken, tokenNameOf, type AuthFailureLimiter } from '../auth/guard.ts';
import type { TokenScope, TokenService } from '../auth/token-service.ts';
import { csrfTokenOf, type ActiveSession, type SessionService } from './session-service.ts';

/** The cookie over HTTPS (and always in production): `__Host-` binds it to this host, path / and Secure. */
const secureCookieName = '__Host-zilt_staff';
/** The cookie of a development or test server reached over plain HTTP. */
const plainCookieName = 'zilt_staff';

/** Whether a Cookie header carries a staff session cookie (of either name). */
export function hasStaffSessionCookie(cookieHeader: string | undefined): boolean {
  const cookies = parseCookieHeader(cookieHeader);
  return cookies.has(secureCookieName) || cookies.has(plainCookieName);
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

interface SessionContext {
  session: ActiveSession;
  token: string;
}

const sessionContexts = new WeakMap<FastifyRequest, SessionContext>();

/** The staff session a guard let the request through with, if it came with one. */
export function sessionContextOf(request: FastifyRequest): SessionContext | undefined {
  return sessionContexts.get(request);
}

/**
 * Who acts in a request a guard let through: the staff member's e-mail address, or the API
 * token's name (never the token). For audit entries.
 */
export function actorOf(request: FastifyRequest): string {
  return sessionContexts.get(request)?.session.account.email ?? tokenNameOf(request);
}

/** An admin without a second factor may only enrol one (and sign out) until done. */
export function isLimited(session: ActiveSession): boolean {
  return session.account.role === 'admin' && session.account.totpEnabledAt === null;
}

export interface StaffGuardOptions {
  sessions: SessionService;
  tokens: TokenService;
  limiter: AuthFailureLimiter;
  mode: 'production' | 'development' | 'test';
}

export interface StaffAccessOptions {
  /** Roles let through (an admin always is). */
  roles: readonly StaffRole[];
  /** API tokens of this scope are let through too; without it, only a staff session is. */
  tokenScope?: TokenScope;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether an Origin or Referer names the host the request was sent to (`protocol://host`),
 * default ports and letter case aside.
 */
export function namesThisHost(origin: string, protocol: string, host: string): boolean {
  try {
    return new URL(origin).host === new URL(`${protocol}://${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Why a state-changing request made with the session cookie may have been sent by another site,
 * or undefined: its Origin (else Referer) must name this host, and it must carry the session's
 * CSRF token in the `X-CSRF-Token` header. Safe methods change nothing and pass.
 */
export function csrfProblem(request: FastifyRequest, sessionToken: string): string | undefined {
  if (safeMethods.has(request.method)) return undefined;
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return 'The request names no Origin (or Referer): a request with the session cookie must';
  if (!namesThisHost(origin, request.protocol, request.host)) return `The request comes from another site (${origin})`;
  const presented = request.headers[csrfHeader];
  if (typeof presented !== 'string' || !sameText(presented, csrfTokenOf(sessionToken))) {
    return `The "${csrfHeader}" header must carry the session's CSRF token (GET /api/v1/staff/me gives it)`;
  }
  return undefined;
}

/**
 * The staff guard: a Fastify `onRequest` hook per route that lets a request through with a
 * live staff session of an allowed role or, where a token scope is named, an API token of that
 * scope (with the token guard's failure limit). It answers 401 without valid credentials, 403
 * for the wrong role, an admin without a second factor, or a failed CSRF check.
 */
export function createStaffGuard(options: StaffGuardOptions) {
  /** Whether this request is answered with the secure cookie (production, or HTTPS). */
  function secure(request: FastifyRequest): boolean {
    return options.mode === 'production' || request.protocol === 'https';
  }

  /** The session token of the request's cookie, if it has one. */
  function sessionTokenOf(request: FastifyRequest): string | undefined {
    const cookies = parseCookieHeader(request.headers.cookie);
    const token =
      cookies.get(secureCookieName) ?? (options.mode === 'production' ? undefined : cookies.get(plainCookieName));
    return token && /^zss_[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  }

  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    const parts = [
      `${secure(request) ? secureCookieName : plainCookieName}=${token}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (secure(request)) parts.push('Secure');
    reply.header('set-cookie', parts.join('; '));
  }

  function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
    const name = secure(request) ? secureCookieName : plainCookieName;
    reply.header(
      'set-cookie',
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`,
    );
  }

  /** The live session of the request (undefined without one); the cookie of an ended one is cleared. */
  async function liveSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext | undefined> {
    const token = sessionTokenOf(request);
    if (!token) return undefined;
    const session = await options.sessions.resolve(token);
    if (!session) {
      clearSessionCookie(request, reply);
      return undefined;
    }
    return { session, token };
  }

  const tokenGuards = new Map<TokenScope, onRequestAsyncHookHandler>();
  function tokenGuard(scope: TokenScope): onRequestAsyncHookHandler {
    let guard = tokenGuards.get(scope);
    if (!guard) {
      guard = requireToken(options.tokens, options.limiter, scope);
      tokenGuards.set(scope, guard);
    }
    return guard;
  }

  function staffAccess(access: StaffAccessOptions): onRequestAsyncHookHandler {
    const needed = access.roles.length > 0 ? access.roles.join(' or ') : 'admin';
    return async function checkStaffAccess(request, reply) {
      const hasCookie = sessionTokenOf(request) !== undefined;
      // An explicit token wins; without any credentials, the token guard answers as it always did.
      if (access.tokenScope && (presentedToken(request) !== undefined || !hasCookie)) {
        return tokenGuard(access.tokenScope).call(this, request, reply);
      }
      if (presentedToken(request) !== undefined) {
        return sendError(reply, 401, `API tokens do not reach this route: sign in as staff with the role ${needed}`);
      }
      const context = await liveSession(request, reply);
      if (!context || context.session.secondFactorPending) {
        const alternative = access.tokenScope
          ? `, or send an API token of the "${access.tokenScope}" scope`
          : '; API tokens do not reach this route';
        return sendError(reply, 401, `Sign in as staff with the role ${needed} (no live session)${alternative}`);
      }
      if (isLimited(context.session)) {
        return sendError(
          reply,
          403,
          'Turn on the second factor first: admins must have it (POST /api/v1/staff/totp/enrol)',
        );
      }
      if (!roleAllows(context.session.account.role as StaffRole, access.roles)) {
        return sendError(
          reply,
          403,
          `This needs the role ${needed}; the account has the role ${context.session.account.role}`,
        );
      }
      const problem = csrfProblem(request, context.token);
      if (problem) return sendError(reply, 403, problem);
      sessionContexts.set(request, context);
    };
  }

  /**
   * The guard of a staff member's own routes: any live session (an admin without a second
   * factor too, so it can enrol); `pending` asks for a session waiting for its second factor
   * instead, `any` for either.
   */
  function ownSession(kind: 'full' | 'pending' | 'any' = 'full'): onRequestAsyncHookHandler {
    return async function checkOwnSession(request, reply) {
      const context = await liveSession(request, reply);
      if (!context || (kind !== 'any' && context.session.secondFactorPending !== (kind === 'pending'))) {
        return sendError(
          reply,
          401,
          kind === 'pending' ? 'Sign in with e-mail and password first' : 'Not signed in (or the session has ended)',
        );
      }
      const problem = csrfProblem(request, context.token);
      if (problem) return sendError(reply, 403, problem);
      sessionContexts.set(request, context);
    };
  }

  /**
   * The staff member a realtime hub handshake comes from, by its session cookie: a live session
   * of a support member or admin (with a second factor), opened by a page of this host (Origin)
   * that knows the session's CSRF token (`auth.csrf`). Undefined otherwise.
   */
  async function hubActor(
    handshake: { headers: IncomingHttpHeaders; secure: boolean },
    csrf: unknown,
  ): Promise<string | undefined> {
    const cookies = parseCookieHeader(handshake.headers.cookie);
    const token =
      cookies.get(secureCookieName) ?? (options.mode === 'production' ? undefined : cookies.get(plainCookieName));
    if (!token || !/^zss_[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const origin = handshake.headers.origin;
    const host = handshake.headers.host;
    if (!origin || !host || !namesThisHost(origin, handshake.secure ? 'https' : 'http', host)) return undefined;
    if (typeof csrf !== 'string' || !sameText(csrf, csrfTokenOf(token))) return undefined;
    const session = await options.sessions.resolve(token);
    if (!session || session.secondFactorPending || isLimited(session)) return undefined;
    return roleAllows(session.account.role as StaffRole, ['support']) ? session.account.email : undefined;
  }

  return { staffAccess, ownSession, liveSession, setSessionCookie, clearSessionCookie, sessionTokenOf, hubActor };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
