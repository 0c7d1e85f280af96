import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router';
import { spaPaths } from '../../lib/page-address/spa-address';
import type { SiteData } from '../../lib/site-data/site-data';
import { Icon } from '../icon/icon';
import { presentSocialLinks } from '../site-footer/social-links';
import { sortByWeight } from '../site-header/sort-by-weight';
import { useFocusMainOnNavigation, useHydratedMark } from '../site-frame/frame-hooks';
import { SmartLink } from '../smart-link/smart-link';
import './spa-frame.css';

/** A header link that tells which page is shown (aria-current) and looks it. */
function HeaderLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').toLowerCase() === to;
  return (
    <SmartLink href={to} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </SmartLink>
  );
}

/**
 * The agency site's own frame: a header with its three links (About us, Contact as a button,
 * Error log) and a footer with the social links and the copyright line.
 */
export function SpaFrame({ site, children }: { site: SiteData; children: ReactNode }) {
  const { t } = useTranslation();
  const mainRef = useFocusMainOnNavigation();
  useHydratedMark();
  const socials = presentSocialLinks(site.contactOptions?.social);
  const socialTitle = site.contactOptions?.social.titleAboveSocials.trim() || t('footer.followUs');
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className="spa-header">
        <div className="container spa-header__bar">
          <HeaderLink to={spaPaths.home} className="spa-header__logo">
            <img src="/images/logo.svg" width={126} height={48} alt={t('spa.logo')} />
          </HeaderLink>
          <nav aria-label={t('spa.nav.label')}>
            <ul className="spa-header__links">
              <li>
                <HeaderLink to={spaPaths.aboutUs} className="spa-header__link">
                  {t('spa.nav.aboutUs')}
                </HeaderLink>
              </li>
              <li>
                <HeaderLink to={spaPaths.contactUs} className="button button--primary spa-header__contact">
                  {t('spa.nav.contact')}
                </HeaderLink>
              </li>
              <li>
                <HeaderLink to={spaPaths.errorLog} className="spa-header__link">
                  {t('spa.nav.errorLog')}
                </HeaderLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" className="site-main spa-main" tabIndex={-1} ref={mainRef}>
        {children}
      </main>
      <footer className="spa-footer">
        <div className="container spa-footer__row">
          {socials.length > 0 && (
            <section aria-labelledby="spa-footer-social">
              <h2 id="spa-footer-social" className="spa-footer__heading">
                {socialTitle}
              </h2>
              <ul className="spa-footer__socials">
                {socials.map(({ network, url }) => (
                  <li key={network}>
                    <SmartLink href={url} className="spa-footer__social-link">
                      <Icon name={network} />
                      <span className="visually-hidden">{t(`social.${network}`)}</span>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="spa-footer__copyright">
            {sortByWeight(site.menus.copyright)
              .map((item) => item.Title)
              .join(' · ') || t('spa.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </footer>
    </>
  );
}
