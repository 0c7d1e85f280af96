// The site's languages: English (the default) and Dutch. Imports nothing, so the browser bundle
// can use it; `languageSchema` in common.ts validates the same list.

export const languages = ['en', 'nl'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}
