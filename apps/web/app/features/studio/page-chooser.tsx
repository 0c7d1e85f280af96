import { useEffect, useId, useState } from 'react';
import type { Link } from '@zilt/contracts/common';
import { editorPageListSchema, type EditorPageSummary } from '@zilt/contracts/editor-pages';
import { pagePath } from '../../lib/page-address/resolve-page-address';
import { studioApi } from './shell/studio-api';
import { StudioDialog } from './studio-dialog';
import { screenText, type StudioLanguage } from './studio-language';
import './chooser.css';

// One of our pages chosen as a link's address, found by its title or address through the editing
// API's page list: in the block editor's link fields and the page editor's side panel.

const editorPagesApi = '/api/v1/editor/pages';

function PagePickerDialog({
  open,
  language,
  pageLanguage,
  onChoose,
  onClose,
}: {
  open: boolean;
  language: StudioLanguage;
  pageLanguage: string | undefined;
  onChoose: (page: EditorPageSummary) => void;
  onClose: () => void;
}) {
  const id = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState<EditorPageSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const search = new URLSearchParams({ pageSize: '20' });
    if (query.trim()) search.set('q', query.trim());
    if (pageLanguage) search.set('language', pageLanguage);
    // Asked again as the editor types, a moment after the last key.
    const timer = setTimeout(() => {
      studioApi(`${editorPagesApi}?${search}`, { signal: controller.signal }, editorPageListSchema).then(
        (answer) => {
          setFailed(false);
          setPages(answer.items);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, pageLanguage]);

  return (
    <StudioDialog
      open={open}
      lang={language}
      title={screenText(language, 'pickerPageHeading')}
      closeLabel={screenText(language, 'close')}
      onClose={onClose}
      className="studio-page-picker"
    >
      <form role="search" className="studio-page-picker__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`}>{screenText(language, 'searchPages')}</label>
        <input id={`${id}-q`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </form>
      <p role="status" className="studio-page-picker__count">
        {failed
          ? screenText(language, 'pagesFailed')
          : !pages
            ? screenText(language, 'loading')
            : pages.length === 0
              ? screenText(language, 'noPages')
              : screenText(language, 'pagesFound', { count: pages.length })}
      </p>
      {pages && pages.length > 0 ? (
        <ul className="studio-page-picker__list">
          {pages.map((page) => (
            <li key={page.id}>
              <button type="button" className="studio-page-picker__page" onClick={() => onChoose(page)}>
                <span className="studio-page-picker__title">{page.title || page.slug}</span>
                <span className="studio-page-picker__address">
                  {pagePath(page.language, page.slug)} · {page.source} · {screenText(language, `status_${page.status}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </StudioDialog>
  );
}

/**
 * The button that opens the page picker beside a link's address, and its dialog; `onChoose`
 * gets the chosen page. The block editor's link fields and the page editor's side panel both use it.
 */
export function PageChooser({
  language,
  pageLanguage,
  readOnly,
  onChoose,
}: {
  language: StudioLanguage;
  pageLanguage: string | undefined;
  readOnly?: boolean | undefined;
  onChoose: (page: EditorPageSummary) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="studio-picker-field__row">
        <button type="button" className="studio-picker-field__button" disabled={readOnly} onClick={() => setOpen(true)}>
          {screenText(language, 'choosePage')}
        </button>
      </div>
      <PagePickerDialog
        open={open}
        language={language}
        pageLanguage={pageLanguage}
        onClose={() => setOpen(false)}
        onChoose={(page) => {
          setOpen(false);
          onChoose(page);
        }}
      />
    </>
  );
}

/** What choosing a page sets in a link: the page's address, as one of ours, and its title when the link has no text yet. */
export function linkToPage(
  page: EditorPageSummary,
  currentTitle: unknown,
): Pick<Link, 'url' | 'title' | 'isLinkExternal'> {
  return {
    url: pagePath(page.language, page.slug),
    isLinkExternal: false,
    title: typeof currentTitle === 'string' && currentTitle !== '' ? currentTitle : page.title,
  };
}
