import type { Language } from '@zilt/contracts/common';
import type { DetailPageHeader, HomePageHeader, PageHeader as PageHeaderData } from '@zilt/contracts/page';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '../smart-link/smart-link';
import { visibleAction } from './header-buttons';
import { HeaderImage } from './header-image';
import './page-header.css';

function formatDate(date: string, language: Language): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

function HomeHeader({ header }: { header: HomePageHeader }) {
  const primary = visibleAction(header.showPrimary, header.primaryAction);
  const secondary = visibleAction(header.showSecondary, header.secondaryAction);
  return (
    <div className="page-header page-header--home">
      <div className="container page-header__grid">
        <div className="page-header__text">
          <h1 className="page-header__title">{header.title}</h1>
          {header.intro && <p className="page-header__intro">{header.intro}</p>}
          {(primary || secondary) && (
            <div className="page-header__actions">
              {primary && (
                <SmartLink className="button button--primary" href={primary.url} external={primary.isLinkExternal}>
                  {primary.title}
                </SmartLink>
              )}
              {secondary && (
                <SmartLink className="button button--secondary" href={secondary.url} external={secondary.isLinkExternal}>
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
            width={700}
            height={500}
            sizes="(min-width: 1024px) 700px, 100vw"
          />
        )}
      </div>
    </div>
  );
}

function DetailHeader({ header, language }: { header: DetailPageHeader; language: Language }) {
  return (
    <div className="page-header page-header--detail">
      <div className="container page-header__narrow">
        {header.label && <p className="page-header__label">{header.label}</p>}
        <h1 className="page-header__title">{header.title}</h1>
        {header.date && (
          <p className="page-header__date">
            <time dateTime={header.date}>{formatDate(header.date, language)}</time>
          </p>
        )}
        {header.pageIntro && <p className="page-header__intro">{header.pageIntro}</p>}
      </div>
      {header.image && (
        <HeaderImage className="page-header__image page-header__image--wide" image={header.image} width={1920} height={600} sizes="100vw" />
      )}
    </div>
  );
}

/** Headers of kind default and overview: title and intro, an optional image beside them. */
function StandardHeader({ header }: { header: Extract<PageHeaderData, { kind: 'default' | 'overview' }> }) {
  const label = header.kind === 'default' ? header.label : undefined;
  return (
    <div className={`page-header page-header--${header.kind}`}>
      <div className={`container ${header.image ? 'page-header__grid' : 'page-header__narrow'}`}>
        <div className="page-header__text">
          {label && <p className="page-header__label">{label}</p>}
          <h1 className="page-header__title">{header.title}</h1>
          {header.intro && <p className="page-header__intro">{header.intro}</p>}
        </div>
        {header.image && (
          <HeaderImage
            className="page-header__image"
            image={header.image}
            width={512}
            height={384}
            sizes="(min-width: 1024px) 512px, 100vw"
          />
        )}
      </div>
    </div>
  );
}

/** The page header by kind (spec §2); a kind without a renderer says 'Not supported header'. */
export function PageHeader({ header, language }: { header: PageHeaderData; language: Language }) {
  const { t } = useTranslation();
  switch (header.kind) {
    case 'home':
      return <HomeHeader header={header} />;
    case 'detail':
      return <DetailHeader header={header} language={language} />;
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
