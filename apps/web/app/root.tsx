import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { data, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { SiteFrame } from './components/site-frame/site-frame';
import { ConsentModeScript } from './features/analytics/consent-mode-script';
import { ConsentProvider } from './features/consent/consent-provider';
import { CookieBar } from './features/consent/cookie-bar';
import { useNonce } from './features/csp/nonce-context';
import { pagePath, resolvePageAddress } from './features/page-address/resolve-page-address';
import { classifyRouteError } from './features/page-states/classify-route-error';
import { PageStateView } from './features/page-states/page-state-view';
import { loadSiteData } from './features/site-data/load-site-data.server';
import { useSiteData } from './features/site-data/use-site-data';
import { createI18n, i18nForLanguage, lastBrowserI18n } from './i18n/create-i18n';
import { fallbackResources } from './i18n/fallback-resources';
import './load-context.ts';
import './styles/global.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await loadSiteData(request, context);
  return data(site, site.menuState === 'unauthorized' ? { status: 401 } : undefined);
}

/**
 * Menus, contact options and translations depend only on the language: reload them when the
 * language changes, not on every navigation.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const current = resolvePageAddress(currentUrl.pathname);
  const next = resolvePageAddress(nextUrl.pathname);
  if (current.language !== next.language || current.wpPrefix !== next.wpPrefix) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const { language } = resolvePageAddress(pathname);
  const consent = useSiteData()?.consent;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ConsentModeScript nonce={nonce} tracking={consent?.stored.tracking ?? 'no'} tagManagerId={consent?.tagManagerId ?? null} />
        <meta name="theme-color" content="#0E2A47" />
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

function AccessDenied() {
  const site = useSiteData();
  return <PageStateView classified={{ kind: 'unauthorized', status: 401 }} error={null} language={site?.language ?? 'en'} showStack={false} />;
}

export default function App({ loaderData: site }: Route.ComponentProps) {
  const i18n = useMemo(() => i18nForLanguage(site.language, site.translations), [site.language, site.translations]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConsentProvider consent={site.consent} language={site.language}>
        <SiteFrame site={site}>{site.menuState === 'unauthorized' ? <AccessDenied /> : <Outlet />}</SiteFrame>
        <CookieBar language={site.language} wpPrefix={site.wpPrefix} />
      </ConsentProvider>
    </I18nextProvider>
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
  const language = site?.language ?? resolvePageAddress(pathname).language;
  const i18n = useMemo(
    () => (site ? i18nForLanguage(site.language, site.translations) : (lastBrowserI18n() ?? createI18n('en', fallbackResources))),
    [site],
  );
  const showStack = (site?.environment ?? 'production') !== 'production';
  return (
    <I18nextProvider i18n={i18n}>
      <MinimalFrame language={language}>
        <PageStateView classified={classifyRouteError(error)} error={error} language={language} showStack={showStack} />
      </MinimalFrame>
    </I18nextProvider>
  );
}
