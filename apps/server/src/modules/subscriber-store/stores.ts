// What the subscriber modules share (support search, support changes, checkout, sample
// subscribers, the hub's jobs): the records the API returns (records.ts), the two stores and the
// change queues between them (this file), the user, invoice and paid-user readers, and password
// hashing.

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeEmailAddress } from '@zilt/contracts/subscriber-rules';
import type { GenericEntityKind } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import {
  entitiesA,
  entitiesB,
  entitiesC,
  esToPgQueue,
  linksAB,
  linksBC,
  payments,
  pgToEsQueue,
  recurrentPayments,
  storeDocuments,
  users,
  type StoreChangeOperation,
  type StoreDocumentKind,
} from '../../db/schema.ts';
import { toRecurrentPayment } from './records.ts';
import { loadSubscriberUsers } from './user-reader.ts';

// The two stores and the change queues between them. PG is the relational tables; ES is the
// search-document table, one JSON document per user and per generic entity saved there. A write
// to one store enqueues (kind, id) for the other in the same transaction; the flush jobs drain a
// queue in batches. A flush copies the entity's *current* state in its source store (or removes
// it when the source no longer has it), so draining a change twice, or out of order, gives the
// same result.

/** The tables of each generic entity and the link that hangs off it (A → B, B → C). */
export const genericEntityTables = { A: entitiesA, B: entitiesB, C: entitiesC } as const;

/** Enqueues a change of the relational store for the search-document store. */
export async function enqueuePgChange(
  db: Database,
  kind: StoreDocumentKind,
  entityIds: string | readonly string[],
  operation: StoreChangeOperation = 'upsert',
): Promise<void> {
  const ids = typeof entityIds === 'string' ? [entityIds] : entityIds;
  if (ids.length === 0) return;
  await db.insert(pgToEsQueue).values(ids.map((entityId) => ({ kind, entityId, operation })));
}

/** Enqueues a change of the search-document store for the relational store. */
export async function enqueueEsChange(
  db: Database,
  kind: GenericEntityKind,
  entityIds: string | readonly string[],
  operation: StoreChangeOperation = 'upsert',
): Promise<void> {
  const ids = typeof entityIds === 'string' ? [entityIds] : entityIds;
  if (ids.length === 0) return;
  await db.insert(esToPgQueue).values(ids.map((entityId) => ({ kind, entityId, operation })));
}

/** The document of a generic entity in the search-document store. */
export interface GenericEntityDocument {
  Id: string;
  Kind: GenericEntityKind;
  Label: string;
  Revision: number;
  /** For A: the linked B ids; for B: the linked C ids; C links to nothing. */
  LinkedIds: string[];
}

/** Payment references a user document carries (for containment search on the GIN index). */
const documentPaymentReferences = 50;

