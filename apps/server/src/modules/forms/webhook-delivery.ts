import { asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formSubmissions, formWebhookOutbox } from '../../db/schema.ts';

/** Rows handled per run; the next run takes the rest. */
const batchSize = 20;
/** A webhook that does not answer within this long counts as a failed attempt. */
const webhookTimeoutMs = 10_000;
/** Wait after the first failed attempt; it doubles with each further failure, up to six hours. */
const firstRetryMs = 30_000;
const longestRetryMs = 6 * 60 * 60 * 1000;

/** When to try again after `attempts` failed attempts: 30 s, 1 min, 2 min, … at most 6 h. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryOutcome = { delivered: number; failed: number };

/** While a process sends a row, other processes leave it alone for this long. */
const leaseMs = 2 * webhookTimeoutMs * batchSize;

/**
 * Forwards due submissions to their form's webhook (POST, JSON). A row goes from the outbox only
 * once the webhook answered 2xx; otherwise it stays, with its next attempt moved later. A short
 * transaction first claims the due rows (`skip locked`, and a lease on their next attempt), so
 * several server processes never send one row at the same time and no transaction stays open
 * while a webhook is called.
 */
export async function deliverDueWebhooks(
  db: Database,
  options: { now?: Date; fetch?: typeof fetch } = {},
): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  const send = options.fetch ?? fetch;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: formWebhookOutbox.id })
      .from(formWebhookOutbox)
      .where(lte(formWebhookOutbox.nextAttemptAt, now))
      .orderBy(asc(formWebhookOutbox.nextAttemptAt), asc(formWebhookOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return [];
    await tx
      .update(formWebhookOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(formWebhookOutbox.id, ids));
    return tx
      .select({ outbox: formWebhookOutbox, submission: formSubmissions })
      .from(formWebhookOutbox)
      .innerJoin(formSubmissions, eq(formSubmissions.id, formWebhookOutbox.submissionId))
      .where(inArray(formWebhookOutbox.id, ids))
      .orderBy(asc(formWebhookOutbox.id));
  });
  const outcome: DeliveryOutcome = { delivered: 0, failed: 0 };
  for (const { outbox, submission } of claimed) {
    let problem: string | undefined;
    try {
      const response = await send(outbox.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          formId: submission.formId,
          submissionId: submission.id,
          submittedAt: submission.submittedAt.toISOString(),
          language: submission.language,
          fields: submission.fields,
        }),
        signal: AbortSignal.timeout(webhookTimeoutMs),
        redirect: 'error',
      });
      if (!response.ok) problem = `the webhook answered ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === undefined) {
      await db.delete(formWebhookOutbox).where(eq(formWebhookOutbox.id, outbox.id));
      outcome.delivered += 1;
    } else {
      const attempts = outbox.attempts + 1;
      await db
        .update(formWebhookOutbox)
        .set({
          attempts,
          lastError: problem.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts)),
        })
        .where(eq(formWebhookOutbox.id, outbox.id));
      outcome.failed += 1;
    }
  }
  return outcome;
}
