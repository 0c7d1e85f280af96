import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  editorChangeResponseSchema,
  editorCreatePageSchema,
  editorDashboardSchema,
  editorPageContentSchema,
  editorPageIdParamsSchema,
  editorPageListQuerySchema,
  editorPageListSchema,
  editorPageSchema,
  editorPreviewLinkSchema,
  editorPublishSchema,
  editorRestoreRevisionSchema,
  editorRevisionParamsSchema,
  editorSavePageSchema,
  editorScheduleParamsSchema,
  editorScheduleResponseSchema,
  editorScheduleSchema,
  editorTranslateSchema,
} from '@zilt/contracts/editor-pages';
import { previewSources, type PreviewSource } from '@zilt/contracts/preview-link';
import { sendError } from '../../lib/http-errors.ts';
import type { PreviewLinks } from '../preview/preview-links.ts';
import type { PageDashboard } from './page-dashboard.ts';
import { PageEditError, type PageEditor } from './page-editor.ts';
import { contentOrEditorSecurity } from '../../lib/openapi-security.ts';

export interface EditorPageRoutesOptions {
  editor: PageEditor;
  dashboard: PageDashboard;
  previews: PreviewLinks;
  /** Lets only staff through (an `onRequest` hook). */
  guard: onRequestAsyncHookHandler;
  /** Who acts: recorded with each revision and audit entry. */
  actorOf: (request: FastifyRequest) => string;
}

const prefix = '/api/v1/editor/pages';
const tags = ['editing: pages'];

/** A refusal of a change: 409 may name the revision the save started from and the newest one. */
const conflictResponseSchema = errorResponseSchema.extend({
  baseRevisionId: z.string().optional(),
  currentRevisionId: z.string().optional(),
});

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: conflictResponseSchema,
};

/** Answers a refused change with its status and the fields at fault; anything else is a fault. */
function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof PageEditError)) throw error;
  if (error.revisions) {
    return reply.code(409).send({
      error: 'Conflict',
      message: error.message,
      ...(error.problems ? { problems: error.problems } : {}),
      ...error.revisions,
    });
  }
  return sendError(reply, error.status, error.message, error.problems);
}

/**
 * The editing API of pages of every source and language: list, read with revisions, create,
 * save (naming the revision it started from), publish, unpublish, plan either for a time, trash
 * and restore, restore an earlier revision, create the counterpart in another language, and
 * preview any revision (as JSON, or through a signed expiring link). Answers are never cached.
 */
