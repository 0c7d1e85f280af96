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
import type { FuzzStaff } from './fuzz-staff.ts';

// Runs generated requests against the real app and checks what every client may rely on:
// no answer of status 500 or above, a JSON `{ error, message }` with every 4xx, and a store
// left exactly as it was by every refused write.

export interface FuzzOutcome {
  /** Answers by status code. */
  statuses: Map<number, number>;
  /** Answers by the scope of the operation asked (public, content, support, staff), then by status code. */
  statusesByScope: Map<OperationScope, Map<number, number>>;
  /** Answers by operation (`POST /api/v1/admin/staff`), then by status code. */
  statusesByOperation: Map<string, Map<number, number>>;
  /** Answers to requests that presented a staff session the right way (cookie, CSRF token, Origin), by status code. */
  statusesWithSession: Map<number, number>;
  /** How often a staff session a fuzzed request had ended was signed in again. */
  sessionRenewals: number;
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
 * Columns that are bookkeeping, not content: a session's last-seen time moves with every
 * request made with it, refused or not.
 */
const bookkeepingColumns: Record<string, string[]> = { staff_sessions: ['last_seen_at'] };

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
    .map((table) => {
      const skipped = bookkeepingColumns[table] ?? [];
      const row =
        skipped.length > 0
          ? sql`(to_jsonb(t) - ${sql.raw(`array[${skipped.map((column) => `'${column}'`).join(', ')}]`)})::text`
          : sql`t::text`;
      return sql`(select count(*) || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from ${sql.identifier(table)} t)`;
    });
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
    // Subscribers' addresses, and the staff accounts' (the fuzzer's own among them).
    emails: [
      ...(await rows(sql`select email as value from users order by id limit 20`)),
      ...(await rows(sql`select email as value from staff_accounts order by id limit 20`)),
    ],
    ids: await rows(sql`select id::text as value from staff_accounts order by id limit 20`),
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
  options: {
    numRuns: number;
    tokens: FuzzTokens;
    staff: FuzzStaff;
    known?: KnownValues;
    seed?: number;
    /** Only the operations whose path matches (to look closer at some); every one by default. */
    paths?: RegExp;
  },
): Promise<FuzzOutcome> {
  const documentResponse = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const operations = operationsOf(documentResponse.json()).filter(
    (operation) => !options.paths || options.paths.test(operation.path),
  );
  if (operations.length === 0) throw new Error('The OpenAPI document lists no operation');
  const statuses = new Map<number, number>();
  const statusesByScope = new Map<OperationScope, Map<number, number>>();
  const statusesByOperation = new Map<string, Map<number, number>>();
  const statusesWithSession = new Map<number, number>();
  const count = <K>(map: Map<K, Map<number, number>>, key: K, status: number) => {
    const of = map.get(key) ?? new Map<number, number>();
    of.set(status, (of.get(status) ?? 0) + 1);
    map.set(key, of);
  };
  let requests = 0;
  // Set when a request may have ended one of the fuzzer's sessions: they are checked (and signed
  // in again where ended) before the next request, outside any before-and-after comparison.
  let checkSessions = false;
  const storeFingerprint = await storeFingerprinter(db);

  await fc.assert(
    fc.asyncProperty(requestFor(operations, options.tokens, options.known), async (request) => {
      await options.staff.keepAlive(checkSessions);
      checkSessions = false;
      const write = writeMethods.has(request.method) && !recordsRefusals.has(request.operation);
      const before = write ? await storeFingerprint() : '';
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(request.session ? options.staff.headersFor(request.session) : {}) },
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      requests += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      count(statusesByScope, request.scope, response.statusCode);
      count(statusesByOperation, request.operation, response.statusCode);
      // A session presented as a page would: CSRF token and Origin right, and signed in (the
      // session waiting for its second factor is right only for the second-factor step).
      const rightSession =
        request.session?.csrf === 'right' &&
        request.session.origin === 'same' &&
        (request.session.role !== 'pending' || request.operation.endsWith('/second-factor'));
      if (rightSession)
        statusesWithSession.set(response.statusCode, (statusesWithSession.get(response.statusCode) ?? 0) + 1);
      // Signing out, an admin disabling an account, changing its role or clearing its second
      // factor may have ended one of the fuzzer's sessions; a 401 or 403 to one may tell so.
      checkSessions =
        (request.session !== undefined && (response.statusCode === 401 || response.statusCode === 403)) ||
        (response.statusCode < 300 && /^POST \/api\/v1\/(staff|admin)\//.test(request.operation));
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
  return {
    statuses,
    statusesByScope,
    statusesByOperation,
    statusesWithSession,
    sessionRenewals: options.staff.renewals(),
    requests,
  };
}

const scopes: OperationScope[] = ['public', 'content', 'support', 'staff'];

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

/** The answers to the operations of some paths, one line each: the operation and its statuses. */
export function operationTable(outcome: FuzzOutcome, pathPattern: RegExp): string {
  return [...outcome.statusesByOperation]
    .filter(([operation]) => pathPattern.test(operation.split(' ')[1] ?? ''))
    .sort(([a], [b]) => (a.split(' ')[1]! + a).localeCompare(b.split(' ')[1]! + b))
    .map(([operation, statuses]) => {
      const answers = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return `${operation.padEnd(52)} ${answers}`;
    })
    .join('\n');
}
