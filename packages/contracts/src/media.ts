import { z } from 'zod';
import { languages, type Language } from './languages.ts';
import { shortText, text } from './text.ts';

// The media library of the editing API (`/api/v1/editor/media`): images and documents that
// editors upload once and reference from pages by their address.

/** What a library item is: a picture (JPEG, PNG, WebP, AVIF) or a document (PDF). */
export const mediaKinds = ['image', 'document'] as const;
export const mediaKindSchema = z.enum(mediaKinds);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/**
 * Every library item is served at `/media/library/{id}/{name}.{extension}`. The address never
 * changes, not even when the file is replaced; images at it go through the image route
 * (`/images/r/{size}/{format}/library/{id}/{name}.{extension}`) like every other media image.
 */
export const mediaLibraryPrefix = '/media/library/';

/** A library item's id: 16 letters and digits. */
export const mediaIdSchema = z.string().regex(/^[A-Za-z0-9]{16}$/, 'expected a media id of 16 letters and digits');

/** Longest alt text and title, in characters. */
export const maxAltTextLength = 1000;
export const maxMediaTitleLength = 300;

/** An alt text or title: trimmed, at most its length; empty means absent. */
const altText = text(maxAltTextLength).transform((value) => value.trim());
const mediaTitle = text(maxMediaTitleLength).transform((value) => value.trim());

/** Alt texts per language; an image needs one in every language (`alt.en`, `alt.nl`). */
export const mediaAltTextsSchema = z.strictObject(
  Object.fromEntries(languages.map((language) => [language, altText.optional()])) as Record<
    Language,
    z.ZodOptional<typeof altText>
  >,
);
export type MediaAltTexts = Partial<Record<Language, string>>;

/** The query parameter that carries the alt text of `language` on an upload: `alt.en`, `alt.nl`. */
export function altTextParameter(language: Language): `alt.${Language}` {
  return `alt.${language}`;
}

/**
 * Query of an upload (`POST /api/v1/editor/media`); the file itself is the request body, as it
 * is (any Content-Type: what the file is, is read from its bytes). `filename` names the file for
 * searching and for the address; alt texts are required for images, a title for documents.
 */
export const mediaUploadQuerySchema = z.object({
  filename: shortText().min(1, 'required: the name of the uploaded file'),
  title: mediaTitle.optional(),
  ...(Object.fromEntries(languages.map((language) => [altTextParameter(language), altText.optional()])) as Record<
    `alt.${Language}`,
    z.ZodOptional<typeof altText>
  >),
});
export type MediaUploadQuery = z.infer<typeof mediaUploadQuerySchema>;

/** Query of a replacement of the file (`PUT /api/v1/editor/media/{id}/file`). */
export const mediaReplaceQuerySchema = z.object({
  /** The new file's name (kept for searching; the address stays as it was). */
  filename: shortText().min(1).optional(),
});

/** A change of an item's texts (`PATCH /api/v1/editor/media/{id}`); absent fields stay as they are. */
export const mediaUpdateSchema = z.strictObject({
  alt: mediaAltTextsSchema.optional(),
  /** A title; null or empty removes it (documents must keep one). */
  title: mediaTitle.nullable().optional(),
});
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** Most items on one page of the list. */
export const maxMediaPageSize = 100;

export const mediaListQuerySchema = z.object({
  /** Words found in the file name, the title or an alt text (any case). */
  q: shortText().optional(),
  kind: mediaKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxMediaPageSize).default(24),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: mediaKindSchema,
  /** Where the file is served; what a block's `originalImageUrl` or a link's `url` holds. */
  address: z.string(),
  filename: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Pixels of an image; null for documents. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** SHA-256 of the bytes, hex: changes exactly when the file does. */
  sha256: z.string(),
  alt: z.record(z.string(), z.string()),
  title: z.string().nullable(),
  /** 1 at upload, one more with every change. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A page whose published revision or current draft references a library item. */
export const mediaUseSchema = z.object({
  nodeId: z.number().int(),
  source: z.string(),
  language: z.string(),
  slug: z.string(),
  title: z.string(),
  revisionId: z.string(),
  /** `published`: the revision visitors see; `draft`: a newer revision not published yet. */
  status: z.enum(['published', 'draft']),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** A team member whose portrait (`ImageURL`) is a library item. */
export const mediaTeamMemberUseSchema = z.object({ id: z.string(), name: z.string() });
export type MediaTeamMemberUse = z.infer<typeof mediaTeamMemberUseSchema>;

export const mediaItemWithUsesSchema = mediaItemSchema.extend({
  usedBy: z.array(mediaUseSchema),
  usedByTeamMembers: z.array(mediaTeamMemberUseSchema),
});

export const mediaListResponseSchema = z.object({
  items: z.array(mediaItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * How long browsers and shared caches may keep a library file or a resized copy of it before
 * asking again (with its ETag, answered by 304 while it is unchanged): its address stays when
 * the file is replaced, so a replacement shows everywhere within five minutes.
 */
export const mediaLibraryCacheControl = 'public, max-age=300';
