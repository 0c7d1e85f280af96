import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './testing/app.ts';

// Every installed package must run on the oldest Node the project supports (the root
// package.json's `engines.node`): a dependency that asks for a newer Node is pinned or
// overridden to a version that does not.

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

function manifestsUnder(modulesDir: string): { dir: string; manifest: Manifest }[] {
  let entries: string[];
  try {
    entries = readdirSync(modulesDir);
  } catch {
    return [];
  }
  const packageDirs = entries
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@')
        ? readdirSync(path.join(modulesDir, entry)).map((name) => path.join(modulesDir, entry, name))
        : [path.join(modulesDir, entry)],
    );
  return packageDirs.flatMap((dir) => {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
    } catch {
      return [];
    }
    return [{ dir, manifest }, ...manifestsUnder(path.join(dir, 'node_modules'))];
  });
}

describe('installed packages', () => {
  it('all accept the oldest supported Node', () => {
    const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;
    const oldest = semver.minVersion(root.engines?.node ?? '')?.version;
    expect(oldest).toBe('20.19.0');
    const installed = manifestsUnder(path.join(repoRoot, 'node_modules'));
    expect(installed.length).toBeGreaterThan(100);
    const tooNew = installed
      .filter(({ manifest }) => {
        const wanted = manifest.engines?.node;
        return typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(oldest!, wanted);
      })
      .map(
        ({ dir, manifest }) => `${path.relative(repoRoot, dir)}@${manifest.version}: node ${manifest.engines?.node}`,
      );
    expect(tooNew).toEqual([]);
  });
});
