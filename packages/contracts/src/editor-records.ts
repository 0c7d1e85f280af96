import { z } from 'zod';
import { languageSchema, sourceSchema } from './common.ts';
import { contactOptionsSchema } from './contact-options.ts';
import { formDefinitionSchema, formIdSchema } from './form-definition.ts';
import { menuItemListSchema, menuLocationSchema } from './menu.ts';
import { taxonomyTermSchema, taxonomyVocabularySchema } from './page.ts';
import { teamMemberSchema } from './team-member.ts';
import { shortText, text } from './text.ts';
import { translationTreeSchema } from './translations.ts';

// The editing API of the small content records (`/api/v1/editor/…`): menus, UI translations,
// team members, form definitions, contact options and taxonomy terms. Each record is written
// through the same schema as in a content package, so what the editor saves could be imported.
//
// Every record read carries a `version`; a write that names a `version` is refused with 409
// when the record changed since (optimistic concurrency). A write without one overwrites.

/** A record's version: an opaque text that changes whenever the record does. */
export const recordVersionSchema = shortText().min(1);

/** The body of a 409: the version the record has now, to read it again and retry. */
export const staleVersionResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  currentVersion: z.string(),
});

/** What every write answers besides the record: whether anything changed (an equal write changes nothing). */
const writeOutcome = { changed: z.boolean() };

// Menus: one tree per source, language and location.

export const editorMenuParamsSchema = z.object({
  source: sourceSchema,
  language: languageSchema,
  location: menuLocationSchema,
});

export const editorMenuSchema = z.object({
  source: sourceSchema,
  language: languageSchema,
  location: menuLocationSchema,
  items: menuItemListSchema,
  version: z.string(),
  /** When the menu was last written; null when the menu was never stored (it is empty). */
  updatedAt: z.string().nullable(),
  /**
   * Items whose `Url` is an address of this site's language (`/en/…`) that no published page
   * has, as `items[0].Children[1].Url: …`; they are kept, but the link leads nowhere yet.
   */
  warnings: z.array(z.string()),
});
export type EditorMenu = z.infer<typeof editorMenuSchema>;

/** `PUT /api/v1/editor/menus/{source}/{language}/{location}`: the whole tree, in order (`Weight`). */
export const menuReplaceRequestSchema = z.strictObject({
  items: menuItemListSchema,
  version: recordVersionSchema.optional(),
});

// UI translations: one tree per source, language and i18next namespace.

export const editorTranslationsParamsSchema = z.object({ source: sourceSchema, language: languageSchema });
export const editorNamespaceParamsSchema = editorTranslationsParamsSchema.extend({
  namespace: shortText().min(1),
});

export const editorNamespaceSchema = z.object({
  namespace: z.string(),
  entries: translationTreeSchema,
  version: z.string(),
});
export type EditorNamespace = z.infer<typeof editorNamespaceSchema>;

export const editorTranslationsSchema = z.object({
  source: sourceSchema,
  language: languageSchema,
  namespaces: z.array(editorNamespaceSchema),
});

/** `PUT …/translations/{source}/{language}/{namespace}`: the namespace's whole tree. */
export const translationsReplaceRequestSchema = z.strictObject({
  entries: translationTreeSchema,
  version: recordVersionSchema.optional(),
});

/**
 * A key inside a namespace, its groups joined by `.` (`roles.director`), as i18next writes it.
 * Each part is a key of the tree, so no part is empty.
 */
export const translationKeyPathSchema = shortText().regex(
  /^[^.]+(\.[^.]+)*$/,
  'expected keys joined by "." (e.g. roles.director), none of them empty',
);

/** `PATCH …/translations/{source}/{language}/{namespace}`: texts to set and keys to remove. */
export const translationsPatchRequestSchema = z
  .strictObject({
    /** Key path → its new text; groups on the way are made when missing. */
    set: z.record(translationKeyPathSchema, text()).default({}),
    /** Key paths to remove (a text or a whole group); a key that is not there is no error. */
    remove: z.array(translationKeyPathSchema).max(1000).default([]),
    version: recordVersionSchema.optional(),
  })
  .refine((patch) => Object.keys(patch.set).length + patch.remove.length > 0, 'name at least one key to set or remove')
  .refine((patch) => Object.keys(patch.set).length <= 1000, 'at most 1000 keys at once');

// Team members.

