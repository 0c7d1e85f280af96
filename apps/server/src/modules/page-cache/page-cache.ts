import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { acceptedCoding, matchesEtag, type StoredCoding } from '../../lib/content-coding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Response header that tells a page served from the cache (`hit`) from one just rendered (`miss`). */
export const pageCacheHeader = 'X-Page-Cache';

export interface CachedPage {
  status: number;
  contentType: string;
  /** `sha256-…` of every inline script of the page, and of the scripts it adds at run time. */
  scriptHashes: string[];
  /** A weak validator: one per page content, whatever the content coding. */
  etag: string;
  /**
   * Every header of an answer from this entry but its coding, fixed when the entry is filled
   * (security headers, policy, caching, validator): a hit sends them without running any hook.
   */
  headers: Record<string, string>;
  br: Buffer;
  gzip: Buffer;
  /** Length of the page uncompressed. */
  identityBytes: number;
  /**
   * The headers of every answer this entry gives, built once when it is filled: per outcome
   * (`X-Page-Cache`), per coding (with its length), and of a 304.
   */
  answers: Record<CacheOutcome, Record<StoredCoding | 'notModified', Record<string, string | number>>>;
  /** Compressed bytes kept, for the size bound. */
  bytes: number;
  /** When the page stops being true (milliseconds since 1970): an event it shows ends then. */
  expiresAt?: number | undefined;
}

export type CacheOutcome = 'hit' | 'miss';

export interface PageCacheOptions {
  /** Upper bound of the compressed bytes held; the least recently used pages go first. */
  maxBytes?: number;
}

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP hashes (`sha256-…`) of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

/**
 * The full-page cache: rendered HTML kept compressed (brotli and gzip) per key, so a hit costs
 * a map lookup and a write. `generation` rises on every content change; a page rendered
 * before a change is not stored after it.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private heldBytes = 0;
  private currentGeneration = 0;
  private readonly maxBytes: number;

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every page: the content changed. */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.heldBytes = 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= now) {
      // The page calls an event upcoming that is over by now: draw it again.
      this.entries.delete(key);
      this.heldBytes -= entry.bytes;
      return undefined;
    }
    if (entry) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Compresses a rendered page into an entry, and keeps it unless the content changed since
   * `generation` (the render started before the change and may show the old content).
   */
  async fill(
    key: string,
    generation: number,
    page: {
      status: number;
      contentType: string;
      body: Buffer;
      runtimeScriptHashes?: string[];
      /** When the page stops being true (an event it shows as upcoming ends then). */
      expiresAt?: number | undefined;
      /** The entry's own headers (security headers, policy, caching), from its script hashes. */
      headers?: (scripts: { hashes: readonly string[] }) => Record<string, string>;
    },
  ): Promise<CachedPage> {
    const html = page.body;
    const [br, gz] = await Promise.all([
      brotli(html, {
        params: {
          // Quality 5 compresses a page in a few milliseconds at nearly the size of the best level.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzipAsync(html, { level: 6 }),
    ]);
    const inline = page.contentType.startsWith('text/html') ? inlineScriptHashes(html.toString('utf8')) : [];
    const scriptHashes = [...new Set([...inline, ...(page.runtimeScriptHashes ?? [])])];
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    const headers = {
      ...page.headers?.({ hashes: scriptHashes }),
      'content-type': page.contentType,
      etag,
      vary: 'Accept-Encoding',
    };
    const entry: CachedPage = {
      status: page.status,
      contentType: page.contentType,
      scriptHashes,
      etag,
      headers,
      br,
      gzip: gz,
      identityBytes: html.length,
      answers: { hit: answerHeaders(headers, 'hit', br, gz, html), miss: answerHeaders(headers, 'miss', br, gz, html) },
      bytes: br.length + gz.length,
      ...(page.expiresAt !== undefined ? { expiresAt: page.expiresAt } : {}),
    };
    if (generation === this.currentGeneration && entry.bytes <= this.maxBytes) {
      const previous = this.entries.get(key);
      if (previous) this.heldBytes -= previous.bytes;
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.heldBytes += entry.bytes;
      for (const [oldKey, old] of this.entries) {
        if (this.heldBytes <= this.maxBytes) break;
        this.entries.delete(oldKey);
        this.heldBytes -= old.bytes;
      }
    }
    return entry;
  }
}

function answerHeaders(
  headers: Record<string, string>,
  outcome: CacheOutcome,
  br: Buffer,
  gz: Buffer,
  html: Buffer,
): CachedPage['answers'][CacheOutcome] {
  const { 'content-type': _type, ...notModified } = headers;
  return {
    br: { ...headers, 'content-encoding': 'br', [pageCacheHeader]: outcome, 'content-length': br.length },
    gzip: { ...headers, 'content-encoding': 'gzip', [pageCacheHeader]: outcome, 'content-length': gz.length },
    identity: { ...headers, [pageCacheHeader]: outcome, 'content-length': html.length },
    notModified: { ...notModified, [pageCacheHeader]: outcome },
  };
}

/**
 * The answer to a request from a cached entry: 304 when the client holds this version,
 * otherwise the stored bytes in the coding it accepts (no compression on the way out).
 */
export function cachedAnswer(
  request: { headers: IncomingHttpHeaders },
  entry: CachedPage,
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    const { 'content-type': _type, ...headers } = entry.headers;
    return { status: 304, headers, body: null };
  }
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (coding === 'identity') return { status: entry.status, headers: entry.headers, body: gunzipSync(entry.gzip) };
  return {
    status: entry.status,
    headers: { ...entry.headers, 'content-encoding': coding },
    body: coding === 'br' ? entry.br : entry.gzip,
  };
}

/**
 * Writes a cached page with exactly the entry's headers (built when it was filled) and the
 * cache outcome straight to the connection: 304 when the client holds this version, otherwise
 * the stored bytes in the coding it accepts (no compression on the way out). Returns the status.
 */
export function writeCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  entry: CachedPage,
  outcome: CacheOutcome,
): number {
  const answers = entry.answers[outcome];
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, answers.notModified);
    response.end();
    return 304;
  }
  const coding = acceptedCoding(request.headers['accept-encoding']);
  response.writeHead(entry.status, answers[coding]);
  if (request.method === 'HEAD') response.end();
  else response.end(coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : gunzipSync(entry.gzip));
  return entry.status;
}
