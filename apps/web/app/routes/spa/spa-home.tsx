import { useTranslation } from '../../i18n/translation';
import type { Route } from './+types/spa-home';
import { commonText } from '../../features/page-states/state-title';
import { fixedPageHeadTags } from '../../features/seo/page-head';
import { SmartLink } from '../../components/smart-link/smart-link';
import { spaPaths } from '../../lib/page-address/spa-address';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';
import '../../features/spa-pages/spa-pages.css';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  const title = commonText(site?.translations, 'en', 'spa.home.title');
  return [
    { title },
    ...fixedPageHeadTags(
      site?.origin ?? '',
      '/spa',
      title,
      'en',
      // The page's introduction says what it is for: search results and shared links show it.
      commonText(site?.translations, 'en', 'spa.home.intro'),
    ),
  ];
}

/** The agency site's welcome page. */
export default function SpaHome() {
  const { t } = useTranslation();
  return (
    <section className="container spa-section">
      <h1 className="spa-section__title">{t('spa.home.title')}</h1>
      <p className="spa-section__intro">{t('spa.home.intro')}</p>
      <ul className="spa-section__links">
        <li>
          <SmartLink className="button button--primary" href={spaPaths.aboutUs}>
            {t('spa.home.meetTeam')}
          </SmartLink>
        </li>
        <li>
          <SmartLink className="button button--secondary" href={spaPaths.cmsPage('en', 'approach')}>
            {t('spa.home.readApproach')}
          </SmartLink>
        </li>
      </ul>
    </section>
  );
}
