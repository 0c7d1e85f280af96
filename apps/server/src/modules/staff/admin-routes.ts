import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  staffEmailSchema,
  staffLinkAnswerSchema,
  staffListingSchema,
  staffListResponseSchema,
  staffRoleSchema,
  staffSessionsEndedSchema,
  type StaffListing,
} from '@zilt/contracts/staff';
import type { Database } from '../../db/client.ts';
import { sendError } from '../../lib/http-errors.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { isUniqueViolation } from '../forms/form-service.ts';
import { tokenNameSchema, tokenScopeSchema, type TokenService } from '../auth/token-service.ts';
import type { AccountService, PasswordLink } from './account-service.ts';
import { auditPageSchema, auditQuerySchema, readAuditTrail } from './audit-trail.ts';
import { passwordLinkUrl, queuePasswordLinkMail } from './password-links.ts';
import { neverCached } from './staff-routes.ts';
import { actorOf } from './staff-guard.ts';
import { staffSessionSecurity } from '../../lib/openapi-security.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const accountIdParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export interface AdminRouteOptions {
  db: Database;
  accounts: AccountService;
  tokens: TokenService;
  /** Lets through a signed-in admin only. */
  requireAdmin: onRequestAsyncHookHandler;
  /** The site's public origin for links (SITE_URL), else the request's own. */
  siteUrl: string | undefined;
  /** Outbound mail is configured (SMTP): links are also mailed. */
  mailLinks: boolean;
  onMailQueued: () => void;
}

