import { and, asc, count, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Language } from '@zilt/contracts/languages';
import { type PublicSource, unindexedSlugs } from '@zilt/contracts/site-addresses';
import { unlistedTemplates } from '@zilt/contracts/templates';
import type { Database } from '../../db/client.ts';
import { nodeRevisions, nodes } from '../../db/schema.ts';

/** One address of a sitemap: a published, indexable page and its counterparts in other languages. */
export interface SitemapEntry {
  language: Language;
  slug: string;
  /** When its published revision was last updated. */
  lastModified: Date;
  alternates: { language: Language; slug: string }[];
}

/** How many sitemap addresses each source and language has. */
export interface SitemapCount {
  source: PublicSource;
  language: Language;
  pages: number;
  /** The newest revision's update among them. */
  lastModified: Date | null;
}

/**
 * The pages a sitemap lists: published ones (a node with a published revision), never the
 * not-found page nor pages of templates search engines are asked not to index. Drafts and
 * previews have no published revision, so they never appear.
 */
function indexable(source: PublicSource) {
  return and(
    eq(nodes.source, source),
    isNotNull(nodes.publishedRevisionId),
    notInArray(sql`lower(${nodes.slug})`, [...unindexedSlugs]),
    notInArray(nodeRevisions.template, [...unlistedTemplates]),
  );
}

export function createSitemapService(db: Database) {
  return {
    /** The number of addresses per source and language (languages without pages are left out). */
    async counts(sources: readonly PublicSource[]): Promise<SitemapCount[]> {
      const counted = await Promise.all(
        sources.map(async (source) => {
          const perLanguage = await db
            .select({
              language: nodes.language,
              pages: count(),
              lastModified: sql<string | Date | null>`max(${nodeRevisions.lastUpdated})`,
            })
            .from(nodes)
            .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
            .where(indexable(source))
            .groupBy(nodes.language)
            .orderBy(asc(nodes.language));
          return perLanguage.map((row) => ({
            source,
            language: row.language,
            pages: Number(row.pages),
            lastModified: row.lastModified === null ? null : new Date(row.lastModified),
          }));
        }),
      );
      return counted.flat().filter((row) => row.pages > 0);
    },

    /** One file's addresses: `limit` pages from `offset`, in a stable order (by node id). */
    async entries(source: PublicSource, language: Language, offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await db
        .select({
          language: nodes.language,
          slug: nodes.slug,
          lastModified: nodeRevisions.lastUpdated,
          // Counterparts: published nodes of the same source and translation key in other languages.
          alternates: sql<{ language: Language; slug: string }[] | null>`(
            select json_agg(json_build_object('language', counterpart.language, 'slug', counterpart.slug) order by counterpart.language)
            from nodes as counterpart
            where counterpart.source = ${nodes.source}
              and counterpart.translation_key = ${nodes.translationKey}
              and counterpart.id <> ${nodes.id}
              and counterpart.published_revision_id is not null
          )`,
        })
        .from(nodes)
        .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
        .where(and(indexable(source), eq(nodes.language, language)))
        .orderBy(asc(nodes.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({
        language: row.language,
        slug: row.slug,
        lastModified: new Date(row.lastModified),
        alternates: typeof row.alternates === 'string' ? JSON.parse(row.alternates) : (row.alternates ?? []),
      }));
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
