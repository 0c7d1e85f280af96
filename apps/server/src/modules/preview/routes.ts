import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { languageSchema } from '@zilt/contracts/common';
import { maxSlugLength } from '@zilt/contracts/content-package';
import { maxDatabaseInteger } from '@zilt/contracts/text';
import {
  defaultPreviewValidityHours,
  maxPreviewValidityHours,
  previewParamPatterns,
} from '@zilt/contracts/preview-link';
import type { PreviewLinks } from './preview-links.ts';
import { contentOrEditorSecurity } from '../../lib/openapi-security.ts';

const previewLinkRequestSchema = z.strictObject({
  // Node ids are stored in an integer column: a larger number names no node.
  nodeId: z.number().int().min(1).max(maxDatabaseInteger),
  revisionId: z.string().regex(previewParamPatterns.revisionId, 'expected 1 to 64 letters and digits'),
  validForHours: z.number().int().min(1).max(maxPreviewValidityHours).default(defaultPreviewValidityHours),
});

const previewLinkResponseSchema = z.object({
  path: z.string(),
  expiresAt: z.string(),
  language: languageSchema,
  status: z.enum(['published', 'draft']),
});

const revisionsQuerySchema = z.object({
  lang: languageSchema,
  slug: z.string().min(1).max(maxSlugLength),
});

const revisionsResponseSchema = z.object({
  nodeId: z.number(),
  language: languageSchema,
  slug: z.string(),
  publishedRevisionId: z.string().nullable(),
  revisions: z.array(
    z.object({
      revisionId: z.string(),
      status: z.enum(['published', 'draft']),
      title: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** For editors with a content token: the revisions of an agency-site page, and signed preview links to them. */
export function previewRoutes(
  previews: PreviewLinks,
  requireContentToken: onRequestAsyncHookHandler,
): FastifyPluginAsyncZod {
  return async function registerPreviewRoutes(app) {
    app.get(
      '/api/v1/content/revisions',
      {
        onRequest: requireContentToken,
        schema: {
          tags: ['content packages'],
          summary: 'The revisions (published and drafts) of an agency-site (dp) page, newest first',
          security: contentOrEditorSecurity,
          querystring: revisionsQuerySchema,
          response: {
            200: revisionsResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const found = await previews.revisionsOf(request.query.lang, request.query.slug);
        if (!found) {
          return reply.code(404).send({
            error: 'Not Found',
            message: `No agency-site page "${request.query.slug}" in language "${request.query.lang}"`,
          });
        }
        return found;
      },
    );

    app.post(
      '/api/v1/content/preview-links',
      {
        onRequest: requireContentToken,
        schema: {
          tags: ['content packages'],
          summary: 'A signed, expiring link that shows one revision (a draft, too) of an agency-site (dp) page',
          security: contentOrEditorSecurity,
          body: previewLinkRequestSchema,
          response: {
            200: previewLinkResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { nodeId, revisionId, validForHours } = request.body;
        const link = await previews.createLink(nodeId, revisionId, { validForHours });
        if (!link) {
          return reply.code(404).send({
            error: 'Not Found',
            message: `No revision "${revisionId}" of agency-site node ${nodeId}`,
          });
        }
        request.log.info({ nodeId, revisionId, expiresAt: link.expiresAt }, 'preview link issued');
        return link;
      },
    );
  };
}
