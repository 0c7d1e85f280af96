import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { blockListSchema } from '@zilt/contracts/blocks';
import {
  maxDashboardEntries,
  type EditorDashboard,
  type EditorDashboardEntry,
  type EditorPageProblem,
} from '@zilt/contracts/editor-pages';
import { formatZodIssues } from '@zilt/contracts/issues';
import { languages } from '@zilt/contracts/languages';
import type { Database } from '../../db/client.ts';
import { nodeRevisions, nodes, pageSchedules } from '../../db/schema.ts';
import type { PageEditor } from './page-editor.ts';

/** Pages shown as changed most recently. */
const recentEntries = 10;

/** Lines of a revision's content problems shown per revision, at most. */
const issuesPerRevision = 5;

/** Revisions whose check a process remembers, at most (then it starts over). */
const maxCheckedRevisions = 50_000;

/** Revisions whose blocks one query reads, at most. */
const revisionsPerRead = 200;

// The newest revision of the node of the outer query (the one the editor opens).
const newestRevisionId = sql<string>`(select r.id from ${nodeRevisions} r where r.node_id = ${nodes.id} order by r.created_at desc, r.id desc limit 1)`;

/**
 * The studio's dashboard, from a few queries: drafts whose newest revision the member saved,
 * pages changed most recently, pending plans, and pages with problems — stored blocks the
 * contracts' schema no longer accepts (in the newest or the live revision), or no counterpart in
 * another site language. Pages in the trash are left out.
 */
