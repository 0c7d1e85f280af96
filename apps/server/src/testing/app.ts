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
  return {
    app,
    database,
    logs: () => captured,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
