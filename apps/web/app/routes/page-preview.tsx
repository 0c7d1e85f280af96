import { data } from 'react-router';
import { DraftPreviewNotice } from '../components/draft-preview-notice/draft-preview-notice';
import { previewQuery } from '@zilt/contracts/preview-link';
import type { SiteData } from '../lib/site-data/site-data';
import type { Route } from './+types/page-preview';
import { loadFoundPage } from '../features/content-page/load-page.server';
import ContentPage, { clientLoader, ErrorBoundary } from './content-page';
import { contentPageMeta } from './content-page-meta';

// A draft of a main-site page is not public: it is shown only through a signed link that has
// not expired (made by the editing API), rendered as the page would be, never kept by any cache
// and never indexed. Without a valid signature the address is not found.

const previewHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await context.services.getPreviewPage({
    source: 'wp',
    language: params.lang,
    nodeId: params.nodeId,
    revisionId: params.revisionId,
    expires: url.searchParams.get(previewQuery.expires),
    signature: url.searchParams.get(previewQuery.signature),
  });
  if (!page) {
    return data(
      { page: null, notFound: true, overview: null, map: null, renderedAt: Date.now() },
      { status: 404, headers: previewHeaders },
    );
  }
  return data(await loadFoundPage(context, request, page), { headers: previewHeaders });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export { clientLoader, ErrorBoundary };

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined;
  const described = contentPageMeta(loaderData, site, error).filter(
    (entry) => !('name' in entry && entry.name === 'robots'),
  );
  return [...described, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The page as it would be published, under a notice that it is a draft preview. */
export default function PagePreview(props: Route.ComponentProps) {
  const { loaderData, params } = props;
  return (
    <>
      {loaderData.page && !loaderData.notFound && <DraftPreviewNotice language={params.lang} />}
      {/* The content page reads the same loader data; its route types name its own route. */}
      <ContentPage {...(props as unknown as Parameters<typeof ContentPage>[0])} />
    </>
  );
}
