import { execFile } from 'node:child_process';
import { stat, utimes, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './testing/app.ts';

// `npm start` builds again only when the sources differ from those the build was made from, by
// their content (SHA-256 over paths and bytes, scripts/build-hash.mjs), never by time stamps: a
// checkout, a copy or a touch that changes no byte needs no new build.

const run = promisify(execFile);

/** The builds `npm start` would make now, as the start script decides. */
async function staleBuilds(): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { staleBuilds } = await import('./scripts/build-hash.mjs'); console.log(JSON.stringify(staleBuilds().map((build) => build.name)));",
    ],
    { cwd: repoRoot },
  );
  return JSON.parse(stdout) as string[];
}

describe('the start command’s build check', () => {
  it('ignores a touched source and notices a changed one', async () => {
    const before = await staleBuilds();
    const touched = path.join(repoRoot, 'apps/server/src/config.ts');
    const { atime, mtime } = await stat(touched);
    const probe = path.join(repoRoot, 'apps/server/src/.build-check-probe');
    try {
      const later = new Date(Date.now() + 3_600_000);
      await utimes(touched, later, later);
      expect(await staleBuilds()).toEqual(before);
      await writeFile(probe, 'a source the last build did not see\n');
      expect(await staleBuilds()).toContain('server');
    } finally {
      await utimes(touched, atime, mtime);
      await rm(probe, { force: true });
    }
    expect(await staleBuilds()).toEqual(before);
  });
});
