// Rules of the overview lists (news, events, team members, search results) that the server and
// the browser both apply. This module imports nothing, so the browser bundle stays small.

/** The kinds of overview list, as the `kind` entry of a GetOverviewItems query names them. */
export const overviewKinds = ['news', 'team-member', 'event', 'search'] as const;
export type OverviewKind = (typeof overviewKinds)[number];

/** Items per page when the address does not ask for another size. */
export const defaultOverviewPageSize = 6;
/** The largest page a client may ask for. */
export const maxOverviewPageSize = 50;
/** Pages the pager shows before and after the current one. */
export const pagerWindowSize = 4;
/** Distance from a postcode when the visitor gives a postcode but no distance. */
export const defaultMaxDistanceKm = 10;
export const maxMaxDistanceKm = 400;

/** Address parameters that steer the list instead of filtering it on a vocabulary. */
export const overviewControlKeys = {
  kind: 'kind',
  page: 'page',
  pageSize: 'page_size',
  addressPageSize: 'pageSize',
  searchQuery: 'searchQuery',
  postcode: 'postcode',
  maxDistanceKm: 'maxDistanceKm',
  /** Search results only: what the hits must be (page, news, event, project, team member). */
  type: 'type',
  language: 'lang',
} as const;

/** What a search hit can be, in the order the search page's type filter offers them. */
export const searchResultTypes = ['page', 'news', 'event', 'project', 'team-member'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

const controlKeySet = new Set<string>(Object.values(overviewControlKeys).map((key) => key.toLowerCase()));

/** Whether an address parameter steers the list (page, size, search words, postcode) rather than filters it. */
export function isOverviewControlKey(key: string): boolean {
  return controlKeySet.has(key.trim().toLowerCase());
}

/**
 * Filter values travel in the address joined by `,`; inside a value `&` is written `!<` and
 * `,` is written `>!`, so that a value may hold both.
 */
export function encodeFilterValue(value: string): string {
  return value.replaceAll('&', '!<').replaceAll(',', '>!');
}

export function decodeFilterValue(value: string): string {
  return value.replaceAll('!<', '&').replaceAll('>!', ',');
}

/** The address form of a filter's selected values (`a,b`), each value encoded. */
export function encodeFilterValues(values: readonly string[]): string {
  return values.map(encodeFilterValue).join(',');
}

/** The selected values of an address parameter; empty parts are dropped. */
export function decodeFilterValues(text: string): string[] {
  return text
    .split(',')
    .map((part) => decodeFilterValue(part))
    .filter((value) => value.trim() !== '');
}

/** Filter matching ignores case and surrounding spaces. */
export function normaliseFilterValue(value: string): string {
  return value.trim().toLowerCase();
}

/** `pageSize` counts only when it is non-empty and numeric; otherwise the default size applies. */
export function resolvePageSize(text: string | undefined): number {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return defaultOverviewPageSize;
  const size = Number(trimmed);
  if (size < 1) return defaultOverviewPageSize;
  return Math.min(size, maxOverviewPageSize);
}

/** A zero-based page number; anything that is not a whole number is page 0. */
export function resolvePageIndex(text: string | undefined): number {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,9}$/.test(trimmed)) return 0;
  return Number(trimmed);
}

/** One entry of a GetOverviewItems query: an address parameter and its values. */
export interface OverviewQueryEntry {
  key: string;
  value: string[];
}

/**
 * The GetOverviewItems query of an address: one entry per address parameter (filter values
 * decoded), then the fixed ones: `kind`, `page_size` (the address's numeric `pageSize`, else 6)
 * when missing, and `page` '0' when missing.
 */
export function overviewQueryOf(params: URLSearchParams, kind: OverviewKind): OverviewQueryEntry[] {
  const entries: OverviewQueryEntry[] = [];
  const seen = new Set<string>();
  for (const [key, text] of params) {
    const lower = key.toLowerCase();
    if (lower === overviewControlKeys.kind || seen.has(lower)) continue;
    seen.add(lower);
    const value = isOverviewControlKey(key) ? [text] : decodeFilterValues(text);
    entries.push({ key, value });
  }
  entries.push({ key: overviewControlKeys.kind, value: [kind] });
  if (!seen.has(overviewControlKeys.pageSize)) {
    entries.push({ key: overviewControlKeys.pageSize, value: [String(resolvePageSize(params.get('pageSize') ?? ''))] });
  }
  if (!seen.has(overviewControlKeys.page)) entries.push({ key: overviewControlKeys.page, value: ['0'] });
  return entries;
}

/** One place in the pager: a page (zero-based) or the dots between a jump. */
export type PagerEntry = { kind: 'page'; index: number; current: boolean } | { kind: 'gap'; key: 'before' | 'after' };

export interface PagerWindow {
  previous: number | null;
  next: number | null;
  entries: PagerEntry[];
}

/**
 * The pages a pager shows: up to `pagerWindowSize` pages before and after the current one,
 * plus the first and the last page with dots when they are not next to the window.
 * `current` is clamped to the pages there are; no pages gives an empty window.
 */
export function pagerWindow(current: number, totalPages: number, size = pagerWindowSize): PagerWindow {
  if (totalPages < 1) return { previous: null, next: null, entries: [] };
  const page = Math.min(Math.max(0, Math.floor(current)), totalPages - 1);
  const first = Math.max(0, page - size);
  const last = Math.min(totalPages - 1, page + size);
  const entries: PagerEntry[] = [];
  const pageEntry = (index: number): PagerEntry => ({ kind: 'page', index, current: index === page });
  if (first > 0) {
    entries.push(pageEntry(0));
    if (first > 1) entries.push({ kind: 'gap', key: 'before' });
  }
  for (let index = first; index <= last; index += 1) entries.push(pageEntry(index));
  if (last < totalPages - 1) {
    if (last < totalPages - 2) entries.push({ kind: 'gap', key: 'after' });
    entries.push(pageEntry(totalPages - 1));
  }
  return {
    previous: page > 0 ? page - 1 : null,
    next: page < totalPages - 1 ? page + 1 : null,
    entries,
  };
}
