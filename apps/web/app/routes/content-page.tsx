import type { SitePage } from '@zilt/contracts/site-services';
import { useTranslation } from '../i18n/translation';
import { data, Link, redirect, useRouteError } from 'react-router';
import { BlockList } from '../blocks/block-list';
import { MapDataContext } from '../blocks/map-block/map-data-context';
import { blockKindsIn, preloadBlockKinds } from '../blocks/registry';
import { loadFoundPage, renderedPage } from '../features/content-page/load-page.server';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { PageHeader } from '../components/page-header/page-header';
import { pagePath, resolvePageAddress } from '../lib/page-address/resolve-page-address';
import { classifyRouteError } from '../features/page-states/classify-route-error';
import { PageStateView } from '../features/page-states/page-state-view';
import { OverviewSection } from '../features/overview/overview-section';
import { ProjectSidePanel } from '../features/project-page/project-side-panel';
import { PageMapSlot, preloadPageMap } from '../features/project-map-page/page-map-slot';
import type { SiteData } from '../lib/site-data/site-data';
import { useSiteData } from '../lib/site-data/use-site-data';
import type { Route } from './+types/content-page';
import { contentPageMeta } from './content-page-meta';
import { eventKeyOf, eventStatusOfPage } from '../features/events/event-page';
import { RegistrationEventContext } from '../lib/events/registration-event-context';
import { PageStructuredData } from '../features/seo/page-structured-data';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language, slug, wpPrefix } = resolvePageAddress(url.pathname);
  let page: SitePage | null;
  try {
    page = await context.services.getPage('wp', language, slug);
  } catch (error) {
    // A page that cannot be read (an exception, not a miss) is logged and fails with status 500.
    context.log.error({ err: error, slug, language }, 'reading the page failed');
    throw data(null, { status: 500 });
  }
  if (page) return loadFoundPage(context, request, page);
  // A renamed page's former address leads to its present one, for good (308 keeps the method).
  const movedTo = await context.services.getPageRedirect('wp', language, slug).catch(() => null);
  if (movedTo !== null) throw redirect(`${pagePath(language, movedTo, wpPrefix)}${url.search}`, 308);
  // An unknown slug shows the content's not-found page, answered with status 404 so that search
  // engines do not index it.
  const notFoundPage = await context.services.getPage('wp', language, 'not-found').catch(() => null);
  return data(
    {
      page: notFoundPage ? renderedPage(notFoundPage) : null,
      notFound: true,
      overview: null,
      map: null,
      renderedAt: Date.now(),
      eventGeo: null,
    },
    { status: 404 },
  );
}

/** Client-side navigation: the next page's block renderers (and page-level map) load before it shows. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await Promise.all([
    preloadBlockKinds(blockKindsIn(loaded.page?.blocks ?? [])),
    loaded.page?.template === 'project-map' && !loaded.notFound ? preloadPageMap() : null,
  ]);
  return loaded;
}

export function meta({ loaderData, matches, error, location }: Route.MetaArgs) {
  const site = matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined;
  return contentPageMeta(loaderData, site, error, location.search);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSiteData();
  const { page, notFound, overview, map, renderedAt, eventGeo } = loaderData;
  const language = page?.language ?? site?.language ?? 'en';

  if (!page) {
    return (
      <>
        <PageHeader
          header={{ kind: 'default', title: t('notFound.title'), intro: t('notFound.text') }}
          language={language}
        />
        <p className="container page-fallback-link">
          <Link to={pagePath(language, '/', site?.wpPrefix)}>{t('notFound.backHome')}</Link>
        </p>
      </>
    );
  }
  // The not-found page carries the header title 'Page not found' in the page language.
  const header = notFound ? { ...page.header, title: t('notFound.title') } : page.header;
  const eventStatus = notFound ? undefined : eventStatusOfPage(page, renderedAt);
  return (
    <RegistrationEventContext.Provider value={notFound ? null : eventKeyOf(page)}>
      <Breadcrumbs items={page.breadcrumbs} origin={site?.origin ?? ''} />
      {!notFound && <PageStructuredData page={page} origin={site?.origin ?? ''} geo={eventGeo} />}
      <PageHeader header={header} language={language} eventStatus={eventStatus} />
      {overview && <OverviewSection overview={overview} renderedAt={renderedAt} />}
      <MapDataContext.Provider value={map}>
        {page.template === 'project-map' && !notFound && <PageMapSlot />}
        {page.pageKind === 'project' ? (
          <div className="project-layout">
            <div className="page-blocks">
              <BlockList blocks={page.blocks} />
            </div>
            <ProjectSidePanel terms={page.taxonomyTerms} place={page.project} />
          </div>
        ) : (
          <div className="page-blocks">
            <BlockList blocks={page.blocks} />
          </div>
        )}
      </MapDataContext.Provider>
    </RegistrationEventContext.Provider>
  );
}

/** Errors of this page render inside the site frame: header and footer stay usable. */
export function ErrorBoundary() {
  const error = useRouteError();
  const site = useSiteData();
  return (
    <PageStateView
      classified={classifyRouteError(error)}
      error={error}
      language={site?.language ?? 'en'}
      showStack={(site?.environment ?? 'production') !== 'production'}
    />
  );
}
