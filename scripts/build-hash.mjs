// What `npm start` compares to decide whether the build is current: a SHA-256 over the content
// (never the time stamps) of each build's sources and of package-lock.json. `npm run build`
// writes the hashes it built from into apps/server/dist/build-sources.json; a checkout, a copy
// or a touch that leaves every byte as it was needs no new build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// An app whose folder `app` does not exist has nothing to build.
export const builds = [
  {
    name: 'web',
    app: 'apps/web/app',
    output: 'apps/web/build/server/index.js',
    sources: ['apps/web', 'packages/contracts/src'],
  },
  {
    name: 'server',
    app: 'apps/server/src',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/contracts/src'],
  },
  {
    name: 'admin',
    app: 'apps/admin/src',
    output: 'apps/admin/dist/index.html',
    sources: ['apps/admin', 'packages/contracts/src'],
  },
].filter((build) => existsSync(path.join(root, build.app)));

/** Folders that hold what a build made or tools keep, never its sources. */
const notSources = new Set(['node_modules', 'build', 'dist', '.react-router', '.vite', 'coverage']);

export const stampFile = path.join(root, 'apps', 'server', 'dist', 'build-sources.json');

function sourceFiles(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  const found = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!notSources.has(entry.name)) found.push(...sourceFiles(path.join(dir, entry.name)));
    } else if (entry.isFile() && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

/** The hash of one build's sources (their paths and bytes) and of the locked dependencies. */
export function sourceHash(build) {
  const hash = createHash('sha256');
  const files = [...new Set(build.sources.flatMap(sourceFiles))].sort();
  for (const file of [...files, 'package-lock.json']) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** The builds whose output is missing or was made from other sources than the current ones. */
export function staleBuilds() {
  let stamped = {};
  try {
    stamped = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    // No stamp: every build counts as stale.
  }
  return builds.filter(
    (build) => !existsSync(path.join(root, build.output)) || stamped[build.name] !== sourceHash(build),
  );
}

/** Records the sources every build was just made from. */
export function stampBuilds() {
  writeFileSync(
    stampFile,
    `${JSON.stringify(Object.fromEntries(builds.map((build) => [build.name, sourceHash(build)])), null, 2)}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'stamp') stampBuilds();
