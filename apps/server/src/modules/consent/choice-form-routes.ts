import fastifyFormbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { languageSchema } from '@zilt/contracts/common';
import {
  consentChoicesOf,
  consentCookieAssignments,
  consentCookieMaxAgeSeconds,
  consentIdCookieName,
  consentIdSchema,
  type StoredConsent,
} from '@zilt/contracts/consent';
import { parseCookieHeader } from '@zilt/contracts/cookies';
import { serializeCookie } from '../../lib/cookies.ts';
import { alphanumericId } from '../../lib/ids.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { ConsentService } from './consent-service.ts';

/** Where the form sends the visitor back: a path of this site (never `//host` or another origin). */
const returnPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'expected a path of this site, such as /en/about');

/** The cookie bar's form, as a browser without JavaScript posts it (application/x-www-form-urlencoded). */
export const consentChoiceFormSchema = z.object({
  action: z.enum(['accept-all', 'decline-all', 'save-preferences']),
  /** The checkboxes of Save preferences: present (`yes`) when ticked. */
  'video-cookies': z.literal('yes').optional(),
  'tracking-cookies': z.literal('yes').optional(),
  language: languageSchema,
  returnTo: returnPathSchema,
});

/**
 * Whether a form post comes from a page of this site: the browser's `Sec-Fetch-Site` says so
 * when sent; otherwise an `Origin` must be ours (`null`, as sent under the no-referrer policy,
 * names no site).
 */
function fromThisSite(fetchSite: string | string[] | undefined, origin: string | undefined, ours: string): boolean {
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return origin === undefined || origin === 'null' || origin === ours;
}

/** What a choice of the form stores. */
function consentOfChoice(form: z.infer<typeof consentChoiceFormSchema>): StoredConsent {
  if (form.action === 'accept-all') return { decided: true, video: 'yes', tracking: 'yes' };
  if (form.action === 'decline-all') return { decided: true, video: 'no', tracking: 'no' };
  return {
    decided: true,
    video: form['video-cookies'] === 'yes' ? 'yes' : 'no',
    tracking: form['tracking-cookies'] === 'yes' ? 'yes' : 'no',
  };
}

/**
 * `POST /api/v1/consent/choice`: the cookie bar without JavaScript. Its buttons post a plain form;
 * the choice is recorded as proof of consent (as `POST /api/v1/consent` records the choices made
 * with JavaScript), the consent cookies are set as the browser would set them, and the visitor
 * goes back to the page (303). Only forms of this site are taken: another site cannot choose for
 * the visitor (`Sec-Fetch-Site`, or the `Origin`, must name this site).
 */
export function consentChoiceFormRoutes(
  consent: ConsentService,
  options: { perMinute: number; counter: RateCounter; revision: number },
): FastifyPluginAsyncZod {
  return async function registerConsentChoiceForm(app) {
    await app.register(fastifyFormbody, { bodyLimit: 4096 });
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.counter, 'consent') });
    app.post(
      '/api/v1/consent/choice',
      {
        logLevel: 'warn',
        config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['consent'],
          summary:
            'The cookie bar as a form without JavaScript: records the choice, sets the cookies, back to the page',
          consumes: ['application/x-www-form-urlencoded'],
          body: consentChoiceFormSchema,
          response: {
            303: z.null().describe('Back to the page the form was on'),
            400: errorResponseSchema,
            403: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        if (
          !fromThisSite(
            request.headers['sec-fetch-site'],
            request.headers.origin,
            `${request.protocol}://${request.host}`,
          )
        ) {
          return reply.code(403).send({ error: 'Forbidden', message: 'origin: the form must come from this site' });
        }
        const chosen = consentOfChoice(request.body);
        const existing = consentIdSchema.safeParse(parseCookieHeader(request.headers.cookie).get(consentIdCookieName));
        const consentId = existing.success ? existing.data : alphanumericId(24);
        await consent.record(consentId, {
          choices: consentChoicesOf(chosen),
          revision: options.revision,
          language: request.body.language,
          action: request.body.action,
        });
        const secure = request.protocol === 'https';
        const cookies = consentCookieAssignments(chosen, { revision: options.revision, secure });
        if (!existing.success) {
          cookies.push(
            serializeCookie(consentIdCookieName, consentId, {
              maxAgeSeconds: consentCookieMaxAgeSeconds,
              secure,
              httpOnly: true,
            }),
          );
        }
        return reply
          .header('set-cookie', cookies)
          .header('Cache-Control', 'no-store')
          .redirect(request.body.returnTo, 303);
      },
    );
  };
}
