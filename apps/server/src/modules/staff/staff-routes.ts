import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  meResponseSchema,
  passwordSetResponseSchema,
  secondFactorRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  staffPasswordSchema,
  staffSignInsResponseSchema,
  totpCodeSchema,
  totpConfirmResponseSchema,
  totpEnrolResponseSchema,
  type MeResponse,
} from '@zilt/contracts/staff';
import { sendError } from '../../lib/http-errors.ts';
import type { AccountOutcome, AccountService } from './account-service.ts';
import { csrfTokenOf, type SessionService } from './session-service.ts';
import type { SignIn, SignInOutcome } from './sign-in.ts';
import { isLimited, namesThisHost, sessionContextOf, type StaffGuard } from './staff-guard.ts';
import { staffSessionSecurity } from '../../lib/openapi-security.ts';

const okSchema = z.object({ ok: z.literal(true) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export interface StaffRouteOptions {
  accounts: AccountService;
  sessions: SessionService;
  signIn: SignIn;
  guard: StaffGuard;
}

/** Every staff and admin answer is private to its caller: never stored by any cache. */
export function neverCached(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'no-store');
  return Promise.resolve(payload);
}

/**
 * A request that is not made with the session cookie (sign-in, setting a password with a link)
 * may still come from a page of another site: when the browser names one, it is refused.
 */
function foreignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && !namesThisHost(origin, request.protocol, request.host);
}

function sendOutcome<T>(reply: FastifyReply, outcome: AccountOutcome<T>) {
  if (outcome.ok) return undefined;
  return sendError(
    reply,
    outcome.status,
    outcome.message,
    outcome.field ? [`${outcome.field}: ${outcome.message}`] : undefined,
  );
}

