import { textsOf } from '../studio-language';

// The texts of the UI translations screen.
export const translationsText = textsOf({
  heading: { nl: 'Vertalingen', en: 'Translations' },
  intro: {
    nl: 'De teksten van de site zelf (knoppen, meldingen, kopjes), per sleutel in beide talen. Sleutels waarvan een taal leeg is of ontbreekt staan bovenaan. Pas een tekst aan en sla de sleutel op, of sla alle wijzigingen tegelijk op.',
    en: 'The texts of the site itself (buttons, messages, headings), per key in both languages. Keys with an empty or missing language come first. Change a text and save the key, or save every change at once.',
  },
  search: { nl: 'Zoeken in sleutels en teksten', en: 'Search keys and texts' },
  key: { nl: 'Sleutel', en: 'Key' },
  actions: { nl: 'Opslaan', en: 'Save' },
  table: { nl: 'Sleutels en hun teksten', en: 'Keys and their texts' },
  count: {
    nl: '{shown} van {total} sleutels, {missing} onvolledig',
    en: '{shown} of {total} keys, {missing} incomplete',
  },
  missing: { nl: 'Ontbreekt', en: 'Missing' },
  cell: { nl: '{language}: {key}', en: '{language}: {key}' },
  saveKey: { nl: 'Opslaan: {key}', en: 'Save: {key}' },
  saveAll: { nl: 'Alle wijzigingen opslaan ({count})', en: 'Save every change ({count})' },
  savedKey: { nl: '{key} is opgeslagen; de site toont het nu.', en: '{key} is saved; the site shows it now.' },
  savedAll: {
    nl: '{count} sleutel(s) opgeslagen; de site toont ze nu.',
    en: '{count} key(s) saved; the site shows them now.',
  },
  nothingFound: { nl: 'Geen sleutel past bij de zoekterm.', en: 'No key matches the search.' },
});
