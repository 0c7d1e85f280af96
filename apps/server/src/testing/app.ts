import { Writable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
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

/** The real app (API only) on a fresh database, with its log captured. */
export async function createTestApp(kind: TestDatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const { app, logs } = await buildTestApp(database, env);
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

/**
 * A second server on the database of `test`, as another process behind a load balancer would
 * be: it shares nothing with the first but the database. Closing it leaves the database open.
 */
export async function createSiblingApp(test: TestApp, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return (await buildTestApp(test.database, env)).app;
}

async function buildTestApp(database: TestDatabase, env: Record<string, string>) {
  let captured = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', ...env }, repoRoot);
  const app = await buildApp({ config, database, logStream, serveWeb: false });
  await app.ready();
  return { app, logs: () => captured };
}
