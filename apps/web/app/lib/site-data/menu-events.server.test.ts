import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@zilt/contracts/menu';
import type { SitePage, SiteServices } from '@zilt/contracts/site-services';
import { withoutPastEventPromotions } from './menu-events.server';

const eventPage = (date: string) =>
  ({ nodeType: 'event', header: { kind: 'detail', title: 'Event', date } }) as SitePage;

const services = {
  getPage: async (_source: string, _language: string, slug: string) =>
    ({
      'events/field-day-2026': eventPage('2026-10-22T13:00:00+02:00'),
      'events/open-day-2027': eventPage('2027-04-08T13:00:00+02:00'),
    })[slug] ?? null,
} as unknown as SiteServices;

const item = (url: string): MenuItem => ({
  Title: 'About us',
  Url: '/en/about',
  Weight: 10,
  Children: [],
  CTAItem: { Title: 'Come along', Description: 'An open day', Label: 'Read more', Url: url },
});

describe('menu promotions of events', () => {
  it('leaves out a call to action for an event that is over, keeps one for an upcoming event or another page', async () => {
    const now = Date.parse('2026-11-26T09:00:00Z');
    const { items, promoted } = await withoutPastEventPromotions(
      { services },
      'wp',
      [item('/en/events/field-day-2026'), item('/en/events/open-day-2027'), item('/en/about')],
      now,
    );
    expect(items.map((entry) => entry.CTAItem?.Url ?? null)).toEqual([null, '/en/events/open-day-2027', '/en/about']);
    expect(promoted).toEqual([{ date: '2027-04-08T13:00:00+02:00', endDate: null }]);
  });
});
