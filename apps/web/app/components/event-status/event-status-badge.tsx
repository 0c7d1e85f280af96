import type { EventStatus } from '@zilt/contracts/event-status';
import { useTranslation } from '../../i18n/translation';
import './event-status-badge.css';

/**
 * The mark of an event that has taken place ('Past event' in the page's language), shown beside
 * its date on its page and its card; an upcoming event carries none.
 */
export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  const { t } = useTranslation();
  if (status !== 'past') return null;
  return (
    <span className={`event-status event-status--past${className ? ` ${className}` : ''}`} data-event-status="past">
      {t('event.past')}
    </span>
  );
}
