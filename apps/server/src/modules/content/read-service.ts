import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MenuLocation } from '@zilt/contracts/menu';
import type { PageHeader } from '@zilt/contracts/page';
import type { MapProject } from '@zilt/contracts/project';
import type { SitePage, SiteServices } from '@zilt/contracts/site-services';
import type { TeamMember } from '@zilt/contracts/team-member';
import type { TranslationResources } from '@zilt/contracts/translations';
import { maxSlugLength } from '@zilt/contracts/content-package';
import { isStorableText } from '@zilt/contracts/json-limits';
import type { Database } from '../../db/client.ts';
import {
  contactOptions,
  languages,
  menus,
  nodeRevisions,
  nodes,
  pageRedirects,
  teamMembers,
  translations,
} from '../../db/schema.ts';
import { itemPath } from '../overview/overview-service.ts';

/** Slugs are matched without case and without surrounding slashes; an empty slug is home. */
export function normaliseSlug(slug: string): string {
  const trimmed = slug
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

type NodeRow = typeof nodes.$inferSelect;

/** Texts a header offers as the page's description (its intro), if any. */
function headerDescription(header: PageHeader): string | undefined {
  return 'intro' in header ? header.intro : 'pageIntro' in header ? header.pageIntro : undefined;
}

/** A stored team member in the API's field names: Id, Name, Surname, CompanyRole, ImageURL, Age. */
export function teamMemberFromRow(row: typeof teamMembers.$inferSelect): TeamMember {
  return {
    Id: row.id,
    Name: row.name,
    Surname: row.surname,
    CompanyRole: row.companyRole,
    ImageURL: row.imageUrl,
    Age: row.age,
  };
}
type RevisionRow = typeof nodeRevisions.$inferSelect;

/** The parts of the site services that read pages, menus, languages, contact options, translations, team. */
export type ContentReader = Omit<
  SiteServices,
  'getOverviewItems' | 'getTaxonomyOptions' | 'getPreviewPage' | 'checkNewsletterToken' | 'confirmNewsletterSignUp'
>;

/** Reads the content store: pages, menus, languages, contact options, translations, team. */
export function createContentReader(db: Database): ContentReader {
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
    return rows.map((row) => ({ language: row.language, slug: row.slug }));
  }

  async function toSitePage(node: NodeRow, revision: RevisionRow): Promise<SitePage> {
    return {
      nodeId: node.id,
      revisionId: revision.id,
      status: revision.status,
      source: node.source,
      language: node.language,
      slug: node.slug,
      nodeType: node.nodeType,
      title: revision.title,
      lastUpdated: revision.lastUpdated.toISOString(),
      template: revision.template,
      pageKind: revision.pageKind,
      header: revision.header,
      breadcrumbs: revision.breadcrumbs,
      blocks: revision.blocks,
      taxonomyTerms: revision.taxonomyTerms,
      project: revision.project ?? null,
      translations: await translationsOf(node),
    };
  }

  return {
    async getPage(source, language, slug) {
      // No stored slug can hold such text (a NUL in an address): no page has it.
      if (!isStorableText(slug) || slug.length > maxSlugLength) return null;
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

    async getPageRedirect(source, language, slug) {
      if (!isStorableText(slug) || slug.length > maxSlugLength) return null;
      const [row] = await db
        .select({ slug: nodes.slug })
        .from(pageRedirects)
        .innerJoin(nodes, eq(nodes.id, pageRedirects.nodeId))
        .where(
          and(
            eq(pageRedirects.source, source),
            eq(pageRedirects.language, language),
            sql`lower(${pageRedirects.slug}) = ${normaliseSlug(slug)}`,
            sql`${nodes.publishedRevisionId} is not null`,
          ),
        )
        .limit(1);
      return row?.slug ?? null;
    },

    async getMenu(source, language, location: MenuLocation) {
      const [row] = await db
        .select({ items: menus.items })
        .from(menus)
        .where(and(eq(menus.source, source), eq(menus.language, language), eq(menus.location, location)))
        .limit(1);
      return row?.items ?? [];
    },

    async getAvailableLanguages(source) {
      const rows = await db
        .select({ Code: languages.code, Name: languages.name })
        .from(languages)
        .where(eq(languages.source, source))
        .orderBy(asc(languages.position));
      return rows;
    },

    async getContactOptions(source, language) {
      const [row] = await db
        .select({ options: contactOptions.options })
        .from(contactOptions)
        .where(and(eq(contactOptions.source, source), eq(contactOptions.language, language)))
        .limit(1);
      return row?.options ?? null;
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
        byNamespace[row.namespace] = row.entries;
      }
      return resources;
    },

    async getMapProjects(source, language): Promise<MapProject[]> {
      const rows = await db
        .select({
          slug: nodes.slug,
          title: nodeRevisions.title,
          header: nodeRevisions.header,
          project: nodeRevisions.project,
        })
        .from(nodes)
        .innerJoin(nodeRevisions, eq(nodeRevisions.id, nodes.publishedRevisionId))
        .where(
          and(
            eq(nodes.source, source),
            eq(nodes.language, language),
            eq(nodes.nodeType, 'project'),
            sql`${nodeRevisions.project} is not null`,
          ),
        )
        .orderBy(asc(nodeRevisions.title), asc(nodes.slug));
      return rows.flatMap(({ slug, title, header, project: place }) => {
        if (!place) return [];
        return {
          id: slug,
          coordinates: { longitude: place.longitude, latitude: place.latitude },
          theme: place.theme,
          labels: place.labels,
          title,
          description: headerDescription(header) ?? '',
          imageUrl: header.image?.originalImageUrl ?? '',
          url: itemPath(language, slug),
        };
      });
    },

    async getTeamMembers(): Promise<TeamMember[]> {
      const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.position));
      return rows.map(teamMemberFromRow);
    },
  };
}
