import { mkdtemp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../../db/client.ts';

// A store's schema version is the list of migrations applied to it, each named by the time
// stamp drizzle records for it (`created_at`, the journal's `when`): the migrator itself decides
// by these which migrations are still to run. A backup may be restored by code whose migrations
// begin with the backup's (it is then migrated forward); any other is refused.

export interface Migration {
  tag: string;
  when: number;
}

export interface SchemaVersion {
  /** How many migrations the store had applied. */
  migrations: number;
  /** The tag of the last one (for people; the time stamps decide). */
  last: string | null;
  /** The `when` of every applied migration, oldest first. */
  applied: number[];
}

interface Journal {
  entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
}

async function readJournal(folder = migrationsFolder): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this code knows, oldest first. */
export async function knownMigrations(): Promise<Migration[]> {
  return (await readJournal()).entries.map(({ tag, when }) => ({ tag, when }));
}

/** The schema version of an open store (what its migration table says). */
export async function storeSchemaVersion(db: Pick<Database, 'execute'>): Promise<SchemaVersion> {
  const known = await knownMigrations();
  const result = (await db.execute(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { created_at: string }[] };
  const applied = result.rows.map((row) => Number(row.created_at));
  const lastWhen = applied.at(-1);
  return {
    migrations: applied.length,
    last: known.find((migration) => migration.when === lastWhen)?.tag ?? null,
    applied,
  };
}

export type VersionComparison =
  { kind: 'same' } | { kind: 'older'; missing: Migration[] } | { kind: 'unknown'; reason: string };

/**
 * How a backup's schema version stands to this code's migrations: the same, older (every
 * migration it had is one of ours; ours has more), or unknown (it had one we do not know).
 */
export async function compareWithCode(version: SchemaVersion): Promise<VersionComparison> {
  const known = await knownMigrations();
  const knownWhens = new Set(known.map((migration) => migration.when));
  const foreign = version.applied.filter((when) => !knownWhens.has(when));
  if (foreign.length > 0) {
    return {
      kind: 'unknown',
      reason:
        version.applied.length > known.length
          ? `it was made by a newer version of Zilt (${version.migrations} migrations, up to ${version.last ?? 'one this version does not know'}; this one has ${known.length})`
          : `it holds ${foreign.length} migration(s) this version of Zilt does not know (another line of development)`,
    };
  }
  const applied = new Set(version.applied);
  const missing = known.filter((migration) => !applied.has(migration.when));
  return missing.length === 0 ? { kind: 'same' } : { kind: 'older', missing };
}

/**
 * A migrations folder holding only the migrations `applied` names (links to the real files), so
 * that a new store can be brought to a backup's version before its rows are loaded.
 */
export async function migrationsUpTo(applied: number[]): Promise<string> {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(tmpdir(), 'zilt-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const wanted = new Set(applied);
  const entries = journal.entries.filter((entry) => wanted.has(entry.when));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await symlink(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}
