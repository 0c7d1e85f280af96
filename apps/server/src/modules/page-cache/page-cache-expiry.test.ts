import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

const page = (expiresAt?: number) => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: Buffer.from('<!doctype html><p>Groningen water debate: upcoming</p>'),
  expiresAt,
});

describe('page cache expiry', () => {
  it('keeps a page that shows an upcoming event only until that event ends', async () => {
    const cache = new PageCache();
    const endsAt = Date.parse('2027-01-27T22:00:00+01:00');
    await cache.fill('/en/events', cache.generation, page(endsAt));
    expect(cache.get('/en/events', endsAt - 1)).toBeDefined();
    // From the event's end on, the kept page would still call it upcoming: it is drawn again.
    expect(cache.get('/en/events', endsAt)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a page without events until the content changes', async () => {
    const cache = new PageCache();
    await cache.fill('/en/about', cache.generation, page());
    expect(cache.get('/en/about', Date.parse('2099-01-01T00:00:00Z'))).toBeDefined();
  });
});
