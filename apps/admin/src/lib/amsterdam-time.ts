import { useTranslation } from 'react-i18next';

/** Support staff work in the Netherlands: times of jobs and changes are shown on Dutch clocks. */
export const staffTimeZone = 'Europe/Amsterdam';

/** A moment as staff read it: date and time in Europe/Amsterdam, with the zone's name (CET or CEST). */
export function formatStaffTime(value: string, language: string): string {
  if (Number.isNaN(Date.parse(value))) return '—';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: staffTimeZone,
  }).format(new Date(value));
}

/** `formatStaffTime` in the page's language. */
export function useStaffTime(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (value) => (value ? formatStaffTime(value, i18n.language) : '—');
}
