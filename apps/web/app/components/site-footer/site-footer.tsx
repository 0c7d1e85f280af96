import type { ContactOptions } from '@zilt/contracts/contact-options';
import type { MenuItem } from '@zilt/contracts/menu';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../icon/icon';
import { sortByWeight } from '../site-header/sort-by-weight';
import { SmartLink } from '../smart-link/smart-link';
import { partners } from './partners';
import { presentSocialLinks } from './social-links';
import './site-footer.css';

interface SiteFooterProps {
  contactOptions: ContactOptions | null;
  legalMenu: MenuItem[];
  copyrightMenu: MenuItem[];
}

function present(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Navy footer: contact columns and socials, partner logos, legal and copyright menus. */
export function SiteFooter({ contactOptions, legalMenu, copyrightMenu }: SiteFooterProps) {
  const { t } = useTranslation();
  const socials = presentSocialLinks(contactOptions?.social);
  const socialTitle = contactOptions?.social.titleAboveSocials.trim() || t('footer.followUs');
  const columns = contactOptions?.columns ?? [];

  return (
    <footer className="site-footer">
      <div className="container site-footer__main">
        {columns.length > 0 && (
          <section className="site-footer__contact" aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title" className="visually-hidden">
              {t('footer.contact')}
            </h2>
            {columns.map((column, index) => (
              <div key={index} className="site-footer__column">
                {present(column.columnTitle) && <h3 className="site-footer__heading">{column.columnTitle}</h3>}
                {present(column.address) && <address className="site-footer__address">{column.address}</address>}
                <ul className="site-footer__lines">
                  {present(column.phoneNumber) && (
                    <li>
                      <Icon name="phone" size={20} />
                      <SmartLink href={`tel:${column.phoneNumber.replace(/[^\d+]/g, '')}`}>
                        {column.phoneNumber}
                      </SmartLink>
                    </li>
                  )}
                  {present(column.email) && (
                    <li>
                      <Icon name="mail" size={20} />
                      <SmartLink href={`mailto:${column.email.trim()}`}>{column.email}</SmartLink>
                    </li>
                  )}
                  {[column.primary, column.secondary].map((link, linkIndex) =>
                    link && present(link.url) && present(link.title) ? (
                      <li key={linkIndex}>
                        <Icon name="arrow" size={20} />
                        <SmartLink href={link.url} external={link.isLinkExternal} target={link.target}>
                          {link.title}
                        </SmartLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              </div>
            ))}
          </section>
        )}

        {socials.length > 0 && (
          <section className="site-footer__social" aria-labelledby="footer-social-title">
            <h2 id="footer-social-title" className="site-footer__heading">
              {socialTitle}
            </h2>
            <ul className="site-footer__social-list">
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <SmartLink href={url} className="site-footer__social-link">
                    <Icon name={network} />
                    <span className="visually-hidden">{t(`social.${network}`)}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section className="site-footer__partners" aria-labelledby="footer-partners-title">
        <div className="container">
          <h2 id="footer-partners-title" className="site-footer__heading">
            {t('footer.partners')}
          </h2>
          <ul className="site-footer__partner-list">
            {partners.map((partner) => (
              <li key={partner.logo}>
                <img src={partner.logo} alt={partner.name} width={240} height={80} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          {copyrightMenu.length > 0 && (
            <nav aria-label={t('footer.copyright')}>
              <ul className="site-footer__inline-menu">
                {sortByWeight(copyrightMenu).map((item, index) => (
                  <li key={index}>
                    <SmartLink href={item.Url}>{item.Title}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {legalMenu.length > 0 && (
            <nav aria-label={t('footer.legal')}>
              <ul className="site-footer__inline-menu">
                {sortByWeight(legalMenu).map((item, index) => (
                  <li key={index}>
                    <SmartLink href={item.Url}>{item.Title}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
