import { data } from 'react-router';
import type { Route } from './+types/spa-not-found';
import { commonText } from '../../features/page-states/state-title';
import { SpaNotFound } from '../../features/spa-pages/spa-not-found';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';

/** Every agency-site address without a page of its own falls back here, answered with 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  return [
    { title: commonText(site?.translations, site?.language ?? 'en', 'notFound.title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SpaNotFoundRoute() {
  return <SpaNotFound />;
}
