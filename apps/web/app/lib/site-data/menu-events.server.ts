import type { Source } from '@zilt/contracts/common';
import { eventStatus } from '@zilt/contracts/event-status';
import type { MenuItem } from '@zilt/contracts/menu';
import type { SiteLoadContext } from '@zilt/contracts/site-services';
import { resolvePageAddress } from '../page-address/resolve-page-address';

/** The dates of an event a menu promotes. */
export interface PromotedEvent {
  date: string;
  endDate: string | null;
}

/**
 * A menu's call-to-action panels without those that promote an event that is over (judged at
 * `now`): the panel is left out. Returns the upcoming events the panels still promote, so the
 * page cache keeps a page no longer than until the first of them ends.
 */
export async function withoutPastEventPromotions(
  context: Pick<SiteLoadContext, 'services'>,
  source: Source,
  items: MenuItem[],
  now: number,
): Promise<{ items: MenuItem[]; promoted: PromotedEvent[] }> {
  const promoted: PromotedEvent[] = [];
  async function visit(item: MenuItem): Promise<MenuItem> {
    const children = await Promise.all(item.Children.map(visit));
    const url = item.CTAItem?.Url ?? '';
    if (!url.startsWith('/') || url.startsWith('//')) return { ...item, Children: children };
    const { language, slug } = resolvePageAddress(new URL(url, 'http://site.invalid').pathname);
    const page = await context.services.getPage(source, language, slug).catch(() => null);
    if (page?.nodeType !== 'event' || page.header.kind !== 'detail' || !page.header.date) {
      return { ...item, Children: children };
    }
    if (eventStatus(page.header.date, page.header.endDate, now) === 'past') {
      return { ...item, Children: children, CTAItem: null };
    }
    promoted.push({ date: page.header.date, endDate: page.header.endDate ?? null });
    return { ...item, Children: children };
  }
  return { items: await Promise.all(items.map(visit)), promoted };
}
