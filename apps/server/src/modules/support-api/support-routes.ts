// The support API's routes (Dev/Search and Dev/Change), guarded by a support token and limited per
// address; the work is done by support-search and support-changes.

import { STATUS_CODES } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  canonicalChangeRequest,
  changeRefusalSchema,
  changeRequestSchema,
  changeResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  type ReceivedChangeRequest,
} from '@zilt/contracts/support-api';
import { sendError } from '../../lib/http-errors.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { ChangeService } from '../support-changes/change-service.ts';
import type { SubscriberSearch } from '../support-search/search-service.ts';
import { supportOrStaffSecurity } from '../../lib/openapi-security.ts';

export interface SupportRouteOptions {
  search: SubscriberSearch;
  changes: ChangeService;
  requireSupportToken: onRequestAsyncHookHandler;
  /** Who acts in a request the guard let through (a staff member's address or a token's name), for the audit trail. */
  actorOf: (request: FastifyRequest) => string;
  counter: RateCounter;
  /** Requests per minute one address may make to the support routes. */
  perMinute: number;
}

/** The support API of the Mini-Admin: search subscribers and change them (token of scope support). */
export function supportRoutes(options: SupportRouteOptions): FastifyPluginAsyncZod {
  return async function registerSupportRoutes(app) {
    // Counted in the database: the limit per address holds across every server process.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.counter, 'support') });
    const rateLimited = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };

    app.post(
      '/api/v1/Dev/Search',
      {
        onRequest: options.requireSupportToken,
        config: rateLimited,
        schema: {
          tags: ['support'],
          summary:
            'Finds a subscriber by e-mail address (case-insensitive) or by the reference of one of their payments',
          security: supportOrStaffSecurity,
          body: searchRequestSchema,
          response: {
            200: searchResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const found = await options.search.search(request.body, (details, message) =>
          request.log.warn(details, message),
        );
        if (!found) {
          return sendError(
            reply,
            404,
            request.body.SearchKind === 'UserByEmail'
              ? 'No user has this e-mail address'
              : 'No payment has this payment reference',
          );
        }
        return found;
      },
    );

    app.post(
      '/api/v1/Dev/Change',
      {
        onRequest: options.requireSupportToken,
        config: rateLimited,
        // Every refusal carries `Ok: false` and its reason in `Message`, whoever answered it.
        onSend: async (_request, reply, payload) => {
          if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
          try {
            const body = JSON.parse(payload) as { message?: unknown };
            return JSON.stringify({
              ...body,
              Ok: false,
              Message: typeof body.message === 'string' ? body.message : null,
            });
          } catch {
            return payload;
          }
        },
        schema: {
          tags: ['support'],
          summary:
            'Makes one support change to a subscriber or to the generic entities A, B, C; each change is one transaction with an audit record',
          security: supportOrStaffSecurity,
          body: changeRequestSchema,
          response: {
            200: changeResponseSchema,
            400: changeRefusalSchema,
            401: changeRefusalSchema,
            404: changeRefusalSchema,
            409: changeRefusalSchema,
            429: changeRefusalSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const change = canonicalChangeRequest(request.body as ReceivedChangeRequest);
        const outcome = await options.changes.apply(change, options.actorOf(request));
        if (!outcome.ok) {
          return reply.code(outcome.status).send({
            error: STATUS_CODES[outcome.status] ?? 'Error',
            message: outcome.message.text,
            MessageKey: outcome.message.key,
            MessageParameters: outcome.message.parameters,
          });
        }
        request.log.info({ changeKind: change.ChangeKind }, 'support change made');
        return {
          Ok: true,
          Message: outcome.message.text,
          MessageKey: outcome.message.key,
          MessageParameters: outcome.message.parameters,
          ...(outcome.id ? { Id: outcome.id } : {}),
        };
      },
    );
  };
}
