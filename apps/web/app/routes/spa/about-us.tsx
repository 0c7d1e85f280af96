import { useTranslation } from '../../i18n/translation';
import type { Route } from './+types/about-us';
import { commonText } from '../../features/page-states/state-title';
import { TeamMembersSection } from '../../features/team-members/team-members-section';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';
import '../../features/spa-pages/spa-pages.css';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  return [{ title: commonText(site?.translations, 'en', 'spa.about.title') }];
}

/** About us: the agency's promise, then its team, read in the browser from the team-members call. */
export default function AboutUs() {
  const { t } = useTranslation();
  return (
    <div className="container spa-section">
      <h1 className="spa-section__title">{t('spa.about.title')}</h1>
      <p className="spa-section__intro">{t('spa.about.intro')}</p>
      <TeamMembersSection />
    </div>
  );
}
