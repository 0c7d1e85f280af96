import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language, Source } from '@zilt/contracts/common';
import { taxonomyVocabularySchema, type TaxonomyTerm, type TaxonomyVocabulary } from '@zilt/contracts/page';
import type { Database } from '../../db/client.ts';
import { nodeRevisions, nodes } from '../../db/schema.ts';
import { alphanumericId } from '../../lib/ids.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { pageContentHash, pageOfRevision } from '../content/record-writers.ts';
import { lockRecord, type WriteOutcome } from './record-versions.ts';

// Taxonomy terms live on pages (each revision carries its terms as `{ Id, Name, Vocabulary }`),
// so a vocabulary is the set of terms its pages carry. A term is one `Id` of one vocabulary.
// Renaming or merging a term changes pages through new revisions, never by editing one: a
// page's published revision is followed by a new published one, and a pending draft (the newest
// revision, not published) by a new draft, so the draft stays the newest and keeps its changes.

type NodeRow = typeof nodes.$inferSelect;
type RevisionRow = typeof nodeRevisions.$inferSelect;
/** What a list of terms needs of a revision (its blocks stay in the database). */
type RevisionTerms = Pick<RevisionRow, 'id' | 'nodeId' | 'status' | 'taxonomyTerms'>;

/** A page of the source and language: its published revision and its pending draft, when it has them. */
interface PageRevisions {
  node: NodeRow;
  published: RevisionTerms | undefined;
  draft: RevisionTerms | undefined;
}

export interface TermUsage extends TaxonomyTerm {
  published: number;
  drafts: number;
}

export interface TermChange {
  term: TaxonomyTerm;
  pagesChanged: number;
  revisionsCreated: number;
}

function carries(terms: readonly TaxonomyTerm[], vocabulary: TaxonomyVocabulary, id: string): boolean {
  return terms.some((term) => term.Vocabulary === vocabulary && term.Id === id);
}

/** The terms with every occurrence of `from` (of its vocabulary) replaced by `to`, each term once. */
function replaceTerm(terms: readonly TaxonomyTerm[], from: TaxonomyTerm, to: TaxonomyTerm): TaxonomyTerm[] {
  const replaced: TaxonomyTerm[] = [];
  for (const term of terms) {
    const next = term.Vocabulary === from.Vocabulary && term.Id === from.Id ? to : term;
    if (!replaced.some((kept) => kept.Vocabulary === next.Vocabulary && kept.Id === next.Id)) replaced.push(next);
  }
  return replaced;
}

/** The revision's terms with `from` replaced by `to`, or undefined when that changes nothing. */
function renewedTerms(
  revision: RevisionTerms | undefined,
  from: TaxonomyTerm,
  to: TaxonomyTerm,
): TaxonomyTerm[] | undefined {
  if (!revision || !carries(revision.taxonomyTerms, from.Vocabulary, from.Id)) return undefined;
  const terms = replaceTerm(revision.taxonomyTerms, from, to);
  return JSON.stringify(terms) === JSON.stringify(revision.taxonomyTerms) ? undefined : terms;
}

