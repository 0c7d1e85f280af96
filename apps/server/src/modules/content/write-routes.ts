import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { sourceSchema } from '@zilt/contracts/common';
import { importSummarySchema } from '@zilt/contracts/import-summary';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { PackageService } from './package-service.ts';
import { contentOrEditorSecurity } from '../../lib/openapi-security.ts';

/**
 * With this header, a server running with NODE_ENV=test holds an import with everything
 * written but not committed until the client goes away (then nothing is kept): fault tests
 * end the process there. Production and development servers never look at it.
 */
export const testHoldImportHeader = 'x-zilt-test-hold-import';

/** What a test server does before committing an import that asked to be held. */
function heldImport(request: FastifyRequest): () => Promise<void> {
  return async () => {
    request.log.warn('content import held before commit for a test');
    if (!request.raw.destroyed) await new Promise((resolve) => request.raw.once('close', resolve));
    throw new Error('the held import was abandoned by its client');
  };
}

/** The authenticated content write API: import and export content packages. */
export function contentWriteRoutes(
  packages: PackageService,
  requireContentToken: onRequestAsyncHookHandler,
  onImported: () => Promise<void>,
  mode: 'production' | 'development' | 'test',
): FastifyPluginAsyncZod {
  return async function registerContentWriteRoutes(app) {
    app.post(
      '/api/v1/content/import',
      {
        bodyLimit: 20 * 1024 * 1024,
        onRequest: requireContentToken,
        schema: {
          tags: ['content packages'],
          summary: 'Imports a content package (all or nothing); importing the same package again changes nothing',
          security: contentOrEditorSecurity,
          body: z.unknown(),
          response: {
            200: z.object({ ok: z.literal(true), summary: importSummarySchema }),
            400: errorResponseSchema,
            401: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const hold = mode === 'test' && request.headers[testHoldImportHeader] !== undefined;
        const result = await packages.importPackage(request.body, hold ? { beforeCommit: heldImport(request) } : {});
        if (!result.ok) {
          return reply.code(400).send({
            error: 'Bad Request',
            message: `The content package is invalid; nothing was imported (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'})`,
            problems: result.problems,
          });
        }
        await onImported();
        request.log.info({ summary: result.summary }, 'content package imported');
        return { ok: true as const, summary: result.summary };
      },
    );

    app.get(
      '/api/v1/content/export',
      {
        onRequest: requireContentToken,
        schema: {
          tags: ['content packages'],
          summary: 'Exports one source as a content package',
          security: contentOrEditorSecurity,
          querystring: z.object({ source: sourceSchema }),
          response: { 200: z.record(z.string(), z.unknown()), 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => packages.exportPackage(request.query.source),
    );
  };
}
