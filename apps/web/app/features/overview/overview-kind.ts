import type { Template } from '@zilt/contracts/page';
import type { OverviewKind } from '@zilt/contracts/overview-rules';

/** The overview list each overview template shows; other templates show none. */
const kindOfTemplate: Partial<Record<Template, OverviewKind>> = {
  'news-overview': 'news',
  'events-overview': 'event',
  'team-overview': 'team-member',
  'search-page': 'search',
};

export function overviewKindOf(template: Template): OverviewKind | null {
  return kindOfTemplate[template] ?? null;
}