export function editorPageRoutes({
  editor,
  dashboard,
  previews,
  guard,
  actorOf,
}: EditorPageRoutesOptions): FastifyPluginAsyncZod {
  return async function registerEditorPageRoutes(app) {
    app.addHook('onRequest', guard);
    // Staff answers hold unpublished content: no browser or proxy keeps them.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/v1/editor/dashboard',
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary:
            "The studio's dashboard: drafts the caller saved last, recent changes, planned changes, and pages with problems (stored blocks the schema refuses, a missing translation)",
          response: { 200: editorDashboardSchema, 401: errorResponseSchema },
        },
      },
      async (request) => dashboard.read(actorOf(request)),
    );

    app.get(
      prefix,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Pages of every source and language, newest change first, with a total for paging',
          querystring: editorPageListQuerySchema,
          response: { 200: editorPageListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => editor.list(request.query),
    );

    app.post(
      prefix,
      {
        bodyLimit: 20 * 1024 * 1024,
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary:
            'Creates a page from a content package page node; status "draft" keeps it unpublished, "published" (the default) puts it live',
          body: editorCreatePageSchema,
          response: { 201: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          const created = await editor.create(request.body.source, request.body.page, actorOf(request));
          return reply.code(201).send(created);
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.get(
      `${prefix}/:id`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'A page with its published and draft content, its revisions (newest first) and its translations',
          params: editorPageIdParamsSchema,
          response: { 200: editorPageSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.read(request.params.id);
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.put(
      `${prefix}/:id`,
      {
        bodyLimit: 20 * 1024 * 1024,
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary:
            'Saves a new revision; refused with 409 and both revision ids unless baseRevisionId is the newest. A new slug moves the page at once, the old address redirecting to it',
          params: editorPageIdParamsSchema,
          body: editorSavePageSchema,
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.save(request.params.id, request.body.baseRevisionId, request.body.page, actorOf(request));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/publish`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Puts a revision live (the newest unless named); caches of every process are dropped',
          params: editorPageIdParamsSchema,
          // A publication of the newest revision may come without a body.
          body: editorPublishSchema.nullish(),
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.publish(request.params.id, request.body?.revisionId, actorOf(request));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/unpublish`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Takes a page off the site (its revisions stay)',
          params: editorPageIdParamsSchema,
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.unpublish(request.params.id, actorOf(request));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/schedules`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Plans a publication or an unpublication for a future date and time',
          params: editorPageIdParamsSchema,
          body: editorScheduleSchema,
          response: { 201: editorScheduleResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          const planned = await editor.schedule(request.params.id, request.body, actorOf(request));
          return reply.code(201).send(planned);
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.delete(
      `${prefix}/:id/schedules/:scheduleId`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Cancels a planned publication or unpublication that is not yet done',
          params: editorScheduleParamsSchema,
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.cancelSchedule(request.params.id, request.params.scheduleId, actorOf(request));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/trash`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Moves a page to the trash: no longer published nor served; its plans are cancelled',
          params: editorPageIdParamsSchema,
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.trash(request.params.id, actorOf(request));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/restore`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Takes a page out of the trash as it was (published again if it was)',
          params: editorPageIdParamsSchema,
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.restore(request.params.id, actorOf(request));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.get(
      `${prefix}/:id/revisions/:revisionId`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'One revision (a draft too) as the site renders it: the page the web app receives',
          params: editorRevisionParamsSchema,
          response: { 200: z.record(z.string(), z.unknown()), ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return { ...(await editor.revision(request.params.id, request.params.revisionId)) };
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.get(
      `${prefix}/:id/revisions/:revisionId/content`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'One revision (a draft too) as stored, in the page form a save sends (to compare revisions)',
          params: editorRevisionParamsSchema,
          response: { 200: editorPageContentSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return { ...(await editor.revisionPage(request.params.id, request.params.revisionId)) };
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/revisions/:revisionId/restore`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'Saves an earlier revision again as the newest draft (409 unless baseRevisionId is the newest)',
          params: editorRevisionParamsSchema,
          body: editorRestoreRevisionSchema,
          response: { 200: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          return await editor.restoreRevision(
            request.params.id,
            request.params.revisionId,
            request.body.baseRevisionId,
            actorOf(request),
          );
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/translations`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: "Creates the page's counterpart in another language: a linked draft copy of its newest revision",
          params: editorPageIdParamsSchema,
          body: editorTranslateSchema,
          response: { 201: editorChangeResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        try {
          const created = await editor.translate(request.params.id, request.body, actorOf(request));
          return reply.code(201).send(created);
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    app.post(
      `${prefix}/:id/preview-links`,
      {
        schema: {
          tags,
          security: contentOrEditorSecurity,
          summary: 'A signed, expiring link that shows one revision (the newest unless named) on its site',
          params: editorPageIdParamsSchema,
          body: editorPreviewLinkSchema,
          response: {
            200: z.object({ path: z.string(), expiresAt: z.string(), revisionId: z.string() }),
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        try {
          const { node, revision } = await editor.previewTarget(request.params.id, request.body.revisionId);
          if (!(previewSources as readonly string[]).includes(node.source)) {
            return sendError(reply, 400, `Pages of "${node.source}" are shown on no site; preview them as JSON`, [
              `id: page ${node.id} is of source "${node.source}", which no site shows`,
            ]);
          }
          const link = await previews.createLink(node.id, revision.id, {
            source: node.source as PreviewSource,
            validForHours: request.body.validForHours,
          });
          if (!link) return sendError(reply, 404, `No revision "${revision.id}" of page ${node.id}`);
          return { path: link.path, expiresAt: link.expiresAt, revisionId: revision.id };
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );
  };
}
