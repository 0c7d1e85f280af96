import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language, Source } from '@zilt/contracts/common';
import type { OverviewItem, OverviewItemsResponse, TaxonomyOption } from '@zilt/contracts/overview';
import { overviewControlKeys, type OverviewKind } from '@zilt/contracts/overview-rules';
import { taxonomyVocabularySchema, type NodeType } from '@zilt/contracts/page';
import type { SiteServices } from '@zilt/contracts/site-services';
import type { Database } from '../../db/client.ts';
import { nodeRevisions, nodes, overviewEntries, searchDocuments } from '../../db/schema.ts';
import { searchPage, searchSnippet } from '../search/search-service.ts';
import { hasFilters, readOverviewRequest, type OverviewRequest } from './overview-query.ts';
import type { PostcodeCentroids } from './postcode-centroids.ts';

/** The node type each overview lists; search lists every type. */
const nodeTypeOfKind: Record<Exclude<OverviewKind, 'search'>, NodeType> = {
  news: 'news',
  event: 'event',
  'team-member': 'team-member',
};

/** An item's address on the public site: `/{lang}/{slug}`, the home page `/{lang}/`. */
export function itemPath(language: string, slug: string): string {
  return slug === '/' ? `/${language}/` : `/${language}/${slug}`;
}

export type OverviewService = Pick<SiteServices, 'getOverviewItems' | 'getTaxonomyOptions'>;

