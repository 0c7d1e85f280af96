import { useTranslation } from '../../i18n/translation';
import { SmartLink } from '../../components/smart-link/smart-link';
import { spaPaths } from '../../lib/page-address/spa-address';
import './spa-pages.css';

/** The agency site's empty route: every address it does not know falls back to it. */
export function SpaNotFound() {
  const { t } = useTranslation();
  return (
    <section className="container spa-section">
      <h1 className="spa-section__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <SmartLink href={spaPaths.home}>{t('spa.notFound.backHome')}</SmartLink>
      </p>
    </section>
  );
}
