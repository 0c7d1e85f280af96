import type { Block } from '@zilt/contracts/blocks';
import { mapBlockTree } from '@zilt/contracts/block-tree';
import type { Language } from '@zilt/contracts/common';
import { decodeOverviewItem } from '@zilt/contracts/overview';
import type { SiteLoadContext } from '@zilt/contracts/site-services';

/**
 * Recent news blocks that give a count instead of teasers get the latest news items of the
 * page's language (newest first) as their teasers, also inside multiscreen and A/B test blocks.
 * Other blocks pass unchanged; when the news cannot be read the block keeps its own teasers
 * (it then shows its empty-list text).
 */
export async function fillRecentNews(
  { services, log }: Pick<SiteLoadContext, 'services' | 'log'>,
  language: Language,
  blocks: Block[],
): Promise<Block[]> {
  return mapBlockTree(blocks, async (block) => {
    if (block.kind !== 'recentNewsBlock' || block.count === undefined) return block;
    const result = await services
      .getOverviewItems('wp', language, [
        { key: 'kind', value: ['news'] },
        { key: 'page_size', value: [String(block.count)] },
        { key: 'page', value: ['0'] },
      ])
      .catch((error: unknown) => {
        log.error({ err: error, language }, 'reading the latest news failed');
        return null;
      });
    if (!result?.ok) return block;
    const items = result.value.Items.flatMap((item) => {
      const card = decodeOverviewItem(item);
      if (!card?.date) return [];
      return [
        {
          title: card.title,
          ...(card.description ? { intro: card.description } : {}),
          ...(card.image ? { image: card.image } : {}),
          link: { url: card.url, title: card.title },
          date: card.date,
        },
      ];
    });
    return { ...block, items };
  });
}
