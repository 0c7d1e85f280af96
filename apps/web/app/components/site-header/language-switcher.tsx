import type { Language } from '@zilt/contracts/common';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { pagePath, siteLanguages } from '../../features/page-address/resolve-page-address';

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
        {siteLanguages.map((target) => (
          <li key={target}>
            <Link
              to={targetFor(target)}
              className="language-switcher__link"
              lang={target}
              hrefLang={target}
              aria-current={target === language ? 'true' : undefined}
            >
              <span aria-hidden="true">{target.toUpperCase()}</span>
              <span className="visually-hidden">{t(`language.${target}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
