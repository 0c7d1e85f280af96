import { describe, expect, it } from 'vitest';
import type { Block } from '@zilt/contracts/blocks';
import type { OverviewItem } from '@zilt/contracts/overview';
import type { SiteLoadContext, SiteServices } from '@zilt/contracts/site-services';
import { fillRecentNews } from './fill-recent-news.server';

const newsItem: OverviewItem = {
  Id: '7',
  Title: 'Salt-tolerant potatoes in Zeeland',
  UrlFull: '/en/news/salt-tolerant-potatoes',
  TaxonomyTerms: [],
  JSONHeader: JSON.stringify({ kind: 'detail', title: 'Salt-tolerant potatoes in Zeeland', date: '2026-05-12' }),
  JSONBuildingBlocks: '[]',
};

/** The load context of a site whose news service answers one news item and notes what was asked. */
function contextWithNews(asked: string[]): Pick<SiteLoadContext, 'services' | 'log'> {
  const services = {
    getOverviewItems: (_source, language, query) => {
      asked.push(`${language} ${query.map((entry) => `${entry.key}=${entry.value.join(',')}`).join('&')}`);
      return Promise.resolve({
        ok: true as const,
        value: { Items: [newsItem], PageIndex: 0, TotalCount: 1, NumPages: 1, PageSize: 2 },
      });
    },
  } as Partial<SiteServices> as SiteServices;
  const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
  return { services, log };
}

const counted: Block = { kind: 'recentNewsBlock', items: [], count: 2 };
const teaserTitles = (block: Block | undefined) =>
  block?.kind === 'recentNewsBlock' ? block.items.map((item) => item.title) : null;

describe('recent news blocks that give a count', () => {
  it('get the latest news at the top level and inside multiscreen and A/B test blocks', async () => {
    const asked: string[] = [];
    const blocks: Block[] = [
      counted,
      { kind: 'multiscreenBlock', desktop: [counted], mobile: [{ kind: 'textBlock', body: '<p>Hi</p>' }, counted] },
      {
        kind: 'abTestBlock',
        blocks: [{ abTestId: 'a', block: { kind: 'multiscreenBlock', desktop: [], mobile: [counted] } }],
      },
    ];
    const filled = await fillRecentNews(contextWithNews(asked), 'en', blocks);
    const [top, multiscreen, abTest] = filled;
    expect(teaserTitles(top)).toEqual(['Salt-tolerant potatoes in Zeeland']);
    if (multiscreen?.kind !== 'multiscreenBlock' || abTest?.kind !== 'abTestBlock') throw new Error('kinds changed');
    expect(teaserTitles(multiscreen.desktop[0])).toEqual(['Salt-tolerant potatoes in Zeeland']);
    expect(multiscreen.mobile[0]).toEqual({ kind: 'textBlock', body: '<p>Hi</p>' });
    expect(teaserTitles(multiscreen.mobile[1])).toEqual(['Salt-tolerant potatoes in Zeeland']);
    const variant = abTest.blocks[0]?.block;
    if (variant?.kind !== 'multiscreenBlock') throw new Error('kinds changed');
    expect(abTest.blocks[0]?.abTestId).toBe('a');
    expect(teaserTitles(variant.mobile[0])).toEqual(['Salt-tolerant potatoes in Zeeland']);
    expect(asked).toHaveLength(4);
    expect(new Set(asked)).toEqual(new Set(['en kind=news&page_size=2&page=0']));
  });

  it('leave blocks without a count as they are', async () => {
    const asked: string[] = [];
    const own: Block = {
      kind: 'multiscreenBlock',
      desktop: [
        {
          kind: 'recentNewsBlock',
          items: [{ title: 'Own', link: { url: '/en/x', title: 'Own' }, date: '2026-01-02' }],
        },
      ],
      mobile: [],
    };
    expect(await fillRecentNews(contextWithNews(asked), 'nl', [own])).toEqual([own]);
    expect(asked).toEqual([]);
  });
});