/** The staff member's own routes: sign-in, sign-out, the session, the second factor, the password. */
export function staffRoutes(options: StaffRouteOptions): FastifyPluginAsyncZod {
  const { accounts, sessions, signIn, guard } = options;

  function attemptOf(request: FastifyRequest) {
    return { address: request.ip, userAgent: request.headers['user-agent'] };
  }

  function answerSignIn(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome) {
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds !== undefined) reply.header('Retry-After', String(outcome.retryAfterSeconds));
      return sendError(reply, outcome.status, outcome.message);
    }
    guard.setSessionCookie(request, reply, outcome.token);
    return { state: outcome.state, csrfToken: csrfTokenOf(outcome.token) };
  }

  return async function registerStaffRoutes(app) {
    app.addHook('onSend', neverCached);

    app.post(
      '/api/v1/staff/sign-in',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Signs in with e-mail and password; sets the session cookie. With a second factor on, the session waits for it (POST /api/v1/staff/sign-in/second-factor)',
          body: signInRequestSchema,
          response: { 200: signInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (foreignOrigin(request)) return sendError(reply, 403, 'The request comes from another site');
        const outcome = await signIn.withPassword(request.body.email, request.body.password, attemptOf(request));
        return answerSignIn(request, reply, outcome);
      },
    );

    app.post(
      '/api/v1/staff/sign-in/second-factor',
      {
        onRequest: guard.ownSession('pending'),
        schema: {
          tags: ['staff'],
          summary: 'Completes a sign-in with a code of the authenticator app or one of the recovery codes (used once)',
          security: staffSessionSecurity,
          body: secondFactorRequestSchema,
          response: { 200: signInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const context = sessionContextOf(request)!;
        const outcome = await signIn.withSecondFactor(context.session, request.body, attemptOf(request));
        return answerSignIn(request, reply, outcome);
      },
    );

    app.post(
      '/api/v1/staff/sign-out',
      {
        onRequest: guard.ownSession('any'),
        schema: {
          tags: ['staff'],
          summary: 'Ends this session',
          security: staffSessionSecurity,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request, reply) => {
        await sessions.end(sessionContextOf(request)!.session.id);
        guard.clearSessionCookie(request, reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/staff/sign-out-everywhere',
      {
        onRequest: guard.ownSession(),
        schema: {
          tags: ['staff'],
          summary: 'Ends every session of this account, on every device, this one included',
          security: staffSessionSecurity,
          response: { 200: z.object({ ok: z.literal(true), ended: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const ended = await sessions.endAll(sessionContextOf(request)!.session.account.id);
        guard.clearSessionCookie(request, reply);
        return { ok: true as const, ended };
      },
    );

    app.get(
      '/api/v1/staff/me',
      {
        schema: {
          tags: ['staff'],
          summary: 'Whether this browser is signed in, and as whom: role, second factor, the CSRF token to send',
          response: { 200: meResponseSchema },
        },
      },
      async (request, reply): Promise<MeResponse> => {
        const context = await guard.liveSession(request, reply);
        if (!context || context.session.secondFactorPending) {
          return {
            signedIn: false,
            secondFactorPending: context !== undefined,
            csrfToken: context ? csrfTokenOf(context.token) : null,
          };
        }
        const account = context.session.account;
        return {
          signedIn: true,
          email: account.email,
          role: account.role as 'editor' | 'support' | 'admin',
          csrfToken: csrfTokenOf(context.token),
          totp: { enabled: account.totpEnabledAt !== null, required: account.role === 'admin' },
          limited: isLimited(context.session),
        };
      },
    );

    app.get(
      '/api/v1/staff/sign-ins',
      {
        onRequest: guard.ownSession(),
        schema: {
          tags: ['staff'],
          summary: "This account's recent sign-ins and failed sign-ins, newest first",
          security: staffSessionSecurity,
          response: { 200: staffSignInsResponseSchema, ...errors },
        },
      },
      async (request) => ({ entries: await signIn.recent(sessionContextOf(request)!.session.account.id) }),
    );

    app.post(
      '/api/v1/staff/totp/enrol',
      {
        onRequest: guard.ownSession(),
        schema: {
          tags: ['staff'],
          summary:
            'Starts turning on the second factor: a new secret for the authenticator app (in force once confirmed)',
          security: staffSessionSecurity,
          response: { 200: totpEnrolResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await accounts.startTotp(sessionContextOf(request)!.session.account);
        return sendOutcome(reply, outcome) ?? (outcome.ok ? outcome.value : undefined);
      },
    );

    app.post(
      '/api/v1/staff/totp/confirm',
      {
        onRequest: guard.ownSession(),
        schema: {
          tags: ['staff'],
          summary:
            'Turns the second factor on with a code of the new secret; answers ten recovery codes, shown only now',
          security: staffSessionSecurity,
          body: z.object({ code: totpCodeSchema }),
          response: { 200: totpConfirmResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await accounts.confirmTotp(sessionContextOf(request)!.session.account, request.body.code);
        return sendOutcome(reply, outcome) ?? (outcome.ok ? outcome.value : undefined);
      },
    );

    app.post(
      '/api/v1/staff/totp/disable',
      {
        onRequest: guard.ownSession(),
        schema: {
          tags: ['staff'],
          summary: 'Turns the second factor off, with the password as proof (admins must keep it)',
          security: staffSessionSecurity,
          body: z.object({ password: z.string().max(1024) }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await accounts.disableTotp(sessionContextOf(request)!.session.account, request.body.password);
        return sendOutcome(reply, outcome) ?? { ok: true as const };
      },
    );

    app.post(
      '/api/v1/staff/password',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Sets the password with the token of a one-time link (12 to 128 characters); every session of the account ends',
          body: z.object({ token: z.string().max(200), newPassword: staffPasswordSchema }),
          response: { 200: passwordSetResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (foreignOrigin(request)) return sendError(reply, 403, 'The request comes from another site');
        const outcome = await accounts.setPasswordWithLink(request.body.token, request.body.newPassword);
        return (
          sendOutcome(reply, outcome) ?? (outcome.ok ? { ok: true as const, email: outcome.value.email } : undefined)
        );
      },
    );

    app.post(
      '/api/v1/staff/password/change',
      {
        onRequest: guard.ownSession(),
        schema: {
          tags: ['staff'],
          summary: "Changes the password with the current one; the account's other sessions end",
          security: staffSessionSecurity,
          body: z.object({ currentPassword: z.string().max(1024), newPassword: staffPasswordSchema }),
          response: { 200: okSchema, ...errors },
        },
      },
      async (request, reply) => {
        const context = sessionContextOf(request)!;
        const outcome = await accounts.changePassword(
          context.session.account,
          request.body.currentPassword,
          request.body.newPassword,
          context.session.id,
        );
        return sendOutcome(reply, outcome) ?? { ok: true as const };
      },
    );
  };
}
