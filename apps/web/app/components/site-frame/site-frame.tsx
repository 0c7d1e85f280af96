import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OnlineStatus } from '../../features/offline/online-status';
import type { SiteData } from '../../features/site-data/site-data';
import { SiteFooter } from '../site-footer/site-footer';
import { SiteHeader } from '../site-header/site-header';

/**
 * Moves focus to the main content after a client-side navigation, so keyboard and screen
 * reader users start reading the new page instead of staying on the link they used.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/** Marks the document once React has taken over (tests wait for it before clicking). */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}

/** Skip link, header, main content, footer and the online notice of every public page. */
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
      <SiteFooter contactOptions={site.contactOptions} legalMenu={site.menus.footer} copyrightMenu={site.menus.copyright} />
      <OnlineStatus />
    </>
  );
}
