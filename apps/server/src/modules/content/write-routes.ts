import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import { sourceSchema } from '@zilt/contracts/common';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { PackageService } from './package-service.ts';

const importSummarySchema = z.object({
  pagesCreated: z.number(),
  revisionsCreated: z.number(),
  pagesUnchanged: z.number(),
  menusWritten: z.number(),
  languagesWritten: z.number(),
  contactOptionsWritten: z.number(),
  translationsWritten: z.number(),
  teamMembersWritten: z.number(),
});

/** The authenticated content write API: import and export content packages. */
export function contentWriteRoutes(
  packages: PackageService,
  requireContentToken: preHandlerAsyncHookHandler,
  onImported: () => void,
): FastifyPluginAsyncZod {
  return async function registerContentWriteRoutes(app) {
    app.post(
      '/api/v1/content/import',
      {
        bodyLimit: 20 * 1024 * 1024,
        preHandler: requireContentToken,
        schema: {
          tags: ['content packages'],
          summary: 'Imports a content package (all or nothing); importing the same package again changes nothing',
          security: [{ bearerAuth: [] }],
          body: z.unknown(),
          response: { 200: z.object({ ok: z.literal(true), summary: importSummarySchema }), 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await packages.importPackage(request.body);
        if (!result.ok) {
          return reply.code(400).send({
            error: 'Bad Request',
            message: `The content package is invalid; nothing was imported (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'})`,
            problems: result.problems,
          });
        }
        onImported();
        request.log.info({ summary: result.summary }, 'content package imported');
        return { ok: true as const, summary: result.summary };
      },
    );

    app.get(
      '/api/v1/content/export',
      {
        preHandler: requireContentToken,
        schema: {
          tags: ['content packages'],
          summary: 'Exports one source as a content package',
          security: [{ bearerAuth: [] }],
          querystring: z.object({ source: sourceSchema }),
          response: { 200: z.record(z.string(), z.unknown()), 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => packages.exportPackage(request.query.source),
    );
  };
}
