import { data } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import type { Route } from './+types/about-us';
import { commonText } from '../../features/page-states/state-title';
import { fixedPageHeadTags } from '../../features/seo/page-head';
import { readTeamMembers } from '../../features/team-members/read-team-members.server';
import { TeamMembersSection } from '../../features/team-members/team-members-section';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';
import '../../features/spa-pages/spa-pages.css';

/**
 * The first HTML of the page carries the team, read by the server. A failed read shows its state
 * and is kept by no cache, so the next visitor gets the team once it can be read again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const team = await readTeamMembers(context);
  if (team.status === 'failed') return data({ team }, { headers: { 'Cache-Control': 'no-store' } });
  return { team };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Client-side navigation asks the server for nothing: the page shows at once, with the spinner,
 * and reads the team in the browser from the team-members call.
 */
export function clientLoader() {
  return { team: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  const title = commonText(site?.translations, 'en', 'spa.about.title');
  return [
    { title },
    ...fixedPageHeadTags(
      site?.origin ?? '',
      '/spa/about-us',
      title,
      'en',
      // The page's introduction says what it is for: search results and shared links show it.
      commonText(site?.translations, 'en', 'spa.about.intro'),
    ),
  ];
}

/** About us: the agency's promise, then its team. */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container spa-section">
      <h1 className="spa-section__title">{t('spa.about.title')}</h1>
      <p className="spa-section__intro">{t('spa.about.intro')}</p>
      <TeamMembersSection fromServer={loaderData.team} />
    </div>
  );
}
