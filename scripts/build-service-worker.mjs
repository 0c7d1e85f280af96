// Builds the service worker of offline reading (apps/web/service-worker/service-worker.ts) into
// the web app's client build as /sw.js: esbuild bundles it with the Workbox modules it uses,
// then Workbox's injectManifest writes the precache list into it (the root styles and the Latin
// font: small, and every page has loaded them already). The build id, a hash of the precache list and of every
// hashed asset's name, changes with each deployment: the browser then installs the new worker,
// which drops the pages kept by the old one.
// Usage: node scripts/build-service-worker.mjs <client build folder>
import { createHash } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/build/client'));
/** The largest service worker this budget allows (it is fetched once per deployment, after the page loaded). */
const maxWorkerBytes = 40 * 1024;
/** The precache's budget: what a first visit fetches for offline reading beyond the page itself. */
const maxPrecacheBytes = 200 * 1024;

const assetNames = (await readdir(path.join(clientDir, 'assets'))).filter((name) => !/\.(br|gz)$/.test(name)).sort();
const buildId = createHash('sha256').update(assetNames.join('\n')).digest('hex').slice(0, 16);

const bundled = path.join(clientDir, 'sw.src.js');
await build({
  entryPoints: [path.join(root, 'apps/web/service-worker/service-worker.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"', ZILT_BUILD_ID: JSON.stringify(buildId) },
  logLevel: 'warning',
});

const result = await injectManifest({
  swSrc: bundled,
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  // Only what every page has loaded already (so the install fetches it from the HTTP cache, at
  // no cost on a phone's connection): the root styles and the Latin font. Every other file a
  // page loads is kept when the page asks the worker to keep it.
  globPatterns: ['assets/root-*.css', 'assets/source-sans-3-latin-wght-normal-*.woff2'],
  // Hashed names need no revision of their own.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: maxPrecacheBytes,
});
await rm(bundled);
for (const warning of result.warnings) console.warn(`service worker: ${warning}`);

const workerBytes = (await stat(path.join(clientDir, 'sw.js'))).size;
if (workerBytes > maxWorkerBytes)
  throw new Error(`sw.js is ${workerBytes} bytes, over its budget of ${maxWorkerBytes}`);
if (result.size > maxPrecacheBytes)
  throw new Error(`the precache is ${result.size} bytes, over its budget of ${maxPrecacheBytes}`);
console.log(
  `service worker: sw.js ${(workerBytes / 1024).toFixed(1)} kB, precaching ${result.count} files (${(result.size / 1024).toFixed(1)} kB), build ${buildId}`,
);
