import { useTranslation } from '../../i18n/translation';
import type { ContactItem } from '@zilt/contracts/block-items';
import { SmartLink } from '../../components/smart-link/smart-link';
import { Icon, type IconName } from '../../components/icon/icon';
import { whatsAppUrl } from './whatsapp';

interface Detail {
  key: string;
  icon: IconName;
  label: string;
  text: string;
  url: string;
}

function shown(flag: boolean | undefined, value: string | undefined): value is string {
  return flag === true && value !== undefined && value.trim() !== '';
}

/**
 * The person's details that are switched on and filled in, in a fixed order: e-mail, phone,
 * WhatsApp, website, then LinkedIn, Facebook, Instagram and Twitter.
 */
function useContactDetails(person: ContactItem): Detail[] {
  const { t } = useTranslation('common');
  const details: Detail[] = [];
  if (shown(person.hasPersonEmail, person.personEmail)) {
    details.push({
      key: 'email',
      icon: 'mail',
      label: t('blocks.contact.email'),
      text: person.personEmail,
      url: `mailto:${person.personEmail.trim()}`,
    });
  }
  if (shown(person.hasPersonPhone, person.personPhone)) {
    details.push({
      key: 'phone',
      icon: 'phone',
      label: t('blocks.contact.phone'),
      text: person.personPhone,
      url: `tel:${person.personPhone.replace(/[^\d+]/g, '')}`,
    });
  }
  if (person.hasPersonWhatsApp) {
    const url = whatsAppUrl(person.personWhatsApp || person.personPhone);
    if (url)
      details.push({
        key: 'whatsapp',
        icon: 'whatsapp',
        label: t('blocks.contact.whatsapp'),
        text: t('blocks.contact.whatsappLink'),
        url,
      });
  }
  if (shown(person.hasPersonWebsite, person.personWebsite)) {
    details.push({
      key: 'website',
      icon: 'website',
      label: t('blocks.contact.website'),
      text: person.personWebsite.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      url: person.personWebsite,
    });
  }
  const socials: [string, boolean, string, IconName][] = [
    ['linkedin', person.hasPersonLinkedIn, person.personLinkedIn, 'linkedin'],
    ['facebook', person.hasPersonFacebook, person.personFacebook, 'facebook'],
    ['instagram', person.hasPersonInstagram, person.personInstagram, 'instagram'],
    ['twitter', person.hasPersonTwitter, person.personTwitter, 'twitter'],
  ];
  for (const [key, flag, url, icon] of socials) {
    if (shown(flag, url))
      details.push({ key, icon, label: t(`blocks.contact.${key}`), text: t('blocks.contact.profile'), url });
  }
  return details;
}

export function ContactDetails({ person }: { person: ContactItem }) {
  const details = useContactDetails(person);
  if (details.length === 0) return null;
  return (
    <dl className="contact-details">
      {details.map((detail) => (
        <div key={detail.key} className={`contact-details__row contact-details__row--${detail.key}`}>
          <dt className="contact-details__label">
            <Icon name={detail.icon} />
            <span>{detail.label}</span>
          </dt>
          <dd className="contact-details__value">
            <SmartLink href={detail.url} className="contact-details__link">
              {detail.text}
            </SmartLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ContactPersonName({ person, as: Tag = 'h3' }: { person: ContactItem; as?: 'h2' | 'h3' }) {
  return (
    <>
      {shown(person.hasPersonName, person.personName) ? (
        <Tag className="contact-person__name">{person.personName}</Tag>
      ) : null}
      {shown(person.hasPersonFunction, person.personFunction) ? (
        <p className="contact-person__function">{person.personFunction}</p>
      ) : null}
    </>
  );
}
