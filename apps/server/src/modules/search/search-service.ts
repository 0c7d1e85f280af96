import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language, Source } from '@zilt/contracts/common';
import type { NodeType } from '@zilt/contracts/page';
import type { Database } from '../../db/client.ts';
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
 * longer documents are not favoured). The title checks read the small title vector only; the
 * phrase check on the whole document is made only when more than one word was typed.
 */
function searchOrder(language: Language, typed: string): SQL[] {
  const config = textSearchConfig(language);
  const several = searchWordCount(typed) > 1;
  return [
    desc(sql`${searchDocuments.titleDocument} = to_tsvector(${config}, ${typed})`),
    ...(several ? [desc(sql`${searchDocuments.titleDocument} @@ ${phraseQuery(language, typed)}`)] : []),
    desc(sql`${searchDocuments.titleDocument} @@ ${tsQuery(language, typed)}`),
    ...(several ? [desc(sql`${searchDocuments.searchDocument} @@ ${phraseQuery(language, typed)}`)] : []),
    desc(sql`ts_rank(${searchDocuments.searchDocument}, ${tsQuery(language, typed)}, 1)`),
    asc(searchDocuments.nodeId),
  ];
}

/**
 * The ids of one page of hits, best first, and how many hits there are in all. One pass over
 * the search index finds, counts and ranks the hits; the overview rows are read only when the
 * request filters them (`filters`, conditions on the overview rows). A page past the last one
 * has no rows to carry the count, so then the hits are counted on their own.
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
  const hits = db
    .select({ nodeId: searchDocuments.nodeId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(searchDocuments)
    .$dynamic();
  const rows = await (
    filters ? hits.innerJoin(overviewEntries, eq(overviewEntries.nodeId, searchDocuments.nodeId)) : hits
  )
    .where(where)
    .orderBy(...searchOrder(language, typed))
    .limit(request.pageSize)
    .offset(request.page * request.pageSize);
  if (rows.length > 0) return { ids: rows.map((row) => row.nodeId), total: rows[0]?.total ?? 0 };
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
