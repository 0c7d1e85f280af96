import { sourceSchema, type Language, type Source } from '@zilt/contracts/common';
import { languages } from '@zilt/contracts/languages';
import type { StudioLanguage } from '../studio-language';
import { recordsText } from './records-text';

// The choices every record screen offers: the content source and the site language, with
// their names in the studio's language.

const sourceText = { wp: 'sourceWp', dp: 'sourceDp', sp: 'sourceSp' } as const;
const languageText = { nl: 'languageNl', en: 'languageEn' } as const;

export const sourceChoices: readonly Source[] = sourceSchema.options;
/** Dutch first: the studio's own language comes first in its lists. */
export const languageChoices: readonly Language[] = [...languages].sort((a, b) =>
  a === 'nl' ? -1 : b === 'nl' ? 1 : 0,
);

export function sourceName(language: StudioLanguage, source: Source): string {
  return recordsText(language, sourceText[source]);
}

export function languageName(language: StudioLanguage, siteLanguage: Language): string {
  return recordsText(language, languageText[siteLanguage]);
}
