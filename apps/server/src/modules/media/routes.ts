import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  mediaIdSchema,
  mediaItemSchema,
  mediaItemWithUsesSchema,
  mediaLibraryCacheControl,
  mediaLibraryPrefix,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaReplaceQuerySchema,
  mediaUpdateSchema,
  mediaUploadQuerySchema,
  mediaTeamMemberUseSchema,
  mediaUseSchema,
} from '@zilt/contracts/media';
import { sendError } from '../../lib/http-errors.ts';
import type { MediaOutcome, MediaService } from './media-service.ts';
import { contentOrEditorSecurity } from '../../lib/openapi-security.ts';

export const editorMediaPath = '/api/v1/editor/media';

export interface MediaRouteOptions {
  media: MediaService;
  /** Lets a request through only for someone who may edit content (its `onRequest` hook). */
  requireEditor: onRequestAsyncHookHandler;
  /** Who made the change, for the audit trail (a staff member's address or a token's name). */
  actorOf: (request: FastifyRequest) => string;
  /** Largest upload, in bytes (MEDIA_MAX_BYTES). */
  maxBytes: number;
  /**
   * After a change: drop the caches that may hold the item (the page caches of every process,
   * and this process's resized copies of a replaced or deleted file).
   */
  onChanged: (id: string) => Promise<void>;
}

/** The file itself is the request body, whatever its Content-Type says: what it is, is read from its bytes. */
const fileBodySchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), 'required: the file as the request body')
  .meta({ type: 'string', format: 'binary', description: 'The file, as it is (JPEG, PNG, WebP, AVIF or PDF)' });

const idParamsSchema = z.object({ id: mediaIdSchema });

const conflictResponseSchema = errorResponseSchema.extend({
  usedBy: z.array(mediaUseSchema).optional(),
  usedByTeamMembers: z.array(mediaTeamMemberUseSchema).optional(),
});

const editorErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

function sendOutcome<T>(reply: FastifyReply, outcome: MediaOutcome<T>, status = 200) {
  if (outcome.ok) return reply.code(status).send(outcome.value);
  if (outcome.usedBy) {
    return reply.code(outcome.status).send({
      error: 'Conflict',
      message: outcome.message,
      problems: outcome.problems ?? [],
      usedBy: outcome.usedBy,
      usedByTeamMembers: outcome.usedByTeamMembers ?? [],
    });
  }
  return sendError(reply, outcome.status, outcome.message, outcome.problems);
}

/** Editor answers are never kept by a browser or a shared cache. */
function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/**
 * The media library of the editing API under `/api/v1/editor/media` (upload, list and search,
 * read with where it is used, change texts, replace the file, delete), and the public addresses
 * of its files, `/media/library/{id}/{name}`.
 */
