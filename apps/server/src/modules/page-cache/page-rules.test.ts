import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-rules.ts';

const consent = { decided: false, video: 'no', tracking: 'no' } as unknown as Parameters<typeof pageCacheKey>[1];

function pageRequest(headers: Record<string, string>): FastifyRequest {
  return { method: 'GET', url: '/en/about', protocol: 'http', host: 'localhost', headers } as unknown as FastifyRequest;
}

describe('the page cache key', () => {
  it("keeps a visitor's page, but never one asked for with a bearer token or a staff session cookie", () => {
    expect(pageCacheKey(pageRequest({}), consent, 'test')).not.toBeNull();
    expect(pageCacheKey(pageRequest({ cookie: 'zilt_consent=x' }), consent, 'test')).not.toBeNull();
    expect(pageCacheKey(pageRequest({ authorization: 'Bearer zlt_x' }), consent, 'test')).toBeNull();
    expect(pageCacheKey(pageRequest({ cookie: 'a=1; zilt_staff=zss_x' }), consent, 'test')).toBeNull();
    expect(pageCacheKey(pageRequest({ cookie: '__Host-zilt_staff=zss_x' }), consent, 'test')).toBeNull();
  });
});
