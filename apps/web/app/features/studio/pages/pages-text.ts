import type { Language, Source } from '@zilt/contracts/common';
import type { EditorPageStatus } from '@zilt/contracts/editor-pages';
import type { NodeType } from '@zilt/contracts/page';
import { StudioApiError } from '../shell/studio-api';
import { textsOf, type StudioLanguage } from '../studio-language';

// The texts of the page list and the page editor, once per language, and the words for the
// contracts' values (source, language, type, status) and for a refused call.

export const pagesText = textsOf({
  heading: { nl: "Pagina's", en: 'Pages' },
  filters: { nl: 'Filters', en: 'Filters' },
  source: { nl: 'Bron', en: 'Source' },
  language: { nl: 'Taal', en: 'Language' },
  type: { nl: 'Soort', en: 'Type' },
  status: { nl: 'Status', en: 'Status' },
  search: { nl: 'Zoeken in titel en slug', en: 'Search title and slug' },
  apply: { nl: 'Filteren', en: 'Filter' },
  clear: { nl: 'Filters wissen', en: 'Clear filters' },
  any: { nl: '(alle)', en: '(all)' },
  sourceWp: { nl: 'wp (WordPress-stijl)', en: 'wp (WordPress-style)' },
  sourceDp: { nl: 'dp (Drupal-stijl)', en: 'dp (Drupal-style)' },
  sourceSp: { nl: 'sp (SharePoint-stijl)', en: 'sp (SharePoint-style)' },
  languageNl: { nl: 'Nederlands', en: 'Dutch' },
  languageEn: { nl: 'Engels', en: 'English' },
  typePage: { nl: 'Pagina', en: 'Page' },
  typeNews: { nl: 'Nieuws', en: 'News' },
  typeEvent: { nl: 'Evenement', en: 'Event' },
  typeProject: { nl: 'Project', en: 'Project' },
  'typeTeam-member': { nl: 'Teamlid', en: 'Team member' },
  statusPublished: { nl: 'Gepubliceerd', en: 'Published' },
  statusDraft: { nl: 'Concept', en: 'Draft' },
  statusScheduled: { nl: 'Gepland', en: 'Scheduled' },
  statusTrashed: { nl: 'In de prullenbak', en: 'In the trash' },
  unpublishedChanges: { nl: 'met niet-gepubliceerde wijzigingen', en: 'with unpublished changes' },
  title: { nl: 'Titel', en: 'Title' },
  slug: { nl: 'Slug', en: 'Slug' },
  updated: { nl: 'Gewijzigd', en: 'Updated' },
  translation: { nl: 'Vertaling', en: 'Translation' },
  noDutch: { nl: 'Geen Nederlandse versie', en: 'No Dutch version' },
  noEnglish: { nl: 'Geen Engelse versie', en: 'No English version' },
  hasDutch: { nl: 'Nederlandse versie bestaat', en: 'Dutch version exists' },
  hasEnglish: { nl: 'Engelse versie bestaat', en: 'English version exists' },
  count: { nl: '{total} pagina’s, {from}–{to} getoond', en: '{total} pages, showing {from}–{to}' },
  countOne: { nl: '1 pagina, 1–1 getoond', en: '1 page, showing 1–1' },
  countNone: { nl: 'Geen pagina’s gevonden.', en: 'No pages found.' },
  paging: { nl: 'Bladeren', en: 'Paging' },
  previous: { nl: 'Vorige', en: 'Previous' },
  next: { nl: 'Volgende', en: 'Next' },
  pageOf: { nl: 'Pagina {page} van {pages}', en: 'Page {page} of {pages}' },
  loading: { nl: 'Laden…', en: 'Loading…' },
  loadFailed: {
    nl: 'De pagina’s konden niet worden geladen: {message}',
    en: 'The pages could not be loaded: {message}',
  },
  create: { nl: 'Nieuwe pagina', en: 'New page' },
  createHeading: { nl: 'Nieuwe pagina maken', en: 'Create a page' },
  createSubmit: { nl: 'Maken en openen', en: 'Create and open' },
  cancel: { nl: 'Annuleren', en: 'Cancel' },
  createFailed: { nl: 'De pagina is niet gemaakt: {message}', en: 'The page was not created: {message}' },
  slugHint: {
    nl: 'Letters, cijfers en "-", delen gescheiden door "/", bijv. nieuws/proefveld-texel.',
    en: 'Letters, digits and "-", parts joined by "/", e.g. news/field-trial-texel.',
  },
  // The page editor.
  editorHeading: { nl: 'Pagina bewerken: {title}', en: 'Edit page: {title}' },
  noSuchPage: { nl: 'Dit adres noemt geen pagina.', en: 'This address names no page.' },
  backToList: { nl: "Terug naar de pagina's", en: 'Back to the pages' },
  pageLoading: { nl: 'De pagina wordt geladen…', en: 'Loading the page…' },
  pageLoadFailed: { nl: 'De pagina kon niet worden geladen: {message}', en: 'The page could not be loaded: {message}' },
  saved: { nl: 'Opgeslagen', en: 'Saved' },
  saving: { nl: 'Bezig met opslaan…', en: 'Saving…' },
  unsaved: { nl: 'Niet opgeslagen wijzigingen', en: 'Unsaved changes' },
  saveFailed: { nl: 'Opslaan mislukt: {message}', en: 'Saving failed: {message}' },
  notSavedWhileInvalid: {
    nl: 'Niet opgeslagen: los eerst de problemen op.',
    en: 'Not saved: fix the problems first.',
  },
  publishNow: { nl: 'Nu publiceren', en: 'Publish now' },
  publishing: { nl: 'Bezig met publiceren…', en: 'Publishing…' },
  published: { nl: 'Gepubliceerd.', en: 'Published.' },
  unpublish: { nl: 'Depubliceren', en: 'Unpublish' },
  unpublished: { nl: 'Van de site gehaald.', en: 'Taken off the site.' },
  liveState: { nl: 'Op de site: {state}', en: 'On the site: {state}' },
  live: { nl: 'ja', en: 'yes' },
  notLive: { nl: 'nee', en: 'no' },
  liveWithDraft: { nl: 'ja, met een nieuwer concept', en: 'yes, with a newer draft' },
  schedule: { nl: 'Inplannen', en: 'Schedule' },
  scheduleAt: { nl: 'Publiceren op (datum en tijd)', en: 'Publish at (date and time)' },
  scheduleSubmit: { nl: 'Publicatie inplannen', en: 'Schedule the publication' },
  scheduleAction: { nl: 'Actie', en: 'Action' },
  schedulePublish: { nl: 'Publiceren', en: 'Publish' },
  scheduleUnpublish: { nl: 'Depubliceren', en: 'Unpublish' },
  scheduled: { nl: '{action} gepland op {at}', en: '{action} planned for {at}' },
  cancelSchedule: { nl: 'Planning annuleren', en: 'Cancel the plan' },
  scheduleInPast: { nl: 'Kies een moment in de toekomst.', en: 'Choose a moment in the future.' },
  actionFailed: { nl: 'Dat lukte niet: {message}', en: 'That did not work: {message}' },
  preview: { nl: 'Voorbeeld', en: 'Preview' },
  history: { nl: 'Geschiedenis', en: 'History' },
  conflictHeading: {
    nl: 'Iemand anders heeft deze pagina intussen opgeslagen',
    en: 'Someone else saved this page meanwhile',
  },
  conflict: {
    nl: 'Je wijzigingen zijn niet opgeslagen: ze gaan uit van een oudere versie dan de nieuwste op de server. Laad de nieuwste versie (je wijzigingen vervallen) of bewaar de jouwe als nieuw concept bovenop de nieuwste.',
    en: 'Your changes were not saved: they start from an older version than the newest on the server. Load the newest version (your changes are dropped) or keep yours as a new draft on top of the newest.',
  },
  reloadNewest: { nl: 'Nieuwste versie laden', en: 'Load the newest version' },
  keepMine: { nl: 'Mijn versie als nieuw concept bewaren', en: 'Keep mine as a new draft' },
  // The side panel.
  panel: { nl: 'Pagina-instellingen', en: 'Page settings' },
  pageTitle: { nl: 'Titel van de pagina', en: 'Page title' },
  headerKind: { nl: 'Soort kop', en: 'Header kind' },
  headerDefault: { nl: 'Standaard', en: 'Default' },
  headerDetail: { nl: 'Detail (nieuws, evenement)', en: 'Detail (news, event)' },
  headerHome: { nl: 'Startpagina', en: 'Home page' },
  headerOverview: { nl: 'Overzicht', en: 'Overview' },
  headerTitle: { nl: 'Titel in de kop', en: 'Header title' },
  description: { nl: 'Omschrijving (inleiding in de kop)', en: 'Description (introduction in the header)' },
  headerLabel: { nl: 'Label boven de titel', en: 'Label above the title' },
  headerDate: { nl: 'Datum', en: 'Date' },
  headerEndDate: { nl: 'Einddatum', en: 'End date' },
  imageUrl: { nl: 'Adres van de kopafbeelding', en: 'Header image address' },
  imageAlt: { nl: 'Alternatieve tekst van de kopafbeelding', en: 'Header image alternative text' },
  location: { nl: 'Locatie', en: 'Location' },
  locationName: { nl: 'Naam van de plek', en: 'Name of the place' },
  locationAddress: { nl: 'Adres', en: 'Address' },
  locationPostcode: { nl: 'Postcode (bijv. 1012 AB)', en: 'Postcode (e.g. 1012 AB)' },
  registration: { nl: 'Aanmelden', en: 'Registration' },
  registrationNone: { nl: 'Geen aanmelding', en: 'No registration' },
  registrationForm: { nl: 'Met een van onze formulieren', en: 'With one of our forms' },
  registrationLink: { nl: 'Via een link', en: 'By a link' },
  registrationFormField: { nl: 'Formulier', en: 'Form' },
  chooseForm: { nl: '(kies een formulier)', en: '(choose a form)' },
  registrationUrl: {
    nl: 'Adres om je aan te melden (/…, https://… of mailto:…)',
    en: 'Address to register (/…, https://… or mailto:…)',
  },
  registrationLabel: { nl: 'Tekst van de link (anders "Aanmelden")', en: 'Words of the link (else "Register")' },
  primaryButton: { nl: 'Eerste knop', en: 'First button' },
  secondaryButton: { nl: 'Tweede knop', en: 'Second button' },
  showButton: { nl: 'Deze knop tonen', en: 'Show this button' },
  buttonTitle: { nl: 'Tekst van de knop', en: 'Button text' },
  buttonUrl: { nl: 'Adres van de knop', en: 'Button address' },
  breadcrumbs: { nl: 'Kruimelpad (afgeleid van de slug)', en: 'Breadcrumbs (derived from the slug)' },
  place: { nl: 'Plaats op de kaart', en: 'Place on the map' },
  longitude: { nl: 'Lengtegraad (−180 tot 180)', en: 'Longitude (−180 to 180)' },
  latitude: { nl: 'Breedtegraad (−90 tot 90)', en: 'Latitude (−90 to 90)' },
  placeTheme: { nl: 'Thema', en: 'Theme' },
  actors: { nl: 'Soorten deelnemers', en: 'Kinds of actors' },
  terms: { nl: 'Termen', en: 'Taxonomy terms' },
  noTerms: { nl: 'Nog geen termen in deze taal.', en: 'No terms in this language yet.' },
  translations: { nl: 'Vertalingen', en: 'Translations' },
  openCounterpart: { nl: 'Open de {language} versie', en: 'Open the {language} version' },
  createCounterpart: { nl: 'Maak de {language} versie', en: 'Create the {language} version' },
  dutchAdjective: { nl: 'Nederlandse', en: 'Dutch' },
  englishAdjective: { nl: 'Engelse', en: 'English' },
  counterpartSlug: { nl: 'Slug van de {language} versie', en: 'Slug of the {language} version' },
  pageProblems: { nl: 'Problemen in de pagina-instellingen', en: 'Problems in the page settings' },
  cannotPublish: {
    nl: 'Publiceren kan niet zolang er problemen zijn.',
    en: 'Cannot publish while there are problems.',
  },
});

export type PagesTextKey = Parameters<typeof pagesText>[1];

export function typeLabel(language: StudioLanguage, type: NodeType): string {
  return pagesText(language, `type${type.charAt(0).toUpperCase()}${type.slice(1)}` as PagesTextKey);
}

export function languageLabel(language: StudioLanguage, of: Language): string {
  return pagesText(language, of === 'nl' ? 'languageNl' : 'languageEn');
}

export function sourceLabel(language: StudioLanguage, source: Source): string {
  return pagesText(language, `source${source.charAt(0).toUpperCase()}${source.slice(1)}` as PagesTextKey);
}

export function statusLabel(language: StudioLanguage, status: EditorPageStatus): string {
  return pagesText(language, `status${status.charAt(0).toUpperCase()}${status.slice(1)}` as PagesTextKey);
}

/** The problem of a refused call in words: the server's message and the fields it names. */
export function problemOf(error: unknown): string {
  if (error instanceof StudioApiError) {
    const problems = Array.isArray(error.body?.['problems']) ? (error.body['problems'] as string[]) : [];
    return [error.message, ...problems].join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
