import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { languageSchema } from '@zilt/contracts/common';
import { sendError } from '../../lib/http-errors.ts';
import type { NewsletterSignUps } from './newsletter-sign-ups.ts';
import { supportOrStaffSecurity } from '../../lib/openapi-security.ts';

const confirmationRequestSchema = z.object({
  token: z.string().min(1).max(200).describe('The token of the confirmation link (its `token` query value)'),
});

const confirmationResponseSchema = z.object({
  outcome: z.enum(['confirmed', 'already-confirmed']),
});

const signUpListQuerySchema = z.object({
  email: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const signUpListResponseSchema = z.object({
  /** Addresses with a confirmed sign-up (each once). */
  subscribed: z.number().int(),
  signUps: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      language: languageSchema,
      formId: z.string(),
      status: z.enum(['pending', 'confirmed']),
      createdAt: z.string(),
      expiresAt: z.string(),
      confirmedAt: z.string().nullable(),
    }),
  ),
});

/**
 * The newsletter's double opt-in: confirming a sign-up with the token of its mailed link (the
 * content site's confirmation page does the same through the site services), and the support
 * staff's list of sign-ups with their state.
 */
export function newsletterRoutes(
  newsletter: NewsletterSignUps,
  options: { requireSupport: onRequestAsyncHookHandler },
): FastifyPluginAsyncZod {
  return async function registerNewsletterRoutes(app) {
    app.post(
      '/api/v1/newsletter/confirmations',
      {
        schema: {
          tags: ['forms'],
          summary: 'Confirms a newsletter sign-up with the token of its confirmation link (double opt-in)',
          body: confirmationRequestSchema,
          response: {
            200: confirmationResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            410: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const outcome = await newsletter.confirm(request.body.token);
        if (outcome === 'invalid') return sendError(reply, 404, 'This confirmation link is not valid');
        if (outcome === 'expired') {
          return sendError(reply, 410, 'This confirmation link has expired: sign up again for a new one');
        }
        return { outcome };
      },
    );

    app.get(
      '/api/v1/newsletter/sign-ups',
      {
        onRequest: options.requireSupport,
        schema: {
          tags: ['forms'],
          summary: 'Newsletter sign-ups, newest first, with the number of confirmed addresses (support token)',
          security: supportOrStaffSecurity,
          querystring: signUpListQuerySchema,
          response: {
            200: signUpListResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { subscribed: await newsletter.subscribedCount(), signUps: await newsletter.list(request.query) };
      },
    );
  };
}
