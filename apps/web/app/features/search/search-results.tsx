import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResult } from '@zilt/contracts/site-services';
import { track } from '../analytics/track';
import './search-results.css';

export interface SearchOutcome extends SearchResult {
  query: string;
}

/**
 * The hits of the site search on the search page. Each search reports its result count to
 * the data layer (`search_results`), or `search_no_results` when nothing was found.
 */
export function SearchResults({ search }: { search: SearchOutcome }) {
  const { t } = useTranslation();
  const { query, total } = search;

  useEffect(() => {
    if (total > 0) track('search_results', { search_query: query, result_count: total });
    else track('search_no_results', { search_query: query, result_count: 0 });
  }, [query, total]);

  return (
    <section className="search-results container" aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="search-results__summary" aria-live="polite">
        {total > 0 ? t('search.results', { count: total, query }) : t('search.noResults', { query })}
      </h2>
      {search.hits.length > 0 && (
        <ol className="search-results__list">
          {search.hits.map((hit) => (
            <li key={hit.url} className="search-results__hit">
              <Link to={hit.url} className="search-results__link">
                {hit.title}
              </Link>
              {hit.description && <p className="search-results__description">{hit.description}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
