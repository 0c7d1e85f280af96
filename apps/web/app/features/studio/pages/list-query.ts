import {
  editorPageListQuerySchema,
  editorPageStatusSchema,
  type EditorPageListQuery,
} from '@zilt/contracts/editor-pages';
import { languageSchema, sourceSchema } from '@zilt/contracts/common';
import { nodeTypeSchema } from '@zilt/contracts/page';

// The page list's filters live in the address (`?source=wp&language=en&type=news&q=salt&page=2`),
// so back and forward walk through them and a filtered list can be shared. A value the list
// does not know is left out, as if it were not there.

export const listPageSize = 20;

export type PageListFilters = Omit<EditorPageListQuery, 'pageSize'>;

const filterKeys = ['source', 'language', 'type', 'status', 'q'] as const;

/** The filters an address's query string holds. */
export function filtersOf(search: URLSearchParams): PageListFilters {
  const value = (key: string) => search.get(key)?.trim() || undefined;
  const page = Number(search.get('page'));
  return {
    source: sourceSchema.safeParse(value('source')).data,
    language: languageSchema.safeParse(value('language')).data,
    type: nodeTypeSchema.safeParse(value('type')).data,
    status: editorPageStatusSchema.safeParse(value('status')).data,
    q: value('q'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of filters (only those set; page 1 is left out). */
export function searchOf(filters: Partial<PageListFilters>): string {
  const search = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The editing API's list address for the filters. */
export function listApiPath(filters: PageListFilters): string {
  const query = editorPageListQuerySchema.parse({ ...filters, pageSize: listPageSize });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return `/api/v1/editor/pages?${search.toString()}`;
}
