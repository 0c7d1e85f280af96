import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation, useNavigation, useNavigationType } from 'react-router';
import { defaultMaxDistanceKm, maxMaxDistanceKm, overviewControlKeys } from '@zilt/contracts/overview-rules';
import { Pager } from '../../components/pager/pager';
import { SearchSummary } from '../search/search-summary';
import { OverviewCard } from './overview-card';
import type { OverviewData } from './overview-data';
import { activeFilterCount, OverviewFilters } from './overview-filters';
import { SmartLink } from '../../components/smart-link/smart-link';
import './overview.css';

const noResultsKey = {
  news: 'news.noResults',
  event: 'events.noResults',
  'team-member': 'team.noResults',
  search: 'search.noResults',
} as const;

/** The distances a "search wider" step offers, in kilometres. */
const distanceSteps = [10, 25, 50, 100, 200, maxMaxDistanceKm];

/** The next wider distance than the one chosen (or the default), or null at the widest. */
export function widerDistanceOf(chosen: string | null): number | null {
  const current = Number((chosen ?? '').trim().replace(',', '.')) || defaultMaxDistanceKm;
  return distanceSteps.find((step) => step > current) ?? null;
}

/** The address of the list with `change` applied to its parameters, from page 0. */
function addressWith(pathname: string, search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  params.delete(overviewControlKeys.page);
  return `${pathname}${params.size > 0 ? `?${params}` : ''}`;
}

/**
 * The list of an overview page (news, events, team members, search results): filters, the
 * list's heading with the count, the cards, the pager. 'Loading..' shows while the address
 * changes; a failure offers a retry. After filtering or paging, focus and view move to the
 * list's heading, and the count (a polite live region) is announced. An empty list offers a
 * way back: clearing the filters and, for events near a postcode, a wider distance.
 */
export function OverviewSection({ overview, renderedAt }: { overview: OverviewData; renderedAt: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const shownSearch = useRef(location.search);
  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 0) params.delete(overviewControlKeys.page);
    else params.set(overviewControlKeys.page, String(page));
    return `${location.pathname}${params.size > 0 ? `?${params}` : ''}`;
  };
  const isSearch = overview.kind === 'search';
  const headingId = isSearch ? 'search-results-title' : 'overview-heading';

  useEffect(() => {
    // The list changed in place (a filter or another page was chosen): the visitor continues
    // at the list's heading, not at the top of the page or the bottom of the previous list.
    if (shownSearch.current === location.search) return;
    shownSearch.current = location.search;
    if (navigationType === 'POP') return;
    const heading = document.getElementById(headingId);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [location.search, navigationType, headingId]);

  const params = new URLSearchParams(location.search);
  const filtered = activeFilterCount(params, overview.options) > 0;
  const postcode = (params.get(overviewControlKeys.postcode) ?? '').trim();
  const wider =
    overview.kind === 'event' && postcode !== ''
      ? widerDistanceOf(params.get(overviewControlKeys.maxDistanceKm))
      : null;
  const clearFiltersHref = addressWith(location.pathname, location.search, (next) => {
    for (const key of [...next.keys()]) {
      if (
        key !== overviewControlKeys.addressPageSize &&
        key.toLowerCase() !== overviewControlKeys.searchQuery.toLowerCase()
      )
        next.delete(key);
    }
  });
  const recover =
    filtered || wider !== null ? (
      <ul className="overview__recover">
        {wider !== null ? (
          <li>
            <SmartLink
              href={addressWith(location.pathname, location.search, (next) =>
                next.set(overviewControlKeys.maxDistanceKm, String(wider)),
              )}
              preventScrollReset
            >
              {t('overview.widerDistance', { distance: wider })}
            </SmartLink>
          </li>
        ) : null}
        {filtered ? (
          <li>
            <SmartLink href={clearFiltersHref} preventScrollReset>
              {t('overview.clearFilters')}
            </SmartLink>
          </li>
        ) : null}
      </ul>
    ) : null;

  return (
    <section
      className={`overview overview--${overview.kind} container`}
      aria-labelledby="overview-heading"
      aria-busy={loading}
    >
      {isSearch ? (
        <h2 id="overview-heading" className="visually-hidden">
          {t(`overview.heading.${overview.kind}`)}
        </h2>
      ) : null}
      <OverviewFilters kind={overview.kind} options={overview.options} searchQuery={overview.searchQuery} />
      {isSearch ? null : (
        <div className="overview__head">
          <h2 id="overview-heading" className="overview__heading" tabIndex={-1}>
            {t(`overview.heading.${overview.kind}`)}
          </h2>
          <p className="overview__count" role="status" aria-live="polite">
            {overview.status !== 'loaded'
              ? ''
              : overview.page.numPages > 1
                ? t('overview.countPaged', {
                    count: overview.page.total,
                    page: Math.min(overview.page.index, overview.page.numPages - 1) + 1,
                    pages: overview.page.numPages,
                  })
                : t('overview.count', { count: overview.page.total })}
          </p>
        </div>
      )}
      <p className="overview__loading" role="status">
        {loading ? t('state.loading') : ''}
      </p>
      {overview.status === 'failed' ? (
        <div className="overview__problem" role="alert">
          <p>{t('overview.failed')}</p>
          <SmartLink href={`${location.pathname}${location.search}`} className="overview__retry">
            {t('state.retry')}
          </SmartLink>
        </div>
      ) : overview.status === 'invalid' ? (
        <p className="overview__problem" role="alert">
          {overview.field === 'postcode'
            ? t('overview.unknownPostcode', { postcode: overview.value })
            : overview.field === 'maxDistanceKm'
              ? t('overview.badDistance')
              : t('overview.failed')}
        </p>
      ) : (
        <>
          {isSearch && overview.searchQuery ? (
            <SearchSummary query={overview.searchQuery} total={overview.page.total} />
          ) : null}
          {overview.cards.length > 0 ? (
            <ol className="overview__list">
              {overview.cards.map((card) => (
                <li key={card.id} className="overview__item">
                  <OverviewCard card={card} kind={overview.kind} href={card.url} renderedAt={renderedAt} />
                </li>
              ))}
            </ol>
          ) : !isSearch ? (
            <div className="overview__empty-state">
              <p className="overview__empty">{t(noResultsKey[overview.kind])}</p>
              {recover}
            </div>
          ) : overview.searchQuery ? (
            recover
          ) : null}
          <Pager currentPage={overview.page.index} totalPages={overview.page.numPages} pageHref={pageHref} />
        </>
      )}
    </section>
  );
}
