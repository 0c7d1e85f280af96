import type { Language } from '@zilt/contracts/common';
import { defaultMapStyleUrl } from '@zilt/contracts/map-settings';
import type { SiteLoadContext, SitePage } from '@zilt/contracts/site-services';
import { useTranslation } from '../i18n/translation';
import { data, Link, useRouteError } from 'react-router';
import { BlockList } from '../blocks/block-list';
import { MapDataContext, type PageMapData } from '../blocks/map-block/map-data-context';
import { blockKindsIn, preloadBlockKinds } from '../blocks/registry';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { PageHeader } from '../components/page-header/page-header';
import { pagePath, resolvePageAddress } from '../lib/page-address/resolve-page-address';
import { classifyRouteError } from '../features/page-states/classify-route-error';
import { PageStateView } from '../features/page-states/page-state-view';
import { fillRecentNews } from '../features/overview/fill-recent-news.server';
import { loadOverview } from '../features/overview/load-overview.server';
import { overviewKindOf } from '../features/overview/overview-kind';
import { OverviewSection } from '../features/overview/overview-section';
import { searchPageBreadcrumbs } from '../features/search/search-breadcrumbs';
import { ProjectSidePanel } from '../features/project-page/project-side-panel';
import { PageMapSlot, preloadPageMap } from '../features/project-map-page/page-map-slot';
import type { SiteData } from '../lib/site-data/site-data';
import { useSiteData } from '../lib/site-data/use-site-data';
import type { Route } from './+types/content-page';
import { contentPageMeta } from './content-page-meta';
import { eventKeyOf, eventStatusOfPage, withRegistrationForm } from '../features/events/event-page';
import { RegistrationEventContext } from '../lib/events/registration-event-context';
import { PageStructuredData } from '../features/seo/page-structured-data';

/** What the page needs in the browser (revision and node ids stay on the server). */
function renderedPage(page: SitePage) {
  return {
    title: page.title,
    language: page.language,
    slug: page.slug,
    header: page.header,
    breadcrumbs:
      page.template === 'search-page' ? searchPageBreadcrumbs(page.breadcrumbs, page.title) : page.breadcrumbs,
    blocks: page.blocks,
    template: page.template,
    pageKind: page.pageKind,
    nodeType: page.nodeType,
    taxonomyTerms: page.taxonomyTerms,
    project: page.project,
    translations: page.translations,
    lastUpdated: page.lastUpdated,
  };
}

/** The project list and basemap for the maps of a page; only pages with a map read them. */
async function pageMapData(context: SiteLoadContext, language: Language): Promise<PageMapData> {
  const projects = await context.services.getMapProjects('wp', language);
  return {
    language,
    list: projects.map(({ id, title, url, theme }) => ({ id, title, url, theme })),
    styleUrl: context.publicSettings.mapStyleUrl ?? defaultMapStyleUrl,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, slug } = resolvePageAddress(new URL(request.url).pathname);
  let page: SitePage | null;
  try {
    page = await context.services.getPage('wp', language, slug);
  } catch (error) {
    // A page that cannot be read (an exception, not a miss) is logged and fails with status 500.
    context.log.error({ err: error, slug, language }, 'reading the page failed');
    throw data(null, { status: 500 });
  }
  // Whether an event is past is judged now; the page cache keeps the page only until it changes.
  const renderedAt = Date.now();
  if (page) {
    const overviewKind = overviewKindOf(page.template);
    const pageBlocks = withRegistrationForm(page, page.blocks, eventStatusOfPage(page, renderedAt));
    const kinds = blockKindsIn(pageBlocks);
    const hasPageMap = page.template === 'project-map';
    const [overview, blocks, map] = await Promise.all([
      overviewKind ? loadOverview(context, language, overviewKind, new URL(request.url)) : null,
      fillRecentNews(context, language, pageBlocks),
      hasPageMap || kinds.has('mapBlock') ? pageMapData(context, language) : null,
      preloadBlockKinds(kinds),
      hasPageMap ? preloadPageMap() : null,
    ]);
    // An event's place on the map of structured data: the centre of its postcode's area.
    const eventPostcode =
      page.nodeType === 'event' && page.header.kind === 'detail' ? page.header.location?.postcode : undefined;
    const eventGeo = eventPostcode ? ((await context.services.getPostcodeCentre?.(eventPostcode)) ?? null) : null;
    return { page: renderedPage({ ...page, blocks }), notFound: false, overview, map, renderedAt, eventGeo };
  }
  // An unknown slug shows the content's not-found page, answered with status 404 so that search
  // engines do not index it.
  const notFoundPage = await context.services.getPage('wp', language, 'not-found').catch(() => null);
  return data(
    {
      page: notFoundPage ? renderedPage(notFoundPage) : null,
      notFound: true,
      overview: null,
      map: null,
      renderedAt,
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
