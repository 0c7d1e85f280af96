import type { BreadcrumbList } from '@zilt/contracts/page';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../icon/icon';
import { SmartLink } from '../smart-link/smart-link';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import './breadcrumbs.css';

/** Home, then the trail the page's breadcrumbs give; also as JSON-LD for search engines. */
export function Breadcrumbs({ items, origin }: { items: BreadcrumbList; origin: string }) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  return (
    <>
      <nav className="breadcrumbs container" aria-label={t('breadcrumbs.label')}>
        <ol className="breadcrumbs__list">
          {items.map((crumb, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${crumb.url}-${index}`} className="breadcrumbs__item">
                {index > 0 && <Icon name="chevron-right" size={16} className="breadcrumbs__separator" />}
                <SmartLink href={crumb.url} aria-current={last ? 'page' : undefined}>
                  {crumb.title}
                </SmartLink>
              </li>
            );
          })}
        </ol>
      </nav>
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(items, origin) }}
      />
    </>
  );
}
