import { z } from 'zod';
import { isoDateTimeSchema, languageSchema, sourceSchema } from './common.ts';
import { pageNodeSchema, pageStatusSchema } from './content-package.ts';
import { maxPreviewValidityHours, defaultPreviewValidityHours } from './preview-link.ts';
import { nodeTypeSchema } from './page.ts';
import { maxDatabaseInteger, shortText } from './text.ts';

// The editing API of pages (`/api/v1/editor/pages`): what staff list, read, save, publish,
// schedule, trash and restore. A page's content is the content package's page node
// (`pageNodeSchema`), so what an editor saves is checked exactly as an import is.

/** Revision ids are letters and digits (see alphanumericId). */
export const revisionIdSchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'expected 1 to 64 letters and digits');

/** Where a page stands: live, not live, planned, or in the trash (not served). */
export const editorPageStatusSchema = z.enum(['published', 'draft', 'scheduled', 'trashed']);
export type EditorPageStatus = z.infer<typeof editorPageStatusSchema>;

/** Page ids live in an integer column: a larger number names no page. */
export const editorPageIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(maxDatabaseInteger) });

export const editorRevisionParamsSchema = editorPageIdParamsSchema.extend({ revisionId: revisionIdSchema });

export const editorScheduleParamsSchema = editorPageIdParamsSchema.extend({
  scheduleId: z.coerce.number().int().min(1).max(maxDatabaseInteger),
});

/** Most pages one list answer holds. */
export const maxEditorPageSize = 100;

export const editorPageListQuerySchema = z.object({
  source: sourceSchema.optional(),
  language: languageSchema.optional(),
  type: nodeTypeSchema.optional(),
  /** Without a status, every page that is not in the trash. */
  status: editorPageStatusSchema.optional(),
  /** Words the title or slug contains (without regard to case). */
  q: shortText().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxEditorPageSize).default(20),
});
export type EditorPageListQuery = z.infer<typeof editorPageListQuerySchema>;

export const pageScheduleSchema = z.object({
  id: z.number(),
  action: z.enum(['publish', 'unpublish']),
  /** The revision a publication puts live; null for the newest at the time it is due. */
  revisionId: z.string().nullable(),
  at: z.string(),
  createdBy: z.string(),
});
export type PageSchedule = z.infer<typeof pageScheduleSchema>;

