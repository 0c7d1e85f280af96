import type { FastifyInstance } from 'fastify';
import { parseImageRequest, type ImageService } from './image-service.ts';

export const imageRoutePrefix = '/images/r';

/**
 * `GET /images/r/{width}x{height}/{webp|avif}/{path below content/media}`: a media image at
 * one of the shared image sizes (`image-sizes` in contracts) at 1x or 2x, or one of the detail
 * header's widths.
 * Sources below `library/` are files of the media library (`/media/library/…`).
 * Anything else is refused with 400 and a JSON message.
 */
export function imageRoutes(images: ImageService) {
  return async function registerImageRoutes(app: FastifyInstance) {
    app.get<{ Params: { size: string; format: string; '*': string } }>(
      `${imageRoutePrefix}/:size/:format/*`,
      { schema: { tags: ['media'], summary: 'A media image resized to an offered size, as WebP or AVIF' } },
      async (request, reply) => {
        const parsed = parseImageRequest(request.params.size, request.params.format, request.params['*']);
        if (!parsed.ok) return reply.code(400).send({ error: 'Bad Request', message: parsed.message });
        const result = await images.get(parsed.request);
        if (!result.ok) {
          return reply
            .code(result.status)
            .send({ error: result.status === 404 ? 'Not Found' : 'Bad Request', message: result.message });
        }
        if (request.headers['if-none-match'] === result.etag) return reply.code(304).send();
        return reply
          .header('Content-Type', result.contentType)
          .header('Cache-Control', result.cacheControl)
          .header('ETag', result.etag)
          .send(result.body);
      },
    );
  };
}
