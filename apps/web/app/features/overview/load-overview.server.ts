import type { Language } from '@zilt/contracts/common';
import { decodeOverviewItem, type TaxonomyOption } from '@zilt/contracts/overview';
import { overviewControlKeys, overviewQueryOf, type OverviewKind } from '@zilt/contracts/overview-rules';
import type { SiteLoadContext } from '@zilt/contracts/site-services';
import { searchQueryOf } from '../search/search-query';
import type { OverviewData } from './overview-data';

const inputFields = ['postcode', 'maxDistanceKm'] as const;

/**
 * Reads the overview list and its filters for a page address through the same services that
 * answer GetOverviewItems and the taxonomies. Items whose JSON cannot be read are skipped; a
 * failure to read becomes the `failed` state (shown with a retry), not a failed page.
 */
export async function loadOverview(
  { services, log }: Pick<SiteLoadContext, 'services' | 'log'>,
  language: Language,
  kind: OverviewKind,
  url: URL,
): Promise<OverviewData> {
  const params = url.searchParams;
  const searchQuery = kind === 'search' ? searchQueryOf(url) : null;
  const base = { kind, searchQuery, options: [] as TaxonomyOption[] };
  try {
    const [result, options] = await Promise.all([
      services.getOverviewItems('wp', language, overviewQueryOf(params, kind)),
      services.getTaxonomyOptions('wp', language, kind, {
        postcode: params.get(overviewControlKeys.postcode) ?? undefined,
        maxDistanceKm: params.get(overviewControlKeys.maxDistanceKm) ?? undefined,
      }),
    ]);
    if (!result.ok) {
      const problem = result.problems[0] ?? '';
      const field = inputFields.find((name) => problem.startsWith(`${name}:`)) ?? 'query';
      return { ...base, options, status: 'invalid', field, value: field === 'query' ? '' : (params.get(field) ?? '') };
    }
    const list = result.value;
    return {
      ...base,
      options,
      status: 'loaded',
      page: { index: list.PageIndex, total: list.TotalCount, numPages: list.NumPages, pageSize: list.PageSize },
      cards: list.Items.flatMap((item) => decodeOverviewItem(item) ?? []),
    };
  } catch (error) {
    log.error({ err: error, kind, language }, 'reading the overview failed');
    return { ...base, status: 'failed' };
  }
}
