import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeSchemaVersion, type SchemaVersion } from './schema-version.ts';

// A backup is one gzip-compressed file of JSON lines: a header (format, schema version, what it
// holds and what it does not), then every table of the store with its rows, the position of
// every sequence, the files (media and what the server keeps in DATA_DIR), and a closing line
// with the counts. Tables are found in the database's catalogue, never named here: whatever
// the migrations created is backed up. The rows are read in one repeatable-read transaction,
// so the backup is one consistent moment of the store (an import committed before it is whole
// in it, one committed after it is absent). A file without its closing line, or whose counts
// differ, is refused as torn.

export const backupFormat = 'zilt-backup';
export const backupFormatVersion = 1;

/** What a backup does not hold: all of it is rebuilt or made again without loss. */
export const notInBackup = [
  'caches: cached pages and content in memory and the image cache (DATA_DIR/image-cache), made again on request',
  'Redis: it only carries messages between server processes',
  'the settings (the environment file) and the installed code',
];

export interface BackupHeader {
  format: typeof backupFormat;
  formatVersion: number;
  createdAt: string;
  store: 'pglite' | 'postgres';
  schema: SchemaVersion;
  holds: string[];
  doesNotHold: string[];
}

export interface BackupSummary {
  tables: Record<string, number>;
  sequences: number;
  files: number;
  bytes: number;
}

/** A folder of files in the backup, under a name of its own. */
export interface FileRoot {
  /** The name in the backup (`media`, `data`). */
  name: string;
  dir: string;
  /** Entries directly in `dir` that are left out (the database's own files, caches, the lock). */
  skip?: string[];
}

/** The folders a backup holds for a server's settings. */
export function fileRoots(config: { contentDir: string; dataDir: string }): FileRoot[] {
  return [
    { name: 'media', dir: path.join(config.contentDir, 'media') },
    { name: 'data', dir: config.dataDir, skip: ['pglite', 'image-cache', 'database.lock', 'control.sock'] },
  ];
}

type Executor = Pick<Database, 'execute'>;

/** The rows a query answers (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface TableInfo {
  schema: string;
  name: string;
  /** Columns a row can be given (generated ones are computed again). */
  columns: string[];
}

const systemSchemas = sql`('pg_catalog', 'information_schema', 'drizzle')`;

/** Every table of the store (outside the system schemas and drizzle's own), with its writable columns. */
export async function storeTables(db: Executor): Promise<TableInfo[]> {
  const rows = await rowsOf<{ schema: string; name: string; columns: string[] | null }>(
    db,
    sql`
    select n.nspname as schema, c.relname as name,
      array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind = 'r' and n.nspname not in ${systemSchemas} and n.nspname not like 'pg\\_%'
    group by n.nspname, c.relname
    order by n.nspname, c.relname`,
  );
  return rows.map((row) => ({ schema: row.schema, name: row.name, columns: row.columns ?? [] }));
}

export function qualifiedName(table: { schema: string; name: string }): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

function tableSql(table: { schema: string; name: string }) {
  return sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
}

interface Writer {
  line(value: unknown): Promise<void>;
  bytes(): number;
}

function lineWriter(out: NodeJS.WritableStream): Writer {
  let written = 0;
  return {
    async line(value) {
      const text = `${JSON.stringify(value)}\n`;
      written += text.length;
      if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    },
    bytes: () => written,
  };
}

const rowBatch = 500;
const fileChunk = 512 * 1024;

/** Files under `root`, relative, sorted; symbolic links and skipped entries left out. */
async function listFiles(root: FileRoot): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    let entries;
    try {
      entries = await readdir(path.join(root.dir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (relative === '' && root.skip?.includes(entry.name)) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  await walk('');
  return found;
}

/**
 * Writes a backup of the store behind `db` and the files under `roots` to `file` (replaced
 * only once complete: a backup cut short never takes the place of a good one).
 */
export async function writeBackup(
  db: Database,
  store: 'pglite' | 'postgres',
  roots: FileRoot[],
  file: string,
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const writer = lineWriter(gzip);
  const summary: BackupSummary = { tables: {}, sequences: 0, files: 0, bytes: 0 };
  try {
    await db.transaction(
      async (tx) => {
        const tables = await storeTables(tx);
        const header: BackupHeader = {
          format: backupFormat,
          formatVersion: backupFormatVersion,
          createdAt: new Date().toISOString(),
          store,
          schema: await storeSchemaVersion(tx),
          holds: [
            'every table of the database (content and its revisions, media records, subscribers, form submissions, consent records, staff accounts and tokens, the audit log, job runs) and the position of every sequence',
            'the media files (CONTENT_DIR/media) and the files the server keeps in DATA_DIR (outboxes)',
          ],
          doesNotHold: notInBackup,
        };
        await writer.line({ header });
        for (const table of tables) {
          await writer.line({ table: qualifiedName(table), columns: table.columns });
          await tx.execute(
            sql`declare zilt_backup no scroll cursor for select row_to_json(t)::text as row from ${tableSql(table)} t`,
          );
          let count = 0;
          for (;;) {
            const batch = await rowsOf<{ row: string }>(tx, sql.raw(`fetch forward ${rowBatch} from zilt_backup`));
            if (batch.length === 0) break;
            count += batch.length;
            await writer.line({ rows: batch.map((row) => JSON.parse(row.row) as unknown) });
          }
          await tx.execute(sql`close zilt_backup`);
          summary.tables[qualifiedName(table)] = count;
        }
        const sequences = await rowsOf<{ schema: string; name: string; value: string | null }>(
          tx,
          sql`
          select schemaname as schema, sequencename as name, last_value::text as value
          from pg_sequences where schemaname not in ${systemSchemas} order by 1, 2`,
        );
        for (const sequence of sequences) {
          await writer.line({ sequence: qualifiedName(sequence), value: sequence.value });
          summary.sequences += 1;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const root of roots) {
      for (const relative of await listFiles(root)) {
        const name = path.join(root.name, relative);
        // The backup being written is never part of itself.
        if (path.resolve(root.dir, relative) === path.resolve(partial)) continue;
        const content = await readFile(path.join(root.dir, relative));
        await writer.line({ file: name.split(path.sep).join('/'), size: content.length });
        for (let offset = 0; offset < content.length; offset += fileChunk) {
          await writer.line({ chunk: content.subarray(offset, offset + fileChunk).toString('base64') });
        }
        summary.files += 1;
      }
    }
    await writer.line({ end: summary });
    gzip.end();
    await finished(out);
    summary.bytes = (await lstat(partial)).size;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** The lines of a backup file, parsed; the first must be its header. */
export async function* readBackupLines(file: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line !== '') yield JSON.parse(line) as Record<string, unknown>;
  }
}

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** Reads just the header of a backup (what it is, from which schema version). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  let first: Record<string, unknown> | undefined;
  try {
    for await (const line of readBackupLines(file)) {
      first = line;
      break;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupFileError(`${file} does not exist`);
    throw new BackupFileError(
      `${file} is not a Zilt backup (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const header = first?.['header'] as BackupHeader | undefined;
  if (header?.format !== backupFormat) throw new BackupFileError(`${file} is not a Zilt backup`);
  if (header.formatVersion > backupFormatVersion)
    throw new BackupFileError(
      `${file} has backup format ${header.formatVersion}; this version of Zilt reads up to ${backupFormatVersion}`,
    );
  return header;
}
