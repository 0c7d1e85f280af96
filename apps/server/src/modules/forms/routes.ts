import rateLimit from '@fastify/rate-limit';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, langQuerySchema, resolveLanguage } from '@zilt/contracts/api';
import { contactFormId } from '@zilt/contracts/contact-form';
import {
  eventKeySchema,
  formIdSchema,
  formSubmissionDuplicateSchema,
  formSubmissionExportQuerySchema,
  formSubmissionListQuerySchema,
  formSubmissionProblemsSchema,
  formSubmissionRequestSchema,
  formSubmissionResponseSchema,
  getFormResponseSchema,
  storedFormSubmissionSchema,
} from '@zilt/contracts/form-definition';
import type { TranslationResources } from '@zilt/contracts/translations';
import { sendError } from '../../lib/http-errors.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { SubmissionMail } from '../mail/submission-mail.ts';
import { formMarkup } from './form-markup.ts';
import { isUniqueViolation, type FormService } from './form-service.ts';
import { checkContactSubmission, checkProviderSubmission, entryAddressOf } from './submission-check.ts';
import { alreadyRegisteredMessage } from '@zilt/contracts/form-rules';
import { supportOrStaffSecurity } from '../../lib/openapi-security.ts';

export interface FormRoutesOptions {
  counter: RateCounter;
  /** Submissions one address may send per window. */
  submitLimit: number;
  submitWindowSeconds: number;
  /**
   * A submission sent sooner than this after the visitor's first interaction with the form is
   * refused as a robot's (0: no minimum; a browser's autofill fills a form in an instant).
   */
  minimumFillMs: number;
  /** The site's translations (the contact form's messages). */
  translations: () => Promise<TranslationResources>;
  /** Lets through those who read stored submissions: support and editors signed in, or a support token. */
  requireSubmissionReader: onRequestAsyncHookHandler;
  /** Queues a submission's mails in the transaction that stores it. */
  mail?: SubmissionMail | undefined;
  /** Called after a submission was stored: its mails can go at once. */
  onStored?: (() => void) | undefined;
}

/**
 * A form's markup for the Formstack-style block (`GET /api/v1/Formstack/getForm/{formId}`, with
 * the provider's script) and the HubSpot-style embed (by portal id and form id, markup only),
 * `POST /api/v1/forms/{formId}/submissions` (every form, and the contact form under the id
 * `contact`) and the list and CSV export of stored submissions (for support staff and editors).
 */
