import { describe, expect, it } from 'vitest';
import type { OverviewItem } from '@zilt/contracts/overview';
import type { SiteLoadContext, SiteServices } from '@zilt/contracts/site-services';
import { loadOverview } from './load-overview.server';

const item = (id: string, header: string): OverviewItem => ({
  Id: id,
  Title: `Item ${id}`,
  UrlFull: `/en/news/item-${id}`,
  TaxonomyTerms: [],
  JSONHeader: header,
  JSONBuildingBlocks: '[]',
});

/** A load context whose overview service answers these items, or fails when told. */
function contextWith(items: OverviewItem[] | Error): Pick<SiteLoadContext, 'services' | 'log'> & { logged: string[] } {
  const logged: string[] = [];
  const services = {
    getOverviewItems: () =>
      items instanceof Error
        ? Promise.reject(items)
        : Promise.resolve({
            ok: true as const,
            value: { Items: items, PageIndex: 0, TotalCount: items.length, NumPages: 1, PageSize: 6 },
          }),
    getTaxonomyOptions: () => Promise.resolve([]),
  } as Partial<SiteServices> as SiteServices;
  const log = {
    error: (_details: Record<string, unknown>, message: string) => void logged.push(message),
    warn: () => undefined,
    info: () => undefined,
  };
  return { services, log, logged };
}

describe('loading an overview list', () => {
  it('skips items whose header JSON cannot be read and keeps the rest', async () => {
    const context = contextWith([
      item('1', JSON.stringify({ kind: 'detail', title: 'Readable' })),
      item('2', '{"kind": "detail", "title": '),
      item('3', JSON.stringify({ kind: 'no-such-kind', title: 'Unknown kind' })),
      item('4', JSON.stringify({ kind: 'detail', title: 'Also readable' })),
    ]);
    const data = await loadOverview(context, 'en', 'news', new URL('http://site/en/news'));
    expect(data.status).toBe('loaded');
    if (data.status !== 'loaded') return;
    expect(data.cards.map((card) => card.id)).toEqual(['1', '4']);
  });

  it('ends in the failed state (shown with a retry) when the list cannot be read, and logs it', async () => {
    const context = contextWith(new Error('database gone'));
    const data = await loadOverview(context, 'en', 'news', new URL('http://site/en/news?page=2'));
    expect(data.status).toBe('failed');
    expect(context.logged).toEqual(['reading the overview failed']);
  });
});
