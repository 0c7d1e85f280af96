import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { SiteData } from '../../lib/site-data/site-data';
import { SiteFooter } from '../site-footer/site-footer';
import { SiteHeader } from '../site-header/site-header';
import { useFocusMainOnNavigation, useHydratedMark } from './frame-hooks';

/** Skip link, header, main content and footer of every public page (the root adds the online notice after it). */
export function SiteFrame({ site, children }: { site: SiteData; children: ReactNode }) {
  const { t } = useTranslation();
  const mainRef = useFocusMainOnNavigation();
  useHydratedMark();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <SiteHeader language={site.language} wpPrefix={site.wpPrefix} menu={site.menus.main} />
      <main id="main-content" className="site-main" tabIndex={-1} ref={mainRef}>
        {children}
      </main>
      <SiteFooter
        contactOptions={site.contactOptions}
        legalMenu={site.menus.footer}
        copyrightMenu={site.menus.copyright}
      />
    </>
  );
}
