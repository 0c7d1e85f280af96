import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { operationsOf, requestFor, type FuzzRequest } from './fuzz-requests.ts';

// Runs generated requests against the real app and checks what every client may rely on:
// no answer of status 500 or above, a JSON `{ error, message }` with every 4xx, and a store
// left exactly as it was by every refused write.

export interface FuzzOutcome {
  /** Answers by status code. */
  statuses: Map<number, number>;
  requests: number;
}

/** Tables whose content a request may change (rate counters are bookkeeping, not content). */
const storedTables = [
  'nodes',
  'node_revisions',
  'menus',
  'languages',
  'contact_options',
  'translations',
  'team_members',
  'api_tokens',
  'consent_records',
  'overview_entries',
];

/**
 * A function answering a digest of everything stored, to compare before and after a refused
 * write: one query over the tables of `storedTables` that exist.
 */
export async function storeFingerprinter(db: Database): Promise<() => Promise<string>> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema()`,
  );
  const existing = new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
  const digests = storedTables
    .filter((table) => existing.has(table))
    .map(
      (table) =>
        sql`(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(table)} t)`,
    );
  const query = sql`select concat_ws(' ', ${sql.join(digests, sql`, `)}) as digest`;
  return async () => {
    const rows = await db.execute(query);
    return (rows as unknown as { rows: { digest: string }[] }).rows[0]?.digest ?? '';
  };
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function describe(request: FuzzRequest): string {
  const body =
    request.body === undefined ? '' : ` body ${request.body.slice(0, 200)}${request.body.length > 200 ? '…' : ''}`;
  return `${request.method} ${request.url.slice(0, 300)}${body}`;
}

/**
 * Sends `numRuns` generated requests for every operation of the app's OpenAPI document and
 * throws (with the shrunk request) when one breaks a rule.
 */
export async function fuzzApi(
  app: FastifyInstance,
  db: Database,
  options: { numRuns: number; token: string; seed?: number },
): Promise<FuzzOutcome> {
  const documentResponse = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const operations = operationsOf(documentResponse.json());
  if (operations.length === 0) throw new Error('The OpenAPI document lists no operation');
  const statuses = new Map<number, number>();
  let requests = 0;
  const storeFingerprint = await storeFingerprinter(db);

  await fc.assert(
    fc.asyncProperty(requestFor(operations, options.token), async (request) => {
      const write = writeMethods.has(request.method);
      const before = write ? await storeFingerprint() : '';
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      requests += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const where = `${request.operation}: ${describe(request)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) throw new Error(`server error for ${where}`);
      if (response.statusCode >= 400 && request.method !== 'HEAD') {
        let body: { error?: unknown; message?: unknown };
        try {
          body = response.json();
        } catch {
          throw new Error(`a ${response.statusCode} without a JSON body for ${where}`);
        }
        if (typeof body.error !== 'string' || typeof body.message !== 'string' || body.message === '') {
          throw new Error(`a ${response.statusCode} without error and message for ${where}`);
        }
        if (write && (await storeFingerprint()) !== before)
          throw new Error(`a refused write changed the store: ${where}`);
      }
    }),
    { numRuns: options.numRuns, ...(options.seed !== undefined ? { seed: options.seed } : {}), endOnFailure: false },
  );
  return { statuses, requests };
}

/** The totals as a table: status, count, share. */
export function statusTable(outcome: FuzzOutcome): string {
  const lines = ['status  requests  share'];
  for (const [status, count] of [...outcome.statuses].sort(([a], [b]) => a - b)) {
    lines.push(
      `${String(status).padEnd(6)}  ${String(count).padStart(8)}  ${((count / outcome.requests) * 100).toFixed(1).padStart(5)}%`,
    );
  }
  lines.push(`total   ${String(outcome.requests).padStart(8)}`);
  return lines.join('\n');
}
