import { useTranslation } from '../../i18n/translation';
import { useLocation, useNavigation } from 'react-router';
import { overviewControlKeys } from '@zilt/contracts/overview-rules';
import { Pager } from '../../components/pager/pager';
import { SearchSummary } from '../search/search-summary';
import { OverviewCard } from './overview-card';
import type { OverviewData } from './overview-data';
import { OverviewFilters } from './overview-filters';
import { SmartLink } from '../../components/smart-link/smart-link';
import './overview.css';

const noResultsKey = {
  news: 'news.noResults',
  event: 'events.noResults',
  'team-member': 'team.noResults',
  search: 'search.noResults',
} as const;

/**
 * The list of an overview page (news, events, team members, search results): filters, the
 * cards, the pager. 'Loading..' shows while the address changes; a failure offers a retry.
 */
export function OverviewSection({ overview, renderedAt }: { overview: OverviewData; renderedAt: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 0) params.delete(overviewControlKeys.page);
    else params.set(overviewControlKeys.page, String(page));
    return `${location.pathname}${params.size > 0 ? `?${params}` : ''}`;
  };

  return (
    <section
      className={`overview overview--${overview.kind} container`}
      aria-labelledby="overview-heading"
      aria-busy={loading}
    >
      <h2 id="overview-heading" className="visually-hidden">
        {t(`overview.heading.${overview.kind}`)}
      </h2>
      <OverviewFilters kind={overview.kind} options={overview.options} searchQuery={overview.searchQuery} />
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
          {overview.kind === 'search' && overview.searchQuery ? (
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
          ) : overview.kind !== 'search' ? (
            <p className="overview__empty">{t(noResultsKey[overview.kind])}</p>
          ) : null}
          <Pager currentPage={overview.page.index} totalPages={overview.page.numPages} pageHref={pageHref} />
        </>
      )}
    </section>
  );
}
