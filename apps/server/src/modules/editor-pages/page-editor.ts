import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Language, Source } from '@zilt/contracts/common';
import type { PageNode } from '@zilt/contracts/content-package';
import type {
  EditorChangeResponse,
  EditorPage,
  EditorPageList,
  EditorPageListQuery,
  EditorPageSummary,
  PageSchedule,
} from '@zilt/contracts/editor-pages';
import { derivedBreadcrumbs } from '@zilt/contracts/site-addresses';
import type { SitePage } from '@zilt/contracts/site-services';
import type { Database } from '../../db/client.ts';
import { nodeRevisions, nodes, pageRedirects, pageSchedules } from '../../db/schema.ts';
import { alphanumericId } from '../../lib/ids.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { pageContentHash, pageOfRevision, revisionContent } from '../content/record-writers.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type NodeRow = typeof nodes.$inferSelect;
type RevisionRow = typeof nodeRevisions.$inferSelect;
type ScheduleRow = typeof pageSchedules.$inferSelect;

/**
 * A change the editing API refuses: its HTTP status, a message, and the fields at fault as
 * `field: problem` lines. A stale save (409) names both revisions.
 */
export class PageEditError extends Error {
  override name = 'PageEditError';
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly problems?: string[],
    readonly revisions?: { baseRevisionId: string; currentRevisionId: string },
  ) {
    super(message);
  }
}

export interface PageEditorOptions {
  db: Database;
  /** The present; tests move it to make planned changes due. */
  clock: () => Date;
  /** Drops cached content and pages in every process (through Redis when configured). */
  contentChanged: () => Promise<void>;
  /** A revision as the site renders it (the reader's getPageRevision). */
  readRevision: (source: Source, language: Language, nodeId: number, revisionId: string) => Promise<SitePage | null>;
}

/** Whether `error` (or its cause, as drizzle wraps it) is a unique violation of `constraint`. */
function violated(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error || typeof current === 'object';) {
    if (!current) return false;
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}

/** Scheduled changes applied per run of the periodic task, at most. */
const schedulesPerRun = 50;

/** `%` and `_` are matched as themselves in a search text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function slugTaken(field: string, slug: string, node: { id: number; source: Source; language: Language }) {
  return new PageEditError(409, `The slug "${slug}" is taken`, [
    `${field}: the slug "${slug}" is already the address of page ${node.id} (${node.source}, ${node.language})`,
  ]);
}

/**
 * The editing API's pages: list, read, create, save drafts (each save names the revision it
 * started from), publish now or at a time, unpublish, trash and restore, restore an old
 * revision, rename with a redirect from the old address, and create the counterpart in the
 * other language. Every change is one transaction with its audit entry, and is announced to
 * every process's caches once committed.
 */
