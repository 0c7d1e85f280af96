import { useTranslation } from 'react-i18next';

/** Dates, times and euro amounts in the format of the page's language (nl or en). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const valid = (value: string) => !Number.isNaN(Date.parse(value));
  return {
    date: (value: string | null | undefined) => (value && valid(value) ? date.format(new Date(value)) : '—'),
    dateTime: (value: string | null | undefined) => (value && valid(value) ? dateTime.format(new Date(value)) : '—'),
    money: (value: number | null | undefined) => (value === null || value === undefined ? '—' : money.format(value)),
  };
}
