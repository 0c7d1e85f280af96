import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './support/server.ts';
import { importingStartReadyMs, serverStopTimeout } from './support/suite.ts';

// Two server processes side by side on one PostgreSQL database, as behind a load balancer:
// they start together on an empty database (exactly one imports the demo content), and what
// one process writes, the other serves. Runs when TEST_DATABASE_URL names a server (CI sets it).
const adminUrl = process.env['TEST_DATABASE_URL'];

test.describe('two processes on one PostgreSQL database', () => {
  test.skip(!adminUrl, 'TEST_DATABASE_URL names no PostgreSQL server');
  const name = `zilt_scale_${randomBytes(5).toString('hex')}`;
  let servers: RunningServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(importingStartReadyMs + 60_000);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    servers = await Promise.all([
      startServer({ env: { DATABASE_URL: url.toString() }, readyTimeoutMs: importingStartReadyMs }),
      startServer({ env: { DATABASE_URL: url.toString() }, readyTimeoutMs: importingStartReadyMs }),
    ]);
  });

  test.afterAll(async () => {
    test.setTimeout(serverStopTimeout);
    await Promise.all(servers.map((server) => server.stop()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('imports the demo content exactly once and serves the same pages from both', async () => {
    const imports = servers.filter((server) => server.output().includes('demo content imported into the empty store'));
    expect(imports).toHaveLength(1);
    const [a, b] = await Promise.all(
      servers.map(async (server) => (await fetch(`${server.url}/api/wp/getPage?slug=about&lang=en`)).json()),
    );
    expect(a).toEqual(b);
    for (const server of servers) {
      const html = await (await fetch(`${server.url}/nl/over-ons`)).text();
      expect(html).toContain(`<html lang="nl"`);
    }
  });
});