/** Taxonomy terms of a source and language: listed with their use, renamed and merged on every page. */
export function createTaxonomyEditor(db: Database, options: { contentChanged(): Promise<void> }) {
  /** Every page of the source and language with the revisions that carry its terms. */
  async function pagesOf(target: Database, source: Source, language: Language): Promise<PageRevisions[]> {
    const nodeRows = await target
      .select()
      .from(nodes)
      .where(and(eq(nodes.source, source), eq(nodes.language, language)));
    if (nodeRows.length === 0) return [];
    // Newest first: the first revision of each node is its newest.
    const revisionRows = await target
      .select({
        id: nodeRevisions.id,
        nodeId: nodeRevisions.nodeId,
        status: nodeRevisions.status,
        taxonomyTerms: nodeRevisions.taxonomyTerms,
      })
      .from(nodeRevisions)
      .where(
        inArray(
          nodeRevisions.nodeId,
          nodeRows.map((node) => node.id),
        ),
      )
      .orderBy(desc(nodeRevisions.createdAt), desc(nodeRevisions.id));
    const byNode = new Map<number, RevisionTerms[]>();
    for (const revision of revisionRows) {
      const own = byNode.get(revision.nodeId) ?? [];
      own.push(revision);
      byNode.set(revision.nodeId, own);
    }
    return nodeRows.map((node) => {
      const own = byNode.get(node.id) ?? [];
      const newest = own[0];
      return {
        node,
        published: own.find((revision) => revision.id === node.publishedRevisionId),
        draft: newest && newest.id !== node.publishedRevisionId && newest.status === 'draft' ? newest : undefined,
      };
    });
  }

  /** The term as pages carry it (published revisions first), or undefined when no page does. */
  function findTerm(pages: PageRevisions[], vocabulary: TaxonomyVocabulary, id: string): TaxonomyTerm | undefined {
    for (const revisions of [pages.map((page) => page.published), pages.map((page) => page.draft)]) {
      for (const revision of revisions) {
        const term = revision?.taxonomyTerms.find(
          (candidate) => candidate.Vocabulary === vocabulary && candidate.Id === id,
        );
        if (term) return term;
      }
    }
    return undefined;
  }

  /**
   * Gives every page that carries `from` the term `to` instead, through new revisions, and
   * writes the audit entry: one transaction. Answers not-found when no page carries `from`.
   */
  async function changeTerm(
    actor: string,
    key: { source: Source; language: Language; vocabulary: TaxonomyVocabulary; id: string },
    target: (pages: PageRevisions[], from: TaxonomyTerm) => TaxonomyTerm | WriteOutcome<TermChange>,
    kind: 'taxonomy.rename' | 'taxonomy.merge',
  ): Promise<WriteOutcome<TermChange>> {
    const { source, language, vocabulary, id } = key;
    const outcome = await db.transaction(async (transaction): Promise<WriteOutcome<TermChange>> => {
      const tx = transaction as unknown as Database;
      await lockRecord(tx, `taxonomy ${source} ${language}`);
      const pages = await pagesOf(tx, source, language);
      const from = findTerm(pages, vocabulary, id);
      if (!from) {
        return {
          status: 'not-found',
          message: `No page of ${source} in ${language} carries the ${vocabulary} term "${id}"`,
        };
      }
      const to = target(pages, from);
      if ('status' in to) return to;
      const created: { nodeId: number; slug: string; status: string; from: string; to: string }[] = [];
      const now = Date.now();
      for (const page of pages) {
        const publishedTerms = renewedTerms(page.published, from, to);
        const draftTerms = renewedTerms(page.draft, from, to);
        // A new published revision is newer than the pending draft: the draft follows it again.
        const renewals = [
          ...(page.published && publishedTerms ? [{ revision: page.published, taxonomyTerms: publishedTerms }] : []),
          ...(page.draft && (draftTerms || publishedTerms)
            ? [{ revision: page.draft, taxonomyTerms: draftTerms ?? page.draft.taxonomyTerms }]
            : []),
        ];
        for (const [order, { revision: terms, taxonomyTerms }] of renewals.entries()) {
          const [revision] = await tx.select().from(nodeRevisions).where(eq(nodeRevisions.id, terms.id));
          if (!revision) throw new Error(`revision ${terms.id} was deleted during the change`);
          const renewed: RevisionRow = {
            ...revision,
            id: alphanumericId(),
            taxonomyTerms,
            // The revision is the renaming editor's work, not the author's of the one it copies.
            author: actor,
            contentHash: pageContentHash({ ...pageOfRevision(page.node, revision), taxonomyTerms }),
            createdAt: new Date(now + order),
          };
          await tx.insert(nodeRevisions).values(renewed);
          if (terms === page.published) {
            await tx
              .update(nodes)
              .set({ publishedRevisionId: renewed.id, updatedAt: new Date(now) })
              .where(eq(nodes.id, page.node.id));
          }
          created.push({
            nodeId: page.node.id,
            slug: page.node.slug,
            status: revision.status,
            from: revision.id,
            to: renewed.id,
          });
        }
      }
      if (created.length === 0) {
        return { status: 'ok', changed: false, record: { term: to, pagesChanged: 0, revisionsCreated: 0 } };
      }
      await recordEdit(tx, {
        actor,
        kind,
        targetType: 'taxonomy-term',
        targetId: `${source}/${language}/${vocabulary}/${id}`,
        details: { revisions: created },
        before: from,
        after: to,
      });
      return {
        status: 'ok',
        changed: true,
        record: {
          term: to,
          pagesChanged: new Set(created.map((revision) => revision.nodeId)).size,
          revisionsCreated: created.length,
        },
      };
    });
    if (outcome.status === 'ok' && outcome.changed) await options.contentChanged();
    return outcome;
  }

  return {
    /** Every vocabulary (in its fixed order) with the terms pages carry, by name, and how many pages carry each. */
    async listTerms(
      source: Source,
      language: Language,
    ): Promise<{ vocabulary: TaxonomyVocabulary; terms: TermUsage[] }[]> {
      const pages = await pagesOf(db, source, language);
      const usage = new Map<string, TermUsage>();
      const count = (terms: readonly TaxonomyTerm[] | undefined, field: 'published' | 'drafts') => {
        for (const term of terms ?? []) {
          const key = JSON.stringify([term.Vocabulary, term.Id]);
          const entry = usage.get(key) ?? { ...term, published: 0, drafts: 0 };
          entry[field] += 1;
          usage.set(key, entry);
        }
      };
      for (const page of pages) count(page.published?.taxonomyTerms, 'published');
      for (const page of pages) count(page.draft?.taxonomyTerms, 'drafts');
      return taxonomyVocabularySchema.options.map((vocabulary) => ({
        vocabulary,
        terms: [...usage.values()]
          .filter((term) => term.Vocabulary === vocabulary)
          .sort((a, b) => a.Name.localeCompare(b.Name) || a.Id.localeCompare(b.Id)),
      }));
    },

    /** Gives the term a new name on every page of the source and language that carries it. */
    async renameTerm(
      actor: string,
      key: { source: Source; language: Language; vocabulary: TaxonomyVocabulary; id: string },
      name: string,
    ): Promise<WriteOutcome<TermChange>> {
      return changeTerm(actor, key, (_pages, from) => ({ ...from, Name: name }), 'taxonomy.rename');
    },

    /** Every page that carries term `id` carries the term `into` (its name as pages carry it) instead. */
    async mergeTerm(
      actor: string,
      key: { source: Source; language: Language; vocabulary: TaxonomyVocabulary; id: string },
      into: string,
    ): Promise<WriteOutcome<TermChange>> {
      return changeTerm(
        actor,
        key,
        (pages) =>
          findTerm(pages, key.vocabulary, into) ?? {
            status: 'not-found',
            message: `No page of ${key.source} in ${key.language} carries the ${key.vocabulary} term "${into}" to merge into`,
          },
        'taxonomy.merge',
      );
    },
  };
}

export type TaxonomyEditor = ReturnType<typeof createTaxonomyEditor>;
