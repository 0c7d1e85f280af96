import { textsOf } from '../studio-language';

// The texts the record screens (menus, translations, team) share: sources, languages, saving
// and the explanation of a write that came too late.
export const recordsText = textsOf({
  source: { nl: 'Bron', en: 'Source' },
  sourceWp: { nl: 'Website (WordPress-stijl)', en: 'Website (WordPress-style)' },
  sourceDp: { nl: 'Bureausite (Drupal-stijl)', en: 'Agency site (Drupal-style)' },
  sourceSp: { nl: 'Intranet (SharePoint-stijl)', en: 'Intranet (SharePoint-style)' },
  language: { nl: 'Taal', en: 'Language' },
  languageNl: { nl: 'Nederlands', en: 'Dutch' },
  languageEn: { nl: 'Engels', en: 'English' },
  loading: { nl: 'Laden…', en: 'Loading…' },
  loadFailed: { nl: 'Laden is mislukt: {message}', en: 'Loading failed: {message}' },
  saving: { nl: 'Opslaan…', en: 'Saving…' },
  saveFailed: { nl: 'Opslaan is mislukt: {message}', en: 'Saving failed: {message}' },
  staleHeading: {
    nl: 'Iemand anders heeft dit intussen veranderd.',
    en: 'Someone else changed this in the meantime.',
  },
  stale: {
    nl: 'Je wijziging is niet opgeslagen, zodat die van de ander niet verloren gaat. Laad de nieuwste versie (jouw niet-opgeslagen wijzigingen hier vervallen) en doe je wijziging opnieuw.',
    en: 'Your change was not saved, so that theirs is not lost. Load the newest version (your unsaved changes here are dropped) and make your change again.',
  },
  reload: { nl: 'Nieuwste versie laden', en: 'Load the newest version' },
  leaveUnsaved: {
    nl: 'Er zijn niet-opgeslagen wijzigingen; die vervallen. Toch doorgaan?',
    en: 'There are unsaved changes; they will be dropped. Continue anyway?',
  },
  required: { nl: 'Verplicht: vul dit in.', en: 'Required: fill this in.' },
});
