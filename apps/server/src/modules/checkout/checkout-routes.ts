// Checkout: subscriber sign-in and sign-out with a session cookie, and the calls the checkout
// pages make for the signed-in subscriber (subscription, invoices per year, lookup data).

import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { parseCookieHeader } from '@zilt/contracts/cookies';
import { lookupDataSchema } from '@zilt/contracts/subscribers';
import {
  invoicesForYearQuerySchema,
  invoicesForYearResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  userSubscriptionResponseSchema,
} from '@zilt/contracts/support-api';
import { serializeCookie } from '../../lib/cookies.ts';
import { sendError } from '../../lib/http-errors.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { sessionLifetimeSeconds, type CheckoutService } from './checkout-service.ts';

/** The subscriber's session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS; only its hash is stored. */
export const sessionCookieName = 'zilt-session';

export interface CheckoutRouteOptions {
  checkout: CheckoutService;
  counter: RateCounter;
  /** Sign-in attempts per minute from one address. */
  loginPerMinute: number;
}

/** Subscriber sign-in and the checkout calls that read the signed-in subscriber's records. */
export function checkoutRoutes(options: CheckoutRouteOptions): FastifyPluginAsyncZod {
  const { checkout } = options;
  const sessionToken = (request: FastifyRequest) => parseCookieHeader(request.headers.cookie).get(sessionCookieName);

  async function sessionUserOr401(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const token = sessionToken(request);
    const userId = token ? await checkout.sessionUser(token) : undefined;
    if (!userId) sendError(reply, 401, 'Sign in first: this call needs a subscriber session');
    return userId;
  }

  return async function registerCheckoutRoutes(app) {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.counter, 'login') });

    app.post(
      '/api/v1/Account/Login',
      {
        config: { rateLimit: { max: options.loginPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['checkout'],
          summary: 'Signs a subscriber in with e-mail address and password; sets the session cookie',
          body: loginRequestSchema,
          response: {
            200: loginResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const result = await checkout.login(request.body.Email, request.body.Password);
        if (!result.ok) {
          return result.reason === 'blocked'
            ? sendError(reply, 403, 'This account is blocked; contact support')
            : sendError(reply, 401, 'The e-mail address or the password is wrong');
        }
        reply.header(
          'set-cookie',
          serializeCookie(sessionCookieName, result.token, {
            maxAgeSeconds: sessionLifetimeSeconds,
            secure: request.protocol === 'https',
            httpOnly: true,
          }),
        );
        return { Ok: true as const, UserId: result.userId, Name: result.name };
      },
    );

    app.post(
      '/api/v1/Account/Logout',
      {
        schema: {
          tags: ['checkout'],
          summary: 'Signs the subscriber out: ends the session and clears its cookie',
          response: { 200: z.object({ Ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const token = sessionToken(request);
        if (token) await checkout.logout(token);
        reply.header(
          'set-cookie',
          serializeCookie(sessionCookieName, '', {
            maxAgeSeconds: 0,
            secure: request.protocol === 'https',
            httpOnly: true,
          }),
        );
        reply.header('Cache-Control', 'no-store');
        return { Ok: true as const };
      },
    );

    app.get(
      '/api/v1/Checkout/GetUserSubscription',
      {
        schema: {
          tags: ['checkout'],
          summary: "The signed-in subscriber's subscriptions, recurring payment and access",
          response: { 200: userSubscriptionResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const userId = await sessionUserOr401(request, reply);
        if (!userId) return reply;
        const found = await checkout.userSubscription(userId);
        if (!found) return sendError(reply, 401, 'Sign in first: this call needs a subscriber session');
        return found;
      },
    );

    app.get(
      '/api/v1/Checkout/LookupData',
      {
        schema: {
          tags: ['checkout'],
          summary: 'Countries, iDEAL issuers, jobs, languages and the subscription catalogue',
          response: { 200: lookupDataSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return checkout.lookupData();
      },
    );

    app.get(
      '/api/v1/Checkout/InvoicesForYear',
      {
        schema: {
          tags: ['checkout'],
          summary: "The signed-in subscriber's invoices of a year (default: this year), JsonBody as JSON text",
          querystring: invoicesForYearQuerySchema,
          response: { 200: invoicesForYearResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const userId = await sessionUserOr401(request, reply);
        if (!userId) return reply;
        const year = request.query.year ?? new Date().getUTCFullYear();
        return checkout.invoicesForYear(userId, year, (details, message) => request.log.warn(details, message));
      },
    );
  };
}
