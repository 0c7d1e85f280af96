import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/app.ts';

const run = promisify(execFile);

// Each command is a fresh Node process that compiles its TypeScript and opens the embedded database, several times per
// test: on a busy machine that alone can take longer than the suite's default limit.
const commandTestOptions = { timeout: 180_000 };

/** Runs a command-line entry the way `npm run content|token -- …` does, on its own data directory. */
async function cli(script: 'content' | 'token' | 'consent', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const validPackage = {
  source: 'wp',
  pages: [
    {
      type: 'page',
      language: 'en',
      slug: 'polders',
      title: 'Polders',
      header: { kind: 'default', title: 'Polders' },
      blocks: [{ kind: 'textBlock', body: '<p>Land below sea level.</p>' }],
      lastUpdated: '2026-10-01T09:00:00Z',
    },
  ],
};

describe('the content and token commands', commandTestOptions, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zilt-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a package, refuses an invalid one naming the block path, and leaves the store unchanged', async () => {
    const dataDir = path.join(dir, 'data');
    await writeFile(path.join(dir, 'valid.json'), JSON.stringify(validPackage));
    const invalid = structuredClone(validPackage) as { pages: { title: string; blocks: object[] }[] };
    invalid.pages[0]!.title = 'Changed';
    invalid.pages[0]!.blocks.push({ kind: 'iframeBlock', url: 'https://example.org', height: 'tall' });
    await writeFile(path.join(dir, 'invalid.json'), JSON.stringify(invalid));

    const imported = await cli('content', ['import', path.join(dir, 'valid.json')], dataDir);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('1 new page(s), 1 new revision(s)');

    const refused = await cli('content', ['import', path.join(dir, 'invalid.json')], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('invalid.json: pages[0].blocks[1].height: expected number');

    const exported = await cli('content', ['export', path.join(dir, 'out'), '--source', 'wp'], dataDir);
    expect(exported.code).toBe(0);
    const wp = JSON.parse(await readFile(path.join(dir, 'out', 'wp.json'), 'utf8'));
    expect(wp.pages.map((page: { title: string }) => page.title)).toEqual(['Polders']);
  });

  it('creates a token once, lists it without the secret and revokes it', async () => {
    const dataDir = path.join(dir, 'tokens');
    const created = await cli('token', ['create', '--scope', 'content', '--name', 'editor'], dataDir);
    expect(created.code).toBe(0);
    const token = /zlt_[A-Za-z0-9_-]+/.exec(created.stdout)?.[0];
    expect(token).toBeDefined();
    const revoked = await cli('token', ['revoke', 'editor'], dataDir);
    expect(revoked.stdout).toContain('Revoked token "editor"');
    const listed = await cli('token', ['list'], dataDir);
    expect(listed.stdout).toMatch(/^editor\tcontent\tcreated .*\trevoked /m);
    expect(listed.stdout).not.toContain(token);
    const wrongScope = await cli('token', ['create', '--scope', 'admin', '--name', 'x'], dataDir);
    expect(wrongScope.code).toBe(1);
    expect(wrongScope.stderr).toContain('--scope must be "content" or "support"');
  });
});

describe('the consent export command', commandTestOptions, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zilt-consent-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the recorded choices since a date as CSV, and names a bad date', async () => {
    const dataDir = path.join(dir, 'data');
    const { openDatabase } = await import('../db/client.ts');
    const { createConsentService } = await import('../modules/consent/consent-service.ts');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await createConsentService(database.db).record('abcdefghijklmnop1234', {
      choices: { functional: 'yes', analytical: 'yes', video: 'no', tracking: 'no' },
      revision: 2,
      language: 'en',
      action: 'decline-all',
    });
    await database.close();

    const exported = await cli(
      'consent',
      ['export', '--from', '2020-01-01', '--out', path.join(dir, 'consent.csv')],
      dataDir,
    );
    expect(exported.code).toBe(0);
    const csv = await readFile(path.join(dir, 'consent.csv'), 'utf8');
    expect(csv).toMatch(/^recorded_at,consent_id,/);
    expect(csv).toContain(',abcdefghijklmnop1234,decline-all,2,en,yes,yes,no,no');

    const bad = await cli('consent', ['export', '--from', 'yesterday'], dataDir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--from must be a date like 2026-01-31, not "yesterday"');
  });
});
