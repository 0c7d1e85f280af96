import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seedSampleSubscribers } from '../modules/sample-subscribers/sample-subscribers.ts';
import {
  operationsOf,
  requestFor,
  type FuzzRequest,
  type FuzzTokens,
  type KnownValues,
  type OperationScope,
} from './fuzz-requests.ts';

// Runs generated requests against the real app and checks what every client may rely on:
// no answer of status 500 or above, a JSON `{ error, message }` with every 4xx, and a store
// left exactly as it was by every refused write.

export interface FuzzOutcome {
  /** Answers by status code. */
  statuses: Map<number, number>;
  /** Answers by the scope of the operation asked (public, content, support), then by status code. */
  statusesByScope: Map<OperationScope, Map<number, number>>;
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
  'forms',
  'form_submissions',
  'users',
  'user_subscriptions',
  'recurrent_payments',
  'payments',
  'invoices',
  'entities_a',
  'entities_b',
  'entities_c',
  'links_ab',
  'links_bc',
  'store_documents',
  'media_items',
  'media_files',
  'staff_accounts',
  'staff_password_links',
  'staff_recovery_codes',
  'staff_sessions',
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

/**
 * Adds a few sample subscribers and reads back what requests may name: user ids, e-mail
 * addresses and payment references, so the support API is fuzzed on people who exist.
 */
export async function seedKnownValues(db: Database): Promise<KnownValues> {
  await seedSampleSubscribers(db, { users: 20, seed: 7 });
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
  return {
    uuids: await rows(sql`select id::text as value from users order by id limit 20`),
    emails: await rows(sql`select email as value from users order by id limit 20`),
    paymentReferences: await rows(
      sql`select payment_reference as value from payments order by payment_reference limit 20`,
    ),
  };
}

/** Operations whose refusals are recorded by design: a refused sign-in notes the attempt's time on the user. */
const recordsRefusals = new Set(['POST /api/v1/Account/Login']);

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
  options: { numRuns: number; tokens: FuzzTokens; known?: KnownValues; seed?: number },
): Promise<FuzzOutcome> {
  const documentResponse = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const operations = operationsOf(documentResponse.json());
  if (operations.length === 0) throw new Error('The OpenAPI document lists no operation');
  const statuses = new Map<number, number>();
  const statusesByScope = new Map<OperationScope, Map<number, number>>();
  let requests = 0;
  const storeFingerprint = await storeFingerprinter(db);

  await fc.assert(
    fc.asyncProperty(requestFor(operations, options.tokens, options.known), async (request) => {
      const write = writeMethods.has(request.method) && !recordsRefusals.has(request.operation);
      const before = write ? await storeFingerprint() : '';
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      requests += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const ofScope = statusesByScope.get(request.scope) ?? new Map<number, number>();
      ofScope.set(response.statusCode, (ofScope.get(response.statusCode) ?? 0) + 1);
      statusesByScope.set(request.scope, ofScope);
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
  return { statuses, statusesByScope, requests };
}

const scopes: OperationScope[] = ['public', 'content', 'support'];

/** The totals as a table: per status, the requests to operations of each scope, all, and the share. */
export function statusTable(outcome: FuzzOutcome): string {
  const cell = (value: string | number, width = 8) => String(value).padStart(width);
  const lines = [`status  ${scopes.map((scope) => cell(scope)).join('  ')}  ${cell('all')}   share`];
  for (const [status, count] of [...outcome.statuses].sort(([a], [b]) => a - b)) {
    const perScope = scopes.map((scope) => cell(outcome.statusesByScope.get(scope)?.get(status) ?? 0));
    const share = `${((count / outcome.requests) * 100).toFixed(1).padStart(5)}%`;
    lines.push(`${String(status).padEnd(6)}  ${perScope.join('  ')}  ${cell(count)}  ${share}`);
  }
  const totals = scopes.map((scope) =>
    cell([...(outcome.statusesByScope.get(scope)?.values() ?? [])].reduce((a, b) => a + b, 0)),
  );
  lines.push(`total   ${totals.join('  ')}  ${cell(outcome.requests)}`);
  return lines.join('\n');
}
