import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { consentCategories, type ConsentCategory, type ConsentValue } from '@zilt/contracts/consent-rules';
import type { Language } from '@zilt/contracts/common';
import { pagePath } from '../../lib/page-address/resolve-page-address';
import { useConsentSnapshot, useConsentStore } from '../../lib/consent/consent-provider';
import { SmartLink } from '../../components/smart-link/smart-link';
import { useLocation } from 'react-router';
import './cookie-bar.css';

/** Where the bar's buttons post the choice when JavaScript does not run (the server's consent module). */
const consentChoiceFormPath = '/api/v1/consent/choice';

type OptionalSelection = { video: ConsentValue; tracking: ConsentValue };

function CategoryOption({
  category,
  selection,
  onChange,
}: {
  category: ConsentCategory;
  selection: OptionalSelection;
  onChange: (next: OptionalSelection) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const fixed = category === 'functional' || category === 'analytical';
  const checked = fixed || selection[category as keyof OptionalSelection] === 'yes';
  return (
    <li className="cookie-bar__category">
      <input
        type="checkbox"
        id={`${id}-input`}
        className="cookie-bar__checkbox"
        name={`${category}-cookies`}
        value="yes"
        checked={checked}
        disabled={fixed}
        aria-describedby={`${id}-description`}
        onChange={(event) =>
          onChange({ ...selection, [category]: event.currentTarget.checked ? 'yes' : 'no' } as OptionalSelection)
        }
      />
      <div className="cookie-bar__category-text">
        <label htmlFor={`${id}-input`} className="cookie-bar__category-title">
          {t(`cookies.${category}.title`)}
          {fixed ? <span className="cookie-bar__always-on"> ({t('cookies.alwaysOn')})</span> : null}
        </label>
        <p id={`${id}-description`} className="cookie-bar__category-description">
          {t(`cookies.${category}.description`)}
        </p>
      </div>
    </li>
  );
}

/**
 * The cookie bar: at the bottom of every page until the visitor has chosen, drawn
 * by the server from the request's cookies. A labelled region, not a dialog: the page stays
 * usable around it. It comes first in the document, so that it is the first thing the keyboard
 * and a screen reader reach while it is open; its style places it at the bottom.
 */
export function CookieBar({ language, wpPrefix }: { language: Language; wpPrefix: boolean }) {
  const { t } = useTranslation('common');
  const store = useConsentStore();
  const consent = useConsentSnapshot();
  const id = useId();
  const location = useLocation();
  const regionRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [selection, setSelection] = useState<OptionalSelection>({
    video: consent?.video ?? 'no',
    tracking: consent?.tracking ?? 'no',
  });

  const barOpen = consent?.barOpen ?? false;
  const reopened = consent?.reopened ?? false;
  useEffect(() => {
    if (!barOpen || !reopened || !consent) return;
    // Reopened from the cookie block: start from the stored choice with the options shown,
    // and take the keyboard there.
    setSelection({ video: consent.video, tracking: consent.tracking });
    setOptionsOpen(true);
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    regionRef.current?.focus();
    // Only on (re)opening, not on every change of the snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [barOpen, reopened]);
  useEffect(() => {
    // Closed by a choice: give the keyboard back to the button that reopened the bar.
    if (barOpen || !openerRef.current) return;
    if (openerRef.current.isConnected) openerRef.current.focus();
    openerRef.current = null;
  }, [barOpen]);

  if (!store || !consent || !barOpen) return null;
  const titleId = `${id}-title`;
  const optionsId = `${id}-options`;
  return (
    <section
      ref={regionRef}
      className="cookie-bar"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-cookie-bar=""
      data-options-open={optionsOpen ? 'true' : 'false'}
    >
      {/* Without JavaScript the buttons post this form (the choice is recorded and the page comes
          back without the bar); with JavaScript they choose in the page as before. */}
      <form className="cookie-bar__inner container" method="post" action={consentChoiceFormPath}>
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <div className="cookie-bar__intro">
          <h2 id={titleId} className="cookie-bar__title">
            {t('cookies.title')}
          </h2>
          <p className="cookie-bar__text">
            {t('cookies.intro')}{' '}
            <SmartLink href={pagePath(language, t('cookies.policySlug'), wpPrefix)} className="cookie-bar__policy">
              {t('cookies.policyLink')}
            </SmartLink>
          </p>
        </div>
        <div id={optionsId} className="cookie-bar__options" hidden={!optionsOpen}>
          <fieldset className="cookie-bar__fieldset">
            <legend className="cookie-bar__legend">{t('cookies.categories')}</legend>
            <ul className="cookie-bar__categories">
              {consentCategories.map((category) => (
                <CategoryOption key={category} category={category} selection={selection} onChange={setSelection} />
              ))}
            </ul>
          </fieldset>
        </div>
        <div className="cookie-bar__actions">
          <button
            type="button"
            className="cookie-bar__button cookie-bar__button--toggle"
            aria-expanded={optionsOpen}
            aria-controls={optionsId}
            onClick={() => setOptionsOpen((open) => !open)}
          >
            {optionsOpen ? t('cookies.hideOptions') : t('cookies.options')}
            <svg
              className="cookie-bar__chevron"
              width="16"
              height="16"
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          {optionsOpen ? (
            <button
              type="submit"
              name="action"
              value="save-preferences"
              className="cookie-bar__button cookie-bar__button--secondary cookie-bar__button--save"
              onClick={(event) => {
                event.preventDefault();
                store.choose('save-preferences', selection);
              }}
            >
              {t('cookies.savePreferences')}
            </button>
          ) : null}
          {/* Declining is as easy as accepting: the two choices look the same, side by side,
              equally wide (the Dutch data-protection authority's guidance). */}
          <div className="cookie-bar__choices">
            <button
              type="submit"
              name="action"
              value="decline-all"
              className="cookie-bar__button cookie-bar__button--choice"
              onClick={(event) => {
                event.preventDefault();
                store.choose('decline-all');
              }}
            >
              {t('cookies.declineAll')}
            </button>
            <button
              type="submit"
              name="action"
              value="accept-all"
              className="cookie-bar__button cookie-bar__button--choice"
              onClick={(event) => {
                event.preventDefault();
                store.choose('accept-all');
              }}
            >
              {t('cookies.acceptAll')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
