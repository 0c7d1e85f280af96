import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@zilt/contracts/api';
import {
  contactOptionsReplaceRequestSchema,
  editorContactOptionsResponseSchema,
  editorContactOptionsSchema,
  editorFormResponseSchema,
  editorFormSchema,
  editorFormSummarySchema,
  editorMenuParamsSchema,
  editorMenuResponseSchema,
  editorMenuSchema,
  editorNamespaceParamsSchema,
  editorNamespaceResponseSchema,
  editorTaxonomiesSchema,
  editorTeamMemberResponseSchema,
  editorTeamMemberSchema,
  editorTranslationsParamsSchema,
  editorTranslationsSchema,
  formParamsSchema,
  formUpdateRequestSchema,
  menuReplaceRequestSchema,
  taxonomyChangeResponseSchema,
  taxonomyMergeRequestSchema,
  taxonomyRenameRequestSchema,
  teamMemberCreateRequestSchema,
  teamMemberParamsSchema,
  teamMemberUpdateRequestSchema,
  translationsPatchRequestSchema,
  translationsReplaceRequestSchema,
  versionQuerySchema,
} from '@zilt/contracts/editor-records';
import { teamMemberSchema } from '@zilt/contracts/team-member';
import { sendError } from '../../lib/http-errors.ts';
import type { EditorRecords } from './record-service.ts';
import type { WriteOutcome } from './record-versions.ts';
import type { TaxonomyEditor } from './taxonomy-service.ts';
import { contentOrEditorSecurity } from '../../lib/openapi-security.ts';

export interface EditorRecordRoutesOptions {
  records: EditorRecords;
  taxonomies: TaxonomyEditor;
  /** Lets a request through only for people allowed to edit content (runs as the `onRequest` hook). */
  guard: onRequestAsyncHookHandler;
  /** Who makes the request, for the audit trail: a staff member's e-mail address or a token's name. */
  actorOf: (request: FastifyRequest) => string;
}

/** A 409: the record changed since it was read (`currentVersion`), or it exists already. */
const conflictResponseSchema = errorResponseSchema.extend({ currentVersion: z.string().optional() });

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: conflictResponseSchema,
  429: errorResponseSchema,
};

/** Sends the answer of a write: its record (through `body`), or the error its outcome names. */
function answer<T, B>(
  reply: FastifyReply,
  outcome: WriteOutcome<T>,
  body: (record: T, changed: boolean) => B,
): B | FastifyReply {
  switch (outcome.status) {
    case 'ok':
      return body(outcome.record, outcome.changed);
    case 'stale':
      return reply.code(409).send({
        error: 'Conflict',
        message: `The record changed since it was read (it is at version ${outcome.currentVersion} now); read it again and repeat the change`,
        currentVersion: outcome.currentVersion,
      });
    case 'not-found':
      return sendError(reply, 404, outcome.message);
    case 'conflict':
      return sendError(reply, 409, outcome.message);
    case 'invalid':
      return sendError(reply, 400, outcome.message, outcome.problems);
  }
}

/**
 * The editing API of the small content records (`/api/v1/editor/…`): menus, UI translations,
 * team members, form definitions, contact options and taxonomy terms. Values are checked by the
 * content package's schemas; every change is audited and reaches the public site at once.
 * Answers are never cached.
 */
