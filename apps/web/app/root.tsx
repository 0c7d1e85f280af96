import type { ReactNode } from 'react';
import type { Language } from '@zilt/contracts/common';
import { useEffect, useMemo, useRef } from 'react';
import { I18nProvider, useTranslation } from './i18n/translation';
import {
  data,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFrame } from './components/site-frame/site-frame';
import { SpaFrame } from './components/spa-frame/spa-frame';
import { ConsentModeScript } from './features/analytics/consent-mode-script';
import { ConsentProvider } from './lib/consent/consent-provider';
import { CookieBar } from './features/consent/cookie-bar';
import { NavigationProgress } from './features/navigation-progress/navigation-progress';
import { OnlineStatus } from './features/offline/online-status';
import { keepVisitedPage } from './features/offline/service-worker-registration';
import { useNonce } from './lib/csp/nonce-context';
import { pagePath, resolvePageAddress } from './lib/page-address/resolve-page-address';
import { isSpaPath, spaLanguage } from './lib/page-address/spa-address';
import { isStudioPath, studioLanguageOf } from '@zilt/contracts/studio-address';
import type { StudioOutletContext } from './lib/page-address/studio-outlet';
import {
  classifyMenuState,
  classifyRouteError,
  type ClassifiedError,
} from './features/page-states/classify-route-error';
import { PageStateView } from './features/page-states/page-state-view';
import { stateTitle } from './features/page-states/state-title';
import { loadSiteData } from './lib/site-data/load-site-data.server';
import { useSiteData } from './lib/site-data/use-site-data';
import { createI18n, i18nForLanguage, lastBrowserI18n } from './i18n/create-i18n';
import { fallbackResources } from './i18n/fallback-resources';
import './load-context.ts';
import './styles/global.css';
import printStylesUrl from './styles/print.css?url';
import latinFontUrl from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  // Icons made from the logo at build time (scripts/build-icons.mjs); the SVG where supported.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // The first paint's font is fetched with the page, so it is there before the text is drawn.
  { rel: 'preload', href: latinFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // Rules for paper only: a print-only sheet never holds up the first paint on a screen.
  { rel: 'stylesheet', href: printStylesUrl, media: 'print' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await loadSiteData(request, context);
  return data(site, site.menuStatus === null ? undefined : { status: site.menuStatus });
}

/**
 * Only when the root's own error boundary shows (the site data could not be read, or the frame
 * crashed): the state's title. Otherwise the pages set their titles.
 */
export function meta({ error, loaderData, location }: Route.MetaArgs) {
  if (error == null) return [];
  const language = loaderData?.language ?? resolvePageAddress(location.pathname).language;
  return [{ title: stateTitle(classifyRouteError(error), loaderData?.translations, language) }];
}

/**
 * The language of any address: the agency site's own rules under /spa, the studio's under
 * /studio (Dutch unless /studio/en), the content site's elsewhere.
 */
function addressLanguage(pathname: string): Language {
  if (isStudioPath(pathname)) return studioLanguageOf(pathname);
  return isSpaPath(pathname) ? spaLanguage(pathname) : resolvePageAddress(pathname).language;
}

/**
 * Menus, contact options and translations depend only on the language and on the site (the
 * content site or the agency site): reload them when either changes, not on every navigation.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const current = resolvePageAddress(currentUrl.pathname);
  const next = resolvePageAddress(nextUrl.pathname);
  if (
    addressLanguage(currentUrl.pathname) !== addressLanguage(nextUrl.pathname) ||
    isSpaPath(currentUrl.pathname) !== isSpaPath(nextUrl.pathname) ||
    current.wpPrefix !== next.wpPrefix
  )
    return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const language = addressLanguage(pathname);
  const consent = useSiteData()?.consent;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ConsentModeScript
          nonce={nonce}
          tracking={consent?.stored.tracking ?? 'no'}
          tagManagerId={consent?.tagManagerId ?? null}
        />
        <meta name="theme-color" content="#0E2A47" />
        {/* The installed app starts on the home page of the language it was installed from. */}
        <link rel="manifest" href={language === 'nl' ? '/manifest.webmanifest?lang=nl' : '/manifest.webmanifest'} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The whole page's state when the menus could not be read: 'Access denied' or failed. */
function MenuStateView({ classified, language }: { classified: ClassifiedError; language: Language }) {
  return <PageStateView classified={classified} error={null} language={language} showStack={false} />;
}

/** After each client-side navigation, the offline-reading worker keeps the page now shown. */
function useKeepVisitedPages() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page is kept when the worker starts (registerServiceWorker).
    if (first.current) {
      first.current = false;
      return;
    }
    keepVisitedPage();
  }, [pathname, search]);
}

export default function App({ loaderData: site }: Route.ComponentProps) {
  useKeepVisitedPages();
  const i18n = useMemo(() => i18nForLanguage(site.language, site.translations), [site.language, site.translations]);
  const { pathname } = useLocation();
  if (isStudioPath(pathname)) {
    // The studio draws its own screen: no site frame, no cookie bar (it sets no tracking). Its
    // canvas renders blocks with the site's translations and consent state.
    return (
      <I18nProvider i18n={i18n}>
        <ConsentProvider consent={site.consent} language={site.language}>
          <Outlet context={{ studioLanguage: studioLanguageOf(pathname) } satisfies StudioOutletContext} />
        </ConsentProvider>
      </I18nProvider>
    );
  }
  const menuState = classifyMenuState(site);
  const Frame = site.spa ? SpaFrame : SiteFrame;
  return (
    <I18nProvider i18n={i18n}>
      <ConsentProvider consent={site.consent} language={site.language}>
        {/* First in the document while it is open: the keyboard and screen readers meet the
            consent choice before the page; it is drawn at the bottom. */}
        <CookieBar language={site.language} wpPrefix={site.wpPrefix} />
        <Frame site={site}>
          {menuState ? <MenuStateView classified={menuState} language={site.language} /> : <Outlet />}
        </Frame>
        <OnlineStatus />
        <NavigationProgress />
      </ConsentProvider>
    </I18nProvider>
  );
}

function MinimalFrame({ language, children }: { language: 'en' | 'nl'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar container">
          <Link to={pagePath(language, '/')} className="site-header__logo" reloadDocument>
            <img src="/images/logo.svg" width={126} height={48} alt={t('logo.home')} />
          </Link>
        </div>
      </header>
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/**
 * Last resort: the site data itself could not be read, or the frame crashed. Draws a minimal
 * frame with the texts still at hand (the visit's translations, or built-in English ones).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useSiteData();
  const { pathname } = useLocation();
  const language = site?.language ?? addressLanguage(pathname);
  const i18n = useMemo(
    () =>
      site
        ? i18nForLanguage(site.language, site.translations)
        : (lastBrowserI18n() ?? createI18n('en', fallbackResources)),
    [site],
  );
  const showStack = (site?.environment ?? 'production') !== 'production';
  return (
    <I18nProvider i18n={i18n}>
      <MinimalFrame language={language}>
        <PageStateView classified={classifyRouteError(error)} error={error} language={language} showStack={showStack} />
      </MinimalFrame>
    </I18nProvider>
  );
}
