import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { readPackageFiles } from '../modules/content/package-files.ts';
import { createPackageService } from '../modules/content/package-service.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases.ts';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const demoContentDir = path.join(repoRoot, 'content');

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every log line the app wrote, as text. */
  logs(): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve the web app's pages too (needs its build: `npm run build`); API only by default. */
  serveWeb?: boolean;
  /** The present as the app sees it: planned publications, staff sessions, links and codes (tests move it); the system clock by default. */
  clock?: () => Date;
}

/** The real app (API only, unless asked) on a fresh database, with its log captured. */
export async function createTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const { app, logs } = await buildTestApp(database, env, options);
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** The real app on a fresh database holding the demo content of `content/`. */
export async function createTestAppWithDemoContent(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const test = await createTestApp(kind, env, options);
  const files = await readPackageFiles(demoContentDir);
  if (!files.ok) throw new Error(files.problems.join('\n'));
  const result = await createPackageService(test.database.db).importPackages(files.files);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return test;
}

/**
 * A second server on the database of `test`, as another process behind a load balancer would
 * be: it shares nothing with the first but the database. Closing it leaves the database open.
 */
export async function createSiblingApp(
  test: TestApp,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  return (await buildTestApp(test.database, env, options)).app;
}

/** The real app on a database the caller opened (and closes), with its log captured. */
export async function buildTestApp(database: TestDatabase, env: Record<string, string>, options: TestAppOptions) {
  let captured = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  // Files the app writes (mails of the outbox folder, exports) go to a folder of this app's own
  // unless the test names one; it is removed when the app closes.
  const ownDataDir = env['DATA_DIR'] ? undefined : await mkdtemp(path.join(tmpdir(), 'zilt-test-app-'));
  // Load shedding is off unless a test turns it on: a busy test machine is not an overloaded server.
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    repoRoot,
  );
  if (options.serveWeb && !existsSync(path.join(config.webBuildDir, 'server', 'index.js'))) {
    throw new Error('These tests serve the web app: build it first ("npm run build")');
  }
  const app = await buildApp({
    config,
    database,
    logStream,
    serveWeb: options.serveWeb ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  if (ownDataDir) {
    app.addHook('onClose', async () => {
      // A mail being written to the folder finishes first.
      await app.services.mail.idle();
      await rm(ownDataDir, { recursive: true, force: true, maxRetries: 3 });
    });
  }
  await app.ready();
  return { app, logs: () => captured };
}
