import { useTranslation } from '../../i18n/translation';
import { pagerWindow } from '@zilt/contracts/overview-rules';
import { SmartLink } from '../smart-link/smart-link';
import './pager.css';

export interface PagerProps {
  /** Zero-based. */
  currentPage: number;
  totalPages: number;
  /** The address of a page (zero-based), keeping everything else of the current address. */
  pageHref: (page: number) => string;
}

/**
 * Previous and next, up to four pages either side of the current one, and the first and last
 * page with dots when they lie further away; then "page n of m". Shown only when there is more
 * than one page.
 */
export function Pager({ currentPage, totalPages, pageHref }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const window = pagerWindow(currentPage, totalPages);
  const current = Math.min(Math.max(0, currentPage), totalPages - 1);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul className="pager__list">
        <PagerStep target={window.previous} rel="prev" label={t('pager.previous')} pageHref={pageHref} />
        {window.entries.map((entry) =>
          entry.kind === 'gap' ? (
            <li key={`gap-${entry.key}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.index}>
              <SmartLink
                className={entry.current ? 'pager__link pager__link--current' : 'pager__link'}
                href={pageHref(entry.index)}
                aria-current={entry.current ? 'page' : undefined}
                aria-label={
                  entry.current
                    ? t('pager.current', { page: entry.index + 1 })
                    : t('pager.goTo', { page: entry.index + 1 })
                }
                preventScrollReset
              >
                {entry.index + 1}
              </SmartLink>
            </li>
          ),
        )}
        <PagerStep target={window.next} rel="next" label={t('pager.next')} pageHref={pageHref} />
      </ul>
      <p className="pager__status">{t('pager.pageOf', { current: current + 1, total: totalPages })}</p>
    </nav>
  );
}

/** Previous or next: a link to that page, or plain text on the first or last page. */
function PagerStep({
  target,
  rel,
  label,
  pageHref,
}: {
  target: number | null;
  rel: 'prev' | 'next';
  label: string;
  pageHref: PagerProps['pageHref'];
}) {
  return (
    <li className="pager__step">
      {target === null ? (
        <span className="pager__link pager__link--disabled" aria-disabled="true">
          {label}
        </span>
      ) : (
        <SmartLink className="pager__link" href={pageHref(target)} rel={rel} preventScrollReset>
          {label}
        </SmartLink>
      )}
    </li>
  );
}
