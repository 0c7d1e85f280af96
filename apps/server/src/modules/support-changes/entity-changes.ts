import { and, eq, sql } from 'drizzle-orm';
import type { GenericEntityKind, StorageTarget } from '@zilt/contracts/subscribers';
import type { EntityChangeKind, EntityChangeParameters } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import { linksAB, linksBC, storeDocuments } from '../../db/schema.ts';
import { ChangeRefused, changeDone, type ChangeDone } from './change-refused.ts';
import {
  enqueueEsChange,
  enqueuePgChange,
  genericEntityTables,
  type GenericEntityDocument,
} from '../subscriber-store/stores.ts';

/** A change to the generic entities, made inside its transaction in the store it names. */
export interface EntityChangeContext {
  tx: Database;
  now: Date;
  store: StorageTarget;
}

/** The entity kind a link hangs off and the kind it points to. */
const links = {
  AB: { from: 'A', to: 'B', table: linksAB, fromColumn: linksAB.aId, toColumn: linksAB.bId },
  BC: { from: 'B', to: 'C', table: linksBC, fromColumn: linksBC.bId, toColumn: linksBC.cId },
} as const;
type LinkName = keyof typeof links;

/** The kind whose documents list links to `kind` (B is linked from A, C from B). */
const linkedFrom: Record<GenericEntityKind, GenericEntityKind | undefined> = { A: undefined, B: 'A', C: 'B' };

/** Queues the change for the other store. */
function enqueue(context: EntityChangeContext, kind: GenericEntityKind, ids: string | string[], deleted = false) {
  const operation = deleted ? 'delete' : 'upsert';
  return context.store === 'PG'
    ? enqueuePgChange(context.tx, kind, ids, operation)
    : enqueueEsChange(context.tx, kind, ids, operation);
}

async function lockedDocument(tx: Database, kind: GenericEntityKind, id: string) {
  const [row] = await tx
    .select({ document: storeDocuments.document })
    .from(storeDocuments)
    .where(and(eq(storeDocuments.kind, kind), eq(storeDocuments.id, id)))
    .for('update');
  if (!row) throw new ChangeRefused(404, 'EntityNotFound', { entity: kind, id, store: 'ES' });
  return row.document as unknown as GenericEntityDocument;
}

async function writeDocument(context: EntityChangeContext, document: GenericEntityDocument) {
  await context.tx
    .update(storeDocuments)
    .set({ document: document as unknown as Record<string, unknown>, updatedAt: context.now })
    .where(and(eq(storeDocuments.kind, document.Kind), eq(storeDocuments.id, document.Id)));
}

async function pgEntityExists(tx: Database, kind: GenericEntityKind, id: string) {
  const table = genericEntityTables[kind];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  if (!row) throw new ChangeRefused(404, 'EntityNotFound', { entity: kind, id, store: 'PG' });
}

function create(kind: GenericEntityKind) {
  return async (context: EntityChangeContext, parameters: { Label?: string | undefined }): Promise<ChangeDone> => {
    const id = crypto.randomUUID();
    const label = parameters.Label ?? `${kind} ${id.slice(0, 8)}`;
    if (context.store === 'PG') {
      await context.tx.insert(genericEntityTables[kind]).values({ id, label, revision: 1, updatedAt: context.now });
    } else {
      const document: GenericEntityDocument = { Id: id, Kind: kind, Label: label, Revision: 1, LinkedIds: [] };
      await context.tx
        .insert(storeDocuments)
        .values({ kind, id, document: document as unknown as Record<string, unknown>, updatedAt: context.now });
    }
    await enqueue(context, kind, id);
    return changeDone('EntityCreated', { entity: kind, id, store: context.store }, id);
  };
}

function update(kind: GenericEntityKind) {
  return async (context: EntityChangeContext, { guid, Label }: { guid: string; Label?: string | undefined }) => {
    if (context.store === 'PG') {
      const table = genericEntityTables[kind];
      const updated = await context.tx
        .update(table)
        .set({ revision: sql`${table.revision} + 1`, updatedAt: context.now, ...(Label ? { label: Label } : {}) })
        .where(eq(table.id, guid))
        .returning({ revision: table.revision });
      if (updated.length === 0) throw new ChangeRefused(404, 'EntityNotFound', { entity: kind, id: guid, store: 'PG' });
    } else {
      const document = await lockedDocument(context.tx, kind, guid);
      await writeDocument(context, { ...document, Revision: document.Revision + 1, Label: Label ?? document.Label });
    }
    await enqueue(context, kind, guid);
    return changeDone('EntityUpdated', { entity: kind, id: guid, store: context.store });
  };
}

