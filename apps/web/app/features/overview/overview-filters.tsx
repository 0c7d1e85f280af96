import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Form, useLocation, useNavigate } from 'react-router';
import type { TaxonomyOption } from '@zilt/contracts/overview';
import {
  decodeFilterValues,
  encodeFilterValue,
  normaliseFilterValue,
  overviewControlKeys,
  searchResultTypes,
  type OverviewKind,
} from '@zilt/contracts/overview-rules';

export interface OverviewFiltersProps {
  kind: OverviewKind;
  options: TaxonomyOption[];
  searchQuery: string | null;
}

/** Address parameters the form carries over unchanged (everything but the filters and the page). */
const keptParameters = [overviewControlKeys.addressPageSize];

/**
 * How many filters of the address narrow the list (vocabularies, postcode, type): the search
 * words are not a filter.
 */
export function activeFilterCount(params: URLSearchParams, options: TaxonomyOption[]): number {
  const names = new Set(
    [...options.map((option) => option.OptionName), overviewControlKeys.type].filter(
      (name) => name !== overviewControlKeys.maxDistanceKm,
    ),
  );
  let count = 0;
  for (const name of names) if ((params.get(name) ?? '').trim() !== '') count += 1;
  return count;
}

/**
 * The filters of an overview list as a plain GET form. Changing a choice changes only the
 * selection; 'Filter' writes every selection into the address (values encoded, the empty
 * choice leaving the filter out) and so reloads the list from page 0. Without JavaScript the
 * browser submits the same form.
 *
 * On small screens the filters of news, events and team members fold behind one 'Filters'
 * button (a disclosure naming how many filters are active), so that the first card stays near
 * the top; they start folded and fold again after filtering. Without JavaScript they are always
 * open (the button, which could not work, is hidden). The search page's form (the words and
 * the type) never folds.
 */
export function OverviewFilters({ kind, options, searchQuery }: OverviewFiltersProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const panelId = useId();
  // Open for the address it was opened on: a new list (after filtering) starts folded again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.search;
  const params = new URLSearchParams(location.search);
  const vocabularies = options.filter(
    (option) =>
      option.OptionName !== overviewControlKeys.postcode && option.OptionName !== overviewControlKeys.maxDistanceKm,
  );
  const postcode = options.find((option) => option.OptionName === overviewControlKeys.postcode);
  const distance = options.find((option) => option.OptionName === overviewControlKeys.maxDistanceKm);
  if (vocabularies.length === 0 && !postcode && kind !== 'search') return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    // The list's heading takes the focus and the view once the new list is shown.
    void navigate(
      { pathname: location.pathname, search: next.size > 0 ? `?${next}` : '' },
      { preventScrollReset: true },
    );
  }

  const selectedOf = (name: string) => {
    const chosen = decodeFilterValues(params.get(name) ?? '')[0];
    const match = options
      .find((option) => option.OptionName === name)
      ?.OptionValues.find((value) => normaliseFilterValue(value) === normaliseFilterValue(chosen ?? ''));
    return match ? encodeFilterValue(match) : '';
  };

  const foldable = kind !== 'search';
  const active = activeFilterCount(params, options);
  const selectedType = searchResultTypes.find((type) => type === params.get(overviewControlKeys.type)) ?? '';

  return (
    <Form
      key={location.search}
      method="get"
      action={location.pathname}
      className={`overview-filters${foldable ? ' overview-filters--foldable' : ''}${open ? ' overview-filters--open' : ''}`}
      aria-label={t('filters.title')}
      onSubmit={submit}
    >
      {foldable ? (
        <button
          type="button"
          className="overview-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenOn(open ? null : location.search)}
        >
          {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
        </button>
      ) : null}
      <div id={panelId} className="overview-filters__panel">
        {kind === 'search' ? (
          <>
            <label className="overview-filters__field overview-filters__field--wide">
              <span className="overview-filters__label">{t('search.label')}</span>
              <input
                type="search"
                name={overviewControlKeys.searchQuery}
                defaultValue={searchQuery ?? ''}
                placeholder={t('search.placeholder')}
                maxLength={200}
              />
            </label>
            <label className="overview-filters__field">
              <span className="overview-filters__label">{t('filters.type')}</span>
              <select name={overviewControlKeys.type} defaultValue={selectedType}>
                <option value="">{t('filters.allTypes')}</option>
                {searchResultTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`overview.type.${type}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {vocabularies.map((option) => (
          <label key={option.OptionName} className="overview-filters__field">
            <span className="overview-filters__label">
              {t(`overview.vocabulary.${option.OptionName}`, { defaultValue: option.OptionName })}
            </span>
            <select name={option.OptionName} defaultValue={selectedOf(option.OptionName)}>
              <option value="">{t('filters.all')}</option>
              {option.OptionValues.map((value) => (
                <option key={value} value={encodeFilterValue(value)}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
        {postcode ? (
          <label className="overview-filters__field">
            <span className="overview-filters__label">{t('filters.postcode')}</span>
            <input
              type="text"
              name={overviewControlKeys.postcode}
              defaultValue={postcode.OptionValues[0] ?? ''}
              placeholder={t('filters.postcodePlaceholder')}
              maxLength={7}
              autoComplete="postal-code"
            />
          </label>
        ) : null}
        {distance ? (
          <label className="overview-filters__field">
            <span className="overview-filters__label">{t('filters.maxDistanceKm')}</span>
            <input
              type="number"
              name={overviewControlKeys.maxDistanceKm}
              defaultValue={distance.OptionValues[0] ?? ''}
              placeholder={t('filters.maxDistanceKmPlaceholder')}
              min={1}
              max={400}
              inputMode="numeric"
            />
          </label>
        ) : null}
        {keptParameters.map((name) =>
          params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} /> : null,
        )}
        <button type="submit" className="overview-filters__submit">
          {kind === 'search' ? t('search.submit') : t('filter')}
        </button>
      </div>
    </Form>
  );
}
