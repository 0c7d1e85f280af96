import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseInvoiceBody } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { deliverJson } from './http-delivery.ts';
import type { JobContext, JobWork } from './job-runner.ts';

/** The Business-Central-style OAuth endpoint and this client's credentials, when configured. */
export interface BusinessCentralSettings {
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  /** Where invoices not yet sent are posted, one JSON request each, with the token; unset, they go to the outbox export. */
  invoicesUrl?: string;
  /** BCLogin runs that may try one invoice before it is given up. */
  maxAttempts: number;
  /** The folder of the outbox export (JSON lines), used when no invoice endpoint is configured. */
  exportDir: string;
  /** Pauses between the tries of one invoice within a run (the tries are these plus one). */
  retryDelaysMs?: number[];
}

const requestTimeoutMs = 15_000;
const batchSize = 100;
const defaultRetryDelaysMs = [250, 1000];

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});

const errorAnswerSchema = z.object({ error: z.string(), error_description: z.string().optional() });

async function describeRefusal(response: Response): Promise<string> {
  const parsed = errorAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return `${response.status}`;
  return `${response.status} (${parsed.data.error}${parsed.data.error_description ? `: ${parsed.data.error_description}` : ''})`;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** Invoices neither sent nor exported yet, and not given up. */
const waiting = (maxAttempts: number) =>
  and(
    isNull(invoices.lastSentToBusinessCentral),
    isNull(invoices.exportedForBusinessCentralAt),
    lt(invoices.businessCentralAttempts, maxAttempts),
  );

/** Invoices BCLogin has still to deliver. */
export async function pendingBusinessCentralInvoices(db: Database, maxAttempts: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(waiting(maxAttempts));
  return row?.count ?? 0;
}

/** What the Business-Central-style endpoint receives for one invoice. */
function invoiceRequestBody(row: InvoiceRow) {
  return {
    InvoiceId: row.id,
    UserId: row.userId,
    Title: row.title,
    InvoiceInfoDate: row.invoiceInfoDate.toISOString(),
    InvoiceInfoNumber: row.invoiceInfoNumber,
    ServiceDescription: row.serviceDescription,
    ServiceFrom: row.serviceFrom.toISOString(),
    ServiceTo: row.serviceTo.toISOString(),
    BillTo: row.billTo,
    JsonBody: row.jsonBody,
  };
}

/** Why an invoice cannot go to the accounting system as it is stored, or undefined when it can. */
function unreadable(row: InvoiceRow): string | undefined {
  const body = parseInvoiceBody(row.jsonBody);
  return body.ok ? undefined : `not an invoice document: ${body.problems.join('; ')}`;
}

/**
 * BCLogin: obtains an access token from the configured OAuth endpoint with the client-credentials
 * grant, then delivers the invoices not sent yet. The token is kept in this process's memory only
 * and is never written to a log; it goes only in the invoice requests' Authorization header.
 */
export function createBusinessCentralLogin(db: Database, settings: BusinessCentralSettings) {
  let current: { accessToken: string; expiresAt: number | undefined } | undefined;

  /** The token of the last successful login, while it is valid. */
  function accessToken(): string | undefined {
    if (!current || (current.expiresAt !== undefined && current.expiresAt <= Date.now())) return undefined;
    return current.accessToken;
  }

  /** Asks the token endpoint for a token; answers whether one was obtained, or that none is configured. */
  async function login(context: JobContext): Promise<'obtained' | 'failed' | 'not configured'> {
    const { tokenUrl, clientId, clientSecret, scope } = settings;
    if (!tokenUrl || !clientId || !clientSecret) {
      context.log(
        'no Business Central token endpoint is configured (set BC_TOKEN_URL, BC_CLIENT_ID and BC_CLIENT_SECRET); no token obtained',
      );
      return 'not configured';
    }
    context.log(`asking ${new URL(tokenUrl).origin} for a token (client credentials of "${clientId}")`);
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    if (scope) body.set('scope', scope);
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.any([context.signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
    } catch (error) {
      context.log(`the token endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
    if (!response.ok) {
      context.log(`the token endpoint refused: ${await describeRefusal(response)}`);
      return 'failed';
    }
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) {
      context.log('the token endpoint answered without an access_token');
      return 'failed';
    }
    const lifetime = answer.data.expires_in;
    current = {
      accessToken: answer.data.access_token,
      expiresAt: lifetime === undefined ? undefined : Date.now() + lifetime * 1000,
    };
    context.log(
      `token obtained (${answer.data.token_type ?? 'bearer'}${lifetime === undefined ? '' : `, valid for ${lifetime} s`})`,
    );
    return 'obtained';
  }

  /** Counts a failed try of `row` and keeps its reason; answers whether the invoice is now given up. */
  async function recordFailure(context: JobContext, row: InvoiceRow, failure: string): Promise<boolean> {
    const attempts = row.businessCentralAttempts + 1;
    await db
      .update(invoices)
      .set({ businessCentralAttempts: attempts, businessCentralLastError: failure.slice(0, 500) })
      .where(eq(invoices.id, row.id));
    context.log(`invoice ${row.invoiceInfoNumber} (${row.id}) not sent: ${failure}`);
    return attempts >= settings.maxAttempts;
  }

  /**
   * Leaves out an invoice whose stored text is not an invoice document: waiting will not mend it,
   * so it is not tried again (its attempts are set to the limit) and it does not make the run fail.
   * The log says which invoice and why, once; support staff correct the document at its source.
   */
  async function leaveOut(context: JobContext, row: InvoiceRow, problem: string): Promise<void> {
    await db
      .update(invoices)
      .set({ businessCentralAttempts: settings.maxAttempts, businessCentralLastError: problem.slice(0, 500) })
      .where(eq(invoices.id, row.id));
    context.log(`invoice ${row.invoiceInfoNumber} (${row.id}) left out, not tried again: ${problem}`);
  }

  async function nextBatch(afterId: string | undefined): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(invoices)
      .where(and(waiting(settings.maxAttempts), afterId === undefined ? undefined : gt(invoices.id, afterId)))
      .orderBy(asc(invoices.id))
      .limit(batchSize);
  }

  /**
   * With no invoice endpoint: appends the waiting invoices to the outbox export and marks them
   * exported.
   */
  async function exportAll(context: JobContext): Promise<void> {
    const file = path.join(
      settings.exportDir,
      `business-central-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`,
    );
    let exported = 0;
    let leftOut = 0;
    let afterId: string | undefined;
    for (let batch = await nextBatch(afterId); batch.length > 0; batch = await nextBatch(afterId)) {
      if (context.signal.aborted) break;
      afterId = batch.at(-1)!.id;
      const rows: InvoiceRow[] = [];
      for (const row of batch) {
        const problem = unreadable(row);
        if (problem === undefined) {
          rows.push(row);
        } else {
          await leaveOut(context, row, problem);
          leftOut += 1;
        }
      }
      if (rows.length === 0) continue;
      await mkdir(settings.exportDir, { recursive: true });
      await appendFile(file, rows.map((row) => `${JSON.stringify(invoiceRequestBody(row))}\n`).join(''), 'utf8');
      await db
        .update(invoices)
        .set({ exportedForBusinessCentralAt: new Date() })
        .where(
          inArray(
            invoices.id,
            rows.map((row) => row.id),
          ),
        );
      exported += rows.length;
    }
    context.log(
      exported === 0
        ? 'no Business Central invoice endpoint is configured (BC_INVOICES_URL), and no invoices wait'
        : `no Business Central invoice endpoint is configured (BC_INVOICES_URL): ${exported} invoices written to the outbox export ${file}`,
    );
    if (leftOut > 0) context.log(`${leftOut} invoices left out: their JsonBody is not an invoice document`);
  }

  /** Posts the waiting invoices with the token; answers whether every readable one was accepted. */
  async function sendAll(context: JobContext, url: string, token: string): Promise<boolean> {
    let sent = 0;
    let failed = 0;
    let givenUp = 0;
    let leftOut = 0;
    let afterId: string | undefined;
    for (let rows = await nextBatch(afterId); rows.length > 0; rows = await nextBatch(afterId)) {
      for (const row of rows) {
        if (context.signal.aborted) break;
        const problem = unreadable(row);
        if (problem !== undefined) {
          await leaveOut(context, row, problem);
          leftOut += 1;
          continue;
        }
        const failure = await deliverJson({
          url,
          body: invoiceRequestBody(row),
          headers: {
            // The receiver can drop an invoice it has seen already (a retry after a lost answer).
            'idempotency-key': `zilt-bc-invoice-${row.id}`,
            authorization: `Bearer ${token}`,
          },
          retryDelaysMs: settings.retryDelaysMs ?? defaultRetryDelaysMs,
          signal: context.signal,
        });
        if (failure === undefined) {
          await db
            .update(invoices)
            .set({
              lastSentToBusinessCentral: new Date(),
              businessCentralAttempts: row.businessCentralAttempts + 1,
              businessCentralLastError: null,
            })
            .where(eq(invoices.id, row.id));
          sent += 1;
        } else {
          failed += 1;
          if (await recordFailure(context, row, failure)) givenUp += 1;
        }
      }
      if (context.signal.aborted) {
        context.log(`stopped after ${sent} invoices: the server is shutting down`);
        return false;
      }
      afterId = rows.at(-1)!.id;
    }
    context.log(`${sent} invoices sent to ${new URL(url).origin}, ${failed} not sent`);
    if (leftOut > 0) context.log(`${leftOut} invoices left out: their JsonBody is not an invoice document`);
    if (failed === 0) return true;
    context.log(
      givenUp > 0
        ? `${failed - givenUp} wait for the next BCLogin; ${givenUp} were given up after ${settings.maxAttempts} runs`
        : `${failed} wait for the next BCLogin`,
    );
    return false;
  }

  const work: JobWork = async (context) => {
    const loggedIn = await login(context);
    context.log(`${await pendingBusinessCentralInvoices(db, settings.maxAttempts)} invoices wait for Business Central`);
    const url = settings.invoicesUrl;
    if (!url) {
      await exportAll(context);
      return loggedIn !== 'failed' && !context.signal.aborted ? 'success' : 'error';
    }
    const token = loggedIn === 'obtained' ? accessToken() : undefined;
    if (!token) {
      context.log('no invoices sent: they need a token; they wait for the next BCLogin');
      return 'error';
    }
    return (await sendAll(context, url, token)) ? 'success' : 'error';
  };

  return { work, accessToken };
}
