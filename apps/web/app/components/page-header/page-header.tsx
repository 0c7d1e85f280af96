import type { Language } from '@zilt/contracts/common';
import { formatDutchPostcode } from '@zilt/contracts/dutch-postcode';
import type { EventStatus } from '@zilt/contracts/event-status';
import { eventRegistrationAnchor } from '@zilt/contracts/event-status';
import type {
  DetailPageHeader,
  EventLocation,
  EventRegistration,
  HomePageHeader,
  PageHeader as PageHeaderData,
} from '@zilt/contracts/page';
import { useTranslation } from '../../i18n/translation';
import { SmartLink } from '../smart-link/smart-link';
import { visibleAction } from '../block-actions/visible-action';
import { HeaderImage, HeaderImageRules } from './header-image';
import { EventStatusBadge } from '../event-status/event-status-badge';
import { formatDateRange } from '../../lib/dates/date-range';
import './page-header.css';

function HomeHeader({ header }: { header: HomePageHeader }) {
  const primary = visibleAction(header.showPrimary, header.primaryAction);
  const secondary = visibleAction(header.showSecondary, header.secondaryAction);
  return (
    <div className="page-header page-header--home">
      {header.image && <HeaderImageRules preset="hero" />}
      <div className="container page-header__grid">
        <div className="page-header__text">
          <h1 className="page-header__title">{header.title}</h1>
          {header.intro && <p className="page-header__intro">{header.intro}</p>}
          {(primary || secondary) && (
            <div className="page-header__actions">
              {primary && (
                <SmartLink
                  className="button button--primary"
                  href={primary.url}
                  external={primary.isLinkExternal}
                  target={primary.target}
                >
                  {primary.title}
                </SmartLink>
              )}
              {secondary && (
                <SmartLink
                  className="button button--secondary"
                  href={secondary.url}
                  external={secondary.isLinkExternal}
                  target={secondary.target}
                >
                  {secondary.title}
                </SmartLink>
              )}
            </div>
          )}
        </div>
        {header.image && (
          <HeaderImage
            className="page-header__image page-header__image--hero"
            image={header.image}
            preset="hero"
            sizes="(min-width: 1024px) 700px, 100vw"
          />
        )}
      </div>
    </div>
  );
}

/** Where an event takes place: its name, then the address and postcode when given. */
function EventPlace({ location }: { location: EventLocation }) {
  const { t } = useTranslation();
  const parts = [location.name, location.address, formatDutchPostcode(location.postcode)];
  return (
    <p className="page-header__location">
      <span className="visually-hidden">{t('header.location')}: </span>
      {parts.filter((part) => part && part.trim() !== '').join(', ')}
    </p>
  );
}

/** The way to register for an upcoming event: to its form below (`#register`) or its link. */
function RegisterAction({ registration }: { registration: EventRegistration }) {
  const { t } = useTranslation();
  if ('formId' in registration) {
    return (
      <SmartLink className="button button--primary" href={`#${eventRegistrationAnchor}`}>
        {t('event.register')}
      </SmartLink>
    );
  }
  return (
    <SmartLink className="button button--primary" href={registration.url}>
      {registration.label ?? t('event.register')}
    </SmartLink>
  );
}

/**
 * The header of news items, events and other detail pages. An event shows when it takes place
 * (from its start to its end when that is another day) and where; one that has taken place is
 * marked past, and an upcoming one offers its registration.
 */
function DetailHeader({
  header,
  language,
  eventStatus,
}: {
  header: DetailPageHeader;
  language: Language;
  eventStatus: EventStatus | undefined;
}) {
  return (
    <div className="page-header page-header--detail">
      {header.image && <HeaderImageRules preset="detailHeader" />}
      <div className="container page-header__narrow">
        {header.label && <p className="page-header__label">{header.label}</p>}
        <h1 className="page-header__title">{header.title}</h1>
        {header.date && (
          <p className="page-header__date">
            {eventStatus && <EventStatusBadge status={eventStatus} className="page-header__status" />}
            <time dateTime={header.date}>{formatDateRange(header.date, header.endDate ?? null, language)}</time>
          </p>
        )}
        {header.location && <EventPlace location={header.location} />}
        {header.pageIntro && <p className="page-header__intro">{header.pageIntro}</p>}
        {eventStatus === 'upcoming' && header.registration && (
          <div className="page-header__actions">
            <RegisterAction registration={header.registration} />
          </div>
        )}
      </div>
      {header.image && (
        <HeaderImage
          className="page-header__image page-header__image--wide"
          image={header.image}
          preset="detailHeader"
        />
      )}
    </div>
  );
}

/** Headers of kind default and overview: title and intro, an optional image beside them. */
function StandardHeader({ header }: { header: Extract<PageHeaderData, { kind: 'default' | 'overview' }> }) {
  const label = header.kind === 'default' ? header.label : undefined;
  return (
    <div className={`page-header page-header--${header.kind}`}>
      {header.image && <HeaderImageRules preset="pageHeader" />}
      <div className={`container ${header.image ? 'page-header__grid' : 'page-header__narrow'}`}>
        <div className="page-header__text">
          {label && <p className="page-header__label">{label}</p>}
          <h1 className="page-header__title">{header.title}</h1>
          {header.intro && <p className="page-header__intro">{header.intro}</p>}
        </div>
        {header.image && <HeaderImage className="page-header__image" image={header.image} preset="pageHeader" />}
      </div>
    </div>
  );
}

/**
 * The page header by kind (default, detail, home, overview); a kind without a renderer says 'Not
 * supported header'. `eventStatus` is given on an event's page.
 */
export function PageHeader({
  header,
  language,
  eventStatus,
}: {
  header: PageHeaderData;
  language: Language;
  eventStatus?: EventStatus | undefined;
}) {
  const { t } = useTranslation();
  switch (header.kind) {
    case 'home':
      return <HomeHeader header={header} />;
    case 'detail':
      return <DetailHeader header={header} language={language} eventStatus={eventStatus} />;
    case 'default':
    case 'overview':
      return <StandardHeader header={header} />;
    default: {
      const unknown = header as { title?: unknown };
      return (
        <div className="page-header page-header--unsupported">
          <div className="container page-header__narrow">
            {typeof unknown.title === 'string' && <h1 className="page-header__title">{unknown.title}</h1>}
            <p className="page-header__notice">{t('header.notSupported')}</p>
          </div>
        </div>
      );
    }
  }
}
