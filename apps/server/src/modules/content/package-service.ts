import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Source } from '@zilt/contracts/common';
import { parseContentPackage, type ContentPackage, type PageNode } from '@zilt/contracts/content-package';
import { emptyImportSummary, type ImportSummary } from '@zilt/contracts/import-summary';
import type { Database } from '../../db/client.ts';
import {
  contactOptions,
  forms,
  languages,
  menus,
  nodeRevisions,
  nodes,
  teamMembers,
  translations,
} from '../../db/schema.ts';
import { alphanumericId } from '../../lib/ids.ts';
import { teamMemberFromRow } from './read-service.ts';
import {
  pageContentHash,
  pageOfRevision,
  revisionContent,
  writeContactOptions,
  writeForm,
  writeMenu,
  writeTeamMember,
  writeTranslations,
  type Tx,
} from './record-writers.ts';

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; problems: string[] };

/** A content package that failed validation; `problems` lists every `path: message`. */
export class InvalidPackageError extends Error {
  override name = 'InvalidPackageError';
  constructor(readonly problems: string[]) {
    super(`The content package is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'})`);
  }
}

/** Imports and exports content packages; an import is all-or-nothing and idempotent. */
export function createPackageService(db: Database) {
  async function importPage(tx: Tx, source: Source, page: PageNode, summary: ImportSummary) {
    const content = revisionContent(page);
    const hash = pageContentHash(page);
    let [node] = await tx
      .select()
      .from(nodes)
      .where(
        and(
          eq(nodes.source, source),
          eq(nodes.language, page.language),
          sql`lower(${nodes.slug}) = ${page.slug.toLowerCase()}`,
        ),
      )
      .limit(1);
    if (!node) {
      [node] = await tx
        .insert(nodes)
        .values({
          source,
          language: page.language,
          slug: page.slug,
          nodeType: page.type,
          translationKey: page.translationKey ?? null,
        })
        .returning();
      summary.pagesCreated += 1;
    }
    if (!node) throw new Error(`could not store page ${page.language}/${page.slug}`);

    const [latest] = await tx
      .select({ id: nodeRevisions.id, contentHash: nodeRevisions.contentHash, status: nodeRevisions.status })
      .from(nodeRevisions)
      .where(eq(nodeRevisions.nodeId, node.id))
      .orderBy(desc(nodeRevisions.createdAt))
      .limit(1);
    const published = node.publishedRevisionId
      ? (
          await tx
            .select({ contentHash: nodeRevisions.contentHash })
            .from(nodeRevisions)
            .where(eq(nodeRevisions.id, node.publishedRevisionId))
        )[0]
      : undefined;
    const unchanged = page.status === 'published' ? published?.contentHash === hash : latest?.contentHash === hash;
    if (unchanged) {
      summary.pagesUnchanged += 1;
      return;
    }
    const revisionId = alphanumericId();
    await tx.insert(nodeRevisions).values({
      id: revisionId,
      nodeId: node.id,
      status: page.status,
      contentHash: hash,
      ...content,
      lastUpdated: new Date(content.lastUpdated),
    });
    summary.revisionsCreated += 1;
    if (page.status === 'published') {
      await tx
        .update(nodes)
        .set({
          publishedRevisionId: revisionId,
          nodeType: page.type,
          translationKey: page.translationKey ?? null,
          updatedAt: new Date(),
        })
        .where(eq(nodes.id, node.id));
    }
  }

  async function writePackage(tx: Tx, pkg: ContentPackage, summary = emptyImportSummary()): Promise<ImportSummary> {
    const { source } = pkg;
    for (const page of pkg.pages ?? []) await importPage(tx, source, page, summary);

    for (const [position, language] of (pkg.languages ?? []).entries()) {
      const written = await tx
        .insert(languages)
        .values({ source, code: language.code, name: language.name, position })
        .onConflictDoUpdate({
          target: [languages.source, languages.code],
          set: { name: language.name, position },
          setWhere: sql`(${languages.name}, ${languages.position}) is distinct from (excluded.name, excluded.position)`,
        })
        .returning({ code: languages.code });
      summary.languagesWritten += written.length;
    }
    for (const menu of pkg.menus ?? []) summary.menusWritten += await writeMenu(tx, source, menu);
    for (const entry of pkg.contactOptions ?? []) {
      summary.contactOptionsWritten += await writeContactOptions(tx, source, entry);
    }
    for (const entry of pkg.translations ?? []) {
      summary.translationsWritten += await writeTranslations(tx, source, entry);
    }
    for (const [position, member] of (pkg.teamMembers ?? []).entries()) {
      summary.teamMembersWritten += await writeTeamMember(tx, member, position);
    }
    for (const [position, definition] of (pkg.forms ?? []).entries()) {
      summary.formsWritten += await writeForm(tx, source, definition, position);
    }
    return summary;
  }

  return {
    /**
     * Validates `input` as a whole, then writes it in one transaction. `beforeCommit` runs once
     * everything is written, inside the transaction (tests hold an import there).
     */
    async importPackage(input: unknown, options: { beforeCommit?: () => Promise<void> } = {}): Promise<ImportResult> {
      const parsed = parseContentPackage(input);
      if (!parsed.ok) return { ok: false, problems: parsed.problems };
      const summary = await db.transaction(async (tx) => {
        const written = await writePackage(tx, parsed.value);
        await options.beforeCommit?.();
        return written;
      });
      return { ok: true, summary };
    },

    /**
     * Imports several packages in one transaction: nothing is written unless every package
     * is valid. Problems are prefixed with the package's name.
     */
    async importPackages(inputs: { name: string; content: unknown }[]): Promise<ImportResult> {
      const parsed: ContentPackage[] = [];
      const problems: string[] = [];
      for (const input of inputs) {
        const result = parseContentPackage(input.content);
        if (result.ok) parsed.push(result.value);
        else problems.push(...result.problems.map((problem) => `${input.name}: ${problem}`));
      }
      if (problems.length > 0) return { ok: false, problems };
      const summary = await db.transaction(async (tx) => {
        const total = emptyImportSummary();
        for (const pkg of parsed) await writePackage(tx, pkg, total);
        return total;
      });
      return { ok: true, summary };
    },

    /**
     * The content of one source as a content package: each node's published revision, or its
     * newest draft when it was never published.
     */
    async exportPackage(source: Source): Promise<ContentPackage> {
      const nodeRows = await db.select().from(nodes).where(eq(nodes.source, source)).orderBy(asc(nodes.id));
      const revisionRows = nodeRows.length
        ? await db
            .select()
            .from(nodeRevisions)
            .innerJoin(nodes, eq(nodes.id, nodeRevisions.nodeId))
            .where(eq(nodes.source, source))
            .orderBy(asc(nodeRevisions.createdAt))
        : [];
      const pages: PageNode[] = [];
      for (const node of nodeRows) {
        const own = revisionRows
          .filter((row) => row.node_revisions.nodeId === node.id)
          .map((row) => row.node_revisions);
        const revision = own.find((candidate) => candidate.id === node.publishedRevisionId) ?? own.at(-1);
        if (revision) {
          // A revision that was live once but is no longer (the page was unpublished or trashed)
          // is exported as a draft: importing the package must not put it live again.
          const status = revision.id === node.publishedRevisionId ? 'published' : 'draft';
          pages.push({ ...pageOfRevision(node, revision), status });
        }
      }
      const languageRows = await db
        .select()
        .from(languages)
        .where(eq(languages.source, source))
        .orderBy(asc(languages.position));
      const menuRows = await db
        .select()
        .from(menus)
        .where(eq(menus.source, source))
        .orderBy(asc(menus.language), asc(menus.location));
      const contactRows = await db
        .select()
        .from(contactOptions)
        .where(eq(contactOptions.source, source))
        .orderBy(asc(contactOptions.language));
      const translationRows = await db
        .select()
        .from(translations)
        .where(eq(translations.source, source))
        .orderBy(asc(translations.language), asc(translations.namespace));
      const teamRows = source === 'wp' ? await db.select().from(teamMembers).orderBy(asc(teamMembers.position)) : [];
      const formRows = await db
        .select()
        .from(forms)
        .where(eq(forms.source, source))
        .orderBy(asc(forms.position), asc(forms.id));
      const pkg = {
        source,
        ...(languageRows.length ? { languages: languageRows.map((row) => ({ code: row.code, name: row.name })) } : {}),
        ...(pages.length ? { pages } : {}),
        ...(menuRows.length
          ? {
              menus: menuRows.map((row) => ({
                language: row.language,
                location: row.location,
                items: row.items,
              })),
            }
          : {}),
        ...(contactRows.length
          ? { contactOptions: contactRows.map((row) => ({ language: row.language, ...row.options })) }
          : {}),
        ...(translationRows.length
          ? {
              translations: translationRows.map((row) => ({
                language: row.language,
                namespace: row.namespace,
                entries: row.entries,
              })),
            }
          : {}),
        ...(teamRows.length
          ? {
              teamMembers: teamRows.map(teamMemberFromRow),
            }
          : {}),
        ...(formRows.length ? { forms: formRows.map((row) => row.definition) } : {}),
      };
      // Re-validate: what we export must import again.
      const parsed = parseContentPackage(pkg);
      if (!parsed.ok) throw new InvalidPackageError(parsed.problems);
      return parsed.value;
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
