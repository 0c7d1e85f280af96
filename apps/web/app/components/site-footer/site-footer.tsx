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

/** Whether the options give anything for the contact column (a text, or a link with title and address). */
function hasContactColumn(options: ContactOptions): boolean {
  return (
    [options.columnTitle, options.address, options.phoneNumber, options.email].some(present) ||
    [options.primary, options.secondary].some((link) => link && present(link.url) && present(link.title))
  );
}

/** Navy footer: the contact column and socials, partner logos, legal and copyright menus. */
export function SiteFooter({ contactOptions, legalMenu, copyrightMenu }: SiteFooterProps) {
  const { t } = useTranslation();
  const socials = presentSocialLinks(contactOptions?.social);
  const socialTitle = contactOptions?.social.titleAboveSocials.trim() || t('footer.followUs');
  const contact = contactOptions && hasContactColumn(contactOptions) ? contactOptions : null;

  return (
    <footer className="site-footer">
      <div className="container site-footer__main">
        {contact && (
          <section className="site-footer__contact" aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title" className="visually-hidden">
              {t('footer.contact')}
            </h2>
            <div className="site-footer__column">
              {present(contact.columnTitle) && <h3 className="site-footer__heading">{contact.columnTitle}</h3>}
              {present(contact.address) && <address className="site-footer__address">{contact.address}</address>}
              <ul className="site-footer__lines">
                {present(contact.phoneNumber) && (
                  <li>
                    <Icon name="phone" size={20} />
                    <SmartLink href={`tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`}>
                      {contact.phoneNumber}
                    </SmartLink>
                  </li>
                )}
                {present(contact.email) && (
                  <li>
                    <Icon name="mail" size={20} />
                    <SmartLink href={`mailto:${contact.email.trim()}`}>{contact.email}</SmartLink>
                  </li>
                )}
                {[contact.primary, contact.secondary].map((link, linkIndex) =>
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
