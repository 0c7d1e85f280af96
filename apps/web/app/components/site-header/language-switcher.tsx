import type { Language } from '@zilt/contracts/common';
import { useTranslation } from '../../i18n/translation';
import { useRouteLoaderData } from 'react-router';
import { languages } from '@zilt/contracts/languages';
import { pagePath } from '../../lib/page-address/resolve-page-address';
import { SmartLink } from '../smart-link/smart-link';

interface PageTranslations {
  page?: { slug: string; language: Language; translations: { language: Language; slug: string }[] } | null;
  notFound?: boolean;
}

/**
 * Links to the current page in each language: the translated page when the CMS knows one,
 * that language's home page otherwise.
 */
export function LanguageSwitcher({ language, wpPrefix }: { language: Language; wpPrefix: boolean }) {
  const { t } = useTranslation();
  const contentPage = useRouteLoaderData('content-page') as PageTranslations | undefined;
  const homePage = useRouteLoaderData('home-page') as PageTranslations | undefined;
  const pageData = contentPage ?? homePage;
  const page = pageData?.notFound ? null : pageData?.page;

  const targetFor = (target: Language) => {
    if (page && target === page.language) return pagePath(target, page.slug, wpPrefix);
    const translated = page?.translations.find((entry) => entry.language === target);
    return pagePath(target, translated?.slug ?? '/', wpPrefix);
  };

  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <ul>
        {languages.map((target) => (
          <li key={target}>
            <SmartLink
              href={targetFor(target)}
              className="language-switcher__link"
              lang={target}
              hrefLang={target}
              aria-current={target === language ? 'true' : undefined}
            >
              <span aria-hidden="true">{target.toUpperCase()}</span>
              <span className="visually-hidden">{t(`language.${target}`)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
