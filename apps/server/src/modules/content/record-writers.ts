import { sql } from 'drizzle-orm';
import type { Source } from '@zilt/contracts/common';
import type {
  PackageContactOptions,
  PackageMenu,
  PackageTranslations,
  PageNode,
} from '@zilt/contracts/content-package';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import type { TeamMember } from '@zilt/contracts/team-member';
import type { Database } from '../../db/client.ts';
import {
  contactOptions,
  forms,
  menus,
  type nodeRevisions,
  type nodes,
  teamMembers,
  translations,
} from '../../db/schema.ts';
import { contentHash } from '../../lib/stable-json.ts';
import { cleanBlocks } from './rich-text.ts';

// How each small record of a content package is stored: one writer per table, used by the
// package import and by the editing API alike. Every writer takes a value its contracts schema
// has already accepted, and leaves the row untouched (answering 0) when it holds that value.

/** A transaction of the database (the writers take it, or the database itself, as a `Database`). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The content of a page's revision as stored: rich text cleaned, dates as `Date`. */
export function revisionContent(page: PageNode) {
  return {
    title: page.title,
    template: page.template,
    pageKind: page.pageKind,
    header: page.header,
    breadcrumbs: page.breadcrumbs,
    blocks: cleanBlocks(page.blocks),
    taxonomyTerms: page.taxonomyTerms,
    lastUpdated: new Date(page.lastUpdated).toISOString(),
    // Only projects carry the key, so the content hash of every other page stays as it was.
    ...(page.project ? { project: page.project } : {}),
  };
}

/** The hash that tells whether a revision holds this page exactly (content, type and translation key). */
export function pageContentHash(page: PageNode): string {
  return contentHash({ ...revisionContent(page), nodeType: page.type, translationKey: page.translationKey ?? null });
}

/** A stored revision of a node as the page of a content package. */
export function pageOfRevision(node: typeof nodes.$inferSelect, revision: typeof nodeRevisions.$inferSelect): PageNode {
  return {
    type: node.nodeType,
    language: node.language,
    slug: node.slug,
    title: revision.title,
    template: revision.template,
    pageKind: revision.pageKind,
    header: revision.header,
    breadcrumbs: revision.breadcrumbs,
    blocks: revision.blocks,
    taxonomyTerms: revision.taxonomyTerms,
    lastUpdated: revision.lastUpdated.toISOString(),
    ...(node.translationKey ? { translationKey: node.translationKey } : {}),
    status: revision.status,
    ...(revision.project ? { project: revision.project } : {}),
  };
}

/** Stores one menu tree; answers how many rows changed (0 or 1). */
export async function writeMenu(tx: Database, source: Source, menu: PackageMenu): Promise<number> {
  const written = await tx
    .insert(menus)
    .values({ source, language: menu.language, location: menu.location, items: menu.items })
    .onConflictDoUpdate({
      target: [menus.source, menus.language, menus.location],
      set: { items: menu.items, updatedAt: new Date() },
      setWhere: sql`${menus.items} is distinct from excluded.items`,
    })
    .returning({ location: menus.location });
  return written.length;
}

/** Stores one language's contact options; answers how many rows changed (0 or 1). */
export async function writeContactOptions(tx: Database, source: Source, entry: PackageContactOptions): Promise<number> {
  const { language, ...options } = entry;
  const written = await tx
    .insert(contactOptions)
    .values({ source, language, options })
    .onConflictDoUpdate({
      target: [contactOptions.source, contactOptions.language],
      set: { options, updatedAt: new Date() },
      setWhere: sql`${contactOptions.options} is distinct from excluded.options`,
    })
    .returning({ language: contactOptions.language });
  return written.length;
}

/** Stores one namespace of UI translations; answers how many rows changed (0 or 1). */
export async function writeTranslations(tx: Database, source: Source, entry: PackageTranslations): Promise<number> {
  const written = await tx
    .insert(translations)
    .values({ source, language: entry.language, namespace: entry.namespace, entries: entry.entries })
    .onConflictDoUpdate({
      target: [translations.source, translations.language, translations.namespace],
      set: { entries: entry.entries, updatedAt: new Date() },
      setWhere: sql`${translations.entries} is distinct from excluded.entries`,
    })
    .returning({ namespace: translations.namespace });
  return written.length;
}

/** Stores one team member at `position` in the team's order; answers how many rows changed (0 or 1). */
export async function writeTeamMember(tx: Database, member: TeamMember, position: number): Promise<number> {
  const row = {
    name: member.Name,
    surname: member.Surname,
    companyRole: member.CompanyRole,
    imageUrl: member.ImageURL,
    age: member.Age,
    position,
  };
  const written = await tx
    .insert(teamMembers)
    .values({ id: member.Id, ...row })
    .onConflictDoUpdate({
      target: teamMembers.id,
      set: row,
      setWhere: sql`(${teamMembers.name}, ${teamMembers.surname}, ${teamMembers.companyRole}, ${teamMembers.imageUrl}, ${teamMembers.age}, ${teamMembers.position}) is distinct from (excluded.name, excluded.surname, excluded.company_role, excluded.image_url, excluded.age, excluded.position)`,
    })
    .returning({ id: teamMembers.id });
  return written.length;
}

/** Stores one form definition at `position` among its source's forms; answers how many rows changed (0 or 1). */
export async function writeForm(
  tx: Database,
  source: Source,
  definition: FormDefinition,
  position: number,
): Promise<number> {
  const written = await tx
    .insert(forms)
    .values({ id: definition.id, source, definition, position })
    .onConflictDoUpdate({
      target: forms.id,
      set: { source, definition, position, updatedAt: new Date() },
      setWhere: sql`(${forms.source}, ${forms.definition}, ${forms.position}) is distinct from (excluded.source, excluded.definition, excluded.position)`,
    })
    .returning({ id: forms.id });
  return written.length;
}
