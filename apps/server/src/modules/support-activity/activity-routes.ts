// The Mini-Admin's activity screen reads the audit trail here (token of scope support).

import rateLimit from '@fastify/rate-limit';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { activityQuerySchema, activityResponseSchema } from '@zilt/contracts/support-activity';
import { sendError } from '../../lib/http-errors.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { ActivityService } from './activity-service.ts';
import { supportOrStaffSecurity } from '../../lib/openapi-security.ts';

export interface ActivityRouteOptions {
  activity: ActivityService;
  requireSupportToken: onRequestAsyncHookHandler;
  counter: RateCounter;
  /** Requests per minute one address may make to the support routes. */
  perMinute: number;
}

export function activityRoutes(options: ActivityRouteOptions): FastifyPluginAsyncZod {
  return async function registerActivityRoutes(app) {
    // The same count per address as the other support routes, across every server process.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.counter, 'support') });

    app.get(
      '/api/v1/Dev/Activity',
      {
        onRequest: options.requireSupportToken,
        config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['support'],
          summary:
            'The audit trail of support changes and job runs, newest first, a page at a time; optionally of one subscriber (by e-mail address or id)',
          security: supportOrStaffSecurity,
          querystring: activityQuerySchema,
          response: {
            200: activityResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const outcome = await options.activity.list(request.query);
        if (!outcome.ok) return sendError(reply, outcome.status, outcome.message);
        return outcome.value;
      },
    );
  };
}
