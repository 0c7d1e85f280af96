import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from '../../db/client.ts';
import { seedDemoContent } from '../../seed.ts';
import { createPostgresDatabase } from '../../testing/databases.ts';
import { demoContentDir } from '../../testing/app.ts';
import { createConsentService } from '../consent/consent-service.ts';
import { readPackageFiles } from '../content/package-files.ts';
import { createPackageService } from '../content/package-service.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { createTokenService } from '../auth/token-service.ts';
import { seedSampleSubscribers } from '../sample-subscribers/sample-subscribers.ts';
import { fileRoots, rowsOf, storeTables, writeBackup, type FileRoot } from './backup-file.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';
import { knownMigrations, migrationsUpTo } from './schema-version.ts';

// Backups of both stores restored into new ones: every table's rows, every sequence and every
// file come back equal; a backup taken while an import runs holds all of it or none; the
// embedded store moves to PostgreSQL; a backup from another schema version is migrated forward
// or refused; a torn file is refused and leaves the store as it was.

const postgresUrl = process.env['TEST_DATABASE_URL'];
const silent = { info: () => undefined, error: () => undefined };

let workDir: string;
const dropLater: (() => Promise<void>)[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'zilt-backup-'));
});
afterAll(async () => {
  for (const drop of dropLater) await drop().catch(() => undefined);
  await rm(workDir, { recursive: true, force: true });
});

type Kind = 'pglite' | 'postgres';
const kinds: Kind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

interface Place {
  target: DatabaseTarget;
  config: { contentDir: string; dataDir: string };
}

/** A new, empty store of `kind` with its own content and data folders. */
async function newPlace(kind: Kind, name: string): Promise<Place> {
  const dir = path.join(workDir, name);
  const config = { contentDir: path.join(dir, 'content'), dataDir: path.join(dir, 'data') };
  if (kind === 'pglite') return { target: { kind: 'pglite', dataDir: config.dataDir }, config };
  const created = await createPostgresDatabase();
  dropLater.push(created.drop);
  return { target: { kind: 'postgres', url: created.url }, config };
}

/** Every table's row count and a digest of its rows, and every sequence's position. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await storeTables(db)) {
    const name = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
    const [row] = await rowsOf<{ digest: string }>(
      db,
      sql`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${name} t`,
    );
    result[`${table.schema}.${table.name}`] = row!.digest;
  }
  for (const sequence of await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  )) {
    result[`sequence ${sequence.name}`] = String(sequence.value);
  }
  return result;
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = (await readFile(full)).toString('base64');
  }
  return found;
}

/** Whether a backup's transaction is reading rows on the PostgreSQL database of `place`. */
async function backupReading(place: Place): Promise<boolean> {
  const observer = new pg.Client({ connectionString: (place.target as { url: string }).url });
  await observer.connect();
  try {
    const { rows } = await observer.query<{ n: number }>(
      // Only this test's database: other tests on the same server may be reading cursors too.
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query like 'declare zilt_backup%' or query like 'fetch forward%')",
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await observer.end();
  }
}

async function demoPackages() {
  const files = await readPackageFiles(demoContentDir);
  if (!files.ok) throw new Error(files.problems.join('\n'));
  return files.files;
}

/** Content, subscribers, consent records, tokens and files: a store in use. */
async function populate(place: Place, database: DatabaseHandle) {
  await seedDemoContent(database.db, demoContentDir, silent);
  await seedSampleSubscribers(database.db, { users: 40, seed: 3 });
  await createTokenService(database.db).create('editor', 'content');
  await recordEdit(database.db, { actor: 'editor', kind: 'page.publish', targetType: 'page', targetId: '1' });
  await createConsentService(database.db).record('0b7c2a52-6f0e-4a4c-9c3e-4d2f7a0e9b11', {
    choices: { functional: 'yes', analytical: 'no', video: 'yes', tracking: 'no' },
    revision: 1,
    language: 'en',
    action: 'save-preferences',
  } as never);
  await cp(path.join(demoContentDir, 'media'), path.join(place.config.contentDir, 'media'), { recursive: true });
  await mkdir(path.join(place.config.contentDir, 'media', 'uploads'), { recursive: true });
  await writeFile(path.join(place.config.contentDir, 'media', 'uploads', 'photo.bin'), Buffer.alloc(1_300_000, 7));
  await mkdir(path.join(place.config.dataDir, 'outbox', 'mail'), { recursive: true });
  await writeFile(path.join(place.config.dataDir, 'outbox', 'mail', 'one.eml'), 'Subject: hello\r\n\r\nbody');
  await mkdir(path.join(place.config.dataDir, 'image-cache'), { recursive: true });
  await writeFile(path.join(place.config.dataDir, 'image-cache', 'cached.webp'), 'a cache');
}

