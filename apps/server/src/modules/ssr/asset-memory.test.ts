import { cp, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, repoRoot, type TestApp } from '../../testing/app.ts';
import { listen, send } from '../../testing/raw-http.ts';

// The web app's hashed assets held in memory, over a real connection. Each app serves its own
// copy of the client build, so a test can take files away from the disk: what is still answered
// then came from memory.

const builtWeb = loadConfig({}, repoRoot).webBuildDir;

/** A copy of the web build's client files (the server build is linked: it is only imported). */
async function copyOfWebBuild(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'zilt-asset-memory-'));
  await cp(path.join(builtWeb, 'client'), path.join(folder, 'client'), { recursive: true });
  await symlink(path.join(builtWeb, 'server'), path.join(folder, 'server'));
  return folder;
}

/** The hashed assets of a build that have a brotli and a gzip copy, with the bytes of all three. */
async function compressedAssets(webDir: string) {
  const folder = path.join(webDir, 'client', 'assets');
  const names = await readdir(folder);
  const assets = [];
  for (const name of names.filter((file) => /\.(js|css)$/.test(file)).sort()) {
    if (!names.includes(`${name}.br`) || !names.includes(`${name}.gz`)) continue;
    const bytes = async (suffix: string) => readFile(path.join(folder, name + suffix));
    assets.push({ name, identity: await bytes(''), br: await bytes('.br'), gzip: await bytes('.gz') });
  }
  return assets;
}

async function removeFromDisk(webDir: string, name: string) {
  for (const suffix of ['', '.br', '.gz'])
    await rm(path.join(webDir, 'client', 'assets', name + suffix), { force: true });
}

async function startApp(webDir: string, env: Record<string, string> = {}) {
  const test = await createTestApp('pglite', { WEB_BUILD_DIR: webDir, ...env }, { serveWeb: true });
  return { test, port: await listen(test) };
}

describe('hashed assets from memory', () => {
  let webDir: string;
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    webDir = await copyOfWebBuild();
    ({ test, port } = await startApp(webDir));
  });
  afterAll(async () => {
    await test?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends each coding the browser accepts, 304 to the ETag, cached for a year, with the disk gone', async () => {
    const [asset] = (await compressedAssets(webDir)).sort((a, b) => b.identity.length - a.identity.length);
    if (!asset) throw new Error('the build has no compressed assets');
    const url = `/assets/${asset.name}`;
    // The first answer comes from disk, with every hook; later ones from memory with its headers.
    const fromDisk = await send(port, 'GET', url, { 'accept-encoding': 'br' });
    expect(fromDisk.status).toBe(200);
    await removeFromDisk(webDir, asset.name);

    const br = await send(port, 'GET', url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(asset.br)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(asset.br.length);
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript|^text\/css/);
    expect(br.headers['content-type']).toBe(fromDisk.headers['content-type']);
    // The security headers every answer carries.
    for (const name of ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']) {
      expect(br.headers[name], name).toBe(fromDisk.headers[name]);
    }

    const gzip = await send(port, 'GET', url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(asset.gzip)).toBe(true);
    const identity = await send(port, 'GET', url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(asset.identity)).toBe(true);
    expect(identity.headers['vary']).toBe('Accept-Encoding');

    const etag = String(br.headers['etag']);
    expect(gzip.headers['etag']).toBe(etag);
    const notModified = await send(port, 'GET', url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const head = await send(port, 'HEAD', url, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(asset.br.length);
  });

  it('leaves an address it does not hold to the routes (404 for an unknown asset)', async () => {
    expect((await send(port, 'GET', '/assets/no-such-file-AAAAAAAA.js')).status).toBe(404);
  });
});

describe('the byte bound of the assets held in memory', () => {
  const maxBytes = 150_000;
  let webDir: string;
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    webDir = await copyOfWebBuild();
    ({ test, port } = await startApp(webDir, { ASSET_MEMORY_MAX_BYTES: String(maxBytes) }));
  });
  afterAll(async () => {
    await test?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('holds no more than the bound; the assets beyond it are served from disk in every coding', async () => {
    const assets = await compressedAssets(webDir);
    const size = (asset: (typeof assets)[number]) => asset.identity.length + asset.br.length + asset.gzip.length;
    expect(assets.reduce((sum, asset) => sum + size(asset), 0)).toBeGreaterThan(maxBytes);
    // Every asset is answered correctly while the disk has it (twice: the first answer teaches
    // the memory its headers).
    for (const asset of assets) {
      for (const [accept, coding, body] of [
        ['br', 'br', asset.br],
        ['gzip', 'gzip', asset.gzip],
        ['identity', undefined, asset.identity],
      ] as const) {
        const answer = await send(port, 'GET', `/assets/${asset.name}`, { 'accept-encoding': accept });
        expect(answer.status, asset.name).toBe(200);
        expect(answer.headers['content-encoding'], asset.name).toBe(coding);
        expect(answer.body.equals(body), asset.name).toBe(true);
        expect(answer.headers['cache-control'], asset.name).toContain('immutable');
      }
    }
    // With the files gone from disk, only what memory holds is still answered.
    for (const asset of assets) await removeFromDisk(webDir, asset.name);
    await expect(stat(path.join(webDir, 'client', 'assets', assets[0]!.name))).rejects.toThrow();
    const held = [];
    for (const asset of assets) {
      const answer = await send(port, 'GET', `/assets/${asset.name}`, { 'accept-encoding': 'br' });
      if (answer.status === 200) {
        expect(answer.body.equals(asset.br), asset.name).toBe(true);
        held.push(asset);
      } else expect(answer.status, asset.name).toBe(404);
    }
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThan(assets.length);
    expect(held.reduce((sum, asset) => sum + size(asset), 0)).toBeLessThanOrEqual(maxBytes);
  });
});