export function createPageDashboard({ db, editor }: { db: Database; editor: Pick<PageEditor, 'summariesOf'> }) {
  /** The newest revision of each page (not in the trash) that `where` keeps. */
  function newestRevisions() {
    return db
      .select({
        nodeId: nodes.id,
        revisionId: nodeRevisions.id,
        author: nodeRevisions.author,
        createdAt: nodeRevisions.createdAt,
      })
      .from(nodeRevisions)
      .innerJoin(nodes, eq(nodes.id, nodeRevisions.nodeId))
      .$dynamic();
  }

  /** Dashboard entries of the pages named, in the order named. */
  async function entriesOf(ids: readonly number[]): Promise<Map<number, EditorDashboardEntry>> {
    const unique = [...new Set(ids)];
    const entries = new Map<number, EditorDashboardEntry>();
    if (!unique.length) return entries;
    const [pages, saved] = await Promise.all([
      editor.summariesOf(unique),
      newestRevisions().where(and(inArray(nodes.id, unique), eq(nodeRevisions.id, newestRevisionId))),
    ]);
    const savedOf = new Map(saved.map((row) => [row.nodeId, row]));
    for (const page of pages) {
      const newest = savedOf.get(page.id);
      entries.set(page.id, {
        page,
        savedBy: newest?.author ?? null,
        savedAt: (newest?.createdAt ?? new Date(page.updatedAt)).toISOString(),
      });
    }
    return entries;
  }

  function inOrder(ids: readonly number[], entries: Map<number, EditorDashboardEntry>): EditorDashboardEntry[] {
    return ids.flatMap((id) => {
      const entry = entries.get(id);
      return entry ? [entry] : [];
    });
  }

  // A revision's content never changes once stored: each is checked once per process, by its
  // id and content hash, so a dashboard reads only the blocks of revisions it has not seen.
  const checked = new Map<string, string[] | null>();

  /** Revisions (the newest and the live one of each page) whose blocks the schema refuses. */
  async function invalidContent(): Promise<Map<number, EditorPageProblem[]>> {
    const rows = await db
      .select({ nodeId: nodeRevisions.nodeId, revisionId: nodeRevisions.id, hash: nodeRevisions.contentHash })
      .from(nodeRevisions)
      .innerJoin(nodes, eq(nodes.id, nodeRevisions.nodeId))
      .where(
        and(
          isNull(nodes.trashedAt),
          or(eq(nodeRevisions.id, newestRevisionId), eq(nodeRevisions.id, nodes.publishedRevisionId)),
        ),
      );
    const keyOf = (row: { revisionId: string; hash: string }) => `${row.revisionId} ${row.hash}`;
    const unseen = rows.filter((row) => !checked.has(keyOf(row)));
    if (checked.size + unseen.length > maxCheckedRevisions) checked.clear();
    for (let start = 0; start < unseen.length; start += revisionsPerRead) {
      const batch = unseen.slice(start, start + revisionsPerRead);
      const stored = await db
        .select({ revisionId: nodeRevisions.id, hash: nodeRevisions.contentHash, blocks: nodeRevisions.blocks })
        .from(nodeRevisions)
        .where(
          inArray(
            nodeRevisions.id,
            batch.map((row) => row.revisionId),
          ),
        );
      for (const row of stored) {
        const result = blockListSchema.safeParse(row.blocks, { reportInput: true });
        checked.set(
          keyOf(row),
          result.success ? null : formatZodIssues(result.error, { pathPrefix: ['blocks'] }).slice(0, issuesPerRevision),
        );
      }
    }
    const found = new Map<number, EditorPageProblem[]>();
    for (const row of rows) {
      const issues = checked.get(keyOf(row));
      if (!issues) continue;
      found.set(row.nodeId, [
        ...(found.get(row.nodeId) ?? []),
        { kind: 'invalid-content', revisionId: row.revisionId, issues },
      ]);
    }
    return found;
  }

  /** Pages without a counterpart (the same translation key) in another site language. */
  async function missingTranslations(): Promise<Map<number, EditorPageProblem[]>> {
    const rows = await db
      .select({ id: nodes.id, source: nodes.source, language: nodes.language, key: nodes.translationKey })
      .from(nodes)
      .where(isNull(nodes.trashedAt));
    const present = new Set(rows.flatMap((row) => (row.key ? [`${row.source} ${row.language} ${row.key}`] : [])));
    const found = new Map<number, EditorPageProblem[]>();
    for (const row of rows) {
      const missing = languages.filter(
        (language) => language !== row.language && !(row.key && present.has(`${row.source} ${language} ${row.key}`)),
      );
      if (missing.length)
        found.set(
          row.id,
          missing.map((language) => ({ kind: 'missing-translation', language })),
        );
    }
    return found;
  }

  return {
    async read(actor: string): Promise<EditorDashboard> {
      const [mine, recent, plans, invalid, untranslated] = await Promise.all([
        newestRevisions()
          .where(
            and(
              isNull(nodes.trashedAt),
              eq(nodeRevisions.id, newestRevisionId),
              eq(nodeRevisions.author, actor),
              or(isNull(nodes.publishedRevisionId), ne(nodes.publishedRevisionId, nodeRevisions.id)),
            ),
          )
          .orderBy(desc(nodeRevisions.createdAt), desc(nodes.id))
          .limit(maxDashboardEntries),
        db
          .select({ id: nodes.id })
          .from(nodes)
          .where(isNull(nodes.trashedAt))
          .orderBy(desc(nodes.updatedAt), desc(nodes.id))
          .limit(recentEntries),
        db
          .select({ nodeId: pageSchedules.nodeId })
          .from(pageSchedules)
          .innerJoin(nodes, eq(nodes.id, pageSchedules.nodeId))
          .where(and(isNull(pageSchedules.appliedAt), isNull(nodes.trashedAt)))
          .orderBy(asc(pageSchedules.dueAt), asc(pageSchedules.id))
          .limit(maxDashboardEntries),
        invalidContent(),
        missingTranslations(),
      ]);
      const problemIds = [...new Set([...invalid.keys(), ...untranslated.keys()])];
      // Content the site cannot render first, then the pages changed most recently.
      const problemOrder = await db
        .select({ id: nodes.id })
        .from(nodes)
        .where(problemIds.length ? inArray(nodes.id, problemIds) : sql`false`)
        .orderBy(desc(nodes.updatedAt), desc(nodes.id));
      const shownProblems = [
        ...problemOrder.filter(({ id }) => invalid.has(id)),
        ...problemOrder.filter(({ id }) => !invalid.has(id)),
      ]
        .slice(0, maxDashboardEntries)
        .map(({ id }) => id);
      const mineIds = mine.map((row) => row.nodeId);
      const recentIds = recent.map((row) => row.id);
      const entries = await entriesOf([...mineIds, ...recentIds, ...plans.map((row) => row.nodeId), ...shownProblems]);
      return {
        myDrafts: inOrder(mineIds, entries),
        recentlyChanged: inOrder(recentIds, entries),
        // A page with several plans is listed once per plan; soonest first.
        scheduled: [...new Set(plans.map((row) => row.nodeId))]
          .flatMap((id) => {
            const entry = entries.get(id);
            return entry ? entry.page.schedules.map((schedule) => ({ ...entry, schedule })) : [];
          })
          .sort((a, b) => a.schedule.at.localeCompare(b.schedule.at))
          .slice(0, maxDashboardEntries),
        problems: inOrder(shownProblems, entries).map((entry) => ({
          ...entry,
          problems: [...(invalid.get(entry.page.id) ?? []), ...(untranslated.get(entry.page.id) ?? [])],
        })),
        problemTotal: problemIds.length,
      };
    },
  };
}

export type PageDashboard = ReturnType<typeof createPageDashboard>;
