import { describe, expect, it } from 'vitest';
import type { EntryContext } from 'react-router';
import { pageExpiresHeader } from '@zilt/contracts/page-cache';
import { addPageCacheHints } from './page-cache-hints.server';

const now = Date.parse('2026-11-26T09:00:00Z');

function hintsFor(loaderData: Record<string, unknown>): Headers {
  const headers = new Headers();
  const context = { staticHandlerContext: { loaderData, errors: null } } as unknown as EntryContext;
  addPageCacheHints(headers, context, false);
  return headers;
}

describe('page cache hints for pages that show events', () => {
  it('names the end of the first upcoming event shown on a list, an event page or a menu panel', () => {
    const headers = hintsFor({
      root: { menuState: 'loaded', promotedEvents: [{ date: '2027-04-08T13:00:00+02:00', endDate: null }] },
      'content-page': {
        renderedAt: now,
        page: { nodeType: 'page', header: { kind: 'overview', title: 'Events' } },
        overview: {
          kind: 'event',
          status: 'loaded',
          cards: [
            { date: '2025-10-06T09:00:00+02:00', endDate: null },
            { date: '2026-12-09T09:00:00+01:00', endDate: '2026-12-09T16:00:00+01:00' },
          ],
        },
      },
    });
    expect(Number(headers.get(pageExpiresHeader))).toBe(Date.parse('2026-12-09T16:00:00+01:00'));
  });

  it('names none for a page without upcoming events', () => {
    const headers = hintsFor({
      root: { menuState: 'loaded', promotedEvents: [] },
      'content-page': {
        renderedAt: now,
        page: { nodeType: 'event', header: { kind: 'detail', title: 'Past', date: '2025-10-06T09:00:00+02:00' } },
      },
    });
    expect(headers.has(pageExpiresHeader)).toBe(false);
  });
});
