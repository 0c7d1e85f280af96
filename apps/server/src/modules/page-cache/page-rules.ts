import type { IncomingHttpHeaders } from 'node:http';
import type { StoredConsent } from '@zilt/contracts/consent';
import { hasStaffSessionCookie } from '../staff/staff-guard.ts';

export type ServerMode = 'production' | 'development' | 'test';

/** The route pattern of the pages (the web app's server rendering takes every other path). */
export const pagesRoute = '/*';

/** What of a request a page's cache key depends on (a framework request, or one seen before it). */
export interface PageRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  /** `http` or `https`, as the client asked (behind a trusted proxy: as the proxy says). */
  protocol: string;
  /** The host the client asked for (behind a trusted proxy: as the proxy says). */
  host: string;
}

/**
 * Whether a request asks a test server for a fault (headers `x-zilt-test-…`): such a request is
 * answered afresh. Only a server running with NODE_ENV=test has test hooks; on any other the
 * headers mean nothing and change nothing, the caches included.
 */
export function asksForTestFault(request: { headers: IncomingHttpHeaders }, mode: ServerMode): boolean {
  return mode === 'test' && Object.keys(request.headers).some((name) => name.startsWith('x-zilt-test-'));
}

/**
 * Draft previews show unpublished content to support staff, newsletter confirmation pages a
 * person's address and token: never kept.
 */
const privatePath = /\/node-preview\/|^\/[a-z]{2}\/newsletter\/confirm(?:[/?#]|$)/i;

/**
 * The cache key of a page request, or null when the answer must be rendered for this request
 * alone. A page's HTML depends on its address (path and query, which hold the language), the
 * host (absolute links in structured data) and the visitor's consent choices (cookie bar,
 * players, tag manager); nothing else of the request reaches the render. Requests with
 * credentials (a bearer token, or a staff session cookie: what staff see may one day differ from
 * what visitors see) and previews are not cached, nor, on a test server, requests with test hooks
 * (headers `x-zilt-test-…`). A HEAD request has the key of the GET it stands for: it gets the
 * same headers.
 */
export function pageCacheKey(request: PageRequest, consent: StoredConsent, mode: ServerMode): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.url === undefined || privatePath.test(request.url)) return null;
  if (request.headers.authorization !== undefined) return null;
  if (hasStaffSessionCookie(request.headers.cookie)) return null;
  if (asksForTestFault(request, mode)) return null;
  const choices = `${consent.decided ? 'decided' : 'open'} video=${consent.video} tracking=${consent.tracking}`;
  return `${request.protocol}://${request.host}${request.url} ${choices}`;
}

/**
 * Only complete, public pages are kept: status 200, HTML, no cookie set, and no Cache-Control
 * from the web app (it sends `no-store` for error states, such as menus that failed to load
 * or a block that failed to render).
 */
export function isCacheablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

/**
 * Headers of a page from the cache: its policy allows exactly its own inline scripts (by hash),
 * and browsers keep it only for themselves and ask again each time (answered by 304 while it
 * has not changed): it follows the visitor's consent cookies, which a shared cache cannot see.
 */
export function cachedPageHeaders(
  policy: (scripts: { hashes: readonly string[] }) => string,
  scripts: { hashes: readonly string[] },
): Record<string, string> {
  return {
    'content-security-policy': policy(scripts),
    'cache-control': 'private, no-cache',
  };
}
