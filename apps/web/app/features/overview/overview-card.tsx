import { useTranslation } from '../../i18n/translation';
import type { OverviewCard as OverviewCardData } from '@zilt/contracts/overview';
import type { OverviewKind } from '@zilt/contracts/overview-rules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { SnippetText } from '../search/snippet-text';
import { formatDateRange } from '../../lib/dates/date-range';
import { SmartLink } from '../../components/smart-link/smart-link';
import { EventStatusBadge } from '../../components/event-status/event-status-badge';
import { eventStatus } from '@zilt/contracts/event-status';

export interface OverviewCardProps {
  card: OverviewCardData;
  kind: OverviewKind;
  /** The item's address; the link keeps `/wp` when the page address has it. */
  href: string;
  /** When the list was drawn (milliseconds since 1970): an event over by then is marked past. */
  renderedAt: number;
}

/** One item of an overview list: image (a thumbnail for search results), date, title (the link), tags and description. */
export function OverviewCard({ card, kind, href, renderedAt }: OverviewCardProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const date = card.date ? formatDateRange(card.date, card.endDate, language) : null;
  const status = kind === 'event' ? eventStatus(card.date, card.endDate, renderedAt) : undefined;
  return (
    <article
      className={`overview-card overview-card--${kind}${card.image && kind === 'search' ? ' overview-card--with-thumbnail' : ''}${status === 'past' ? ' overview-card--past' : ''}`}
    >
      {card.image && kind === 'search' ? (
        // A search result is a row of a list: its image is a thumbnail beside the text.
        <div className="overview-card__thumbnail">
          <ResponsiveImage
            image={card.image}
            preset="teaser"
            smallScreenPreset="teaserSmall"
            sizes="200px"
            className="overview-card__image"
          />
        </div>
      ) : card.image ? (
        <ResponsiveImage image={card.image} preset="teaser" className="overview-card__image" />
      ) : null}
      <div className="overview-card__text">
        {date && (kind === 'news' || kind === 'event') ? (
          <p className="overview-card__meta">
            {status ? <EventStatusBadge status={status} className="overview-card__status" /> : null}
            <time dateTime={card.date ?? undefined}>{date}</time>
            {card.location ? <span className="overview-card__location"> · {card.location.name}</span> : null}
          </p>
        ) : null}
        <h3 className="overview-card__title">
          <SmartLink href={href} className="overview-card__link">
            {card.title}
          </SmartLink>
        </h3>
        {card.tags.length > 0 ? (
          <ul className="overview-card__tags">
            {card.tags.map((tag) => (
              <li key={tag} className="overview-card__tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {card.snippet ? (
          <p className="overview-card__description">
            <SnippetText html={card.snippet} />
          </p>
        ) : card.description ? (
          <p className="overview-card__description">{card.description}</p>
        ) : null}
      </div>
    </article>
  );
}
