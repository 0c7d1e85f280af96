import { useEffect, useId, useState, type FormEvent } from 'react';
import type { MediaItem, MediaKind } from '@zilt/contracts/media';
import type { StudioLanguage } from '../studio-language';
import { listMedia, thumbnailUrl, type MediaList } from './media-api';
import { mediaText } from './media-text';
import { refusalText } from './media-upload';
import './media.css';

// Finding library items: a search over file names, titles and alt texts, a grid of thumbnails
// (drawn by the image route), a page at a time. The media screen selects an item with it; the
// block editor's picker chooses one.

const pageSize = 24;

/** The words shown for an item: its alt text in the language (else any), or its title. */
export function itemDescription(item: MediaItem, language: StudioLanguage): string {
  return item.alt[language] || Object.values(item.alt).find(Boolean) || item.title || '';
}

export function MediaBrowser({
  language,
  kind: fixedKind,
  reloadKey,
  selectedId,
  onSelect,
  choosing = false,
}: {
  language: StudioLanguage;
  /** Only items of this kind (the image picker); without it, a select offers every kind. */
  kind?: MediaKind;
  /** Changes when the list should be asked again (after an upload, a change, a deletion). */
  reloadKey: number;
  selectedId?: string | null;
  onSelect: (item: MediaItem) => void;
  /** In a picker, an item's button chooses it (and says so). */
  choosing?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>(fixedKind ?? '');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<MediaList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setProblem(null);
    listMedia({ q: query, kind: kind || undefined, page, pageSize }, controller.signal).then(
      (answer) => setList(answer),
      (error: unknown) => {
        if (!controller.signal.aborted) setProblem(refusalText(error, language));
      },
    );
    return () => controller.abort();
  }, [query, kind, page, reloadKey, language]);

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(typed);
    setPage(1);
  }

  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <div className="media-browser">
      <form
        role="search"
        className="media-browser__search"
        onSubmit={search}
        aria-label={mediaText(language, 'search')}
      >
        <label htmlFor={`${id}-q`}>{mediaText(language, 'search')}</label>
        <input id={`${id}-q`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        {fixedKind ? null : (
          <>
            <label htmlFor={`${id}-kind`}>{mediaText(language, 'kind')}</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as MediaKind | '');
                setPage(1);
              }}
            >
              <option value="">{mediaText(language, 'allKinds')}</option>
              <option value="image">{mediaText(language, 'image')}</option>
              <option value="document">{mediaText(language, 'document')}</option>
            </select>
          </>
        )}
        <button type="submit" className="studio-button">
          {mediaText(language, 'searchButton')}
        </button>
      </form>
      {problem ? (
        <p className="studio-message studio-message--problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="media-browser__count" role="status">
        {!list
          ? mediaText(language, 'loading')
          : list.total === 0
            ? mediaText(language, 'noResults')
            : list.total === 1
              ? mediaText(language, 'oneResult')
              : mediaText(language, 'results', { total: list.total })}
      </p>
      {list && list.items.length > 0 ? (
        <ul className="media-grid" aria-label={mediaText(language, 'itemsLabel')}>
          {list.items.map((item) => {
            const description = itemDescription(item, language);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="media-grid__item"
                  aria-pressed={choosing ? undefined : item.id === selectedId}
                  data-media-id={item.id}
                  onClick={() => onSelect(item)}
                >
                  {item.kind === 'image' ? (
                    <img src={thumbnailUrl(item)} alt="" width={180} height={180} loading="lazy" />
                  ) : (
                    <span className="media-grid__document" aria-hidden="true">
                      PDF
                    </span>
                  )}
                  <span className="media-grid__name">
                    {choosing ? <span className="studio-visually-hidden">{mediaText(language, 'choose')} </span> : null}
                    {item.filename}
                  </span>
                  <span className="media-grid__description">{description || mediaText(language, 'noAlt')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="media-browser__paging" aria-label={mediaText(language, 'paging')}>
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {mediaText(language, 'previous')}
          </button>
          <span>{mediaText(language, 'pageOf', { page, pages })}</span>
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {mediaText(language, 'next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
