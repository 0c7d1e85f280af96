import type { FastifyInstance } from 'fastify';
import { storedConsentOfCookieHeader } from '@zilt/contracts/consent-rules';
import { writeCachedPage, type PageCache } from './page-cache.ts';
import { pageCacheKey, type ServerMode } from './page-rules.ts';

/**
 * Answers a request for a page held in the page cache as the very first step of the request,
 * before load shedding, security headers and every other hook: the entry carries every header
 * its answers send (taken from the answer that filled it), so a hit only looks up its key and
 * writes stored bytes. Register before any other `onRequest` hook.
 */
export function registerPageCacheHits(
  app: FastifyInstance,
  cache: PageCache,
  consentRevision: number,
  mode: ServerMode,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || cache.size === 0) return done();
    const key = pageCacheKey(request, storedConsentOfCookieHeader(request.headers.cookie, consentRevision), mode);
    const entry = key === null ? undefined : cache.get(key);
    if (entry) writeCachedPage(request, reply, entry, 'hit');
    done();
  });
}