/** Admin-only routes: staff accounts, API tokens and the audit trail. */
export function adminRoutes(options: AdminRouteOptions): FastifyPluginAsyncZod {
  const { db, accounts, tokens, requireAdmin } = options;

  async function linkAnswer(
    request: FastifyRequest,
    value: { account: StaffListing; link: PasswordLink },
    purpose: 'new-account' | 'reset',
  ) {
    const url = passwordLinkUrl(options.siteUrl ?? `${request.protocol}://${request.host}`, value.link.token);
    if (options.mailLinks) {
      await queuePasswordLinkMail(db, value.account.email, url, value.link, purpose);
      options.onMailQueued();
    }
    return {
      account: value.account,
      link: url,
      expiresAt: value.link.expiresAt.toISOString(),
      mailed: options.mailLinks,
    };
  }

  return async function registerAdminRoutes(app) {
    app.addHook('onSend', neverCached);

    app.get(
      '/api/v1/admin/staff',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Lists the staff accounts',
          security: staffSessionSecurity,
          response: { 200: staffListResponseSchema, ...errors },
        },
      },
      async () => ({ accounts: await accounts.list() }),
    );

    app.post(
      '/api/v1/admin/staff',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Creates a staff account; answers the one-time link that sets its password',
          security: staffSessionSecurity,
          body: z.object({ email: staffEmailSchema, role: staffRoleSchema }),
          response: { 200: staffLinkAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await accounts.create(request.body.email, request.body.role, actorOf(request));
        if (!outcome.ok) return sendError(reply, outcome.status, outcome.message, [`email: ${outcome.message}`]);
        return linkAnswer(request, outcome.value, 'new-account');
      },
    );

    app.post(
      '/api/v1/admin/staff/:id/role',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "Changes an account's role (not one's own)",
          security: staffSessionSecurity,
          params: accountIdParams,
          body: z.object({ role: staffRoleSchema }),
          response: { 200: staffListingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const target = await accounts.byId(request.params.id);
        if (target && target.email === actorOf(request)) {
          return sendError(reply, 409, 'Admins cannot change their own role', ['id: is your own account']);
        }
        const outcome = await accounts.setRole(request.params.id, request.body.role, actorOf(request));
        if (!outcome.ok) return sendError(reply, outcome.status, outcome.message, [`id: ${outcome.message}`]);
        return outcome.value;
      },
    );

    app.post(
      '/api/v1/admin/staff/:id/disable',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "Disables an account (not one's own) and ends its sessions",
          security: staffSessionSecurity,
          params: accountIdParams,
          response: { 200: staffListingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const target = await accounts.byId(request.params.id);
        if (target && target.email === actorOf(request)) {
          return sendError(reply, 409, 'Admins cannot disable their own account', ['id: is your own account']);
        }
        const outcome = await accounts.disable(request.params.id, actorOf(request));
        if (!outcome.ok) return sendError(reply, outcome.status, outcome.message, [`id: ${outcome.message}`]);
        return outcome.value;
      },
    );

    app.post(
      '/api/v1/admin/staff/:id/sign-out-everywhere',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            "Ends every session of an account (not one's own: POST /api/v1/staff/sign-out-everywhere) without disabling it",
          security: staffSessionSecurity,
          params: accountIdParams,
          response: { 200: staffSessionsEndedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const target = await accounts.byId(request.params.id);
        if (target && target.email === actorOf(request)) {
          return sendError(reply, 409, 'Admins end their own sessions with POST /api/v1/staff/sign-out-everywhere', [
            'id: is your own account',
          ]);
        }
        const outcome = await accounts.endSessions(request.params.id, actorOf(request));
        if (!outcome.ok) return sendError(reply, outcome.status, outcome.message, [`id: ${outcome.message}`]);
        return outcome.value;
      },
    );

    app.post(
      '/api/v1/admin/staff/:id/reset',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'A new one-time link to set the password (the old one works until then); optionally removes the second factor',
          security: staffSessionSecurity,
          params: accountIdParams,
          body: z.object({ clearSecondFactor: z.boolean().default(false) }).optional(),
          response: { 200: staffLinkAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const target = await accounts.byId(request.params.id);
        if (!target) return sendError(reply, 404, `No staff account has the id ${request.params.id}`, ['id: unknown']);
        const outcome = await accounts.reset(target.email, actorOf(request), request.body?.clearSecondFactor ?? false);
        if (!outcome.ok) return sendError(reply, outcome.status, outcome.message, [`id: ${outcome.message}`]);
        return linkAnswer(request, outcome.value, 'reset');
      },
    );

    app.get(
      '/api/v1/admin/tokens',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Lists the API tokens (names, scopes, states; never the tokens)',
          security: staffSessionSecurity,
          response: {
            200: z.object({
              tokens: z.array(
                z.object({
                  name: z.string(),
                  scope: tokenScopeSchema,
                  createdAt: z.string(),
                  revokedAt: z.string().nullable(),
                }),
              ),
            }),
            ...errors,
          },
        },
      },
      async () => ({
        tokens: (await tokens.list()).map((token) => ({
          name: token.name,
          scope: token.scope,
          createdAt: token.createdAt.toISOString(),
          revokedAt: token.revokedAt?.toISOString() ?? null,
        })),
      }),
    );

    app.post(
      '/api/v1/admin/tokens',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Creates an API token; the answer shows it once (only its hash is kept)',
          security: staffSessionSecurity,
          body: z.object({ name: tokenNameSchema, scope: tokenScopeSchema }),
          response: { 200: z.object({ name: z.string(), scope: tokenScopeSchema, token: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const { name, scope } = request.body;
        if ((await tokens.list()).some((token) => token.name === name)) {
          return sendError(reply, 409, `A token named "${name}" exists already`, ['name: is taken']);
        }
        // A token of that name made meanwhile (another request, the command line) is refused the same way.
        const token = await tokens.create(name, scope).catch((error: unknown) => {
          if (isUniqueViolation(error) || (error instanceof Error && /exists already/.test(error.message)))
            return undefined;
          throw error;
        });
        if (token === undefined)
          return sendError(reply, 409, `A token named "${name}" exists already`, ['name: is taken']);
        await recordEdit(db, {
          actor: actorOf(request),
          kind: 'token.create',
          targetType: 'token',
          targetId: name,
          after: { name, scope },
        });
        return { name, scope, token };
      },
    );

    app.post(
      '/api/v1/admin/tokens/:name/revoke',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Revokes an API token',
          security: staffSessionSecurity,
          params: z.object({ name: tokenNameSchema }),
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        if (!(await tokens.revoke(name)))
          return sendError(reply, 404, `No active token is named "${name}"`, ['name: unknown']);
        await recordEdit(db, { actor: actorOf(request), kind: 'token.revoke', targetType: 'token', targetId: name });
        return { ok: true as const };
      },
    );

    app.get(
      '/api/v1/admin/audit',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'The audit trail (edits, sign-ins, staff and token changes, support changes, jobs), newest first; filter by actor, kind, target and time',
          security: staffSessionSecurity,
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => readAuditTrail(db, request.query),
    );
  };
}
