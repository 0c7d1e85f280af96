import { useEffect, useId, useState } from 'react';
import type { CustomField } from '@puckeditor/core';
import { linkSchema } from '@zilt/contracts/common';
import { editorPageListSchema, type EditorPageSummary } from '@zilt/contracts/editor-pages';
import { pagePath } from '../../lib/page-address/resolve-page-address';
import { AddressInput, pickerField, type PickerProps } from './picker-field';
import { studioApi } from './shell/studio-api';
import { useEditorPageLanguage, useSetFieldsTogether } from './sibling-fields';
import { StudioDialog } from './studio-dialog';
import { screenText, type StudioLanguage } from './studio-language';

// A link's address in the block editor: typed (an external address is fine), or one of our
// pages found by its title or address through the editing API's page list. Choosing fills the
// page's address, and the link's text when it has none yet.

/** The fields of a link as the contracts write it, so an object of exactly these is a link. */
export const linkKeys: readonly string[] = Object.keys(linkSchema.shape);

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

function LinkAddress({ id, name, label, value, onChange, readOnly, language }: PickerProps) {
  const [open, setOpen] = useState(false);
  const pageLanguage = useEditorPageLanguage();
  const setTogether = useSetFieldsTogether();
  return (
    <>
      <AddressInput id={id} name={name} label={label} value={value} onChange={onChange} readOnly={readOnly} />
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
          setTogether(
            name,
            pagePath(page.language, page.slug),
            (current) => ({
              isLinkExternal: false,
              title: typeof current('title') === 'string' && current('title') !== '' ? current('title') : page.title,
            }),
            onChange,
          );
        }}
      />
    </>
  );
}

export function linkAddressField(label: string, language: StudioLanguage): CustomField<string | undefined> {
  return pickerField(label, language, LinkAddress);
}
