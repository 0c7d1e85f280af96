import type { Block } from '@zilt/contracts/blocks';
import { eventRegistrationAnchor, eventStatus, type EventStatus } from '@zilt/contracts/event-status';
import type { SitePage } from '@zilt/contracts/site-services';

type EventPageParts = Pick<SitePage, 'nodeType' | 'header' | 'language' | 'slug' | 'translations'>;

/** An event page's status when it is drawn at `now`; undefined on every other page. */
export function eventStatusOfPage(page: EventPageParts, now: number): EventStatus | undefined {
  if (page.nodeType !== 'event' || page.header.kind !== 'detail') return undefined;
  return eventStatus(page.header.date, page.header.endDate, now);
}

/** The key registrations name an event by: its page's slug in English, so both languages share it. */
export function eventKeyOf(page: EventPageParts): string | null {
  if (page.nodeType !== 'event') return null;
  if (page.language === 'en') return page.slug;
  return page.translations.find((translation) => translation.language === 'en')?.slug ?? page.slug;
}

/**
 * The blocks of an event's page with its registration form at the end (anchor `register`, where
 * the header's Register button leads), while the event is upcoming; other pages' blocks as they are.
 */
export function withRegistrationForm(page: EventPageParts, blocks: Block[], status: EventStatus | undefined): Block[] {
  if (status !== 'upcoming' || page.header.kind !== 'detail') return blocks;
  const registration = page.header.registration;
  if (!registration || !('formId' in registration)) return blocks;
  return [...blocks, { kind: 'formstackBlock', anchorTitle: eventRegistrationAnchor, formId: registration.formId }];
}
