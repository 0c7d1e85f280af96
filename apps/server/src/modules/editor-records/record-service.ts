import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm';
import type { Language, Source } from '@zilt/contracts/common';
import { emptyContactOptions, type ContactOptions } from '@zilt/contracts/contact-options';
import { packageTranslationsSchema } from '@zilt/contracts/content-package';
import type { EditorForm, EditorMenu, EditorNamespace, EditorTeamMember } from '@zilt/contracts/editor-records';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import { formatIssuePath, formatZodIssues } from '@zilt/contracts/issues';
import type { MenuItem, MenuLocation } from '@zilt/contracts/menu';
import type { TeamMember } from '@zilt/contracts/team-member';
import type { TranslationTree } from '@zilt/contracts/translations';
import type { Database } from '../../db/client.ts';
import { contactOptions, formSubmissions, forms, menus, nodes, teamMembers, translations } from '../../db/schema.ts';
import { alphanumericId } from '../../lib/ids.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { teamMemberFromRow } from '../content/read-service.ts';
import {
  writeContactOptions,
  writeForm,
  writeMenu,
  writeTeamMember,
  writeTranslations,
} from '../content/record-writers.ts';
import { itemPath } from '../overview/overview-service.ts';
import { applyTranslationPatch } from './translation-patch.ts';
import { lockRecord, staleUnless, versionOf, type WriteOutcome } from './record-versions.ts';

export interface EditorRecordsOptions {
  /** Drops every cache of published content, in every process (after each change is committed). */
  contentChanged(): Promise<void>;
}

/** Who made a change: a staff member's e-mail address or an API token's name. */
export type Actor = string;

type ContactOptionsRecord = {
  source: Source;
  language: Language;
  options: ContactOptions;
  version: string;
  updatedAt: string | null;
};

/**
 * Reads and changes the small content records for the editing API: menus, UI translations,
 * team members, form definitions and contact options. Each change is one transaction holding
 * the record's lock, the write (through the import's writers) and its audit entry with the
 * record before and after; the caches are dropped once it is committed.
 */