/** Builds the search documents of these users from the relational store, with their update times. */
export async function buildUserDocuments(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { document: Record<string, unknown>; updatedAt: Date }>> {
  const built = new Map<string, { document: Record<string, unknown>; updatedAt: Date }>();
  if (ids.length === 0) return built;
  const [people, times, ongoing, references] = await Promise.all([
    loadSubscriberUsers(db, ids),
    db
      .select({ id: users.id, updatedAt: users.updatedAt })
      .from(users)
      .where(inArray(users.id, [...ids])),
    db
      .select()
      .from(recurrentPayments)
      .where(inArray(recurrentPayments.userId, [...ids])),
    db
      .select({ userId: payments.userId, reference: payments.paymentReference })
      .from(payments)
      .where(inArray(payments.userId, [...ids]))
      .orderBy(desc(payments.paymentDate)),
  ]);
  const updatedAt = new Map(times.map((row) => [row.id, row.updatedAt]));
  for (const [id, user] of people) {
    const ongoingId = user.ActiveSubscription?.OngoingRecurrentPaymentId;
    const recurrent = ongoing.find((row) => row.id === ongoingId);
    const refs = references
      .filter((row) => row.userId === id)
      .slice(0, documentPaymentReferences)
      .map((row) => row.reference);
    built.set(id, {
      document: {
        ...user,
        EmailLowercase: normalizeEmailAddress(user.Email),
        OngoingRecurrentPayment: recurrent ? toRecurrentPayment(recurrent) : null,
        PaymentReferences: refs,
      },
      updatedAt: updatedAt.get(id) ?? new Date(),
    });
  }
  return built;
}

async function buildGenericDocuments(
  db: Database,
  kind: GenericEntityKind,
  ids: readonly string[],
): Promise<Map<string, { document: GenericEntityDocument; updatedAt: Date }>> {
  const table = genericEntityTables[kind];
  const rows = await db
    .select()
    .from(table)
    .where(inArray(table.id, [...ids]));
  const links =
    kind === 'A'
      ? await db
          .select({ from: linksAB.aId, to: linksAB.bId })
          .from(linksAB)
          .where(inArray(linksAB.aId, [...ids]))
      : kind === 'B'
        ? await db
            .select({ from: linksBC.bId, to: linksBC.cId })
            .from(linksBC)
            .where(inArray(linksBC.bId, [...ids]))
        : [];
  return new Map(
    rows.map((row) => [
      row.id,
      {
        document: {
          Id: row.id,
          Kind: kind,
          Label: row.label,
          Revision: row.revision,
          LinkedIds: links
            .filter((link) => link.from === row.id)
            .map((link) => link.to)
            .sort(),
        },
        updatedAt: row.updatedAt,
      },
    ]),
  );
}

export interface FlushResult {
  /** Queue entries taken (and removed) in this run. */
  taken: number;
  /** Documents or rows written or removed in the other store. */
  applied: number;
  /** Entries still waiting after this run. */
  remaining: number;
}

/** Any fixed numbers: one flush of each queue at a time, across every server process. */
const flushLockKeys = { pgToEs: 74_310, esToPg: 74_311 };

function groupByKind(entries: readonly { kind: StoreDocumentKind; entityId: string }[]) {
  const byKind = new Map<StoreDocumentKind, Set<string>>();
  for (const entry of entries) {
    const set = byKind.get(entry.kind) ?? new Set<string>();
    set.add(entry.entityId);
    byKind.set(entry.kind, set);
  }
  return byKind;
}

type ChangeQueue = typeof pgToEsQueue | typeof esToPgQueue;

/**
 * Takes up to `batchSize` entries of a queue, oldest first, hands them to `apply` and removes
 * them, in one transaction under the queue's advisory lock: a failure leaves the queue as it was.
 */
async function drainQueue(
  db: Database,
  queue: ChangeQueue,
  lockKey: number,
  batchSize: number,
  apply: (tx: Database, byKind: Map<StoreDocumentKind, Set<string>>) => Promise<number>,
): Promise<FlushResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    const entries = await tx.select().from(queue).orderBy(asc(queue.id)).limit(batchSize);
    const applied = await apply(tx, groupByKind(entries));
    if (entries.length > 0) {
      await tx.delete(queue).where(
        inArray(
          queue.id,
          entries.map((entry) => entry.id),
        ),
      );
    }
    const [left] = await tx.select({ count: sql<number>`count(*)::int` }).from(queue);
    return { taken: entries.length, applied, remaining: Number(left?.count ?? 0) };
  });
}

/**
 * Takes up to `batchSize` changes of the relational store, oldest first, and brings their
 * documents in the search-document store up to date (written, or removed when the entity is
 * gone).
 */
