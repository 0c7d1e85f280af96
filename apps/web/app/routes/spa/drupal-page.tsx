import { data, redirect } from 'react-router';
import type { SitePage } from '@zilt/contracts/site-services';
import type { Route } from './+types/drupal-page';
import { blockKindsIn, preloadBlockKinds } from '../../blocks/registry';
import { cmsPageOf, CmsPageView } from '../../features/spa-pages/cms-page-view';
import { SpaNotFound } from '../../features/spa-pages/spa-not-found';
import { commonText } from '../../features/page-states/state-title';
import { resolveSpaCmsAddress } from '../../lib/page-address/spa-address';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';
import { pageHeadTags } from '../../features/seo/page-head';

/** A published CMS page of the Drupal-style source (dp) at `/spa/drupal/{lang?}/{slug…}`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, slug } = resolveSpaCmsAddress(new URL(request.url).pathname);
  let page: SitePage | null;
  try {
    page = await context.services.getPage('dp', language, slug);
  } catch (error) {
    context.log.error({ err: error, slug, language, source: 'dp' }, 'reading the page failed');
    throw data(null, { status: 500 });
  }
  if (!page) {
    // A renamed page's former address leads to its present one, for good (308 keeps the method).
    const movedTo = await context.services.getPageRedirect('dp', language, slug).catch(() => null);
    if (movedTo !== null) throw redirect(`/spa/drupal/${language}/${movedTo === '/' ? '' : movedTo}`, 308);
    return data({ page: null }, { status: 404 });
  }
  await preloadBlockKinds(blockKindsIn(page.blocks));
  return { page: cmsPageOf(page) };
}

/** Client-side navigation: the next page's block renderers load before it shows. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await preloadBlockKinds(blockKindsIn(loaded.page?.blocks ?? []));
  return loaded;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  const page = loaderData?.page;
  if (!page) {
    return [
      { title: commonText(site?.translations, site?.language ?? 'en', 'notFound.title') },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const intro = 'intro' in page.header ? page.header.intro : undefined;
  return [
    { title: page.title },
    ...pageHeadTags({
      origin: site?.origin ?? '',
      source: 'dp',
      language: page.language,
      slug: page.slug,
      title: page.title,
      description: intro,
      translations: page.translations,
      header: page.header,
      type: 'website',
    }),
  ];
}

export default function DrupalPage({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <CmsPageView page={loaderData.page} /> : <SpaNotFound />;
}
