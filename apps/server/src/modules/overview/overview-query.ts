import { dutchPostcodeArea } from '@zilt/contracts/dutch-postcode';
import type { ParseResult } from '@zilt/contracts/issues';
import {
  defaultMaxDistanceKm,
  maxMaxDistanceKm,
  normaliseFilterValue,
  overviewControlKeys,
  overviewKinds,
  resolvePageIndex,
  resolvePageSize,
  searchResultTypes,
  type OverviewKind,
  type OverviewQueryEntry,
} from '@zilt/contracts/overview-rules';
import { taxonomyVocabularySchema, type NodeType, type TaxonomyVocabulary } from '@zilt/contracts/page';
import type { PostcodeCentroids } from './postcode-centroids.ts';

/** A GetOverviewItems query read into what the list needs. */
export interface OverviewRequest {
  kind: OverviewKind;
  page: number;
  pageSize: number;
  /** Per vocabulary, the chosen term names (lower case, trimmed); an item matches one of them. */
  filters: Map<TaxonomyVocabulary, string[]>;
  searchQuery: string | null;
  /** Search only: the type the hits must be, or null for every type. */
  nodeType: NodeType | null;
  /** Events only: the four-digit postcode areas within the chosen distance, or null without a postcode. */
  nearbyAreas: number[] | null;
}

const vocabularies = new Set<string>(taxonomyVocabularySchema.options);

/**
 * Reads the entries of a GetOverviewItems body. Keys are matched without regard to case; a
 * repeated key counts once (the first). Keys that are neither a control key nor a vocabulary
 * are ignored: an address may carry parameters meant for others. Problems name the entry.
 */
export function readOverviewRequest(
  entries: readonly OverviewQueryEntry[],
  centroids: PostcodeCentroids,
): ParseResult<OverviewRequest> {
  const byKey = new Map<string, { index: number; value: string[] }>();
  entries.forEach((entry, index) => {
    const key = entry.key.trim().toLowerCase();
    if (!byKey.has(key)) byKey.set(key, { index, value: entry.value });
  });
  const first = (key: string) => byKey.get(key.toLowerCase())?.value[0];

  const kindEntry = byKey.get(overviewControlKeys.kind);
  if (!kindEntry) return { ok: false, problems: ['query: an entry with key "kind" is required'] };
  const kind = overviewKinds.find((known) => known === kindEntry.value[0]?.trim().toLowerCase());
  if (!kind) {
    return {
      ok: false,
      problems: [
        `query[${kindEntry.index}].value: unknown kind ${JSON.stringify(kindEntry.value[0] ?? '')}, expected one of ${overviewKinds.join(', ')}`,
      ],
    };
  }

  const filters = new Map<TaxonomyVocabulary, string[]>();
  for (const [key, { value }] of byKey) {
    if (!vocabularies.has(key)) continue;
    const chosen = value.map(normaliseFilterValue).filter((name) => name !== '');
    if (chosen.length > 0) filters.set(key as TaxonomyVocabulary, chosen);
  }

  const searchQuery = kind === 'search' ? (first(overviewControlKeys.searchQuery)?.trim() ?? '') : null;
  const typeText = kind === 'search' ? (first(overviewControlKeys.type)?.trim().toLowerCase() ?? '') : '';
  const nodeType = searchResultTypes.find((known) => known === typeText) ?? null;
  if (typeText !== '' && nodeType === null) {
    return {
      ok: false,
      problems: [`type: unknown type ${JSON.stringify(typeText)}, expected one of ${searchResultTypes.join(', ')}`],
    };
  }
  const nearby = kind === 'event' ? readNearby(byKey, centroids) : ({ ok: true, value: null } as const);
  if (!nearby.ok) return nearby;

  return {
    ok: true,
    value: {
      kind,
      page: resolvePageIndex(first(overviewControlKeys.page)),
      pageSize: resolvePageSize(first(overviewControlKeys.pageSize)),
      filters,
      searchQuery,
      nodeType,
      nearbyAreas: nearby.value,
    },
  };
}

function readNearby(
  byKey: Map<string, { index: number; value: string[] }>,
  centroids: PostcodeCentroids,
): ParseResult<number[] | null> {
  const postcodeEntry = byKey.get(overviewControlKeys.postcode.toLowerCase());
  const postcode = postcodeEntry?.value[0]?.trim() ?? '';
  if (postcode === '') return { ok: true, value: null };
  // A whole postcode or its four digits alone: the filter finds events near the area.
  const area = dutchPostcodeArea(postcode);
  if (area === null) {
    return {
      ok: false,
      problems: [
        `postcode: ${JSON.stringify(postcode)} is not a Dutch postcode (four digits, then two letters, e.g. 1012AB)`,
      ],
    };
  }
  const centre = centroids.centroidOf(area);
  if (!centre) return { ok: false, problems: [`postcode: unknown postcode ${JSON.stringify(postcode)}`] };

  const distanceText = byKey.get(overviewControlKeys.maxDistanceKm.toLowerCase())?.value[0]?.trim() ?? '';
  const distance = distanceText === '' ? defaultMaxDistanceKm : Number(distanceText.replace(',', '.'));
  if (!Number.isFinite(distance) || distance <= 0 || distance > maxMaxDistanceKm) {
    return {
      ok: false,
      problems: [`maxDistanceKm: expected a number of kilometres above 0 and at most ${maxMaxDistanceKm}`],
    };
  }
  return { ok: true, value: centroids.areasWithin(centre, distance) };
}

/** Whether the request narrows the list by taxonomy terms or by distance. */
export function hasFilters(request: OverviewRequest): boolean {
  return request.filters.size > 0 || request.nearbyAreas !== null;
}