export function formRoutes(forms: FormService, options: FormRoutesOptions): FastifyPluginAsyncZod {
  return async function registerFormRoutes(app) {
    // Counted in the database: the limit per address holds across every server process.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.counter, 'form-submission') });

    app.get(
      '/api/v1/Formstack/getForm/:formId',
      {
        schema: {
          tags: ['forms'],
          summary: 'A form’s markup and scripts, in the page language (Formstack-style block)',
          params: z.object({ formId: formIdSchema }),
          querystring: langQuerySchema.extend({ event: eventKeySchema.optional() }),
          response: { 200: getFormResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const definition = await forms.definition(request.params.formId);
        if (!definition) return sendError(reply, 404, `There is no form "${request.params.formId}"`);
        reply.header('Cache-Control', 'no-cache');
        const { lang, event } = request.query;
        return { html: formMarkup(definition, resolveLanguage(lang), { withScript: true, event }) };
      },
    );

    app.get(
      '/api/v1/forms/portals/:portalId/:formId',
      {
        schema: {
          tags: ['forms'],
          summary: 'A form’s markup by portal id and form id (HubSpot-style embed of our provider)',
          params: z.object({ portalId: z.string().min(1).max(200), formId: formIdSchema }),
          querystring: langQuerySchema,
          response: { 200: getFormResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { portalId, formId } = request.params;
        const definition = await forms.definitionInPortal(portalId, formId);
        if (!definition) return sendError(reply, 404, `There is no form "${formId}" in portal "${portalId}"`);
        reply.header('Cache-Control', 'no-cache');
        return { html: formMarkup(definition, resolveLanguage(request.query.lang), { withScript: false }) };
      },
    );

    app.post(
      '/api/v1/forms/:formId/submissions',
      {
        // Request log lines carry the client address; submissions keep none.
        logLevel: 'warn',
        config: { rateLimit: { max: options.submitLimit, timeWindow: options.submitWindowSeconds * 1000 } },
        schema: {
          tags: ['forms'],
          summary:
            'Sends a form (checked with the form’s rules, then stored, forwarded to its webhook and announced by e-mail; a newsletter sign-up gets a confirmation link)',
          params: z.object({ formId: formIdSchema }),
          body: formSubmissionRequestSchema,
          response: {
            201: formSubmissionResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: formSubmissionDuplicateSchema,
            422: formSubmissionProblemsSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const body = request.body;
        if (body.website)
          return sendError(reply, 400, 'The submission was refused: it filled in a field people leave empty');
        // The browser counts from the visitor's first interaction with the form, so autofill is
        // never too fast; a form sent without any interaction reports no time at all.
        if (body.fillMs === undefined) {
          return sendError(reply, 400, 'The submission was refused: the form was sent without anyone filling it in');
        }
        if (body.fillMs < options.minimumFillMs) {
          return sendError(
            reply,
            400,
            `The submission was refused: the form was sent less than ${options.minimumFillMs} ms after it was first touched`,
          );
        }
        const { formId } = request.params;
        const definition = formId === contactFormId ? undefined : await forms.definition(formId);
        if (formId !== contactFormId && !definition) return sendError(reply, 404, `There is no form "${formId}"`);
        const translations = await options.translations();
        const checked = definition
          ? checkProviderSubmission(definition, body)
          : checkContactSubmission(body, translations);
        if (!checked.ok) {
          return reply.code(422).send({
            error: 'Unprocessable Entity',
            message: `The form has ${Object.keys(checked.fieldErrors).length} field(s) to correct`,
            fieldErrors: checked.fieldErrors,
          });
        }
        // A registration takes one entry per address (per event): a second one is answered
        // kindly, in the submission's language, and not stored again.
        const address = definition?.oneEntryPerAddress ? entryAddressOf(definition, checked.values) : undefined;
        const registration = { address, eventKey: body.event };
        const duplicate = () =>
          reply.code(409).send({
            error: 'Conflict',
            message: alreadyRegisteredMessage[body.language],
            duplicate: true as const,
          });
        if (address !== undefined && (await forms.isRegistered(formId, { ...registration, address }))) {
          return duplicate();
        }
        try {
          const { mail } = options;
          const stored = await forms.store(
            formId,
            body.language,
            checked.values,
            definition?.webhookUrl,
            registration,
            mail &&
              ((tx, submission) =>
                mail.queue(tx, {
                  stored: submission,
                  definition,
                  language: body.language,
                  values: checked.values,
                  requestOrigin: `${request.protocol}://${request.host}`,
                  translations,
                })),
          );
          options.onStored?.();
          return reply.code(201).send({ id: stored.id, submittedAt: stored.submittedAt });
        } catch (error) {
          // Two sends of one registration at once: the second meets the first in the unique index.
          if (address !== undefined && isUniqueViolation(error)) return duplicate();
          throw error;
        }
      },
    );

    app.get(
      '/api/v1/forms/submissions',
      {
        onRequest: options.requireSubmissionReader,
        schema: {
          tags: ['forms'],
          summary: 'Lists stored form submissions, newest first (support token, or a support or editor session)',
          security: supportOrStaffSecurity,
          querystring: formSubmissionListQuerySchema,
          response: {
            200: z.array(storedFormSubmissionSchema),
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return forms.list(request.query);
      },
    );

    app.get(
      '/api/v1/forms/submissions.csv',
      {
        onRequest: options.requireSubmissionReader,
        schema: {
          tags: ['forms'],
          summary:
            'One form’s submissions as CSV (separator ";", cells that would start a formula escaped; support token, or a support or editor session)',
          security: supportOrStaffSecurity,
          querystring: formSubmissionExportQuerySchema,
          response: { 200: z.string(), 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const csv = await forms.exportCsv(request.query.formId, request.query.from);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${request.query.formId}-submissions-${day}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );
  };
}