export function createPageEditor({ db, clock, contentChanged, readRevision }: PageEditorOptions) {
  /** Runs `change` in a transaction and, once committed, drops every process's cached content. */
  async function changing<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(change);
    } catch (error) {
      // Two pages given one address at the same moment: the unique index refuses the second.
      if (violated(error, 'nodes_source_language_slug_key')) {
        throw new PageEditError(409, 'The slug is taken', ['page.slug: the slug was just given to another page']);
      }
      throw error;
    }
    await contentChanged();
    return result;
  }

  /** The node, locked until the transaction ends, so two changes of one page take turns. */
  async function lockNode(tx: Tx, id: number): Promise<NodeRow> {
    const [node] = await tx.select().from(nodes).where(eq(nodes.id, id)).for('update');
    if (!node) throw new PageEditError(404, `No page ${id}`);
    return node;
  }

  /**
   * Locks the page's plans not yet applied, before its node: the periodic task takes plans
   * first and nodes second, so a change that removes plans takes them in the same order (no
   * deadlock); a plan the task is applying is waited for, then no longer pending.
   */
  async function lockPendingPlans(tx: Tx, id: number) {
    await tx
      .select({ id: pageSchedules.id })
      .from(pageSchedules)
      .where(and(eq(pageSchedules.nodeId, id), isNull(pageSchedules.appliedAt)))
      .for('update');
  }

  function refuseTrashed(node: NodeRow) {
    if (node.trashedAt) throw new PageEditError(409, `Page ${node.id} is in the trash; restore it first`);
  }

  async function newestRevision(tx: Tx | Database, nodeId: number): Promise<RevisionRow> {
    const [revision] = await tx
      .select()
      .from(nodeRevisions)
      .where(eq(nodeRevisions.nodeId, nodeId))
      .orderBy(desc(nodeRevisions.createdAt), desc(nodeRevisions.id))
      .limit(1);
    if (!revision) throw new Error(`page ${nodeId} has no revision`);
    return revision;
  }

  async function revisionOf(tx: Tx | Database, nodeId: number, revisionId: string, field = 'revisionId') {
    const [revision] = await tx
      .select()
      .from(nodeRevisions)
      .where(and(eq(nodeRevisions.nodeId, nodeId), eq(nodeRevisions.id, revisionId)))
      .limit(1);
    if (!revision) {
      throw new PageEditError(404, `No revision "${revisionId}" of page ${nodeId}`, [
        `${field}: page ${nodeId} has no revision "${revisionId}"`,
      ]);
    }
    return revision;
  }

  /** A save must start from the newest revision: otherwise someone saved in between (409). */
  async function requireNewest(tx: Tx, nodeId: number, baseRevisionId: string): Promise<RevisionRow> {
    const newest = await newestRevision(tx, nodeId);
    if (newest.id !== baseRevisionId) {
      throw new PageEditError(
        409,
        `Page ${nodeId} was saved since revision "${baseRevisionId}": its newest revision is "${newest.id}". Load it and apply your changes again.`,
        [`baseRevisionId: not the newest revision ("${newest.id}")`],
        { baseRevisionId, currentRevisionId: newest.id },
      );
    }
    return newest;
  }

  /** Refuses a slug another page of the same source and language has (matched without case). */
  async function requireFreeSlug(tx: Tx, field: string, source: Source, language: Language, slug: string, self = 0) {
    const [other] = await tx
      .select({ id: nodes.id, source: nodes.source, language: nodes.language })
      .from(nodes)
      .where(
        and(
          eq(nodes.source, source),
          eq(nodes.language, language),
          sql`lower(${nodes.slug}) = ${slug.toLowerCase()}`,
          ne(nodes.id, self),
        ),
      )
      .limit(1);
    if (other) throw slugTaken(field, slug, other);
  }

  /** One page per language shares a translation key. */
  async function requireFreeTranslationKey(
    tx: Tx,
    field: string,
    source: Source,
    language: Language,
    key: string | undefined,
    self = 0,
  ) {
    if (!key) return;
    const [other] = await tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(
        and(eq(nodes.source, source), eq(nodes.language, language), eq(nodes.translationKey, key), ne(nodes.id, self)),
      )
      .limit(1);
    if (other) {
      throw new PageEditError(409, `Page ${other.id} is already the "${language}" page of translation key "${key}"`, [
        `${field}: page ${other.id} already has translation key "${key}" in language "${language}"`,
      ]);
    }
  }

  /** The page takes `slug` as its address: a former address of any page there gives way. */
  async function takeAddress(tx: Tx, source: Source, language: Language, slug: string) {
    await tx
      .delete(pageRedirects)
      .where(
        and(
          eq(pageRedirects.source, source),
          eq(pageRedirects.language, language),
          sql`lower(${pageRedirects.slug}) = ${slug.toLowerCase()}`,
        ),
      );
  }

  async function insertRevision(tx: Tx, nodeId: number, page: PageNode, status: PageNode['status'], author: string) {
    const content = revisionContent(page);
    const id = alphanumericId();
    await tx.insert(nodeRevisions).values({
      id,
      nodeId,
      status,
      contentHash: pageContentHash(page),
      ...content,
      lastUpdated: new Date(content.lastUpdated),
      author,
      // The moment of the insert, not of the transaction's start: revisions sort by it.
      createdAt: sql`clock_timestamp()`,
    });
    return id;
  }

  async function publishRevision(tx: Tx, node: NodeRow, revisionId: string) {
    await tx.update(nodeRevisions).set({ status: 'published' }).where(eq(nodeRevisions.id, revisionId));
    await tx.update(nodes).set({ publishedRevisionId: revisionId, updatedAt: clock() }).where(eq(nodes.id, node.id));
  }

  function scheduleOf(row: ScheduleRow): PageSchedule {
    return {
      id: row.id,
      action: row.action,
      revisionId: row.revisionId,
      at: row.dueAt.toISOString(),
      createdBy: row.createdBy,
    };
  }

  async function summaries(runner: Tx | Database, where: SQL | undefined, limits?: { limit: number; offset: number }) {
    let query = runner
      .select({ node: nodes, latestId: newestRevisionId, latestTitle: newestRevisionTitle })
      .from(nodes)
      .where(where)
      .orderBy(desc(nodes.updatedAt), desc(nodes.id))
      .$dynamic();
    if (limits) query = query.limit(limits.limit).offset(limits.offset);
    const rows = await query;
    const ids = rows.map((row) => row.node.id);
    const scheduleRows = ids.length
      ? await runner
          .select()
          .from(pageSchedules)
          .where(and(inArray(pageSchedules.nodeId, ids), isNull(pageSchedules.appliedAt)))
          .orderBy(asc(pageSchedules.dueAt), asc(pageSchedules.id))
      : [];
    const keys = [...new Set(rows.flatMap((row) => (row.node.translationKey ? [row.node.translationKey] : [])))];
    const linked = keys.length
      ? await runner
          .select({ id: nodes.id, source: nodes.source, language: nodes.language, key: nodes.translationKey })
          .from(nodes)
          .where(and(inArray(nodes.translationKey, keys), isNull(nodes.trashedAt)))
          .orderBy(asc(nodes.language))
      : [];
    const counterpartLanguagesOf = (node: NodeRow) => [
      ...new Set(
        linked
          .filter((other) => other.key === node.translationKey && other.source === node.source && other.id !== node.id)
          .map((other) => other.language),
      ),
    ];
    return rows.map(({ node, latestId, latestTitle }): EditorPageSummary => ({
      id: node.id,
      source: node.source,
      language: node.language,
      slug: node.slug,
      type: node.nodeType,
      title: latestTitle,
      status: node.trashedAt ? 'trashed' : node.publishedRevisionId ? 'published' : 'draft',
      publishedRevisionId: node.publishedRevisionId,
      latestRevisionId: latestId,
      hasUnpublishedChanges: latestId !== node.publishedRevisionId,
      translationKey: node.translationKey,
      counterpartLanguages: counterpartLanguagesOf(node),
      schedules: scheduleRows.filter((row) => row.nodeId === node.id).map(scheduleOf),
      trashedAt: node.trashedAt?.toISOString() ?? null,
      updatedAt: node.updatedAt.toISOString(),
    }));
  }

  async function summary(runner: Tx | Database, id: number): Promise<EditorPageSummary> {
    const [found] = await summaries(runner, eq(nodes.id, id));
    if (!found) throw new PageEditError(404, `No page ${id}`);
    return found;
  }

  // The newest revision of the node of the outer query: the one the next save starts from.
  const newestOf = (column: SQL) =>
    sql`(select ${column} from ${nodeRevisions} r where r.node_id = ${nodes.id} order by r.created_at desc, r.id desc limit 1)`;
  const newestRevisionId = sql<string>`${newestOf(sql`r.id`)}`;
  const newestRevisionTitle = sql<string>`${newestOf(sql`r.title`)}`;

  const pendingSchedule = sql`exists (select 1 from ${pageSchedules} s where s.node_id = ${nodes.id} and s.applied_at is null)`;

  function statusCondition(status: EditorPageListQuery['status']): SQL | undefined {
    switch (status) {
      case 'published':
        return and(isNull(nodes.trashedAt), sql`${nodes.publishedRevisionId} is not null`);
      case 'draft':
        return and(isNull(nodes.trashedAt), isNull(nodes.publishedRevisionId));
      case 'scheduled':
        return and(isNull(nodes.trashedAt), pendingSchedule);
      case 'trashed':
        return sql`${nodes.trashedAt} is not null`;
      default:
        return isNull(nodes.trashedAt);
    }
  }

  /** Publishes (the given or newest revision) or unpublishes, inside `tx`; answers the revision concerned. */
  async function applyPublication(
    tx: Tx,
    node: NodeRow,
    action: 'publish' | 'unpublish',
    revisionId: string | null | undefined,
    actor: string,
    details: Record<string, unknown> = {},
  ): Promise<string | null> {
    if (action === 'unpublish') {
      const previous = node.publishedRevisionId;
      if (previous) {
        await tx.update(nodes).set({ publishedRevisionId: null, updatedAt: clock() }).where(eq(nodes.id, node.id));
        await recordEdit(tx, {
          actor,
          kind: 'page.unpublish',
          targetType: 'page',
          targetId: String(node.id),
          details: { revisionId: previous, ...details },
        });
      }
      return previous;
    }
    const revision = revisionId ? await revisionOf(tx, node.id, revisionId) : await newestRevision(tx, node.id);
    if (node.publishedRevisionId !== revision.id) {
      await publishRevision(tx, node, revision.id);
      await recordEdit(tx, {
        actor,
        kind: 'page.publish',
        targetType: 'page',
        targetId: String(node.id),
        details: { revisionId: revision.id, previousRevisionId: node.publishedRevisionId, ...details },
      });
    }
    return revision.id;
  }

  return {
    /** The summaries of the pages named (in no particular order); an unknown id is left out. */
    async summariesOf(ids: readonly number[]): Promise<EditorPageSummary[]> {
      return ids.length ? summaries(db, inArray(nodes.id, [...ids])) : [];
    },

    async list(query: EditorPageListQuery): Promise<EditorPageList> {
      const conditions = [
        query.source ? eq(nodes.source, query.source) : undefined,
        query.language ? eq(nodes.language, query.language) : undefined,
        query.type ? eq(nodes.nodeType, query.type) : undefined,
        statusCondition(query.status),
      ];
      const words = query.q?.trim();
      if (words) {
        const pattern = likePattern(words);
        conditions.push(
          sql`(${nodes.slug} ilike ${pattern} or ${newestRevisionTitle} ilike ${pattern} or exists (select 1 from ${nodeRevisions} t where t.id = ${nodes.publishedRevisionId} and t.title ilike ${pattern}))`,
        );
      }
      const where = and(...conditions);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(nodes)
        .where(where);
      const items = await summaries(db, where, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    async read(id: number): Promise<EditorPage> {
      const page = await summary(db, id);
      const [node] = await db.select().from(nodes).where(eq(nodes.id, id));
      if (!node) throw new PageEditError(404, `No page ${id}`);
      const revisions = await db
        .select()
        .from(nodeRevisions)
        .where(eq(nodeRevisions.nodeId, id))
        .orderBy(desc(nodeRevisions.createdAt), desc(nodeRevisions.id));
      const published = revisions.find((revision) => revision.id === node.publishedRevisionId);
      const newest = revisions[0];
      const counterparts = node.translationKey
        ? await db
            .select({ id: nodes.id, language: nodes.language, slug: nodes.slug })
            .from(nodes)
            .where(
              and(eq(nodes.source, node.source), eq(nodes.translationKey, node.translationKey), ne(nodes.id, node.id)),
            )
            .orderBy(asc(nodes.language), asc(nodes.id))
        : [];
      return {
        page,
        published: published ? { revisionId: published.id, content: pageOfRevision(node, published) } : null,
        draft: newest && newest !== published ? { revisionId: newest.id, content: pageOfRevision(node, newest) } : null,
        revisions: revisions.map((revision) => ({
          id: revision.id,
          status: revision.status,
          title: revision.title,
          author: revision.author,
          createdAt: revision.createdAt.toISOString(),
          live: revision.id === node.publishedRevisionId,
        })),
        translations: counterparts,
      };
    },

    /** One revision of a page as stored, in the content package's page form (what a save sends). */
    async revisionPage(id: number, revisionId: string): Promise<PageNode> {
      const [node] = await db.select().from(nodes).where(eq(nodes.id, id));
      if (!node) throw new PageEditError(404, `No page ${id}`);
      return pageOfRevision(node, await revisionOf(db, id, revisionId));
    },

    /** One revision of a page as the site renders it (a draft too). */
    async revision(id: number, revisionId: string): Promise<SitePage> {
      const [node] = await db.select().from(nodes).where(eq(nodes.id, id));
      if (!node) throw new PageEditError(404, `No page ${id}`);
      await revisionOf(db, id, revisionId);
      const page = await readRevision(node.source, node.language, id, revisionId);
      if (!page) throw new PageEditError(404, `No revision "${revisionId}" of page ${id}`);
      return page;
    },

    /** The node and language of a page's revision (the newest when none is named), for a preview link. */
    async previewTarget(id: number, revisionId: string | undefined) {
      const [node] = await db.select().from(nodes).where(eq(nodes.id, id));
      if (!node) throw new PageEditError(404, `No page ${id}`);
      const revision = revisionId ? await revisionOf(db, id, revisionId) : await newestRevision(db, id);
      return { node, revision };
    },

    async create(source: Source, page: PageNode, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        await requireFreeSlug(tx, 'page.slug', source, page.language, page.slug);
        await requireFreeTranslationKey(tx, 'page.translationKey', source, page.language, page.translationKey);
        await takeAddress(tx, source, page.language, page.slug);
        const [node] = await tx
          .insert(nodes)
          .values({
            source,
            language: page.language,
            slug: page.slug,
            nodeType: page.type,
            translationKey: page.translationKey ?? null,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning();
        if (!node) throw new Error('the page could not be stored');
        const revisionId = await insertRevision(tx, node.id, page, page.status, actor);
        if (page.status === 'published') await publishRevision(tx, node, revisionId);
        await recordEdit(tx, {
          actor,
          kind: 'page.create',
          targetType: 'page',
          targetId: String(node.id),
          details: { revisionId, source, language: page.language, slug: page.slug, status: page.status },
        });
        return { page: await summary(tx, node.id), revisionId };
      });
    },

    async save(id: number, baseRevisionId: string, page: PageNode, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        refuseTrashed(node);
        const problems: string[] = [];
        if (page.language !== node.language) {
          problems.push(
            `page.language: page ${id} is in "${node.language}"; create its "${page.language}" counterpart through its translations`,
          );
        }
        if (page.type !== node.nodeType)
          problems.push(`page.type: page ${id} is a "${node.nodeType}"; a type cannot change`);
        if (problems.length) throw new PageEditError(400, problems[0] ?? 'Invalid page', problems);
        await requireNewest(tx, id, baseRevisionId);
        const renamed = page.slug !== node.slug;
        if (renamed) {
          await requireFreeSlug(tx, 'page.slug', node.source, node.language, page.slug, id);
          await takeAddress(tx, node.source, node.language, page.slug);
          // The old address stays: it answers with a permanent redirect to the new one (a change
          // of case only keeps the address: slugs match without case).
          if (page.slug.toLowerCase() !== node.slug.toLowerCase()) {
            await takeAddress(tx, node.source, node.language, node.slug);
            await tx.insert(pageRedirects).values({
              source: node.source,
              language: node.language,
              slug: node.slug,
              nodeId: id,
              createdAt: clock(),
            });
          }
        }
        const translationKey = page.translationKey ?? null;
        if (translationKey !== node.translationKey) {
          await requireFreeTranslationKey(
            tx,
            'page.translationKey',
            node.source,
            node.language,
            page.translationKey,
            id,
          );
        }
        await tx.update(nodes).set({ slug: page.slug, translationKey, updatedAt: clock() }).where(eq(nodes.id, id));
        const revisionId = await insertRevision(tx, id, page, page.status, actor);
        if (page.status === 'published') await publishRevision(tx, node, revisionId);
        await recordEdit(tx, {
          actor,
          kind: 'page.save',
          targetType: 'page',
          targetId: String(id),
          details: {
            baseRevisionId,
            revisionId,
            status: page.status,
            ...(renamed ? { slug: { from: node.slug, to: page.slug } } : {}),
          },
        });
        return { page: await summary(tx, id), revisionId };
      });
    },

    async publish(id: number, revisionId: string | undefined, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        refuseTrashed(node);
        const published = await applyPublication(tx, node, 'publish', revisionId, actor);
        return { page: await summary(tx, id), revisionId: published };
      });
    },

    async unpublish(id: number, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        const previous = await applyPublication(tx, node, 'unpublish', null, actor);
        return { page: await summary(tx, id), revisionId: previous };
      });
    },

    async schedule(
      id: number,
      plan: { action: 'publish' | 'unpublish'; at: string; revisionId?: string | undefined },
      actor: string,
    ) {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        refuseTrashed(node);
        const dueAt = new Date(plan.at);
        if (dueAt.getTime() <= clock().getTime()) {
          throw new PageEditError(400, 'A planned change must lie in the future', [
            `at: ${plan.at} is not in the future (now is ${clock().toISOString()})`,
          ]);
        }
        if (plan.action === 'unpublish' && plan.revisionId) {
          throw new PageEditError(400, 'An unpublication names no revision', [
            'revisionId: only a publication names a revision',
          ]);
        }
        if (plan.revisionId) await revisionOf(tx, id, plan.revisionId);
        const [row] = await tx
          .insert(pageSchedules)
          .values({ nodeId: id, action: plan.action, revisionId: plan.revisionId ?? null, dueAt, createdBy: actor })
          .returning();
        if (!row) throw new Error('the plan could not be stored');
        await recordEdit(tx, {
          actor,
          kind: 'page.schedule',
          targetType: 'page',
          targetId: String(id),
          details: { scheduleId: row.id, action: row.action, at: dueAt.toISOString(), revisionId: row.revisionId },
        });
        return { page: await summary(tx, id), schedule: scheduleOf(row) };
      });
    },

    async cancelSchedule(id: number, scheduleId: number, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        await lockPendingPlans(tx, id);
        await lockNode(tx, id);
        const [row] = await tx
          .delete(pageSchedules)
          .where(and(eq(pageSchedules.id, scheduleId), eq(pageSchedules.nodeId, id), isNull(pageSchedules.appliedAt)))
          .returning();
        if (!row) throw new PageEditError(404, `No pending plan ${scheduleId} of page ${id}`);
        await recordEdit(tx, {
          actor,
          kind: 'page.unschedule',
          targetType: 'page',
          targetId: String(id),
          details: { scheduleId, action: row.action, at: row.dueAt.toISOString(), revisionId: row.revisionId },
        });
        return { page: await summary(tx, id), revisionId: row.revisionId };
      });
    },

    /**
     * Applies every planned change that is due (at the clock's present), oldest first; answers
     * how many. Each is claimed with FOR UPDATE SKIP LOCKED, so processes running this at once
     * never apply one twice. The audit entry names who planned it.
     */
    async applyDueSchedules(): Promise<number> {
      const now = clock();
      const applied = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(pageSchedules)
          .where(and(isNull(pageSchedules.appliedAt), sql`${pageSchedules.dueAt} <= ${now.toISOString()}`))
          .orderBy(asc(pageSchedules.dueAt), asc(pageSchedules.id))
          .limit(schedulesPerRun)
          .for('update', { skipLocked: true });
        for (const plan of due) {
          const node = await lockNode(tx, plan.nodeId);
          if (!node.trashedAt) {
            await applyPublication(tx, node, plan.action, plan.revisionId, plan.createdBy, {
              scheduleId: plan.id,
              scheduledFor: plan.dueAt.toISOString(),
            });
          }
          await tx.update(pageSchedules).set({ appliedAt: now }).where(eq(pageSchedules.id, plan.id));
        }
        return due.length;
      });
      if (applied > 0) await contentChanged();
      return applied;
    },

    /** Moves a page to the trash: it is no longer published or served; pending plans are dropped. */
    async trash(id: number, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        await lockPendingPlans(tx, id);
        const node = await lockNode(tx, id);
        if (!node.trashedAt) {
          const cancelled = await tx
            .delete(pageSchedules)
            .where(and(eq(pageSchedules.nodeId, id), isNull(pageSchedules.appliedAt)))
            .returning({ id: pageSchedules.id });
          await tx
            .update(nodes)
            .set({
              trashedAt: clock(),
              trashedPublishedRevisionId: node.publishedRevisionId,
              publishedRevisionId: null,
              updatedAt: clock(),
            })
            .where(eq(nodes.id, id));
          await recordEdit(tx, {
            actor,
            kind: 'page.trash',
            targetType: 'page',
            targetId: String(id),
            details: {
              publishedRevisionId: node.publishedRevisionId,
              cancelledScheduleIds: cancelled.map((row) => row.id),
            },
          });
        }
        return { page: await summary(tx, id), revisionId: null };
      });
    },

    /** Takes a page out of the trash as it was: what was published is published again. */
    async restore(id: number, actor: string): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        if (node.trashedAt) {
          await tx
            .update(nodes)
            .set({
              trashedAt: null,
              publishedRevisionId: node.trashedPublishedRevisionId,
              trashedPublishedRevisionId: null,
              updatedAt: clock(),
            })
            .where(eq(nodes.id, id));
          await recordEdit(tx, {
            actor,
            kind: 'page.restore',
            targetType: 'page',
            targetId: String(id),
            details: { publishedRevisionId: node.trashedPublishedRevisionId },
          });
        }
        return { page: await summary(tx, id), revisionId: node.trashedPublishedRevisionId };
      });
    },

    /** Saves the content of an earlier revision as a new draft (the newest revision). */
    async restoreRevision(
      id: number,
      revisionId: string,
      baseRevisionId: string,
      actor: string,
    ): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        refuseTrashed(node);
        const old = await revisionOf(tx, id, revisionId);
        await requireNewest(tx, id, baseRevisionId);
        const page = pageOfRevision(node, old);
        const newId = await insertRevision(tx, id, page, 'draft', actor);
        await recordEdit(tx, {
          actor,
          kind: 'page.restore-revision',
          targetType: 'page',
          targetId: String(id),
          details: { fromRevisionId: revisionId, baseRevisionId, revisionId: newId },
        });
        return { page: await summary(tx, id), revisionId: newId };
      });
    },

    /**
     * Creates the page's counterpart in another language: a draft copy of its newest revision,
     * linked to it by the translation key (made for the page when it had none).
     */
    async translate(
      id: number,
      target: { language: Language; slug?: string | undefined; title?: string | undefined },
      actor: string,
    ): Promise<EditorChangeResponse> {
      return changing(async (tx) => {
        const node = await lockNode(tx, id);
        refuseTrashed(node);
        if (target.language === node.language) {
          throw new PageEditError(400, `Page ${id} is itself in "${node.language}"`, [
            `language: page ${id} is in "${node.language}"; name another language`,
          ]);
        }
        const key = node.translationKey ?? `${node.source}-${alphanumericId(12)}`;
        await requireFreeTranslationKey(tx, 'language', node.source, target.language, key);
        const slug = target.slug ?? node.slug;
        await requireFreeSlug(tx, 'slug', node.source, target.language, slug);
        await takeAddress(tx, node.source, target.language, slug);
        if (!node.translationKey) {
          await tx.update(nodes).set({ translationKey: key, updatedAt: clock() }).where(eq(nodes.id, id));
        }
        const newest = await newestRevision(tx, id);
        const copy = pageOfRevision({ ...node, translationKey: key }, newest);
        const title = target.title ?? copy.title;
        // The copy's breadcrumbs lead through its own language's addresses, not the original's.
        const page: PageNode = {
          ...copy,
          language: target.language,
          slug,
          ...(target.title ? { title: target.title, header: { ...copy.header, title: target.title } } : {}),
          breadcrumbs: derivedBreadcrumbs(node.source, target.language, slug, title),
        };
        const [created] = await tx
          .insert(nodes)
          .values({
            source: node.source,
            language: target.language,
            slug,
            nodeType: node.nodeType,
            translationKey: key,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning();
        if (!created) throw new Error('the counterpart could not be stored');
        const revisionId = await insertRevision(tx, created.id, page, 'draft', actor);
        await recordEdit(tx, {
          actor,
          kind: 'page.translate',
          targetType: 'page',
          targetId: String(created.id),
          details: {
            fromPageId: id,
            fromRevisionId: newest.id,
            revisionId,
            language: target.language,
            translationKey: key,
          },
        });
        return { page: await summary(tx, created.id), revisionId };
      });
    },
  };
}

export type PageEditor = ReturnType<typeof createPageEditor>;