export const editorPageSummarySchema = z.object({
  id: z.number(),
  source: sourceSchema,
  language: languageSchema,
  slug: z.string(),
  type: nodeTypeSchema,
  title: z.string(),
  /** `published` while a revision is live, `trashed` in the trash, else `draft`. */
  status: z.enum(['published', 'draft', 'trashed']),
  publishedRevisionId: z.string().nullable(),
  /** The newest revision: the one the next save starts from (its `baseRevisionId`). */
  latestRevisionId: z.string(),
  /** Whether a revision newer than the published one waits (a draft). */
  hasUnpublishedChanges: z.boolean(),
  translationKey: z.string().nullable(),
  /** The languages of the page's counterparts (same source and translation key, not in the trash). */
  counterpartLanguages: z.array(languageSchema),
  schedules: z.array(pageScheduleSchema),
  trashedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type EditorPageSummary = z.infer<typeof editorPageSummarySchema>;

export const editorPageListSchema = z.object({
  items: z.array(editorPageSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EditorPageList = z.infer<typeof editorPageListSchema>;

/** A revision's content in the content package's page form (what a save sends back). */
export const editorPageContentSchema = z.record(z.string(), z.unknown());

export const editorRevisionSchema = z.object({
  id: z.string(),
  status: pageStatusSchema,
  title: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
  /** Whether this revision is the live one. */
  live: z.boolean(),
});

export const editorPageSchema = z.object({
  page: editorPageSummarySchema,
  /** The live revision's content, or null when nothing is published. */
  published: z.object({ revisionId: z.string(), content: editorPageContentSchema }).nullable(),
  /** The newest revision's content when it is not the live one (the draft being worked on). */
  draft: z.object({ revisionId: z.string(), content: editorPageContentSchema }).nullable(),
  /** Every revision, newest first. */
  revisions: z.array(editorRevisionSchema),
  /** The same page in other languages (linked by the translation key). */
  translations: z.array(z.object({ id: z.number(), language: languageSchema, slug: z.string() })),
});
export type EditorPage = z.infer<typeof editorPageSchema>;

/**
 * A new page: the source and the page node as a content package holds it. `status` means what
 * it means in a package: `published` (the default) puts the first revision live at once, `draft`
 * keeps it a draft.
 */
export const editorCreatePageSchema = z.strictObject({ source: sourceSchema, page: pageNodeSchema });

/**
 * A save: the revision the editor started from and the page's new content. The slug and the
 * translation key belong to the page, not to a revision: a new slug moves the page at once (its
 * old address redirects to the new one). `status` as on creation.
 */
export const editorSavePageSchema = z.strictObject({ baseRevisionId: revisionIdSchema, page: pageNodeSchema });

export const editorPublishSchema = z.strictObject({
  /** The revision to put live; the newest when absent. */
  revisionId: revisionIdSchema.optional(),
});

export const editorScheduleSchema = z.strictObject({
  action: z.enum(['publish', 'unpublish']),
  /** When; must lie in the future. */
  at: isoDateTimeSchema,
  /** The revision to publish (publications only); the newest at the time when absent. */
  revisionId: revisionIdSchema.optional(),
});

export const editorRestoreRevisionSchema = z.strictObject({
  /** The newest revision the editor saw: the restore is refused when another was saved since. */
  baseRevisionId: revisionIdSchema,
});

export const editorTranslateSchema = z.strictObject({
  language: languageSchema,
  /** The counterpart's slug; the page's own when absent. */
  slug: pageNodeSchema.shape.slug.optional(),
  /** The counterpart's title; the page's own when absent. */
  title: pageNodeSchema.shape.title.optional(),
});

export const editorPreviewLinkSchema = z.strictObject({
  /** The revision to show; the newest when absent. */
  revisionId: revisionIdSchema.optional(),
  validForHours: z.number().int().min(1).max(maxPreviewValidityHours).default(defaultPreviewValidityHours),
});

/** The answer to a save that did not start from the newest revision (409). */
export const staleRevisionResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  baseRevisionId: z.string(),
  currentRevisionId: z.string(),
});

/** The outcome of a change: the page as it stands afterwards and the revision it concerned. */
export const editorChangeResponseSchema = z.object({
  page: editorPageSummarySchema,
  revisionId: z.string().nullable(),
});
export type EditorChangeResponse = z.infer<typeof editorChangeResponseSchema>;

export const editorScheduleResponseSchema = z.object({
  page: editorPageSummarySchema,
  schedule: pageScheduleSchema,
});

/** A page on the studio's dashboard: its summary and who saved its newest revision, when. */
export const editorDashboardEntrySchema = z.object({
  page: editorPageSummarySchema,
  /** The author of the newest revision (null for imported content). */
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type EditorDashboardEntry = z.infer<typeof editorDashboardEntrySchema>;

/**
 * What may be wrong with a page: a revision (the newest or the live one) whose stored content
 * the contracts' schema no longer accepts (`revisionId` and `field: problem` lines), or no
 * counterpart in another site language.
 */
export const editorPageProblemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invalid-content'), revisionId: z.string(), issues: z.array(z.string()) }),
  z.object({ kind: z.literal('missing-translation'), language: languageSchema }),
]);
export type EditorPageProblem = z.infer<typeof editorPageProblemSchema>;

/** Most entries of each dashboard list. */
export const maxDashboardEntries = 50;

/** The studio's dashboard: lists of pages (not in the trash), each at most `maxDashboardEntries` long. */
export const editorDashboardSchema = z.object({
  /** Pages whose newest revision is a draft the signed-in member saved, newest first. */
  myDrafts: z.array(editorDashboardEntrySchema),
  /** Pages changed most recently by anyone. */
  recentlyChanged: z.array(editorDashboardEntrySchema),
  /** Planned publications and unpublications not yet done, soonest first. */
  scheduled: z.array(editorDashboardEntrySchema.extend({ schedule: pageScheduleSchema })),
  /** Pages with problems, with how many there are in all. */
  problems: z.array(editorDashboardEntrySchema.extend({ problems: z.array(editorPageProblemSchema) })),
  problemTotal: z.number(),
});
export type EditorDashboard = z.infer<typeof editorDashboardSchema>;
