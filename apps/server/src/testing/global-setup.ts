import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

let folder: string | undefined;

/**
 * Migrates one embedded database and saves its data directory, so each test file starts
 * from a clone (well under a second) instead of a fresh PGlite (several seconds).
 */
export async function setup(project: TestProject) {
  folder = await mkdtemp(path.join(tmpdir(), 'zilt-template-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export async function teardown() {
  if (folder) await rm(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
