import { createWriteStream, existsSync, readdirSync, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/client.ts';
import {
  BackupFileError,
  qualifiedName,
  readBackupHeader,
  readBackupLines,
  rowsOf,
  storeTables,
  type BackupSummary,
  type FileRoot,
  type TableInfo,
} from './backup-file.ts';
import { compareWithCode, migrationsUpTo, storeSchemaVersion } from './schema-version.ts';

// A restore makes the target store hold exactly what the backup holds. A new store (one no
// migration ever ran on) is first brought to the backup's schema version, filled, and then
// migrated forward to this code's version; a store in use must be at the backup's own version
// and is only replaced when asked to (`replace`). Everything is loaded in one transaction: a
// torn or refused file leaves the store as it was. Rows are staged first and then written
// table by table, parents before the tables that refer to them, each in one statement (so rows
// that refer to rows of their own table need no order). The tables' own triggers (derived
// entries, the audit log's append-only guard) are switched off while the rows go in: the
// backup holds the derived rows as they were.

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreSummary extends Omit<BackupSummary, 'bytes'> {
  /** Migrations run after loading (the backup came from an older version). */
  migratedForward: string[];
  schema: { migrations: number; last: string | null };
}

/** Whether no migration has ever run on the target (a new, empty store). */
async function isNewStore(target: DatabaseTarget): Promise<boolean> {
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'pglite');
    return !existsSync(dir) || readdirSync(dir).length === 0;
  }
  if (target.kind === 'pglite-memory') return !target.loadDataDir;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      "select to_regclass('drizzle.__drizzle_migrations')::text as found",
    );
    return rows[0]?.found == null;
  } finally {
    await client.end();
  }
}

