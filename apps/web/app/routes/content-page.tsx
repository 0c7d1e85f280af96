import type { SitePage } from '@zilt/contracts/site-services';
import { useTranslation } from 'react-i18next';
import { data, Link, useRouteError, useSearchParams } from 'react-router';
import { BlockList } from '../blocks/block-list';
import { blockKindsIn, preloadBlockKinds } from '../blocks/registry';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { PageHeader } from '../components/page-header/page-header';
import { pagePath, resolvePageAddress } from '../features/page-address/resolve-page-address';
import { classifyRouteError } from '../features/page-states/classify-route-error';
import { PageStateView } from '../features/page-states/page-state-view';
import { searchQueryOf } from '../features/search/search-query';
import { SearchResults } from '../features/search/search-results';
import type { SiteData } from '../features/site-data/site-data';
import { useSiteData } from '../features/site-data/use-site-data';
import type { Route } from './+types/content-page';

/** What the page needs in the browser (revision and node ids stay on the server). */
function renderedPage(page: SitePage) {
  return {
    title: page.title,
    language: page.language,
    slug: page.slug,
    header: page.header,
    breadcrumbs: page.breadcrumbs,
    blocks: page.blocks,
    template: page.template,
    pageKind: page.pageKind,
    nodeType: page.nodeType,
    taxonomyTerms: page.taxonomyTerms,
    translations: page.translations,
    lastUpdated: page.lastUpdated,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, slug } = resolvePageAddress(new URL(request.url).pathname);
  let page: SitePage | null;
  try {
    page = await context.services.getPage('wp', language, slug);
  } catch (error) {
    // Spec §8: a page fetch exception is logged and fails with status 500.
    console.error(`reading page "${slug}" (${language}) failed`, error);
    throw data(null, { status: 500 });
  }
  if (page) {
    const query = page.template === 'search-page' ? searchQueryOf(new URL(request.url)) : null;
    const [search] = await Promise.all([
      query ? context.services.searchPages('wp', language, query).then((result) => ({ query, ...result })) : null,
      preloadBlockKinds(blockKindsIn(page.blocks)),
    ]);
    return { page: renderedPage(page), notFound: false, search };
  }
  // Spec §2: an unknown slug shows the not-found page; interpretation: with status 404.
  const notFoundPage = await context.services.getPage('wp', language, 'not-found').catch(() => null);
  return data({ page: notFoundPage ? renderedPage(notFoundPage) : null, notFound: true, search: null }, { status: 404 });
}

/** Client-side navigation: the next page's block renderers load before it shows. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await preloadBlockKinds(blockKindsIn(loaded.page?.blocks ?? []));
  return loaded;
}

function lookupText(site: SiteData | undefined, path: string): string | undefined {
  if (!site) return undefined;
  let node: unknown = site.translations[site.language]?.['common'];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined;
  if (!loaderData) return [{ title: lookupText(site, 'crash.title') ?? 'Zilt' }];
  const title = loaderData.notFound ? (lookupText(site, 'notFound.title') ?? 'Page not found') : (loaderData.page?.title ?? 'Zilt');
  const header = loaderData.page?.header;
  const description = header && ('intro' in header ? header.intro : 'pageIntro' in header ? header.pageIntro : undefined);
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(loaderData.notFound ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** Test hook, honoured only when the server runs with NODE_ENV=test: `?zilt-test-crash` crashes the render. */
export const testCrashParameter = 'zilt-test-crash';

class TestCrashError extends Error {
  override name = 'TestCrashError';
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSiteData();
  const [searchParams] = useSearchParams();
  if (site?.environment === 'test' && searchParams.has(testCrashParameter)) {
    throw new TestCrashError('The page was asked to crash for a test');
  }
  const { page, notFound, search } = loaderData;
  const language = page?.language ?? site?.language ?? 'en';

  if (!page) {
    return (
      <>
        <PageHeader header={{ kind: 'default', title: t('notFound.title'), intro: t('notFound.text') }} language={language} />
        <p className="container page-fallback-link">
          <Link to={pagePath(language, '/', site?.wpPrefix)}>{t('notFound.backHome')}</Link>
        </p>
      </>
    );
  }
  // Spec §2: the not-found page carries the header title 'Page not found' in the page language.
  const header = notFound ? { ...page.header, title: t('notFound.title') } : page.header;
  return (
    <>
      <Breadcrumbs items={page.breadcrumbs} origin={site?.origin ?? ''} />
      <PageHeader header={header} language={language} />
      {search && <SearchResults search={search} />}
      <div className="page-blocks">
        <BlockList blocks={page.blocks} />
      </div>
    </>
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
