import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuerySchema, resolveLanguage } from '@zilt/contracts/api';
import { mapProjectsResponseSchema } from '@zilt/contracts/project';
import type { SiteServices } from '@zilt/contracts/site-services';
import { basemapPaths, buildBasemap, type BasemapFile } from './basemap.ts';

/** Answers 304 when the client holds this version; otherwise sends the JSON with its ETag. */
function sendVersioned(request: FastifyRequest, reply: FastifyReply, file: BasemapFile, cacheControl: string) {
  reply.header('ETag', file.etag).header('Cache-Control', cacheControl);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(contentTypeOf(request.url)).send(file.body);
}

function contentTypeOf(url: string): string {
  if (url.includes('.svg')) return 'image/svg+xml';
  return url.includes('.geojson') ? 'application/geo+json' : 'application/json; charset=utf-8';
}

/** Map data: the projects of one language, and the default offline basemap. */
export function mapRoutes(reader: Pick<SiteServices, 'getMapProjects'>): FastifyPluginAsyncZod {
  return async function registerMapRoutes(app) {
    app.get(
      '/api/wp/getMapProjects',
      {
        schema: {
          tags: ['map'],
          summary:
            'Every published project of a language with its place, theme, actor types, description, image and page address. ' +
            'Sent with an ETag (answer 304 to If-None-Match) and a short public max-age.',
          querystring: langQuerySchema,
          response: { 200: mapProjectsResponseSchema, 304: z.null().describe('Not modified: the ETag matches') },
        },
      },
      async (request) => {
        const language = resolveLanguage(request.query.lang);
        const projects = await reader.getMapProjects('wp', language);
        // The API read cache keeps this answer per language and sends it with an ETag (304 when
        // the client has it) and the short public max-age of every API read.
        return { language, projects };
      },
    );

    const basemap = buildBasemap();
    for (const [name, path] of Object.entries(basemapPaths) as [keyof typeof basemapPaths, string][]) {
      app.get(path, { schema: { hide: true } }, async (request, reply) =>
        sendVersioned(request, reply, basemap[name], 'public, max-age=86400'),
      );
    }
  };
}
