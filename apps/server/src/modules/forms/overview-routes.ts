// The forms support staff can read submissions of (the Mini-Admin's submissions screen); the
// submissions themselves come from the list and CSV routes of the forms module.

import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { formOverviewResponseSchema } from '@zilt/contracts/form-overview';
import type { Database } from '../../db/client.ts';
import { formsWithSubmissions } from './submission-overview.ts';
import { supportOrStaffSecurity } from '../../lib/openapi-security.ts';

export function formOverviewRoutes(db: Database, requireSupport: onRequestAsyncHookHandler): FastifyPluginAsyncZod {
  return async function registerFormOverviewRoutes(app) {
    app.get(
      '/api/v1/forms',
      {
        onRequest: requireSupport,
        schema: {
          tags: ['forms'],
          summary:
            'The forms with stored submissions or a definition, with their number of submissions and their columns (support token)',
          security: supportOrStaffSecurity,
          response: { 200: formOverviewResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return formsWithSubmissions(db);
      },
    );
  };
}
