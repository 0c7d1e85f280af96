import type { StudioLanguage } from '../studio-language';

/** A moment as the studio shows it: day and time in the screen's language (`26 nov 2026, 15:04`). */
export function studioDateTime(language: StudioLanguage, value: string): string {
  return new Date(value).toLocaleString(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
