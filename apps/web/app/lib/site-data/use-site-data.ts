import { useRouteLoaderData } from 'react-router';
import type { SiteData } from './site-data';

/** The root loader's data: language, menus, contact options, translations. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData('root') as SiteData | undefined;
}

/** The root loader's data as a route's `meta` sees it (meta functions cannot use hooks). */
export function siteDataOfMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined;
}
