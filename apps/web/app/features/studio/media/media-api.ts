import { type z } from 'zod';
import { languages } from '@zilt/contracts/languages';
import {
  altTextParameter,
  mediaItemSchema,
  mediaItemWithUsesSchema,
  mediaListResponseSchema,
  type MediaAltTexts,
  type MediaItem,
  type MediaKind,
} from '@zilt/contracts/media';
import { imageRouteUrl } from '../../../components/responsive-image/image-presets';
import { StudioApiError, studioApi, studioUpload, type UploadProgress } from '../shell/studio-api';

// The media library's calls to the editing API (`/api/v1/editor/media`), and how its answers
// are read: thumbnails through the image route, and the field a refusal names.

export const editorMediaApi = '/api/v1/editor/media';

/** What a file input offers to choose: the images and the documents the library accepts. */
export const acceptedFiles = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  document: 'application/pdf,.pdf',
} as const;

export type MediaList = z.infer<typeof mediaListResponseSchema>;
export type MediaItemWithUses = z.infer<typeof mediaItemWithUsesSchema>;

export interface MediaListQuery {
  q?: string;
  kind?: MediaKind;
  page?: number;
  pageSize?: number;
}

export function listMedia(query: MediaListQuery, signal?: AbortSignal): Promise<MediaList> {
  const search = new URLSearchParams();
  if (query.q?.trim()) search.set('q', query.q.trim());
  if (query.kind) search.set('kind', query.kind);
  search.set('page', String(query.page ?? 1));
  search.set('pageSize', String(query.pageSize ?? 24));
  return studioApi(`${editorMediaApi}?${search}`, { signal }, mediaListResponseSchema);
}

export function readMedia(id: string): Promise<MediaItemWithUses> {
  return studioApi(`${editorMediaApi}/${id}`, {}, mediaItemWithUsesSchema);
}

export function saveMediaTexts(id: string, alt: MediaAltTexts, title?: string | null): Promise<MediaItem> {
  return studioApi(
    `${editorMediaApi}/${id}`,
    { method: 'PATCH', body: title === undefined ? { alt } : { alt, title } },
    mediaItemSchema,
  );
}

export function deleteMedia(id: string): Promise<unknown> {
  return studioApi(`${editorMediaApi}/${id}`, { method: 'DELETE' });
}

/** Uploads a file with its alt texts (images) or title (documents), reporting progress. */
export function uploadMedia(
  file: File,
  texts: { alt: MediaAltTexts; title?: string },
  onProgress: (progress: UploadProgress) => void,
): Promise<MediaItem> {
  const query = new URLSearchParams({ filename: file.name });
  for (const language of languages) {
    const alt = texts.alt[language]?.trim();
    if (alt) query.set(altTextParameter(language), alt);
  }
  if (texts.title?.trim()) query.set('title', texts.title.trim());
  return studioUpload(`${editorMediaApi}?${query}`, file, { schema: mediaItemSchema, onProgress });
}

/** Replaces an item's file at the same address, reporting progress. */
export function replaceMedia(id: string, file: File, onProgress: (progress: UploadProgress) => void) {
  const query = new URLSearchParams({ filename: file.name });
  return studioUpload(`${editorMediaApi}/${id}/file?${query}`, file, {
    method: 'PUT',
    schema: mediaItemSchema,
    onProgress,
  });
}

/** The square thumbnail of an image through the image route (its version makes a replaced file show at once). */
export function thumbnailUrl(item: Pick<MediaItem, 'address' | 'version'>, size = 180): string {
  return `${imageRouteUrl(item.address, size, size, 'webp')}?v=${item.version}`;
}

/** Every field a 400 names (`alt.en`, `title`), with the server's words; others under ''. */
export function problemsByField(error: unknown): Map<string, string> {
  const byField = new Map<string, string>();
  if (!(error instanceof StudioApiError) || !error.body) return byField;
  const problems = Array.isArray(error.body.problems) ? error.body.problems.map(String) : [];
  for (const problem of problems) {
    const match = /^([\w.]+): (.*)$/.exec(problem);
    if (match?.[1]) byField.set(match[1], match[2] ?? problem);
  }
  const named = /"([\w.]+)": (.*)$/.exec(error.message);
  if (named?.[1] && !byField.has(named[1])) byField.set(named[1], named[2] ?? error.message);
  if (byField.size === 0) byField.set('', error.message);
  return byField;
}

/** A size in bytes as people read it: 12 kB, 1.4 MB. */
export function readableSize(bytes: number, language: 'nl' | 'en'): string {
  const format = (value: number) =>
    value.toLocaleString(language === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} kB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
