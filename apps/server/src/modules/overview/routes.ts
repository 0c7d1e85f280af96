import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, resolveLanguage } from '@zilt/contracts/api';
import { sourceSchema } from '@zilt/contracts/common';
import {
  getOverviewItemsBodySchema,
  overviewItemsResponseSchema,
  overviewLangQuerySchema,
  taxonomiesQuerySchema,
  taxonomiesResponseSchema,
} from '@zilt/contracts/overview';
import type { OverviewService } from './overview-service.ts';

/** `PUT /api/{wp|dp|sp}/GetOverviewItems?lang=` and `GET /api/taxonomies/?overviewItemsCacheKeyName=&lang=`. */
export function overviewRoutes(overview: OverviewService): FastifyPluginAsyncZod {
  return async function registerOverviewRoutes(app) {
    for (const source of sourceSchema.options) {
      app.put(
        `/api/${source}/GetOverviewItems`,
        {
          schema: {
            tags: [`content (${source})`],
            summary:
              'One page of an overview list (news, event, team-member or search) with the address query as filters; page_size 6 and page 0 unless given',
            querystring: overviewLangQuerySchema,
            body: getOverviewItemsBodySchema,
            response: { 200: overviewItemsResponseSchema, 400: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const result = await overview.getOverviewItems(
            source,
            resolveLanguage(request.query.lang),
            request.body.query,
          );
          if (result.ok) return result.value;
          return reply.code(400).send({
            error: 'Bad Request',
            message: `Invalid body: ${result.problems[0] ?? 'query'}`,
            problems: result.problems,
          });
        },
      );
    }

    app.get(
      '/api/taxonomies/',
      {
        schema: {
          tags: ['content (wp)'],
          summary:
            'The filters of an overview list and their choices; for events also postcode and maxDistanceKm as the address gives them',
          querystring: taxonomiesQuerySchema,
          response: { 200: taxonomiesResponseSchema },
        },
      },
      async (request) =>
        overview.getTaxonomyOptions(
          'wp',
          resolveLanguage(request.query.lang),
          request.query.overviewItemsCacheKeyName,
          {
            postcode: request.query.postcode,
            maxDistanceKm: request.query.maxDistanceKm,
          },
        ),
    );
  };
}
