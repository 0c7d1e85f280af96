import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { buildTestApp, repoRoot } from '../../testing/app.ts';
import { createPostgresDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { signIn, testPassword, tokenOfLink } from '../../testing/staff.ts';

const run = promisify(execFile);

/** Runs `npm run staff -- …` as its own process against the database `env` names. */
async function staffCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/staff.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', SMTP_HOST: '', SITE_URL: '', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The command is a fresh Node process compiling its TypeScript: slow on a busy machine.
describe.each(testDatabaseKinds)('npm run staff on %s', { timeout: 180_000 }, (kind) => {
  let dir: string;
  let env: Record<string, string>;
  let dropPostgres: (() => Promise<void>) | undefined;
  let postgresUrl: string | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zilt-staff-cli-'));
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      postgresUrl = created.url;
      dropPostgres = created.drop;
      env = { DATABASE_URL: created.url, DATA_DIR: dir };
    } else {
      env = { DATA_DIR: path.join(dir, 'data') };
    }
  });
  afterAll(async () => {
    await dropPostgres?.();
    await rm(dir, { recursive: true, force: true });
  });

  /** The server on the database the command wrote to (opened after the command ended). */
  async function serverOnTheSameDatabase() {
    const handle = await openDatabase(
      postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir: path.join(dir, 'data') },
    );
    const database: TestDatabase = { ...handle, dispose: () => handle.close() };
    const { app } = await buildTestApp(database, { STAFF_SIGN_IN_LIMIT: '100000' }, {});
    return { app, database };
  }

  it('adds an account and prints a one-time link that sets its password; the link is mailed when mail is configured', async () => {
    const bad = await staffCommand(['add', '--email', 'pia@zilt.example', '--role', 'owner'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be one of editor, support, admin');

    const added = await staffCommand(['add', '--email', 'Pia@Zilt.example', '--role', 'support'], {
      ...env,
      SMTP_HOST: '127.0.0.1',
      SITE_URL: 'https://zilt.example',
    });
    expect(added.code).toBe(0);
    const link = /https:\/\/zilt\.example\/dev\/password#token=\S+/.exec(added.stdout)?.[0];
    expect(link).toBeDefined();
    expect(added.stdout).toContain('mailed to pia@zilt.example');

    const listed = await staffCommand(['list'], env);
    expect(listed.stdout).toMatch(/pia@zilt\.example\tsupport\tpassword not set yet\tsecond factor off/);

    const { app, database } = await serverOnTheSameDatabase();
    try {
      const [mail] = await database.db.select().from(mailOutbox);
      expect(mail).toMatchObject({ kind: 'staff-password-link', recipient: 'pia@zilt.example' });
      expect(mail!.body).toContain(link);

      const set = await app.inject({
        method: 'POST',
        url: '/api/v1/staff/password',
        payload: { token: tokenOfLink(link!), newPassword: testPassword },
      });
      expect(set.statusCode).toBe(200);
      const browser = await signIn(app, 'pia@zilt.example');
      const me = await app.inject({ url: '/api/v1/staff/me', headers: { cookie: browser.cookie } });
      expect(me.json()).toMatchObject({ signedIn: true, role: 'support' });
    } finally {
      await app.close();
      await database.dispose();
    }

    const reset = await staffCommand(['reset', '--email', 'pia@zilt.example'], env);
    expect(reset.stdout).toMatch(/http:\/\/localhost:3000\/dev\/password#token=zsl_/);
    const disabled = await staffCommand(['disable', '--email', 'pia@zilt.example'], env);
    expect(disabled.stdout).toContain('Disabled the account of pia@zilt.example');
    expect((await staffCommand(['list'], env)).stdout).toMatch(/pia@zilt\.example\tsupport\tdisabled/);
  });
});
