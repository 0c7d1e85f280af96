import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sharePointOutbox } from '../../db/schema.ts';
import { deliverJson } from './http-delivery.ts';
import type { JobContext, JobWork } from './job-runner.ts';

/** A change to send to the SharePoint-style list. */
export interface SharePointChange {
  entity: string;
  entityId: string;
  operation: 'upsert' | 'delete';
  payload: Record<string, unknown>;
}

export interface SharePointSettings {
  /** Where changes are posted, one JSON request each; unset, they go to the outbox export. */
  url?: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
  /** Flushes that may try one change before it is given up. */
  maxAttempts: number;
  /** The folder of the outbox export (JSON lines), used when no endpoint is configured. */
  exportDir: string;
  /** Pauses between the tries of one change within a flush (the tries are these plus one). */
  retryDelaysMs?: number[];
}

const batchSize = 100;
const defaultRetryDelaysMs = [250, 1000];

/** Queues a change for the next FlushChangesToSP; call it inside the transaction that makes the change. */
export async function enqueueSharePointChange(db: Database, change: SharePointChange): Promise<void> {
  await enqueueSharePointChanges(db, [change]);
}

/** Rows one insert statement writes at most (PostgreSQL allows 65,535 parameters a statement). */
const insertBatchSize = 1000;

/** Queues several changes, in their order; call it inside the transaction that makes them. */
export async function enqueueSharePointChanges(db: Database, changes: readonly SharePointChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += insertBatchSize) {
    await db.insert(sharePointOutbox).values(changes.slice(start, start + insertBatchSize));
  }
}

/** Changes neither sent nor exported yet, and not given up. */
export async function pendingSharePointChanges(db: Database, maxAttempts: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sharePointOutbox)
    .where(
      and(
        isNull(sharePointOutbox.sentAt),
        isNull(sharePointOutbox.exportedAt),
        lt(sharePointOutbox.attempts, maxAttempts),
      ),
    );
  return row?.count ?? 0;
}

type OutboxRow = typeof sharePointOutbox.$inferSelect;

function requestBody(row: OutboxRow) {
  return {
    ChangeId: row.id,
    Entity: row.entity,
    EntityId: row.entityId,
    Operation: row.operation,
    Payload: row.payload,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** Posts one change, with a few tries; answers undefined on success, else the last failure. */
function post(row: OutboxRow, settings: SharePointSettings & { url: string }, signal: AbortSignal) {
  return deliverJson({
    url: settings.url,
    body: requestBody(row),
    headers: {
      // The receiver can drop a change it has seen already (a retry after a lost answer).
      'idempotency-key': `zilt-sp-change-${row.id}`,
      ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
    },
    retryDelaysMs: settings.retryDelaysMs ?? defaultRetryDelaysMs,
    signal,
  });
}

/**
 * FlushChangesToSP: sends the queued changes to the SharePoint-style endpoint, oldest first,
 * each with a few tries; a change that still fails stays queued for the next flush until it has
 * been tried in `maxAttempts` flushes. With no endpoint configured, the changes are appended to
 * the outbox export (a JSON-lines file) instead and the log says where.
 */
export function flushChangesToSharePoint(db: Database, settings: SharePointSettings): JobWork {
  async function nextBatch(afterId: number): Promise<OutboxRow[]> {
    return db
      .select()
      .from(sharePointOutbox)
      .where(
        and(
          gt(sharePointOutbox.id, afterId),
          isNull(sharePointOutbox.sentAt),
          isNull(sharePointOutbox.exportedAt),
          lt(sharePointOutbox.attempts, settings.maxAttempts),
        ),
      )
      .orderBy(asc(sharePointOutbox.id))
      .limit(batchSize);
  }

  async function exportAll(context: JobContext): Promise<'success'> {
    const file = path.join(settings.exportDir, `sharepoint-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`);
    let exported = 0;
    let afterId = 0;
    for (let rows = await nextBatch(afterId); rows.length > 0; rows = await nextBatch(afterId)) {
      if (context.signal.aborted) break;
      await mkdir(settings.exportDir, { recursive: true });
      await appendFile(file, rows.map((row) => `${JSON.stringify(requestBody(row))}\n`).join(''), 'utf8');
      await db
        .update(sharePointOutbox)
        .set({ exportedAt: new Date() })
        .where(
          inArray(
            sharePointOutbox.id,
            rows.map((row) => row.id),
          ),
        );
      exported += rows.length;
      afterId = rows.at(-1)!.id;
      context.log(`${exported} changes written to the outbox export so far`);
    }
    context.log(
      exported === 0
        ? 'no SharePoint endpoint is configured (SHAREPOINT_URL), and no changes are queued'
        : `no SharePoint endpoint is configured (SHAREPOINT_URL): ${exported} changes written to the outbox export ${file}`,
    );
    return 'success';
  }

  return async (context) => {
    const queued = await pendingSharePointChanges(db, settings.maxAttempts);
    context.log(`${queued} changes queued for SharePoint`);
    const url = settings.url;
    if (!url) return exportAll(context);
    let sent = 0;
    let failed = 0;
    let givenUp = 0;
    let afterId = 0;
    for (let rows = await nextBatch(afterId); rows.length > 0; rows = await nextBatch(afterId)) {
      for (const row of rows) {
        if (context.signal.aborted) break;
        const failure = await post(row, { ...settings, url }, context.signal);
        if (failure === undefined) {
          await db
            .update(sharePointOutbox)
            .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
            .where(inArray(sharePointOutbox.id, [row.id]));
          sent += 1;
        } else {
          await db
            .update(sharePointOutbox)
            .set({ attempts: row.attempts + 1, lastError: failure.slice(0, 500) })
            .where(inArray(sharePointOutbox.id, [row.id]));
          failed += 1;
          if (row.attempts + 1 >= settings.maxAttempts) givenUp += 1;
          context.log(`change ${row.id} (${row.entity} ${row.entityId}) not sent: ${failure}`);
        }
      }
      if (context.signal.aborted) {
        context.log('stopped: the server is shutting down');
        return 'error';
      }
      afterId = rows.at(-1)!.id;
      context.log(`${sent} changes sent to ${new URL(url).origin} so far`);
    }
    context.log(`${sent} sent, ${failed} not sent`);
    if (failed === 0) return 'success';
    context.log(
      givenUp > 0
        ? `${failed - givenUp} stay queued for the next flush; ${givenUp} were given up after ${settings.maxAttempts} flushes`
        : `${failed} stay queued for the next flush`,
    );
    return 'error';
  };
}
