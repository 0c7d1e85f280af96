import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { acceptedCoding, matchesEtag, type StoredCoding } from '../../lib/content-coding.ts';
import type { MemoryAnswerer } from '../../lib/memory-answers.ts';

/** A build file whose name carries a hash of its content (`name-HASH.ext`): its bytes never change. */
const hashedName = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** The compressed copies the build writes beside a file, by the coding they are in. */
const copies: [Exclude<StoredCoding, 'identity'>, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Headers of the disk answer that the memory answer sets itself (per coding, per answer) or
 * leaves out (no ranges and no Last-Modified: the ETag validates).
 */
const ownHeaders = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

type Headers = Record<string, string | number>;

interface HeldAsset {
  etag: string;
  bodies: Partial<Record<StoredCoding, Buffer>>;
  bytes: number;
  /** Built once the first answer from disk has shown the asset's headers (type, caching, security). */
  answers?: { byCoding: Partial<Record<StoredCoding, Headers>>; notModified: Headers };
}

/**
 * The web app's hashed assets (`/assets/…`), with their brotli and gzip copies, held in memory up
 * to a number of bytes. An asset's first request is answered from disk (by the static files
 * plugin, through every hook); its headers are then kept, and every later request is answered
 * from memory before the framework sees it: prebuilt headers and a Buffer, 304 to its ETag.
 * Assets beyond the bound, requests for a range and requests with a query stay with the disk.
 */
export class AssetMemory {
  private constructor(
    private readonly assets: Map<string, HeldAsset>,
    /** Bytes held (every coding of every asset held). */
    readonly heldBytes: number,
  ) {}

  /** Reads the hashed files of `assetsDir` (in name order) while their bytes stay within `maxBytes`. */
  static async load(assetsDir: string, maxBytes: number): Promise<AssetMemory> {
    const assets = new Map<string, HeldAsset>();
    let held = 0;
    const names = await readdir(assetsDir).catch(() => [] as string[]);
    const present = new Set(names);
    for (const name of names.filter((file) => hashedName.test(file)).sort()) {
      if (held >= maxBytes) break;
      const identity = await readFile(path.join(assetsDir, name));
      const bodies: HeldAsset['bodies'] = { identity };
      for (const [coding, suffix] of copies) {
        if (present.has(name + suffix)) bodies[coding] = await readFile(path.join(assetsDir, name + suffix));
      }
      const bytes = Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
      if (held + bytes > maxBytes) continue;
      held += bytes;
      const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
      assets.set(`/assets/${name}`, { etag, bodies, bytes });
    }
    return new AssetMemory(assets, held);
  }

  /** Whether the asset at this address is held in memory. */
  holds(address: string): boolean {
    return this.assets.has(address);
  }

  /**
   * Keeps the headers of a complete answer from disk (status 200) for the asset at `address`:
   * from now on it is answered from memory with them.
   */
  learnHeaders(address: string, headers: Record<string, unknown>): void {
    const asset = this.assets.get(address);
    if (!asset || asset.answers) return;
    const kept: Headers = {};
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      if (value === undefined || ownHeaders.has(lower)) continue;
      kept[lower] = Array.isArray(value) ? value.join(', ') : (value as string | number);
    }
    const compressed = asset.bodies.br !== undefined || asset.bodies.gzip !== undefined;
    const common: Headers = { ...kept, etag: asset.etag, ...(compressed ? { vary: 'Accept-Encoding' } : {}) };
    const byCoding: Partial<Record<StoredCoding, Headers>> = {};
    for (const [coding, body] of Object.entries(asset.bodies) as [StoredCoding, Buffer][]) {
      byCoding[coding] = {
        ...common,
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
        'content-length': body.length,
      };
    }
    const { 'content-type': _type, ...notModified } = common;
    asset.answers = { byCoding, notModified };
  }

  /** Answers the requests for held assets whose headers are known, before the framework sees them. */
  answerer(): MemoryAnswerer {
    return (request, response) => {
      const address = request.url;
      if (address === undefined || !address.startsWith('/assets/')) return undefined;
      const asset = this.assets.get(address);
      const answers = asset?.answers;
      if (!asset || !answers || request.headers.range !== undefined) return undefined;
      if (matchesEtag(request.headers['if-none-match'], asset.etag)) {
        response.writeHead(304, answers.notModified);
        response.end();
        return { status: 304, route: address };
      }
      // A coding without a copy falls back to the file itself, which every client accepts.
      let coding = acceptedCoding(request.headers['accept-encoding']);
      if (asset.bodies[coding] === undefined) coding = 'identity';
      response.writeHead(200, answers.byCoding[coding]);
      response.end(request.method === 'HEAD' ? undefined : asset.bodies[coding]);
      return { status: 200, route: address };
    };
  }
}