export async function flushPgChangeQueueToEs(db: Database, options: { batchSize?: number } = {}): Promise<FlushResult> {
  return drainQueue(db, pgToEsQueue, flushLockKeys.pgToEs, options.batchSize ?? 500, async (tx, byKind) => {
    let applied = 0;
    for (const [kind, idSet] of byKind) {
      const ids = [...idSet];
      const built = kind === 'user' ? await buildUserDocuments(tx, ids) : await buildGenericDocuments(tx, kind, ids);
      const rows = [...built].map(([id, { document, updatedAt }]) => ({
        kind,
        id,
        document: document as unknown as Record<string, unknown>,
        updatedAt,
      }));
      if (rows.length > 0) {
        await tx
          .insert(storeDocuments)
          .values(rows)
          .onConflictDoUpdate({
            target: [storeDocuments.kind, storeDocuments.id],
            set: { document: sql`excluded.document`, updatedAt: sql`excluded.updated_at` },
          });
      }
      const gone = ids.filter((id) => !built.has(id));
      if (gone.length > 0) {
        await tx.delete(storeDocuments).where(and(eq(storeDocuments.kind, kind), inArray(storeDocuments.id, gone)));
      }
      applied += ids.length;
    }
    return applied;
  });
}

/** Reads a generic entity's document from the search-document store. */
export async function readGenericDocuments(
  db: Database,
  kind: GenericEntityKind,
  ids: readonly string[],
): Promise<Map<string, { document: GenericEntityDocument; updatedAt: Date }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storeDocuments)
    .where(and(eq(storeDocuments.kind, kind), inArray(storeDocuments.id, [...ids])));
  return new Map(
    rows.map((row) => [
      row.id,
      { document: row.document as unknown as GenericEntityDocument, updatedAt: row.updatedAt },
    ]),
  );
}

/**
 * Takes up to `batchSize` changes of the search-document store, oldest first, and brings the
 * relational rows up to date: the entity and its outgoing links are written as the document
 * says (links to entities the relational store does not have are left out), or removed when the
 * document is gone. Users are written in the relational store only; their entries are dropped.
 */
export async function flushEsChangeQueueToPg(db: Database, options: { batchSize?: number } = {}): Promise<FlushResult> {
  return drainQueue(db, esToPgQueue, flushLockKeys.esToPg, options.batchSize ?? 500, async (tx, byKind) => {
    let applied = 0;
    // C before B before A: a link written below finds its target already in place.
    for (const kind of ['C', 'B', 'A'] as const) {
      const ids = [...(byKind.get(kind) ?? [])];
      if (ids.length === 0) continue;
      await applyDocumentsToPg(tx, kind, ids);
      applied += ids.length;
    }
    return applied;
  });
}

async function applyDocumentsToPg(tx: Database, kind: GenericEntityKind, ids: string[]): Promise<void> {
  const table = genericEntityTables[kind];
  const documents = await readGenericDocuments(tx, kind, ids);
  const gone = ids.filter((id) => !documents.has(id));
  if (gone.length > 0) await tx.delete(table).where(inArray(table.id, gone));
  for (const [id, { document, updatedAt }] of documents) {
    await tx
      .insert(table)
      .values({ id, label: document.Label, revision: document.Revision, updatedAt })
      .onConflictDoUpdate({
        target: table.id,
        set: { label: document.Label, revision: document.Revision, updatedAt },
      });
    if (kind === 'C') continue;
    const targetTable = kind === 'A' ? entitiesB : entitiesC;
    const present =
      document.LinkedIds.length === 0
        ? []
        : (
            await tx.select({ id: targetTable.id }).from(targetTable).where(inArray(targetTable.id, document.LinkedIds))
          ).map((row) => row.id);
    if (kind === 'A') {
      await tx.delete(linksAB).where(eq(linksAB.aId, id));
      if (present.length > 0) await tx.insert(linksAB).values(present.map((bId) => ({ aId: id, bId })));
    } else {
      await tx.delete(linksBC).where(eq(linksBC.bId, id));
      if (present.length > 0) await tx.insert(linksBC).values(present.map((cId) => ({ bId: id, cId })));
    }
  }
}

/** How many changes wait in each queue. */
export async function changeQueueLengths(db: Database): Promise<{ pgToEs: number; esToPg: number }> {
  const [pgToEs] = await db.select({ count: sql<number>`count(*)::int` }).from(pgToEsQueue);
  const [esToPg] = await db.select({ count: sql<number>`count(*)::int` }).from(esToPgQueue);
  return { pgToEs: Number(pgToEs?.count ?? 0), esToPg: Number(esToPg?.count ?? 0) };
}
