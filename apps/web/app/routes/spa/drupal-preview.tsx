import { useTranslation } from '../../i18n/translation';
import { data } from 'react-router';
import { previewQuery } from '@zilt/contracts/preview-link';
import type { Route } from './+types/drupal-preview';
import { blockKindsIn, preloadBlockKinds } from '../../blocks/registry';
import { cmsPageOf, CmsPageView } from '../../features/spa-pages/cms-page-view';
import { SpaNotFound } from '../../features/spa-pages/spa-not-found';
import { commonText } from '../../features/page-states/state-title';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';

// A draft is not public: it is shown only through a signed link that has not expired, never
// kept by any cache and never indexed. Without a valid signature the address is not found.

const previewHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await context.services.getPreviewPage({
    language: params.lang,
    nodeId: params.nodeId,
    revisionId: params.revisionId,
    expires: url.searchParams.get(previewQuery.expires),
    signature: url.searchParams.get(previewQuery.signature),
  });
  if (!page) return data({ page: null }, { status: 404, headers: previewHeaders });
  await preloadBlockKinds(blockKindsIn(page.blocks));
  return data({ page: cmsPageOf(page) }, { headers: previewHeaders });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Client-side navigation: the next page's block renderers load before it shows. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await preloadBlockKinds(blockKindsIn(loaded.page?.blocks ?? []));
  return loaded;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  const title = loaderData?.page?.title ?? commonText(site?.translations, site?.language ?? 'en', 'notFound.title');
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function DrupalPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.page) return <SpaNotFound />;
  return (
    <>
      <p className="spa-preview-notice" role="note">
        {t(loaderData.page.status === 'draft' ? 'spa.preview.draft' : 'spa.preview.published')}
      </p>
      <CmsPageView page={loaderData.page} />
    </>
  );
}
