// Whether an event is still to come or has taken place, judged at the moment a page is drawn.
// The server's page cache keeps a page that shows events only until the first of them ends, so
// a kept page never calls an event "upcoming" after it is over. Imports no zod.

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

export type EventStatus = 'upcoming' | 'past';

/** The moment an event is over: its end, else its start; a plain date lasts the whole day. */
export function eventEndsAt(start: string, end?: string | null): number | undefined {
  const last = end ?? start;
  const time = Date.parse(calendarDate.test(last) ? `${last}T00:00:00Z` : last);
  if (Number.isNaN(time)) return undefined;
  return calendarDate.test(last) ? time + dayMs : time;
}

/** An event is past once it is over (at `now`, milliseconds since 1970); without a date it is upcoming. */
export function eventStatus(
  start: string | null | undefined,
  end: string | null | undefined,
  now: number,
): EventStatus {
  if (!start) return 'upcoming';
  const endsAt = eventEndsAt(start, end);
  return endsAt !== undefined && endsAt <= now ? 'past' : 'upcoming';
}

/**
 * The first moment after `now` at which one of these events becomes past (a page that shows
 * them changes then), or undefined when none of them will.
 */
export function nextEventChange(
  events: readonly { date?: string | null | undefined; endDate?: string | null | undefined }[],
  now: number,
): number | undefined {
  let next: number | undefined;
  for (const event of events) {
    if (!event.date) continue;
    const endsAt = eventEndsAt(event.date, event.endDate);
    if (endsAt !== undefined && endsAt > now && (next === undefined || endsAt < next)) next = endsAt;
  }
  return next;
}

/** The anchor of an event's registration form on its page (the header's Register button leads there). */
export const eventRegistrationAnchor = 'register';