function remove(kind: GenericEntityKind) {
  return async (context: EntityChangeContext, { guid }: { guid: string }): Promise<ChangeDone> => {
    const parentKind = linkedFrom[kind];
    let parents: string[] = [];
    if (context.store === 'PG') {
      if (parentKind) {
        const link = links[kind === 'B' ? 'AB' : 'BC'];
        parents = (
          await context.tx.select({ id: link.fromColumn }).from(link.table).where(eq(link.toColumn, guid))
        ).map((row) => row.id);
      }
      const table = genericEntityTables[kind];
      const deleted = await context.tx.delete(table).where(eq(table.id, guid)).returning({ id: table.id });
      if (deleted.length === 0) throw new ChangeRefused(404, 'EntityNotFound', { entity: kind, id: guid, store: 'PG' });
    } else {
      const deleted = await context.tx
        .delete(storeDocuments)
        .where(and(eq(storeDocuments.kind, kind), eq(storeDocuments.id, guid)))
        .returning({ id: storeDocuments.id });
      if (deleted.length === 0) throw new ChangeRefused(404, 'EntityNotFound', { entity: kind, id: guid, store: 'ES' });
      if (parentKind) {
        // The documents that link to it, found through the GIN index.
        const linking = await context.tx
          .select({ document: storeDocuments.document })
          .from(storeDocuments)
          .where(
            and(
              eq(storeDocuments.kind, parentKind),
              sql`${storeDocuments.document} @> ${JSON.stringify({ LinkedIds: [guid] })}::jsonb`,
            ),
          )
          .for('update');
        for (const { document } of linking) {
          const parent = document as unknown as GenericEntityDocument;
          await writeDocument(context, { ...parent, LinkedIds: parent.LinkedIds.filter((id) => id !== guid) });
          parents.push(parent.Id);
        }
      }
    }
    await enqueue(context, kind, guid, true);
    if (parentKind && parents.length > 0) await enqueue(context, parentKind, parents);
    return changeDone('EntityDeleted', { entity: kind, id: guid, store: context.store });
  };
}

function linkChange(name: LinkName, linked: boolean) {
  const link = links[name];
  return async (context: EntityChangeContext, parameters: Record<string, unknown>): Promise<ChangeDone> => {
    const fromId = parameters[`${link.from}Id`] as string;
    const toId = parameters[`${link.to}Id`] as string;
    const pair = { from: link.from, fromId, to: link.to, toId };
    if (context.store === 'PG') {
      await pgEntityExists(context.tx, link.from, fromId);
      await pgEntityExists(context.tx, link.to, toId);
      const values = name === 'AB' ? { aId: fromId, bId: toId } : { bId: fromId, cId: toId };
      const changed = linked
        ? await context.tx
            .insert(link.table)
            .values(values as never)
            .onConflictDoNothing()
            .returning()
        : await context.tx
            .delete(link.table)
            .where(and(eq(link.fromColumn, fromId), eq(link.toColumn, toId)))
            .returning();
      if (changed.length === 0)
        throw new ChangeRefused(409, linked ? 'AlreadyLinked' : 'NotLinked', { ...pair, store: 'PG' });
    } else {
      const document = await lockedDocument(context.tx, link.from, fromId);
      await lockedDocument(context.tx, link.to, toId);
      const has = document.LinkedIds.includes(toId);
      if (has === linked)
        throw new ChangeRefused(409, linked ? 'AlreadyLinked' : 'NotLinked', { ...pair, store: 'ES' });
      const linkedIds = linked ? [...document.LinkedIds, toId].sort() : document.LinkedIds.filter((id) => id !== toId);
      await writeDocument(context, { ...document, LinkedIds: linkedIds });
    }
    await enqueue(context, link.from, fromId);
    return changeDone(linked ? 'EntitiesLinked' : 'EntitiesUnlinked', { ...pair, store: context.store });
  };
}

type EntityChangeHandler<K extends EntityChangeKind> = (
  context: EntityChangeContext,
  parameters: EntityChangeParameters<K>,
) => Promise<ChangeDone>;

/** What each change kind does to the generic entities. A kind missing here fails to compile. */
export const entityChangeHandlers: { [K in EntityChangeKind]: EntityChangeHandler<K> } = {
  CreateA: create('A'),
  CreateB: create('B'),
  CreateC: create('C'),
  UpdateA: update('A'),
  UpdateB: update('B'),
  UpdateC: update('C'),
  DeleteA: remove('A'),
  DeleteB: remove('B'),
  DeleteC: remove('C'),
  LinkAB: linkChange('AB', true),
  UnlinkAB: linkChange('AB', false),
  LinkBC: linkChange('BC', true),
  UnlinkBC: linkChange('BC', false),
};
