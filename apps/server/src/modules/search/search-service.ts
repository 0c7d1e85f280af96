import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Language, Source } from '@zilt/contracts/common';
import type { NodeType } from '@zilt/contracts/page';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { overviewEntries, searchDocuments } from '../../db/schema.ts';
import {
  searchPhraseText,
  searchQueryText,
  searchWordCount,
  snippetHtml,
  snippetMarkEnd,
  snippetMarkStart,
} from './search-terms.ts';

// The site search: one more overview kind (`kind: search`). It searches the stored document of
// every published page, news item, event, project and team-member page of one language, stemmed
// in that language (so "aardappelen" finds "aardappel"), best matches first.

function textSearchConfig(language: Language): SQL {
  return language === 'nl' ? sql`'dutch'::regconfig` : sql`'english'::regconfig`;
}

function tsQuery(language: Language, typed: string): SQL {
  return sql`to_tsquery(${textSearchConfig(language)}, ${searchQueryText(typed) ?? ''})`;
}

function phraseQuery(language: Language, typed: string): SQL {
  return sql`to_tsquery(${textSearchConfig(language)}, ${searchPhraseText(typed) ?? ''})`;
}

/**
 * Items whose document matches every word typed (the last one also as a word start), of the
 * chosen type when the visitor chose one.
 */
function searchCondition(source: Source, language: Language, typed: string, nodeType: NodeType | null): SQL {
  if (searchQueryText(typed) === null) return sql`false`;
  const condition = sql`${searchDocuments.source} = ${source} and ${searchDocuments.language} = ${language} and ${searchDocuments.searchDocument} @@ ${tsQuery(language, typed)}`;
  return nodeType ? sql`${condition} and ${searchDocuments.nodeType} = ${nodeType}` : condition;
}

/**
 * Relevance, most important first: the title is the words typed (stemmed, so case and
 * inflection do not matter); the title holds the words as typed, next to each other; the
 * title holds every word; the text holds the words as typed, next to each other (the exact
 * phrase); then how well the whole document matches (title words weigh more than body words,
 * longer documents are not favoured); then the node id. The title checks read the small title
 * vector only (`titleOrder`, cheap); the phrase check and the rank read the whole document,
 * stored out of line (`documentOrder`, costly per hit); the phrase check is made only when more
 * than one word was typed.
 */
function titleOrder(language: Language, typed: string): SQL[] {
  const config = textSearchConfig(language);
  return [
    sql`${searchDocuments.titleDocument} = to_tsvector(${config}, ${typed})`,
    ...(searchWordCount(typed) > 1 ? [sql`${searchDocuments.titleDocument} @@ ${phraseQuery(language, typed)}`] : []),
    sql`${searchDocuments.titleDocument} @@ ${tsQuery(language, typed)}`,
  ];
}

function documentOrder(language: Language, typed: string, document: SQL): SQL[] {
  return [
    ...(searchWordCount(typed) > 1 ? [sql`${document} @@ ${phraseQuery(language, typed)}`] : []),
    sql`ts_rank(${document}, ${tsQuery(language, typed)}, 1)`,
  ];
}

/**
 * The ids of one page of hits, best first, and how many hits there are in all, in two passes
 * over the hits of the search index. The first keeps every hit with its title checks (the
 * order's first keys, read from the small title vector) and counts them. Only the hits that can
 * reach the page are then ranked on the whole document: those whose title checks are at least
 * those of the page's last hit (in title order). A broad word's first pages thus rank the few
 * hits with the word in the title, not every hit; the order is exactly that of ranking them all.
 * The overview rows are read only when the request filters them (`filters`, conditions on the
 * overview rows). A page past the last one has no rows to carry the count, so then the hits are
 * counted on their own.
 */
export async function searchPage(
  db: Database,
  source: Source,
  language: Language,
  request: { page: number; pageSize: number; searchQuery: string | null; nodeType: NodeType | null },
  filters: SQL[] | null,
): Promise<{ ids: number[]; total: number }> {
  const typed = request.searchQuery ?? '';
  const where = and(searchCondition(source, language, typed, request.nodeType), ...(filters ?? []));
  const titleKeys = titleOrder(language, typed);
  const keyNames = titleKeys.map((_, index) => sql.raw(`key${index}`));
  const keyList = sql.join(keyNames, sql`, `);
  const keysDescending = sql.join(
    keyNames.map((name) => sql`${name} desc`),
    sql`, `,
  );
  const join = filters ? sql`join ${overviewEntries} on ${overviewEntries.nodeId} = ${searchDocuments.nodeId}` : sql``;
  const document = sql.raw('hits.document');
  const offset = request.page * request.pageSize;
  const rows = await selectRows<{ node_id: number; total: number }>(
    db,
    sql`
    with hits as materialized (
      select ${searchDocuments.nodeId} as node_id, ${searchDocuments.searchDocument} as document,
        ${sql.join(
          titleKeys.map((key, index) => sql`${key} as ${keyNames[index]}`),
          sql`, `,
        )}
      from ${searchDocuments} ${join}
      where ${where}
    ),
    last_on_page as (
      select ${keyList} from hits order by ${keysDescending} limit 1 offset ${offset + request.pageSize - 1}
    )
    select node_id, (select count(*) from hits)::integer as total
    from hits
    where not exists (select from last_on_page) or (${keyList}) >= (select ${keyList} from last_on_page)
    order by ${keysDescending}, ${sql.join(
      documentOrder(language, typed, document).map((key) => sql`${key} desc`),
      sql`, `,
    )}, node_id
    limit ${request.pageSize} offset ${offset}`,
  );
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.node_id)), total: Number(rows[0]?.total ?? 0) };
  if (request.page === 0) return { ids: [], total: 0 };
  const counting = db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(searchDocuments)
    .$dynamic();
  const [counted] = await (
    filters ? counting.innerJoin(overviewEntries, eq(overviewEntries.nodeId, searchDocuments.nodeId)) : counting
  ).where(where);
  return { ids: [], total: counted?.total ?? 0 };
}

/** A passage around the matched words, as HTML: escaped text, matched words in `<mark>`. */
export function searchSnippet(language: Language, typed: string): SQL<string | null> {
  const options = `StartSel=${snippetMarkStart}, StopSel=${snippetMarkEnd}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  return sql<
    string | null
  >`ts_headline(${textSearchConfig(language)}, ${searchDocuments.searchText}, ${tsQuery(language, typed)}, ${options})`.mapWith(
    (passage: string | null) => (passage === null ? null : snippetHtml(passage)),
  );
}
