import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { Route } from './+types/error-handling-test';
import { commonText } from '../../features/page-states/state-title';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';
import '../../features/spa-pages/spa-pages.css';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  return [{ title: commonText(site?.translations, 'en', 'crash.title') }, { name: 'robots', content: 'noindex' }];
}

/** The error this page throws on request, so the error log can be seen with a real error. */
export class DemonstrationError extends Error {
  override name = 'DemonstrationError';
}

/** Throws while rendering, which is what the error log catches (an event handler's error is not). */
function Thrower({ message }: { message: string }): never {
  throw new DemonstrationError(message);
}

/**
 * The error log page: what the site shows when a page fails (the error's name and message, and
 * its stack outside production), with a button that throws an error to show it.
 */
export default function ErrorHandlingTest() {
  const { t } = useTranslation();
  const [throwing, setThrowing] = useState(false);
  return (
    <section className="container spa-section">
      <h1 className="spa-section__title">{t('crash.title')}</h1>
      <p className="spa-section__intro">{t('spa.errorLog.intro')}</p>
      <button type="button" className="button button--primary" onClick={() => setThrowing(true)}>
        {t('spa.errorLog.throw')}
      </button>
      {throwing && <Thrower message={t('spa.errorLog.message')} />}
    </section>
  );
}
