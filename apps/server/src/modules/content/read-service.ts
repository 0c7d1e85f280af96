import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AvailableLanguagesResponse } from '@zilt/contracts/api';
import type { Block } from '@zilt/contracts/blocks';
import type { Language, Source } from '@zilt/contracts/common';
import type { ContactOptions } from '@zilt/contracts/contact-options';
import type { MenuItem, MenuLocation } from '@zilt/contracts/menu';
import type { BreadcrumbList, NodeType, PageHeader, PageKind, TaxonomyTerm, Template } from '@zilt/contracts/page';
import type { SitePage, SiteServices } from '@zilt/contracts/site-services';
import type { TeamMember } from '@zilt/contracts/team-member';
import type { TranslationResources, TranslationTree } from '@zilt/contracts/translations';
import type { Database } from '../../db/client.ts';
import { contactOptions, languages, menus, nodeRevisions, nodes, teamMembers, translations } from '../../db/schema.ts';

/** Slugs are matched without case and without surrounding slashes; an empty slug is home. */
export function normaliseSlug(slug: string): string {
  const trimmed = slug.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

type NodeRow = typeof nodes.$inferSelect;

/** A stored team member in the API's field names (spec §3 TeamMember). */
export function teamMemberFromRow(row: typeof teamMembers.$inferSelect): TeamMember {
  return { Id: row.id, Name: row.name, Surname: row.surname, CompanyRole: row.companyRole, ImageURL: row.imageUrl, Age: row.age };
}
type RevisionRow = typeof nodeRevisions.$inferSelect;

/** Reads the content store: pages, menus, languages, contact options, translations, team. */
export function createContentReader(db: Database): SiteServices {
  async function translationsOf(node: NodeRow): Promise<SitePage['translations']> {
    if (!node.translationKey) return [];
    const rows = await db
      .select({ language: nodes.language, slug: nodes.slug })
      .from(nodes)
      .where(
        and(
          eq(nodes.source, node.source),
          eq(nodes.translationKey, node.translationKey),
          ne(nodes.id, node.id),
          sql`${nodes.publishedRevisionId} is not null`,
        ),
      )
      .orderBy(asc(nodes.language));
    return rows.map((row) => ({ language: row.language as Language, slug: row.slug }));
  }

  async function toSitePage(node: NodeRow, revision: RevisionRow): Promise<SitePage> {
    return {
      nodeId: node.id,
      revisionId: revision.id,
      status: revision.status as SitePage['status'],
      source: node.source as Source,
      language: node.language as Language,
      slug: node.slug,
      nodeType: node.nodeType as NodeType,
      title: revision.title,
      lastUpdated: revision.lastUpdated.toISOString(),
      template: revision.template as Template,
      pageKind: revision.pageKind as PageKind,
      header: revision.header as PageHeader,
      breadcrumbs: revision.breadcrumbs as BreadcrumbList,
      blocks: revision.blocks as Block[],
      taxonomyTerms: revision.taxonomyTerms as TaxonomyTerm[],
      translations: await translationsOf(node),
    };
  }

  return {
    async getPage(source, language, slug) {
      const [row] = await db
        .select({ node: nodes, revision: nodeRevisions })
        .from(nodes)
        .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
        .where(
          and(
            eq(nodes.source, source),
            eq(nodes.language, language),
            sql`lower(${nodes.slug}) = ${normaliseSlug(slug)}`,
          ),
        )
        .limit(1);
      return row ? toSitePage(row.node, row.revision) : null;
    },

    async getPageRevision(source, language, nodeId, revisionId) {
      const [row] = await db
        .select({ node: nodes, revision: nodeRevisions })
        .from(nodeRevisions)
        .innerJoin(nodes, eq(nodes.id, nodeRevisions.nodeId))
        .where(
          and(
            eq(nodes.source, source),
            eq(nodes.language, language),
            eq(nodes.id, nodeId),
            eq(nodeRevisions.id, revisionId),
          ),
        )
        .limit(1);
      return row ? toSitePage(row.node, row.revision) : null;
    },

    async getMenu(source, language, location: MenuLocation) {
      const [row] = await db
        .select({ items: menus.items })
        .from(menus)
        .where(and(eq(menus.source, source), eq(menus.language, language), eq(menus.location, location)))
        .limit(1);
      return (row?.items as MenuItem[] | undefined) ?? [];
    },

    async getAvailableLanguages(source) {
      const rows = await db
        .select({ Code: languages.code, Name: languages.name })
        .from(languages)
        .where(eq(languages.source, source))
        .orderBy(asc(languages.position));
      return rows as AvailableLanguagesResponse;
    },

    async getContactOptions(source, language) {
      const [row] = await db
        .select({ options: contactOptions.options })
        .from(contactOptions)
        .where(and(eq(contactOptions.source, source), eq(contactOptions.language, language)))
        .limit(1);
      return (row?.options as ContactOptions | undefined) ?? null;
    },

    async getTranslations(source) {
      const rows = await db
        .select()
        .from(translations)
        .where(eq(translations.source, source))
        .orderBy(asc(translations.language), asc(translations.namespace));
      const resources: TranslationResources = {};
      for (const row of rows) {
        const byNamespace = (resources[row.language] ??= {});
        byNamespace[row.namespace] = row.entries as TranslationTree;
      }
      return resources;
    },

    async searchPages(source, language, query, limit = 20) {
      const terms = query.trim().slice(0, 200);
      if (terms === '') return { total: 0, hits: [] };
      const config = language === 'nl' ? 'dutch' : 'english';
      // Title, header texts and the blocks' text (JSON keys and HTML tags removed) make the document.
      const document = sql`to_tsvector(${config}::regconfig,
        ${nodeRevisions.title} || ' ' || coalesce(${nodeRevisions.header}->>'intro', '') || ' ' ||
        coalesce(${nodeRevisions.header}->>'pageIntro', '') || ' ' ||
        regexp_replace(${nodeRevisions.blocks}::text, '<[^>]*>|"[A-Za-z]+":|https?://[^"]*|/media/[^"]*', ' ', 'g'))`;
      const search = sql`websearch_to_tsquery(${config}::regconfig, ${terms})`;
      const rows = await db
        .select({
          slug: nodes.slug,
          title: nodeRevisions.title,
          header: nodeRevisions.header,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(nodes)
        .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
        .where(and(eq(nodes.source, source), eq(nodes.language, language), ne(nodes.slug, 'not-found'), sql`${document} @@ ${search}`))
        .orderBy(sql`ts_rank(${document}, ${search}) desc`, asc(nodes.slug))
        .limit(limit);
      return {
        total: rows[0]?.total ?? 0,
        hits: rows.map((row) => {
          const header = row.header as PageHeader;
          const description = 'intro' in header ? header.intro : 'pageIntro' in header ? header.pageIntro : undefined;
          return {
            title: row.title,
            url: row.slug === '/' ? `/${language}/` : `/${language}/${row.slug}`,
            description: description ?? '',
          };
        }),
      };
    },

    async getTeamMembers(): Promise<TeamMember[]> {
      const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.position));
      return rows.map(teamMemberFromRow);
    },
  };
}