/** The tables in an order where every table comes after the tables its foreign keys point to. */
async function parentsFirst(db: Pick<Database, 'execute'>, tables: TableInfo[]): Promise<TableInfo[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`
    select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
    where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const key = (table: TableInfo) => `${table.schema}.${table.name}`;
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges) {
    if (!parents.has(child)) parents.set(child, new Set());
    parents.get(child)!.add(parent);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) => [...(parents.get(key(table)) ?? [])].every((p) => placed.has(p)));
    // A cycle of foreign keys: the rest goes in as it is (the check fails loudly if it must).
    const next = ready.length > 0 ? ready : remaining;
    for (const table of next) {
      ordered.push(table);
      placed.add(key(table));
    }
    remaining = remaining.filter((table) => !placed.has(key(table)));
  }
  return ordered;
}

function tableSql(table: { schema: string; name: string }) {
  return sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
}

interface StagedFile {
  final: string;
  partial: string;
}

/** Restores `file` into the store `target` names and the file folders `roots`. */
export async function restoreBackup(
  target: DatabaseTarget,
  file: string,
  roots: FileRoot[],
  options: { replace?: boolean } = {},
): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  const comparison = await compareWithCode(header.schema);
  if (comparison.kind === 'unknown') throw new RestoreRefused(`This backup cannot be restored: ${comparison.reason}.`);
  const isNew = await isNewStore(target);
  if (!isNew && comparison.kind === 'older') {
    throw new RestoreRefused(
      `This backup comes from an older schema version (${header.schema.migrations} migrations, up to ${header.schema.last}); ` +
        'restore it into a new, empty store (a new DATA_DIR or database) and it is migrated forward after loading.',
    );
  }
  let migrations: string | undefined;
  if (isNew && comparison.kind === 'older') migrations = await migrationsUpTo(header.schema.applied);
  const database = await openDatabase(target, migrations ? { migrations } : {});
  const staged: StagedFile[] = [];
  let summary: BackupSummary;
  try {
    if (!isNew && !options.replace) {
      throw new RestoreRefused(
        'The target store is in use (it has been started before). Restore into a new DATA_DIR or database, ' +
          'or give --replace to replace everything in it with the backup (stop every server process first).',
      );
    }
    const storeVersion = await storeSchemaVersion(database.db);
    if ([...storeVersion.applied].sort().join() !== [...header.schema.applied].sort().join()) {
      throw new RestoreRefused(
        `The target store's schema (${storeVersion.migrations} migrations) is not the backup's (${header.schema.migrations}).`,
      );
    }
    summary = await database.db.transaction(async (tx) => {
      const tables = await storeTables(tx);
      const byName = new Map(tables.map((table) => [qualifiedName(table), table]));
      for (const table of tables) await tx.execute(sql`alter table ${tableSql(table)} disable trigger user`);
      if (tables.length > 0) {
        await tx.execute(sql`truncate table ${sql.join(tables.map(tableSql), sql`, `)} restart identity`);
      }
      await tx.execute(
        sql`create temporary table zilt_restore_rows (table_name text not null, row json not null) on commit drop`,
      );
      const counts: BackupSummary = { tables: {}, sequences: 0, files: 0, bytes: 0 };
      const sequences: { name: string; value: string | null }[] = [];
      let current: string | undefined;
      let writing: { stream: WriteStream; staged: StagedFile } | undefined;
      let ended: BackupSummary | undefined;
      const closeWriting = async () => {
        if (!writing) return;
        writing.stream.end();
        await finished(writing.stream);
        writing = undefined;
      };
      let first = true;
      for await (const line of readBackupLines(file)) {
        if (first) {
          first = false;
          continue;
        }
        if (ended) throw new BackupFileError('The backup has lines after its end');
        if (typeof line['table'] === 'string') {
          current = line['table'];
          if (!byName.has(current))
            throw new BackupFileError(`The backup holds table ${current}, which this store lacks`);
          counts.tables[current] = 0;
        } else if (Array.isArray(line['rows'])) {
          if (!current) throw new BackupFileError('Rows before their table');
          const rows = line['rows'] as unknown[];
          await tx.execute(
            sql`insert into zilt_restore_rows (table_name, row) select ${current}, value from json_array_elements(${JSON.stringify(rows)}::json)`,
          );
          counts.tables[current] = (counts.tables[current] ?? 0) + rows.length;
        } else if (typeof line['sequence'] === 'string') {
          sequences.push({ name: line['sequence'], value: (line['value'] as string | null) ?? null });
          counts.sequences += 1;
        } else if (typeof line['file'] === 'string') {
          await closeWriting();
          const name = line['file'];
          const [rootName, ...rest] = name.split('/');
          const root = roots.find((candidate) => candidate.name === rootName);
          const relative = path.normalize(rest.join('/'));
          if (!root || relative.startsWith('..') || path.isAbsolute(relative))
            throw new BackupFileError(`The backup holds a file this server has no place for: ${name}`);
          const final = path.join(root.dir, relative);
          const entry = { final, partial: `${final}.zilt-restore` };
          await mkdir(path.dirname(final), { recursive: true });
          staged.push(entry);
          writing = { stream: createWriteStream(entry.partial), staged: entry };
          counts.files += 1;
        } else if (typeof line['chunk'] === 'string') {
          if (!writing) throw new BackupFileError('File content before its name');
          const stream = writing.stream;
          if (!stream.write(Buffer.from(line['chunk'], 'base64')))
            await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
        } else if (line['end'] && typeof line['end'] === 'object') {
          ended = line['end'] as BackupSummary;
        }
      }
      await closeWriting();
      if (!ended) throw new BackupFileError(`${file} is incomplete (it has no closing line): a torn copy`);
      for (const [name, count] of Object.entries(ended.tables)) {
        if (counts.tables[name] !== count)
          throw new BackupFileError(
            `${file} is damaged: table ${name} should hold ${count} rows, it holds ${counts.tables[name] ?? 0}`,
          );
      }
      if (ended.files !== counts.files) throw new BackupFileError(`${file} is damaged: files missing`);
      for (const table of await parentsFirst(tx, tables)) {
        const name = qualifiedName(table);
        if (!counts.tables[name] || table.columns.length === 0) continue;
        const columns = sql.join(
          table.columns.map((column) => sql.identifier(column)),
          sql`, `,
        );
        await tx.execute(sql`
          insert into ${tableSql(table)} (${columns}) overriding system value
          select ${columns} from zilt_restore_rows s, json_populate_record(null::${tableSql(table)}, s.row)
          where s.table_name = ${name}`);
      }
      for (const sequence of sequences) {
        const [schema, name] = sequence.name.includes('.') ? sequence.name.split('.', 2) : ['public', sequence.name];
        const qualified = sql`${sql.identifier(schema!)}.${sql.identifier(name!)}`;
        if (sequence.value === null) await tx.execute(sql`alter sequence ${qualified} restart`);
        else
          await tx.execute(sql`select setval(${`"${schema}"."${name}"`}::regclass, ${sequence.value}::bigint, true)`);
      }
      for (const table of tables) await tx.execute(sql`alter table ${tableSql(table)} enable trigger user`);
      return counts;
    });
  } catch (error) {
    await Promise.all(staged.map((entry) => rm(entry.partial, { force: true })));
    await database.close();
    throw error;
  }
  for (const entry of staged) await rename(entry.partial, entry.final);
  await database.close();
  let migratedForward: string[] = [];
  if (comparison.kind === 'older') {
    // Opening with every migration brings the restored store to this code's version.
    const current = await openDatabase(target);
    await current.close();
    migratedForward = comparison.missing.map((migration) => migration.tag);
    if (migrations) await rm(migrations, { recursive: true, force: true });
  }
  const { bytes: _bytes, ...rest } = summary;
  const last = comparison.kind === 'older' ? (comparison.missing.at(-1)?.tag ?? null) : header.schema.last;
  return {
    ...rest,
    migratedForward,
    schema: { migrations: header.schema.migrations + migratedForward.length, last },
  };
}
