import type { StudioLanguage } from './studio-language';

// Moments as the studio shows them: date and time in the studio's language and the browser's
// time zone ("26 nov 2026, 14:05" / "26 Nov 2026, 14:05").

const formats = {
  nl: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
} satisfies Record<StudioLanguage, Intl.DateTimeFormat>;

/** A moment (ISO text) written for an editor. */
export function formatStudioTime(iso: string, language: StudioLanguage): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : formats[language].format(moment);
}
