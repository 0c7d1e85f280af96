import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  consentCookieMaxAgeSeconds,
  consentIdCookieName,
  consentIdSchema,
  consentRecordRequestSchema,
  consentRecordResponseSchema,
} from '@zilt/contracts/consent';
import { parseCookieHeader } from '@zilt/contracts/cookies';
import { serializeCookie } from '../../lib/cookies.ts';
import { alphanumericId } from '../../lib/ids.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { ConsentService } from './consent-service.ts';

/** `POST /api/v1/consent`: records a visitor's choice under the id in their `consent-id` cookie. */
export function consentRoutes(
  consent: ConsentService,
  options: { perMinute: number; counter: RateCounter },
): FastifyPluginAsyncZod {
  return async function registerConsentRoutes(app) {
    // Counted in the database: the limit per address holds across every server process.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.counter, 'consent') });
    app.post(
      '/api/v1/consent',
      {
        // Request log lines carry the client address; proof of consent keeps none, so neither do the logs.
        logLevel: 'warn',
        config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['consent'],
          summary: 'Records a cookie-consent choice (proof of consent; no address or browser is stored)',
          body: consentRecordRequestSchema,
          response: { 200: consentRecordResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const existing = consentIdSchema.safeParse(parseCookieHeader(request.headers.cookie).get(consentIdCookieName));
        const consentId = existing.success ? existing.data : alphanumericId(24);
        const record = await consent.record(consentId, request.body);
        if (!existing.success) {
          reply.header(
            'set-cookie',
            serializeCookie(consentIdCookieName, consentId, {
              maxAgeSeconds: consentCookieMaxAgeSeconds,
              secure: request.protocol === 'https',
              httpOnly: true,
            }),
          );
        }
        reply.header('Cache-Control', 'no-store');
        return { consentId, recordedAt: record.recordedAt.toISOString() };
      },
    );
  };
}