/** Overview lists of news, events, team members and search results, with their filter options. */
export function createOverviewService(db: Database, centroids: PostcodeCentroids): OverviewService {
  /** What the item must be: of this site and language, and within the chosen filters. */
  function conditionsOf(source: Source, language: Language, request: OverviewRequest): SQL[] {
    const conditions = [eq(overviewEntries.source, source), eq(overviewEntries.language, language)];
    if (request.kind !== 'search') conditions.push(eq(overviewEntries.nodeType, nodeTypeOfKind[request.kind]));
    for (const [vocabulary, names] of request.filters) {
      const keys = names.map((name) => `${vocabulary}:${name}`);
      conditions.push(
        sql`${overviewEntries.termKeys} && array(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
      );
    }
    if (request.nearbyAreas) {
      conditions.push(
        sql`${overviewEntries.postcode4} = any(string_to_array(${request.nearbyAreas.join(',')}, ',')::integer[])`,
      );
    }
    return conditions;
  }

  function orderOf(request: OverviewRequest & { kind: Exclude<OverviewKind, 'search'> }): SQL[] {
    switch (request.kind) {
      case 'news':
        return [sql`${overviewEntries.startsAt} desc nulls last`, asc(overviewEntries.title)];
      case 'event': {
        // Upcoming events first, soonest first; then past events, latest first.
        const endOrStart = sql`coalesce(${overviewEntries.endsAt}, ${overviewEntries.startsAt})`;
        return [
          sql`(${endOrStart} < now()) asc nulls last`,
          sql`case when ${endOrStart} >= now() then ${overviewEntries.startsAt} end asc`,
          sql`${overviewEntries.startsAt} desc nulls last`,
          asc(overviewEntries.title),
        ];
      }
      case 'team-member':
        return [asc(overviewEntries.title)];
    }
  }

  /** The ids on the requested page of an overview list, in order, and how many items it holds. */
  async function listPage(
    source: Source,
    language: Language,
    request: OverviewRequest & { kind: Exclude<OverviewKind, 'search'> },
  ): Promise<{ ids: number[]; total: number }> {
    const where = and(...conditionsOf(source, language, request));
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(overviewEntries)
      .where(where);
    const total = counted?.total ?? 0;
    if (request.page * request.pageSize >= total) return { ids: [], total };
    const rows = await db
      .select({ nodeId: overviewEntries.nodeId })
      .from(overviewEntries)
      .where(where)
      .orderBy(...orderOf(request), asc(overviewEntries.nodeId))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize);
    return { ids: rows.map((row) => row.nodeId), total };
  }

  async function listItems(
    source: Source,
    language: Language,
    request: OverviewRequest,
  ): Promise<OverviewItemsResponse> {
    const empty = { Items: [], PageIndex: request.page, TotalCount: 0, NumPages: 0, PageSize: request.pageSize };
    if (request.kind === 'search' && !request.searchQuery) return empty;
    const { ids, total } =
      request.kind === 'search'
        ? await searchPage(
            db,
            source,
            language,
            request,
            hasFilters(request) ? conditionsOf(source, language, request) : null,
          )
        : await listPage(source, language, { ...request, kind: request.kind });
    const numPages = Math.ceil(total / request.pageSize);
    if (ids.length === 0) return { ...empty, TotalCount: total, NumPages: numPages };

    const contentRows = await db
      .select({
        nodeId: overviewEntries.nodeId,
        slug: overviewEntries.slug,
        nodeType: overviewEntries.nodeType,
        title: nodeRevisions.title,
        header: nodeRevisions.header,
        blocks: nodeRevisions.blocks,
        taxonomyTerms: nodeRevisions.taxonomyTerms,
        snippet:
          request.kind === 'search' ? searchSnippet(language, request.searchQuery ?? '') : sql<string | null>`null`,
      })
      .from(overviewEntries)
      .innerJoin(nodes, eq(nodes.id, overviewEntries.nodeId))
      .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
      .leftJoin(searchDocuments, eq(searchDocuments.nodeId, overviewEntries.nodeId))
      .where(inArray(overviewEntries.nodeId, ids));
    const byId = new Map(contentRows.map((row) => [row.nodeId, row]));
    const items: OverviewItem[] = ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          Id: String(row.nodeId),
          Title: row.title,
          UrlFull: itemPath(language, row.slug),
          TaxonomyTerms: row.taxonomyTerms.map((term) => ({ Name: term.Name })),
          JSONHeader: JSON.stringify(row.header),
          JSONBuildingBlocks: JSON.stringify(row.blocks),
          ...(request.kind === 'search' ? { NodeType: row.nodeType } : {}),
          ...(row.snippet !== null ? { Snippet: row.snippet } : {}),
        },
      ];
    });
    return { Items: items, PageIndex: request.page, TotalCount: total, NumPages: numPages, PageSize: request.pageSize };
  }

  return {
    async getOverviewItems(source, language, query) {
      const request = readOverviewRequest(query, centroids);
      if (!request.ok) return request;
      return { ok: true, value: await listItems(source, language, request.value) };
    },

    async getTaxonomyOptions(source, language, kind, address) {
      const options: TaxonomyOption[] = [];
      if (kind !== 'search') {
        const rows = await db
          .selectDistinct({
            vocabulary: sql<string>`term->>'Vocabulary'`,
            name: sql<string>`btrim(term->>'Name')`,
          })
          .from(overviewEntries)
          .innerJoin(nodes, eq(nodes.id, overviewEntries.nodeId))
          .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
          .crossJoin(sql`jsonb_array_elements(${nodeRevisions.taxonomyTerms}) as term`)
          .where(
            and(
              eq(overviewEntries.source, source),
              eq(overviewEntries.language, language),
              eq(overviewEntries.nodeType, nodeTypeOfKind[kind]),
            ),
          );
        for (const vocabulary of taxonomyVocabularySchema.options) {
          const names = [
            ...new Set(rows.filter((row) => row.vocabulary === vocabulary && row.name !== '').map((row) => row.name)),
          ].sort((a, b) => a.localeCompare(b, language));
          if (names.length > 0) options.push({ OptionName: vocabulary, OptionValues: names });
        }
      }
      if (kind === 'event') {
        const given = (text: string | undefined) => (text && text.trim() !== '' ? [text.trim()] : []);
        options.push({ OptionName: overviewControlKeys.postcode, OptionValues: given(address.postcode) });
        options.push({ OptionName: overviewControlKeys.maxDistanceKm, OptionValues: given(address.maxDistanceKm) });
      }
      return options;
    },
  };
}
