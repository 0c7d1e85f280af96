import type { Language } from '@zilt/contracts/common';

const locales: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the page language (`12 May 2026`, `12 mei 2026`); a range when it ends on another
 * day (`12 May 2026 – 14 May 2026`). Used wherever the site shows a news item's or an event's date.
 */
export function formatDateRange(start: string, end: string | null, language: Language): string {
  const format = (value: string) => {
    const time = Date.parse(value);
    if (Number.isNaN(time)) return '';
    return new Intl.DateTimeFormat(locales[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // A plain calendar date names that day everywhere; a date-time is read in the Netherlands.
      timeZone: calendarDate.test(value) ? 'UTC' : 'Europe/Amsterdam',
    }).format(time);
  };
  const from = format(start);
  const to = end ? format(end) : '';
  return to && to !== from ? `${from} – ${to}` : from;
}