export const editorTeamMemberSchema = teamMemberSchema.extend({ version: z.string() });
export type EditorTeamMember = z.infer<typeof editorTeamMemberSchema>;

export const teamMemberParamsSchema = z.object({ id: teamMemberSchema.shape.Id.min(1) });

/** `POST /api/v1/editor/team-members`: a new member, last in order; without `Id`, one is made. */
export const teamMemberCreateRequestSchema = z.strictObject({
  member: teamMemberSchema.partial({ Id: true }),
});

/** `PUT /api/v1/editor/team-members/{id}`: every field but the `Id`, which stays. */
export const teamMemberUpdateRequestSchema = z.strictObject({
  member: teamMemberSchema.omit({ Id: true }),
  version: recordVersionSchema.optional(),
});

/** `DELETE /api/v1/editor/team-members/{id}?version=`. */
export const versionQuerySchema = z.object({ version: recordVersionSchema.optional() });

// Form definitions: changed in place; the submissions already stored stay as they are.

export const formParamsSchema = z.object({ id: formIdSchema });

export const editorFormSummarySchema = z.object({
  id: z.string(),
  source: sourceSchema,
  title: z.object({ en: z.string(), nl: z.string() }),
  submissions: z.number().int(),
  version: z.string(),
  updatedAt: z.string(),
});

export const editorFormSchema = editorFormSummarySchema.omit({ title: true }).extend({
  definition: formDefinitionSchema,
});
export type EditorForm = z.infer<typeof editorFormSchema>;

/** `PUT /api/v1/editor/forms/{id}`: the whole definition; its `id` is the one in the address. */
export const formUpdateRequestSchema = z.strictObject({
  definition: formDefinitionSchema,
  version: recordVersionSchema.optional(),
});

// Contact options: one per source and language.

export const editorContactOptionsSchema = z.object({
  source: sourceSchema,
  language: languageSchema,
  options: contactOptionsSchema,
  version: z.string(),
  updatedAt: z.string().nullable(),
});

export const contactOptionsReplaceRequestSchema = z.strictObject({
  options: contactOptionsSchema,
  version: recordVersionSchema.optional(),
});

// Taxonomies: the terms pages carry, by vocabulary, and how many pages carry each.

export const editorTaxonomyTermSchema = taxonomyTermSchema.extend({
  /** Pages whose published revision carries the term. */
  published: z.number().int(),
  /** Pages whose newest revision is a draft, not yet published, that carries the term. */
  drafts: z.number().int(),
});

export const editorTaxonomiesSchema = z.object({
  source: sourceSchema,
  language: languageSchema,
  vocabularies: z.array(z.object({ vocabulary: taxonomyVocabularySchema, terms: z.array(editorTaxonomyTermSchema) })),
});

/** `POST …/taxonomies/{source}/{language}/rename`: give the term `id` of `vocabulary` a new name on every page. */
export const taxonomyRenameRequestSchema = z.strictObject({
  vocabulary: taxonomyVocabularySchema,
  id: taxonomyTermSchema.shape.Id,
  name: taxonomyTermSchema.shape.Name.min(1),
});

/** `POST …/taxonomies/{source}/{language}/merge`: every page carrying term `from` carries term `into` instead. */
export const taxonomyMergeRequestSchema = z
  .strictObject({
    vocabulary: taxonomyVocabularySchema,
    from: taxonomyTermSchema.shape.Id,
    into: taxonomyTermSchema.shape.Id,
  })
  .refine((merge) => merge.from !== merge.into, { message: 'a term is not merged into itself', path: ['into'] });

export const taxonomyChangeResponseSchema = z.object({
  /** The term as pages now carry it. */
  term: taxonomyTermSchema,
  /** Pages that got new revisions. */
  pagesChanged: z.number().int(),
  /** New revisions: one for a page's published revision, one for its pending draft. */
  revisionsCreated: z.number().int(),
});

export const editorMenuResponseSchema = editorMenuSchema.extend(writeOutcome);
export const editorNamespaceResponseSchema = editorNamespaceSchema.extend({
  source: sourceSchema,
  language: languageSchema,
  ...writeOutcome,
});
export const editorTeamMemberResponseSchema = editorTeamMemberSchema.extend(writeOutcome);
export const editorFormResponseSchema = editorFormSchema.extend(writeOutcome);
export const editorContactOptionsResponseSchema = editorContactOptionsSchema.extend(writeOutcome);