export function editorRecordRoutes(options: EditorRecordRoutesOptions): FastifyPluginAsyncZod {
  const { records, taxonomies, guard, actorOf } = options;
  return async function registerEditorRecordRoutes(app) {
    // Staff answers are for the person asking, now: no browser or proxy keeps them.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const secured = { onRequest: guard };

    // Menus

    app.get(
      '/api/v1/editor/menus/:source/:language/:location',
      {
        ...secured,
        schema: {
          tags: ['editor: menus'],
          summary: 'A menu tree (empty when there is none) with its version',
          security: contentOrEditorSecurity,
          params: editorMenuParamsSchema,
          response: { 200: editorMenuSchema, ...errors },
        },
      },
      async (request) => {
        const { source, language, location } = request.params;
        return records.readMenu(source, language, location);
      },
    );

    app.put(
      '/api/v1/editor/menus/:source/:language/:location',
      {
        ...secured,
        schema: {
          tags: ['editor: menus'],
          summary: 'Replaces a menu tree, in order (Weight); 409 when `version` is no longer the menu’s',
          security: contentOrEditorSecurity,
          params: editorMenuParamsSchema,
          body: menuReplaceRequestSchema,
          response: { 200: editorMenuResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.replaceMenu(
          actorOf(request),
          request.params,
          request.body.items,
          request.body.version,
        );
        return answer(reply, outcome, (record, changed) => ({ ...record, changed }));
      },
    );

    // UI translations

    app.get(
      '/api/v1/editor/translations/:source/:language',
      {
        ...secured,
        schema: {
          tags: ['editor: translations'],
          summary: 'The UI translations of a language: each namespace’s tree with its version',
          security: contentOrEditorSecurity,
          params: editorTranslationsParamsSchema,
          response: { 200: editorTranslationsSchema, ...errors },
        },
      },
      async (request) => {
        const { source, language } = request.params;
        return { source, language, namespaces: await records.readTranslations(source, language) };
      },
    );

    app.put(
      '/api/v1/editor/translations/:source/:language/:namespace',
      {
        ...secured,
        schema: {
          tags: ['editor: translations'],
          summary: 'Replaces a namespace’s whole tree (made when new); 409 on a stale `version`',
          security: contentOrEditorSecurity,
          params: editorNamespaceParamsSchema,
          body: translationsReplaceRequestSchema,
          response: { 200: editorNamespaceResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.replaceNamespace(
          actorOf(request),
          request.params,
          request.body.entries,
          request.body.version,
        );
        return answer(reply, outcome, (record, changed) => ({ ...request.params, ...record, changed }));
      },
    );

    app.patch(
      '/api/v1/editor/translations/:source/:language/:namespace',
      {
        ...secured,
        schema: {
          tags: ['editor: translations'],
          summary: 'Sets and removes single keys (`roles.director`) of a namespace; 409 on a stale `version`',
          security: contentOrEditorSecurity,
          params: editorNamespaceParamsSchema,
          body: translationsPatchRequestSchema,
          response: { 200: editorNamespaceResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { set, remove, version } = request.body;
        const outcome = await records.patchNamespace(actorOf(request), request.params, { set, remove }, version);
        return answer(reply, outcome, (record, changed) => ({ ...request.params, ...record, changed }));
      },
    );

    // Team members

    app.get(
      '/api/v1/editor/team-members',
      {
        ...secured,
        schema: {
          tags: ['editor: team members'],
          summary: 'Every team member in order, each with its version',
          security: contentOrEditorSecurity,
          response: { 200: z.object({ members: z.array(editorTeamMemberSchema) }), ...errors },
        },
      },
      async () => ({ members: await records.listTeamMembers() }),
    );

    app.post(
      '/api/v1/editor/team-members',
      {
        ...secured,
        schema: {
          tags: ['editor: team members'],
          summary: 'Adds a team member after the last; an Id is made when none is given; 409 when the Id is taken',
          security: contentOrEditorSecurity,
          body: teamMemberCreateRequestSchema,
          response: { 201: editorTeamMemberResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.createTeamMember(actorOf(request), request.body.member);
        return answer(reply, outcome, (record, changed) => reply.code(201).send({ ...record, changed }));
      },
    );

    app.get(
      '/api/v1/editor/team-members/:id',
      {
        ...secured,
        schema: {
          tags: ['editor: team members'],
          summary: 'One team member with its version',
          security: contentOrEditorSecurity,
          params: teamMemberParamsSchema,
          response: { 200: editorTeamMemberSchema, ...errors },
        },
      },
      async (request, reply) => {
        const member = await records.readTeamMember(request.params.id);
        return member ?? sendError(reply, 404, `No team member with Id "${request.params.id}"`);
      },
    );

    app.put(
      '/api/v1/editor/team-members/:id',
      {
        ...secured,
        schema: {
          tags: ['editor: team members'],
          summary: 'Changes a team member (its Id and place stay); 409 on a stale `version`',
          security: contentOrEditorSecurity,
          params: teamMemberParamsSchema,
          body: teamMemberUpdateRequestSchema,
          response: { 200: editorTeamMemberResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.updateTeamMember(
          actorOf(request),
          request.params.id,
          request.body.member,
          request.body.version,
        );
        return answer(reply, outcome, (record, changed) => ({ ...record, changed }));
      },
    );

    app.delete(
      '/api/v1/editor/team-members/:id',
      {
        ...secured,
        schema: {
          tags: ['editor: team members'],
          summary: 'Removes a team member; 409 when `version` is given and no longer the member’s',
          security: contentOrEditorSecurity,
          params: teamMemberParamsSchema,
          querystring: versionQuerySchema,
          response: { 200: z.object({ deleted: teamMemberSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.deleteTeamMember(actorOf(request), request.params.id, request.query.version);
        return answer(reply, outcome, (record) => ({ deleted: record }));
      },
    );

    // Form definitions

    app.get(
      '/api/v1/editor/forms',
      {
        ...secured,
        schema: {
          tags: ['editor: forms'],
          summary: 'Every form of the form provider: id, source, title, how many submissions, version',
          security: contentOrEditorSecurity,
          response: { 200: z.object({ forms: z.array(editorFormSummarySchema) }), ...errors },
        },
      },
      async () => ({
        forms: (await records.listForms()).map(({ definition, ...form }) => ({ ...form, title: definition.title })),
      }),
    );

    app.get(
      '/api/v1/editor/forms/:id',
      {
        ...secured,
        schema: {
          tags: ['editor: forms'],
          summary: 'A form’s definition with its version and how many submissions it has',
          security: contentOrEditorSecurity,
          params: formParamsSchema,
          response: { 200: editorFormSchema, ...errors },
        },
      },
      async (request, reply) => {
        const form = await records.readForm(request.params.id);
        return form ?? sendError(reply, 404, `No form with id "${request.params.id}"`);
      },
    );

    app.put(
      '/api/v1/editor/forms/:id',
      {
        ...secured,
        schema: {
          tags: ['editor: forms'],
          summary: 'Replaces a form’s definition (its stored submissions stay); 409 on a stale `version`',
          security: contentOrEditorSecurity,
          params: formParamsSchema,
          body: formUpdateRequestSchema,
          response: { 200: editorFormResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.updateForm(
          actorOf(request),
          request.params.id,
          request.body.definition,
          request.body.version,
        );
        return answer(reply, outcome, (record, changed) => ({ ...record, changed }));
      },
    );

    // Contact options

    app.get(
      '/api/v1/editor/contact-options/:source/:language',
      {
        ...secured,
        schema: {
          tags: ['editor: contact options'],
          summary: 'The footer contact options of a language (every text empty when none) with their version',
          security: contentOrEditorSecurity,
          params: editorTranslationsParamsSchema,
          response: { 200: editorContactOptionsSchema, ...errors },
        },
      },
      async (request) => records.readContactOptions(request.params.source, request.params.language),
    );

    app.put(
      '/api/v1/editor/contact-options/:source/:language',
      {
        ...secured,
        schema: {
          tags: ['editor: contact options'],
          summary: 'Replaces the contact options of a language; 409 on a stale `version`',
          security: contentOrEditorSecurity,
          params: editorTranslationsParamsSchema,
          body: contactOptionsReplaceRequestSchema,
          response: { 200: editorContactOptionsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await records.replaceContactOptions(
          actorOf(request),
          request.params,
          request.body.options,
          request.body.version,
        );
        return answer(reply, outcome, (record, changed) => ({ ...record, changed }));
      },
    );

    // Taxonomies

    app.get(
      '/api/v1/editor/taxonomies/:source/:language',
      {
        ...secured,
        schema: {
          tags: ['editor: taxonomies'],
          summary: 'Each vocabulary with the terms pages carry and how many published pages and drafts carry each',
          security: contentOrEditorSecurity,
          params: editorTranslationsParamsSchema,
          response: { 200: editorTaxonomiesSchema, ...errors },
        },
      },
      async (request) => {
        const { source, language } = request.params;
        return { source, language, vocabularies: await taxonomies.listTerms(source, language) };
      },
    );

    app.post(
      '/api/v1/editor/taxonomies/:source/:language/rename',
      {
        ...secured,
        schema: {
          tags: ['editor: taxonomies'],
          summary: 'Renames a term on every page of the language, through new revisions (published and draft)',
          security: contentOrEditorSecurity,
          params: editorTranslationsParamsSchema,
          body: taxonomyRenameRequestSchema,
          response: { 200: taxonomyChangeResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { vocabulary, id, name } = request.body;
        const outcome = await taxonomies.renameTerm(actorOf(request), { ...request.params, vocabulary, id }, name);
        return answer(reply, outcome, (record) => record);
      },
    );

    app.post(
      '/api/v1/editor/taxonomies/:source/:language/merge',
      {
        ...secured,
        schema: {
          tags: ['editor: taxonomies'],
          summary: 'Gives every page of the language carrying term `from` the term `into` instead (new revisions)',
          security: contentOrEditorSecurity,
          params: editorTranslationsParamsSchema,
          body: taxonomyMergeRequestSchema,
          response: { 200: taxonomyChangeResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { vocabulary, from, into } = request.body;
        const outcome = await taxonomies.mergeTerm(actorOf(request), { ...request.params, vocabulary, id: from }, into);
        return answer(reply, outcome, (record) => record);
      },
    );
  };
}
