import { z } from 'zod';
import type { Image } from './common.ts';
import { overviewKinds, searchResultTypes, type SearchResultType } from './overview-rules.ts';
import { pageHeaderSchema, type EventLocation } from './page.ts';
import { text } from './text.ts';

// Payloads of the overview calls: `PUT /api/{wp|dp|sp}/GetOverviewItems?lang=` and
// `GET /api/taxonomies/?overviewItemsCacheKeyName=&lang=`. Every request field is bounded.

export const overviewKindSchema = z.enum(overviewKinds);

export const overviewQueryEntrySchema = z.strictObject({
  key: text(100).min(1),
  value: z.array(text(300)).max(50),
});

export const getOverviewItemsBodySchema = z.strictObject({
  query: z.array(overviewQueryEntrySchema).max(60),
});
export type GetOverviewItemsBody = z.infer<typeof getOverviewItemsBodySchema>;

export const overviewLangQuerySchema = z.object({
  lang: text(20).optional(),
});

/** One card of an overview list. `JSONHeader` and `JSONBuildingBlocks` are JSON text. */
export const overviewItemSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  /** The item's address on the public site, e.g. `/en/news/first-harvest`. */
  UrlFull: z.string(),
  TaxonomyTerms: z.array(z.object({ Name: z.string() })),
  JSONHeader: z.string(),
  JSONBuildingBlocks: z.string(),
  /** Search results only: a passage of the item with the matched words in `<mark>`, other text escaped. */
  Snippet: z.string().optional(),
  /** Search results only: what the item is (page, news, event, project or team-member). */
  NodeType: z.string().optional(),
});
export type OverviewItem = z.infer<typeof overviewItemSchema>;

export const overviewItemsResponseSchema = z.object({
  Items: z.array(overviewItemSchema),
  /** Zero-based. */
  PageIndex: z.number().int(),
  TotalCount: z.number().int(),
  NumPages: z.number().int(),
  PageSize: z.number().int(),
});
export type OverviewItemsResponse = z.infer<typeof overviewItemsResponseSchema>;

export const taxonomiesQuerySchema = z.object({
  overviewItemsCacheKeyName: overviewKindSchema,
  lang: text(20).optional(),
  postcode: text(20).optional(),
  maxDistanceKm: text(20).optional(),
});

/** A filter: its name (a vocabulary, or `postcode` and `maxDistanceKm` for events) and its choices. */
export const taxonomyOptionSchema = z.object({
  OptionName: z.string(),
  OptionValues: z.array(z.string()),
});
export type TaxonomyOption = z.infer<typeof taxonomyOptionSchema>;
export const taxonomiesResponseSchema = z.array(taxonomyOptionSchema);

/** What an overview card shows, read from an item's JSON text. */
export interface OverviewCard {
  id: string;
  title: string;
  url: string;
  tags: string[];
  /** A detail header's `pageIntro` (news, events, team), otherwise the header's `intro`. */
  description: string;
  image: Image | null;
  /** News: publication date; events: start. */
  date: string | null;
  endDate: string | null;
  location: EventLocation | null;
  /** Search results: the matched passage as escaped HTML with `<mark>`. */
  snippet: string | null;
  /** What the item is (page, news, event, project, team-member), when the list says. */
  type: SearchResultType | null;
}

/** The card of an item, or null when its header is not valid JSON of a page header (the item is skipped). */
export function decodeOverviewItem(item: OverviewItem): OverviewCard | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(item.JSONHeader);
  } catch {
    return null;
  }
  const header = pageHeaderSchema.safeParse(parsed);
  if (!header.success) return null;
  const value = header.data;
  const detail = value.kind === 'detail' ? value : null;
  return {
    id: item.Id,
    title: item.Title,
    url: item.UrlFull,
    tags: item.TaxonomyTerms.map((term) => term.Name),
    description: (detail ? detail.pageIntro : 'intro' in value ? value.intro : undefined) ?? '',
    image: value.image ?? null,
    date: detail?.date ?? null,
    endDate: detail?.endDate ?? null,
    location: detail?.location ?? null,
    snippet: item.Snippet ?? null,
    type: searchResultTypes.find((known) => known === item.NodeType) ?? null,
  };
}
