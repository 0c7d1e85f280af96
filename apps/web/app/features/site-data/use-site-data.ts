import { useRouteLoaderData } from 'react-router';
import type { SiteData } from './site-data';

/** The root loader's data: language, menus, contact options, translations. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData('root') as SiteData | undefined;
}
