import { useTranslation } from '../../i18n/translation';
import type { Route } from './+types/contact-us';
import { ContactForm } from '../../features/forms/contact-form';
import { commonText } from '../../features/page-states/state-title';
import { fixedPageHeadTags } from '../../features/seo/page-head';
import { siteDataOfMatches } from '../../lib/site-data/use-site-data';
import '../../features/spa-pages/spa-pages.css';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataOfMatches(matches);
  const title = commonText(site?.translations, 'en', 'spa.contact.title');
  return [
    { title },
    ...fixedPageHeadTags(
      site?.origin ?? '',
      '/spa/contact-us',
      title,
      'en',
      // The page's introduction says what it is for: search results and shared links show it.
      commonText(site?.translations, 'en', 'spa.contact.intro'),
    ),
  ];
}

/** Contact: the question, then the contact form, which thanks the visitor once sent. */
export default function ContactUs() {
  const { t } = useTranslation();
  return (
    <div className="container spa-section">
      <h1 className="spa-section__title">{t('spa.contact.title')}</h1>
      <p className="spa-section__intro">{t('spa.contact.intro')}</p>
      <ContactForm language="en" />
    </div>
  );
}
