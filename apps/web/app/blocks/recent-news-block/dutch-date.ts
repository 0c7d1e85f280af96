import type { Language } from '@zilt/contracts/common';

const dutchMonths = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day a date names: as written for `2026-03-03`, in Amsterdam for a date-time. */
function dayOf(value: string): { year: number; month: number; day: number } | undefined {
  const plain = calendarDate.exec(value);
  if (plain) return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A date in Dutch long format, as the news teasers show it: `3 maart 2026`. Empty when unreadable. */
export function formatDutchLongDate(value: string): string {
  return formatLongDate(value, 'nl');
}

/**
 * A date in the long format of the page's language, as the news teasers show it: `3 maart 2026`
 * on Dutch pages, `3 March 2026` on English ones. Empty when unreadable.
 */
export function formatLongDate(value: string, language: Language): string {
  const day = dayOf(value.trim());
  if (!day || day.month < 1 || day.month > 12) return '';
  const months = language === 'nl' ? dutchMonths : englishMonths;
  return `${day.day} ${months[day.month - 1]} ${day.year}`;
}

/** The `datetime` attribute for the same day: `2026-03-03`. */
export function isoDay(value: string): string | undefined {
  const day = dayOf(value.trim());
  if (!day) return undefined;
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}
