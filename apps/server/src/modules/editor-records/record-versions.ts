import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentHash } from '../../lib/stable-json.ts';

// Optimistic concurrency for the small content records: a record's version is a hash of what is
// stored (null when nothing is), so it changes exactly when the record does, and needs no column.
// A write that names a version takes the record's lock, reads it and compares before writing.

/** The version of a stored record's value; `null` stands for "not stored". */
export function versionOf(value: unknown): string {
  return contentHash(value).slice(0, 24);
}

/**
 * Holds the record named by `key` until the transaction ends, whether the record exists or not
 * (a row lock could not hold a record that is still to be made).
 */
export async function lockRecord(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`editor-record ${key}`}, 0))`);
}

/** How a write of the editing API ended; the routes turn each outcome into its answer. */
export type WriteOutcome<T> =
  | { status: 'ok'; record: T; changed: boolean }
  /** The write named a version the record no longer has. */
  | { status: 'stale'; currentVersion: string }
  | { status: 'not-found'; message: string }
  /** The write would make a record that exists already. */
  | { status: 'conflict'; message: string }
  /** The value breaks a rule the schema alone cannot check; each problem names its field. */
  | { status: 'invalid'; message: string; problems: string[] };

/** The outcome of a write naming `expected` for a record whose value is `stored`, when they differ. */
export function staleUnless(
  expected: string | undefined,
  stored: unknown,
): { status: 'stale'; currentVersion: string } | null {
  const current = versionOf(stored);
  return expected !== undefined && expected !== current ? { status: 'stale', currentVersion: current } : null;
}
