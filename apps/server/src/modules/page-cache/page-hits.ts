import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { storedConsentOfCookieHeader } from '@zilt/contracts/consent-rules';
import type { MemoryAnswerer } from '../../lib/memory-answers.ts';
import { writeCachedPage, type PageCache } from './page-cache.ts';
import { pageCacheKey, pagesRoute, type PageRequest, type ServerMode } from './page-rules.ts';

/** The last value of a header a chain of proxies appended to (`a, b` is `b`). */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
}

/**
 * The parts of a request the cache key depends on, read as the framework reads them: behind a
 * trusted proxy the proxy's `X-Forwarded-Proto` and `X-Forwarded-Host` name the protocol and host.
 */
export function pageRequestOf(request: IncomingMessage, trustProxy: boolean): PageRequest {
  const headers = request.headers;
  // Node joins repeated headers of these names with commas: they are strings.
  const forwardedProto = trustProxy ? (headers['x-forwarded-proto'] as string | undefined) : undefined;
  const forwardedHost = trustProxy ? (headers['x-forwarded-host'] as string | undefined) : undefined;
  return {
    method: request.method,
    url: request.url,
    headers,
    protocol: forwardedProto
      ? lastEntry(forwardedProto)
      : (request.socket as TLSSocket | undefined)?.encrypted
        ? 'https'
        : 'http',
    host: forwardedHost ? lastEntry(forwardedHost) : (headers.host ?? ''),
  };
}

/**
 * Answers a request for a page held in the page cache before anything else runs (load
 * shedding, security headers, every hook): the entry carries every header its answers send
 * (taken from the answer that filled it), so a hit only computes its key, looks it up and
 * writes stored bytes.
 */
export function pageCacheHits(
  cache: PageCache,
  options: { consentRevision: number; mode: ServerMode; trustProxy: boolean },
): MemoryAnswerer {
  return (request, response) => {
    if (cache.size === 0) return undefined;
    const consent = storedConsentOfCookieHeader(request.headers.cookie, options.consentRevision);
    const key = pageCacheKey(pageRequestOf(request, options.trustProxy), consent, options.mode);
    const entry = key === null ? undefined : cache.get(key);
    if (!entry) return undefined;
    return { status: writeCachedPage(request, response, entry, 'hit'), route: pagesRoute, pageCache: 'hit' };
  };
}