export function createEditorRecords(db: Database, options: EditorRecordsOptions) {
  /** Runs `write` in a transaction; drops the caches when it changed something. */
  async function change<T>(write: (tx: Database) => Promise<WriteOutcome<T>>): Promise<WriteOutcome<T>> {
    const outcome = await db.transaction((transaction) => write(transaction as unknown as Database));
    if (outcome.status === 'ok' && outcome.changed) await options.contentChanged();
    return outcome;
  }

  /**
   * Problems with items whose `Url` is an address of this site in the menu's language that no
   * published page has (`/en/no-such-page`): the menu is kept, but the editor should know.
   */
  async function menuWarnings(source: Source, language: Language, items: readonly MenuItem[]): Promise<string[]> {
    const prefix = `/${language}/`;
    const links: { path: (string | number)[]; url: string }[] = [];
    const pending = items.map((item, index) => ({ item, path: [index] as (string | number)[] }));
    while (pending.length > 0) {
      const { item, path } = pending.shift()!;
      if (item.Url.startsWith(prefix)) links.push({ path: [...path, 'Url'], url: item.Url });
      item.Children.forEach((child, index) => pending.push({ item: child, path: [...path, 'Children', index] }));
    }
    if (links.length === 0) return [];
    const rows = await db
      .select({ slug: nodes.slug })
      .from(nodes)
      .where(and(eq(nodes.source, source), eq(nodes.language, language), isNotNull(nodes.publishedRevisionId)));
    const published = new Set(rows.map((row) => normalisePath(itemPath(language, row.slug))));
    return links
      .filter((link) => !published.has(normalisePath(link.url)))
      .map(
        (link) =>
          `${formatIssuePath(['items', ...link.path])}: "${link.url}" is no published page of ${source} in ${language}`,
      );
  }

  async function menuRecord(
    source: Source,
    language: Language,
    location: MenuLocation,
    row: { items: MenuItem[]; updatedAt: Date } | undefined,
  ): Promise<EditorMenu> {
    const items = row?.items ?? [];
    return {
      source,
      language,
      location,
      items,
      version: versionOf(row?.items ?? null),
      updatedAt: row?.updatedAt.toISOString() ?? null,
      warnings: await menuWarnings(source, language, items),
    };
  }

  async function menuRow(target: Database, source: Source, language: Language, location: MenuLocation) {
    const [row] = await target
      .select({ items: menus.items, updatedAt: menus.updatedAt })
      .from(menus)
      .where(and(eq(menus.source, source), eq(menus.language, language), eq(menus.location, location)));
    return row;
  }

  async function namespaceRow(target: Database, source: Source, language: Language, namespace: string) {
    const [row] = await target
      .select({ entries: translations.entries })
      .from(translations)
      .where(
        and(
          eq(translations.source, source),
          eq(translations.language, language),
          eq(translations.namespace, namespace),
        ),
      );
    return row;
  }

  /** Stores a namespace's tree, checked by the content package's schema, with its audit entry. */
  async function writeNamespace(
    tx: Database,
    actor: Actor,
    key: { source: Source; language: Language; namespace: string },
    before: TranslationTree | null,
    entries: TranslationTree,
    kind: 'translation.replace' | 'translation.update',
  ): Promise<WriteOutcome<EditorNamespace>> {
    const checked = packageTranslationsSchema.safeParse({ language: key.language, namespace: key.namespace, entries });
    if (!checked.success) {
      const problems = formatZodIssues(checked.error);
      return { status: 'invalid', message: `The translations are invalid: ${problems[0]}`, problems };
    }
    const changed = (await writeTranslations(tx, key.source, checked.data)) > 0;
    if (changed) {
      await recordEdit(tx, {
        actor,
        kind,
        targetType: 'translations',
        targetId: `${key.source}/${key.language}/${key.namespace}`,
        before,
        after: checked.data.entries,
      });
    }
    return {
      status: 'ok',
      changed,
      record: { namespace: key.namespace, entries: checked.data.entries, version: versionOf(checked.data.entries) },
    };
  }

  function teamMemberRecord(member: TeamMember): EditorTeamMember {
    return { ...member, version: versionOf(member) };
  }

  async function teamMemberRow(target: Database, id: string) {
    const [row] = await target.select().from(teamMembers).where(eq(teamMembers.id, id));
    return row;
  }

  async function submissionCount(formId: string): Promise<number> {
    const [row] = await db
      .select({ submissions: count() })
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, formId));
    return row?.submissions ?? 0;
  }

  function formRecord(row: typeof forms.$inferSelect, submissions: number): EditorForm {
    return {
      id: row.id,
      source: row.source,
      definition: row.definition,
      submissions,
      version: versionOf(row.definition),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function readForm(id: string): Promise<EditorForm | undefined> {
    const [row] = await db.select().from(forms).where(eq(forms.id, id));
    return row ? formRecord(row, await submissionCount(id)) : undefined;
  }

  async function contactOptionsRow(target: Database, source: Source, language: Language) {
    const [row] = await target
      .select({ options: contactOptions.options, updatedAt: contactOptions.updatedAt })
      .from(contactOptions)
      .where(and(eq(contactOptions.source, source), eq(contactOptions.language, language)));
    return row;
  }

  function contactOptionsRecord(
    source: Source,
    language: Language,
    row: { options: ContactOptions; updatedAt: Date } | undefined,
  ): ContactOptionsRecord {
    return {
      source,
      language,
      options: row?.options ?? emptyContactOptions,
      version: versionOf(row?.options ?? null),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    // Menus

    async readMenu(source: Source, language: Language, location: MenuLocation): Promise<EditorMenu> {
      return menuRecord(source, language, location, await menuRow(db, source, language, location));
    },

    /** Replaces the whole tree of one menu (its order is each list's `Weight`). */
    async replaceMenu(
      actor: Actor,
      key: { source: Source; language: Language; location: MenuLocation },
      items: MenuItem[],
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<EditorMenu>> {
      const { source, language, location } = key;
      const outcome = await change<null>(async (tx) => {
        await lockRecord(tx, `menu ${source} ${language} ${location}`);
        const before = (await menuRow(tx, source, language, location))?.items ?? null;
        const stale = staleUnless(expectedVersion, before);
        if (stale) return stale;
        const changed = (await writeMenu(tx, source, { language, location, items })) > 0;
        if (changed) {
          await recordEdit(tx, {
            actor,
            kind: 'menu.replace',
            targetType: 'menu',
            targetId: `${source}/${language}/${location}`,
            before,
            after: items,
          });
        }
        return { status: 'ok', changed, record: null };
      });
      if (outcome.status !== 'ok') return outcome;
      const record = await menuRecord(source, language, location, await menuRow(db, source, language, location));
      return { ...outcome, record };
    },

    // UI translations

    async readTranslations(source: Source, language: Language): Promise<EditorNamespace[]> {
      const rows = await db
        .select({ namespace: translations.namespace, entries: translations.entries })
        .from(translations)
        .where(and(eq(translations.source, source), eq(translations.language, language)))
        .orderBy(asc(translations.namespace));
      return rows.map((row) => ({ ...row, version: versionOf(row.entries) }));
    },

    /** Replaces the whole tree of one namespace (made when it is new). */
    async replaceNamespace(
      actor: Actor,
      key: { source: Source; language: Language; namespace: string },
      entries: TranslationTree,
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<EditorNamespace>> {
      return change(async (tx) => {
        await lockRecord(tx, `translations ${key.source} ${key.language} ${key.namespace}`);
        const before = (await namespaceRow(tx, key.source, key.language, key.namespace))?.entries ?? null;
        const stale = staleUnless(expectedVersion, before);
        if (stale) return stale;
        return writeNamespace(tx, actor, key, before, entries, 'translation.replace');
      });
    },

    /** Sets and removes single keys of one namespace; the other keys stay as they are. */
    async patchNamespace(
      actor: Actor,
      key: { source: Source; language: Language; namespace: string },
      patch: { set: Record<string, string>; remove: string[] },
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<EditorNamespace>> {
      return change(async (tx) => {
        await lockRecord(tx, `translations ${key.source} ${key.language} ${key.namespace}`);
        const before = (await namespaceRow(tx, key.source, key.language, key.namespace))?.entries ?? null;
        const stale = staleUnless(expectedVersion, before);
        if (stale) return stale;
        const patched = applyTranslationPatch(before ?? {}, patch);
        if (!patched.ok) {
          return {
            status: 'invalid',
            message: `The change cannot be made: ${patched.problems[0]}`,
            problems: patched.problems,
          };
        }
        return writeNamespace(tx, actor, key, before, patched.tree, 'translation.update');
      });
    },

    // Team members

    async listTeamMembers(): Promise<EditorTeamMember[]> {
      const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.id));
      return rows.map((row) => teamMemberRecord(teamMemberFromRow(row)));
    },

    async readTeamMember(id: string): Promise<EditorTeamMember | undefined> {
      const row = await teamMemberRow(db, id);
      return row ? teamMemberRecord(teamMemberFromRow(row)) : undefined;
    },

    /** Adds a member after the last one; without an `Id`, one is made. */
    async createTeamMember(
      actor: Actor,
      input: Omit<TeamMember, 'Id'> & { Id?: string | undefined },
    ): Promise<WriteOutcome<EditorTeamMember>> {
      const member: TeamMember = { ...input, Id: input.Id ?? alphanumericId(12) };
      return change(async (tx) => {
        await lockRecord(tx, 'team');
        if (await teamMemberRow(tx, member.Id)) {
          return { status: 'conflict', message: `A team member with Id "${member.Id}" exists already` };
        }
        const [last] = await tx.select({ position: max(teamMembers.position) }).from(teamMembers);
        await writeTeamMember(tx, member, (last?.position ?? -1) + 1);
        await recordEdit(tx, {
          actor,
          kind: 'team-member.create',
          targetType: 'team-member',
          targetId: member.Id,
          after: member,
        });
        return { status: 'ok', changed: true, record: teamMemberRecord(member) };
      });
    },

    /** Changes every field of a member but its `Id` and its place in the order. */
    async updateTeamMember(
      actor: Actor,
      id: string,
      fields: Omit<TeamMember, 'Id'>,
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<EditorTeamMember>> {
      return change(async (tx) => {
        await lockRecord(tx, 'team');
        const row = await teamMemberRow(tx, id);
        if (!row) return { status: 'not-found', message: `No team member with Id "${id}"` };
        const before = teamMemberFromRow(row);
        const stale = staleUnless(expectedVersion, before);
        if (stale) return stale;
        const after: TeamMember = { ...fields, Id: id };
        const changed = (await writeTeamMember(tx, after, row.position)) > 0;
        if (changed) {
          await recordEdit(tx, {
            actor,
            kind: 'team-member.update',
            targetType: 'team-member',
            targetId: id,
            before,
            after,
          });
        }
        return { status: 'ok', changed, record: teamMemberRecord(after) };
      });
    },

    async deleteTeamMember(
      actor: Actor,
      id: string,
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<TeamMember>> {
      return change(async (tx) => {
        await lockRecord(tx, 'team');
        const row = await teamMemberRow(tx, id);
        if (!row) return { status: 'not-found', message: `No team member with Id "${id}"` };
        const before = teamMemberFromRow(row);
        const stale = staleUnless(expectedVersion, before);
        if (stale) return stale;
        await tx.delete(teamMembers).where(eq(teamMembers.id, id));
        await recordEdit(tx, {
          actor,
          kind: 'team-member.delete',
          targetType: 'team-member',
          targetId: id,
          before,
          after: null,
        });
        return { status: 'ok', changed: true, record: before };
      });
    },

    // Form definitions

    async listForms(): Promise<EditorForm[]> {
      const rows = await db.select().from(forms).orderBy(asc(forms.source), asc(forms.position), asc(forms.id));
      const counts = await db
        .select({ formId: formSubmissions.formId, submissions: count() })
        .from(formSubmissions)
        .groupBy(formSubmissions.formId);
      const byForm = new Map(counts.map((row) => [row.formId, row.submissions]));
      return rows.map((row) => formRecord(row, byForm.get(row.id) ?? 0));
    },

    readForm,

    /**
     * Replaces a form's definition; its source and place stay, and so does every submission
     * already stored (they keep the values of fields the new definition may no longer have).
     */
    async updateForm(
      actor: Actor,
      id: string,
      definition: FormDefinition,
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<EditorForm>> {
      if (definition.id !== id) {
        const problem = `expected "${id}", the form of the address (a form keeps its id)`;
        return {
          status: 'invalid',
          message: `Invalid body field "definition.id": ${problem}`,
          problems: [`definition.id: ${problem}`],
        };
      }
      const outcome = await change<null>(async (tx) => {
        await lockRecord(tx, `form ${id}`);
        const [row] = await tx.select().from(forms).where(eq(forms.id, id));
        if (!row) return { status: 'not-found', message: `No form with id "${id}"` };
        const stale = staleUnless(expectedVersion, row.definition);
        if (stale) return stale;
        const changed = (await writeForm(tx, row.source, definition, row.position)) > 0;
        if (changed) {
          await recordEdit(tx, {
            actor,
            kind: 'form.update',
            targetType: 'form',
            targetId: id,
            before: row.definition,
            after: definition,
          });
        }
        return { status: 'ok', changed, record: null };
      });
      if (outcome.status !== 'ok') return outcome;
      const record = await readForm(id);
      if (!record) return { status: 'not-found', message: `No form with id "${id}"` };
      return { ...outcome, record };
    },

    // Contact options

    async readContactOptions(source: Source, language: Language): Promise<ContactOptionsRecord> {
      return contactOptionsRecord(source, language, await contactOptionsRow(db, source, language));
    },

    async replaceContactOptions(
      actor: Actor,
      key: { source: Source; language: Language },
      value: ContactOptions,
      expectedVersion: string | undefined,
    ): Promise<WriteOutcome<ContactOptionsRecord>> {
      const outcome = await change<null>(async (tx) => {
        await lockRecord(tx, `contact-options ${key.source} ${key.language}`);
        const before = (await contactOptionsRow(tx, key.source, key.language))?.options ?? null;
        const stale = staleUnless(expectedVersion, before);
        if (stale) return stale;
        const changed = (await writeContactOptions(tx, key.source, { language: key.language, ...value })) > 0;
        if (changed) {
          await recordEdit(tx, {
            actor,
            kind: 'contact-options.replace',
            targetType: 'contact-options',
            targetId: `${key.source}/${key.language}`,
            before,
            after: value,
          });
        }
        return { status: 'ok', changed, record: null };
      });
      if (outcome.status !== 'ok') return outcome;
      const row = await contactOptionsRow(db, key.source, key.language);
      return { ...outcome, record: contactOptionsRecord(key.source, key.language, row) };
    },
  };
}

/** An address without its query, fragment and trailing slash (but `/en/` stays), in lower case. */
function normalisePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const trimmed = path.length > 4 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

export type EditorRecords = ReturnType<typeof createEditorRecords>;
