import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { dataDirLockFile } from './db/data-dir-lock.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { readPackageFiles } from './modules/content/package-files.ts';
import { createPackageService } from './modules/content/package-service.ts';
import { testHoldImportHeader } from './modules/content/write-routes.ts';
import { demoContentDir } from './testing/app.ts';
import { startServerProcess, stopServerProcess, waitUntilReady, type ServerProcess } from './testing/server-process.ts';

// One writer per embedded data folder: a second server is refused, a crashed one's lock is
// recognised as stale, and a shutdown however many signals arrive closes the database. A
// server killed in the middle of an import leaves the content as it was.

/** The demo content, imported straight into the folder's database; answers a content token. */
async function prepareFolder(dataDir: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const files = await readPackageFiles(demoContentDir);
    if (!files.ok) throw new Error(files.problems.join('\n'));
    const imported = await createPackageService(database.db).importPackages(files.files);
    if (!imported.ok) throw new Error(imported.problems.join('\n'));
    return await createTokenService(database.db).create('editor', 'content');
  } finally {
    await database.close();
  }
}

/** A package that changes the English about page and adds `count` new pages. */
async function largePackage(count: number) {
  const { pages } = JSON.parse(await readFile(path.join(demoContentDir, 'wp', 'pages.en.json'), 'utf8')) as {
    pages: { slug: string; title: string; translationKey?: string }[];
  };
  const about = pages.find((page) => page.slug === 'about')!;
  const added = Array.from({ length: count }, (_, index) => {
    const { translationKey: _key, ...page } = about;
    return { ...page, slug: `imported-page-${index}`, title: `Imported page ${index}` };
  });
  return { source: 'wp', pages: [{ ...about, title: 'About, changed by the import' }, ...added] };
}

describe('the embedded data folder', { timeout: 240_000 }, () => {
  let dir: string;
  const started: ServerProcess[] = [];
  async function start(dataDir: string) {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    started.push(server);
    return server;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zilt-folder-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map(stopServerProcess));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder, naming the folder and the running process', async () => {
    const dataDir = path.join(dir, 'shared');
    const first = await start(dataDir);
    await waitUntilReady(first);
    const second = await start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The embedded database in ${dataDir} is in use by process ${first.child.pid}`);
    // The first one still serves, with its lock in place.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8')).pid).toBe(first.child.pid);
  });

  it('recognises the lock of a killed server as stale and starts', async () => {
    const dataDir = path.join(dir, 'crashed');
    const crashed = await start(dataDir);
    await waitUntilReady(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(dataDirLockFile(dataDir))).toBe(true);
    const next = await start(dataDir);
    await waitUntilReady(next);
    expect(JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8')).pid).toBe(next.child.pid);
  });

  it(
    'keeps the content as it was when the server is killed in the middle of an import',
    { timeout: 480_000 },
    async () => {
      const dataDir = path.join(dir, 'killed-importing');
      const token = await prepareFolder(dataDir);
      const auth = { authorization: `Bearer ${token}` };
      const importing = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test' });
      started.push(importing);
      await waitUntilReady(importing);
      const exportOf = async (server: ServerProcess) => {
        const response = await fetch(`${server.url}/api/v1/content/export?source=wp`, { headers: auth });
        expect(response.status).toBe(200);
        return (await response.json()) as { pages: unknown[] };
      };
      const before = await exportOf(importing);

      // Every page written, nothing committed yet: the process dies there.
      const request = fetch(`${importing.url}/api/v1/content/import`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', [testHoldImportHeader]: '1' },
        body: JSON.stringify(await largePackage(300)),
      }).catch((error: unknown) => error);
      await expect
        .poll(() => importing.output().includes('content import held before commit for a test'), { timeout: 180_000 })
        .toBe(true);
      importing.child.kill('SIGKILL');
      await importing.exited;
      await request;
      expect(JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8')).pid).toBe(importing.child.pid);

      // The next server takes over the stale lock and finds the content exactly as before.
      const next = await start(dataDir);
      await waitUntilReady(next);
      expect(JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8')).pid).toBe(next.child.pid);
      const after = await exportOf(next);
      expect(after.pages).toHaveLength(before.pages.length);
      expect(after).toEqual(before);
      expect((await fetch(`${next.url}/api/wp/getPage?slug=imported-page-0&lang=en`)).status).toBe(404);
    },
  );

  it('shuts down once on two SIGINTs in a row, closing the database and removing the lock', async () => {
    const dataDir = path.join(dir, 'interrupted');
    const server = await start(dataDir);
    await waitUntilReady(server);
    expect(server.messages).toContainEqual({ listening: server.url });
    server.child.kill('SIGINT');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.output().match(/shutting down: \/readyz answers 503/g)).toHaveLength(1);
    expect(existsSync(dataDirLockFile(dataDir))).toBe(false);
    // The database reopens clean: the lock is free and the schema is there.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await reopened.ping()).toBe(true);
      const { rows } = await reopened.pglite!.query<{ count: number }>('select count(*)::int as count from nodes');
      expect(rows[0]?.count).toBe(0);
    } finally {
      await reopened.close();
    }
    expect(existsSync(dataDirLockFile(dataDir))).toBe(false);
  });
});