export function mediaRoutes(options: MediaRouteOptions): FastifyPluginAsyncZod {
  const { media, requireEditor, actorOf, maxBytes } = options;

  /** A body announced larger than the limit is refused before it is read, naming the limit. */
  const refuseLargeBody: preParsingAsyncHookHandler = async (request, reply) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > maxBytes) {
      return sendError(reply, 413, `The file is larger than ${maxBytes} bytes, the largest accepted`);
    }
  };

  return async function registerMediaRoutes(app) {
    // Uploads and replacements read the body as bytes, whatever Content-Type it names.
    await app.register(async function fileRoutes(scope) {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
        done(null, body),
      );
      const files = scope.withTypeProvider<ZodTypeProvider>();

      files.post(
        editorMediaPath,
        {
          bodyLimit: maxBytes,
          onRequest: requireEditor,
          preParsing: refuseLargeBody,
          schema: {
            tags: ['media library'],
            summary:
              'Uploads an image (JPEG, PNG, WebP, AVIF; alt texts alt.en and alt.nl required) or a PDF document (title required); the body is the file, checked by its content; SVG is refused',
            security: contentOrEditorSecurity,
            consumes: ['application/octet-stream'],
            querystring: mediaUploadQuerySchema,
            body: fileBodySchema,
            response: { 201: mediaItemSchema, ...editorErrors, 413: errorResponseSchema },
          },
        },
        async (request, reply) => {
          noStore(reply);
          const outcome = await media.upload(request.body, request.query, actorOf(request));
          return sendOutcome(reply, outcome, 201);
        },
      );

      files.put(
        `${editorMediaPath}/:id/file`,
        {
          bodyLimit: maxBytes,
          onRequest: requireEditor,
          preParsing: refuseLargeBody,
          schema: {
            tags: ['media library'],
            summary:
              "Replaces an item's file, keeping its id and address (an image by an image, a document by a document); resized copies are made anew",
            security: contentOrEditorSecurity,
            consumes: ['application/octet-stream'],
            params: idParamsSchema,
            querystring: mediaReplaceQuerySchema,
            body: fileBodySchema,
            response: { 200: mediaItemSchema, ...editorErrors, 413: errorResponseSchema },
          },
        },
        async (request, reply) => {
          noStore(reply);
          const outcome = await media.replace(
            request.params.id,
            request.body,
            request.query.filename,
            actorOf(request),
          );
          if (outcome.ok) await options.onChanged(request.params.id);
          return sendOutcome(reply, outcome);
        },
      );
    });

    app.get(
      editorMediaPath,
      {
        onRequest: requireEditor,
        schema: {
          tags: ['media library'],
          summary:
            'Lists library items, newest change first, a page at a time; q searches file name, title and alt texts',
          security: contentOrEditorSecurity,
          querystring: mediaListQuerySchema,
          response: { 200: mediaListResponseSchema, ...editorErrors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return media.list(request.query);
      },
    );

    app.get(
      `${editorMediaPath}/:id`,
      {
        onRequest: requireEditor,
        schema: {
          tags: ['media library'],
          summary:
            'One library item with the pages that use it (their published revision or current draft references its address) and the team members it portrays',
          security: contentOrEditorSecurity,
          params: idParamsSchema,
          response: { 200: mediaItemWithUsesSchema, ...editorErrors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return sendOutcome(reply, await media.get(request.params.id));
      },
    );

    app.patch(
      `${editorMediaPath}/:id`,
      {
        onRequest: requireEditor,
        schema: {
          tags: ['media library'],
          summary: "Changes an item's alt texts (per language) or title; an image keeps an alt text in every language",
          security: contentOrEditorSecurity,
          params: idParamsSchema,
          body: mediaUpdateSchema,
          response: { 200: mediaItemSchema, ...editorErrors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const outcome = await media.update(request.params.id, request.body, actorOf(request));
        if (outcome.ok) await options.onChanged(request.params.id);
        return sendOutcome(reply, outcome);
      },
    );

    app.delete(
      `${editorMediaPath}/:id`,
      {
        onRequest: requireEditor,
        schema: {
          tags: ['media library'],
          summary: 'Deletes an item nothing uses; while pages or team members use it, 409 lists them',
          security: contentOrEditorSecurity,
          params: idParamsSchema,
          response: { 200: z.object({ ok: z.literal(true) }), ...editorErrors, 409: conflictResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const outcome = await media.remove(request.params.id, actorOf(request));
        if (!outcome.ok) return sendOutcome(reply, outcome);
        await options.onChanged(request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      `${mediaLibraryPrefix}:id/:name`,
      {
        schema: {
          tags: ['media'],
          summary:
            'A library file as uploaded (images also at every offered size through /images/r/{size}/{format}/library/{id}/{name})',
          params: z.object({ id: z.string().max(64), name: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const file = await media.open(request.params.id, request.params.name);
        if (!file)
          return sendError(
            reply,
            404,
            `No media file "${mediaLibraryPrefix}${request.params.id}/${request.params.name}"`,
          );
        const etag = `"${file.sha256.slice(0, 32)}"`;
        reply
          .header('Cache-Control', mediaLibraryCacheControl)
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          // The name is the address's own: letters, digits, hyphens and the extension.
          .header('Content-Disposition', `inline; filename="${file.name}"`);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.header('Content-Type', file.contentType).send(await file.bytes());
      },
    );
  };
}