describe.each(kinds)('backup and restore of the %s store', { timeout: 180_000 }, (kind) => {
  let source: Place;
  let database: DatabaseHandle;
  let before: Record<string, string>;
  let copy: Place | undefined;
  const file = () => path.join(workDir, `${kind}.zilt-backup`);

  beforeAll(async () => {
    source = await newPlace(kind, `${kind}-source`);
    database = await openDatabase(source.target);
    await populate(source, database);
    before = await fingerprint(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('restores every row, sequence and file into a new store', async () => {
    const summary = await writeBackup(database.db, kind, fileRoots(source.config), file());
    expect(summary.tables['nodes']).toBeGreaterThan(0);
    expect(summary.tables['users']).toBe(40);
    // The media and the mail, never the image cache.
    expect(summary.files).toBe(Object.keys(await filesOf(path.join(source.config.contentDir, 'media'))).length + 1);

    copy = await newPlace(kind, `${kind}-copy`);
    const restored = await restoreBackup(copy.target, file(), fileRoots(copy.config));
    expect(restored.tables).toEqual(summary.tables);
    const reopened = await openDatabase(copy.target);
    try {
      expect(await fingerprint(reopened.db)).toEqual(before);
      // Every kind of record the issue names is in it.
      for (const table of [
        'nodes',
        'node_revisions',
        'users',
        'payments',
        'consent_records',
        'api_tokens',
        'audit_log',
      ])
        expect(before[`public.${table}`], table).toMatch(/^[1-9]/);
      // Sequences go on after the restored rows: a new row gets a new id.
      const token = await createTokenService(reopened.db).create('after-restore', 'support');
      expect(await createTokenService(reopened.db).identify(token, 'support')).toBe('after-restore');
    } finally {
      await reopened.close();
    }
    expect(await filesOf(path.join(copy.config.contentDir, 'media'))).toEqual(
      await filesOf(path.join(source.config.contentDir, 'media')),
    );
    expect(Object.keys(await filesOf(copy.config.dataDir))).toContain('outbox/mail/one.eml');
    expect(Object.keys(await filesOf(copy.config.dataDir))).not.toContain('image-cache/cached.webp');
  });

  it('refuses a store in use unless told to replace it, and then replaces everything', async () => {
    // The store of the first restore, used since (a token was made in it).
    const used = copy!;
    await expect(restoreBackup(used.target, file(), fileRoots(used.config))).rejects.toThrow(RestoreRefused);
    await restoreBackup(used.target, file(), fileRoots(used.config), { replace: true });
    const reopened = await openDatabase(used.target);
    try {
      expect(await fingerprint(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
    }
  });

  it('refuses a torn file and leaves the store as it was', async () => {
    const whole = gunzipSync(await readFile(file()))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const torn = path.join(workDir, `${kind}-torn.zilt-backup`);
    await writeFile(torn, gzipSync(`${whole.slice(0, -1).join('\n')}\n`));
    const target = copy!;
    const handle = await openDatabase(target.target);
    await createTokenService(handle.db).create('before-the-torn-restore', 'content');
    const expected = await fingerprint(handle.db);
    await handle.close();
    const filesBefore = await filesOf(target.config.contentDir);

    await expect(restoreBackup(target.target, torn, fileRoots(target.config), { replace: true })).rejects.toThrow(
      /incomplete|torn/,
    );

    const reopened = await openDatabase(target.target);
    try {
      expect(await fingerprint(reopened.db)).toEqual(expected);
    } finally {
      await reopened.close();
    }
    expect(await filesOf(target.config.contentDir)).toEqual(filesBefore);
  });

  it('holds all of an import that runs while it is taken, or none of it', async () => {
    const place = await newPlace(kind, `${kind}-import`);
    const handle = await openDatabase(place.target);
    const packages = await demoPackages();
    const late = packages.find((pkg) => pkg.name.includes('dp') && pkg.name.includes('pages.en'))!;
    const held = packages.filter((pkg) => pkg !== late && !pkg.name.includes('revisions'));
    expect((await createPackageService(handle.db).importPackages(held)).ok).toBe(true);
    const countNodes = async (db: Database) =>
      Number((await rowsOf<{ n: number }>(db, sql`select count(*) as n from nodes`))[0]!.n);
    const nodesBefore = await countNodes(handle.db);
    const backupFile = path.join(workDir, `${kind}-during-import.zilt-backup`);
    let backup: Promise<unknown> | undefined;
    let backupEnded = false;
    const imported = createPackageService(handle.db).importPackage(late.content, {
      // Inside the import's transaction, with everything written: the backup starts now and the
      // import commits once the backup has begun reading (PostgreSQL) or has been asked for (the
      // embedded database runs one transaction at a time, so it waits for the import). A small
      // store may be read whole between two looks at the server's activity: a backup that has
      // ended has begun reading too.
      beforeCommit: async () => {
        backup = writeBackup(handle.db, kind, fileRoots(place.config), backupFile).finally(() => {
          backupEnded = true;
        });
        if (kind === 'postgres')
          await expect.poll(async () => backupEnded || (await backupReading(place)), { timeout: 60_000 }).toBe(true);
      },
    });
    const result = await imported;
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await backup;
    const nodesAfter = await countNodes(handle.db);
    expect(nodesAfter).toBeGreaterThan(nodesBefore);
    await handle.close();

    const copy = await newPlace(kind, `${kind}-import-copy`);
    await restoreBackup(copy.target, backupFile, fileRoots(copy.config));
    const reopened = await openDatabase(copy.target);
    try {
      // All or nothing: PostgreSQL's snapshot predates the commit, the embedded store waited for it.
      expect(await countNodes(reopened.db)).toBe(kind === 'postgres' ? nodesBefore : nodesAfter);
      const revisionsWithoutNode = await rowsOf<{ n: number }>(
        reopened.db,
        sql`select count(*) as n from node_revisions r where not exists (select 1 from nodes n where n.id = r.node_id)`,
      );
      expect(Number(revisionsWithoutNode[0]!.n)).toBe(0);
    } finally {
      await reopened.close();
    }
  });
});

describe('schema versions', { timeout: 180_000 }, () => {
  it('migrates a backup of an older schema forward after loading it, and refuses one from a newer', async () => {
    const known = await knownMigrations();
    const older = known.length - 2;
    const place = await newPlace('pglite', 'older-source');
    const folder = await migrationsUpTo(known.slice(0, older).map((migration) => migration.when));
    const handle = await openDatabase(place.target, { migrations: folder });
    await handle.db.execute(sql`insert into api_tokens (name, scope, token_hash) values ('old', 'content', 'x')`);
    const oldFile = path.join(workDir, 'older.zilt-backup');
    await writeBackup(handle.db, 'pglite', [] as FileRoot[], oldFile);
    await handle.close();
    await rm(folder, { recursive: true, force: true });

    const copy = await newPlace('pglite', 'older-copy');
    const summary = await restoreBackup(copy.target, oldFile, fileRoots(copy.config));
    expect(summary.migratedForward).toEqual(known.slice(older).map((migration) => migration.tag));
    const reopened = await openDatabase(copy.target);
    try {
      const tokens = await rowsOf<{ name: string }>(reopened.db, sql`select name from api_tokens`);
      expect(tokens.map((token) => token.name)).toEqual(['old']);
    } finally {
      await reopened.close();
    }

    // The same backup into a store already at this version: refused, it must go into a new one.
    const current = await newPlace('pglite', 'older-into-current');
    await (await openDatabase(current.target)).close();
    await expect(restoreBackup(current.target, oldFile, fileRoots(current.config), { replace: true })).rejects.toThrow(
      /older schema version/,
    );

    // A backup claiming a migration this code does not know.
    const lines = gunzipSync(await readFile(oldFile))
      .toString('utf8')
      .split('\n');
    const header = JSON.parse(lines[0]!) as { header: { schema: { applied: number[]; migrations: number } } };
    header.header.schema.applied = [...known.map((migration) => migration.when), Date.now()];
    header.header.schema.migrations = known.length + 1;
    const newer = path.join(workDir, 'newer.zilt-backup');
    await writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const target = await newPlace('pglite', 'newer-target');
    await expect(restoreBackup(target.target, newer, fileRoots(target.config))).rejects.toThrow(
      /newer version of Zilt/,
    );
  });
});

describe.skipIf(!postgresUrl)('moving from the embedded database to PostgreSQL', { timeout: 180_000 }, () => {
  it('restores a backup of the embedded store into a new PostgreSQL database', async () => {
    const source = await newPlace('pglite', 'move-source');
    const embedded = await openDatabase(source.target);
    await populate(source, embedded);
    const expected = await fingerprint(embedded.db);
    const file = path.join(workDir, 'move.zilt-backup');
    await writeBackup(embedded.db, 'pglite', fileRoots(source.config), file);
    await embedded.close();

    const target = await newPlace('postgres', 'move-target');
    await restoreBackup(target.target, file, fileRoots(target.config));
    const moved = await openDatabase(target.target);
    try {
      expect(await fingerprint(moved.db)).toEqual(expected);
    } finally {
      await moved.close();
    }
  });
});
