import { Outlet, useRouteError } from 'react-router';
import { classifyRouteError } from '../../features/page-states/classify-route-error';
import { PageStateView } from '../../features/page-states/page-state-view';
import { spaPaths } from '../../lib/page-address/spa-address';
import { useSiteData } from '../../lib/site-data/use-site-data';

/** The agency site's pages; the root draws its frame (header and footer) around them. */
export default function SpaLayout() {
  return <Outlet />;
}

/**
 * Errors of the agency site's pages show in its frame: the error log with the error's name and
 * message, and its stack outside production.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const site = useSiteData();
  return (
    <PageStateView
      classified={classifyRouteError(error)}
      error={error}
      language={site?.language ?? 'en'}
      showStack={(site?.environment ?? 'production') !== 'production'}
      homePath={spaPaths.home}
    />
  );
}
