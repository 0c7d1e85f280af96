import type { OverviewCard, TaxonomyOption } from '@zilt/contracts/overview';
import type { OverviewKind } from '@zilt/contracts/overview-rules';

export interface OverviewPageInfo {
  index: number;
  total: number;
  numPages: number;
  pageSize: number;
}

/** What an overview page shows: the list, a problem with the visitor's input, or a failure to load. */
export type OverviewData = { kind: OverviewKind; options: TaxonomyOption[]; searchQuery: string | null } & (
  | { status: 'loaded'; page: OverviewPageInfo; cards: OverviewCard[] }
  | { status: 'invalid'; field: 'postcode' | 'maxDistanceKm' | 'query'; value: string }
  | { status: 'failed' }
);
