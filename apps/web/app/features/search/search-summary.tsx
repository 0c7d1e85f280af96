import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';
import { track } from '../../lib/analytics/track';

/**
 * The count line above the search hits. Each search reports its result count to the data
 * layer (`search_results`), or `search_no_results` when nothing was found.
 */
export function SearchSummary({ query, total }: { query: string; total: number }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (total > 0) track('search_results', { search_query: query, result_count: total });
    else track('search_no_results', { search_query: query, result_count: 0 });
  }, [query, total]);

  return (
    <h2 id="search-results-title" className="search-summary" aria-live="polite" tabIndex={-1}>
      {total > 0 ? t('search.results', { count: total, query }) : t('search.noResults', { query })}
    </h2>
  );
}
