// The studio speaks Dutch by default (`/studio`) and English below `/studio/en`, like the
// Mini-Admin. Every text it shows is here once per language: screen texts, field labels and
// the option labels of the contracts' enums.

export const studioLanguages = ['nl', 'en'] as const;
export type StudioLanguage = (typeof studioLanguages)[number];

export type Labels = Readonly<Record<StudioLanguage, string>>;

export const screenTexts = {
  heading: { nl: 'Blokeditor (voorbeeld)', en: 'Block editor (preview)' },
  intro: {
    nl: 'Een lokale pagina om blokken te bouwen: niets wordt opgeslagen.',
    en: 'A local page to build blocks on: nothing is saved.',
  },
  loading: { nl: 'De studio wordt geladen…', en: 'Loading the studio…' },
  addBlock: { nl: 'Blok toevoegen aan het einde', en: 'Add a block at the end' },
  addBlockKind: { nl: 'Soort blok', en: 'Block kind' },
  addBlockButton: { nl: 'Toevoegen', en: 'Add' },
  publish: { nl: 'Publiceren', en: 'Publish' },
  publishLater: {
    nl: 'Publiceren volgt zodra de studio met de server praat.',
    en: 'Publishing follows once the studio talks to the server.',
  },
  allValid: { nl: 'Alle blokken zijn geldig.', en: 'Every block is valid.' },
  problem: { nl: '1 probleem: publiceren kan niet.', en: '1 problem: cannot publish.' },
  problems: { nl: '{count} problemen: publiceren kan niet.', en: '{count} problems: cannot publish.' },
  blockProblems: { nl: 'Problemen in dit blok', en: 'Problems in this block' },
  yes: { nl: 'Ja', en: 'Yes' },
  no: { nl: 'Nee', en: 'No' },
  none: { nl: '(geen)', en: '(none)' },
  item: { nl: 'Item {index}', en: 'Item {index}' },
  oneBlockPerVariant: {
    nl: 'Een variant bevat precies één blok.',
    en: 'A variant holds exactly one block.',
  },
  otherLanguage: { nl: 'English', en: 'Nederlands' },
  desktop: { nl: 'Desktop (breder dan 1024 px)', en: 'Desktop (wider than 1024 px)' },
  mobile: { nl: 'Mobiel', en: 'Mobile' },
  variant: { nl: 'Variant {id}', en: 'Variant {id}' },
  canvasFrame: { nl: 'Voorbeeld van de pagina', en: 'Preview of the page' },
  zoom: { nl: 'Zoomniveau', en: 'Zoom level' },
  addItem: { nl: 'Item toevoegen', en: 'Add an item' },
  richTextToolbar: { nl: 'Opmaak', en: 'Formatting' },
  bold: { nl: 'Vet', en: 'Bold' },
  italic: { nl: 'Cursief', en: 'Italic' },
  heading2: { nl: 'Kop 2', en: 'Heading 2' },
  heading3: { nl: 'Kop 3', en: 'Heading 3' },
  bulletList: { nl: 'Opsomming', en: 'Bullet list' },
  orderedList: { nl: 'Genummerde lijst', en: 'Numbered list' },
  link: { nl: 'Link', en: 'Link' },
  linkAddress: { nl: 'Adres van de link (leeg: link weghalen)', en: 'Link address (empty: remove the link)' },
  chooseImage: { nl: 'Kiezen uit de media', en: 'Choose from the media' },
  chooseDocument: { nl: 'Document kiezen uit de media', en: 'Choose a document from the media' },
  choosePage: { nl: 'Een pagina kiezen', en: 'Choose a page' },
  close: { nl: 'Sluiten', en: 'Close' },
  pickerPageHeading: { nl: 'Kies een pagina om naar te linken', en: 'Choose a page to link to' },
  searchPages: { nl: 'Zoeken op titel of adres', en: 'Search by title or address' },
  pagesFound: { nl: '{count} pagina’s gevonden', en: '{count} pages found' },
  noPages: { nl: 'Geen pagina’s gevonden.', en: 'No pages found.' },
  pagesFailed: { nl: 'De pagina’s konden niet worden geladen.', en: 'The pages could not be loaded.' },
  status_published: { nl: 'gepubliceerd', en: 'published' },
  status_draft: { nl: 'concept', en: 'draft' },
  status_trashed: { nl: 'in de prullenbak', en: 'in the trash' },
} satisfies Record<string, Labels>;

export type ScreenText = keyof typeof screenTexts;

/** Fills `{name}` placeholders of a text with the values given; unknown names stay as written. */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The text function of one screen's table of texts: each studio screen keeps its own table
 * (every text once per language) and reads it through the function this answers.
 */
export function textsOf<Key extends string>(
  table: Readonly<Record<Key, Labels>>,
): (language: StudioLanguage, key: Key, values?: Record<string, string | number>) => string {
  return (language, key, values) => fillText(table[key][language], values);
}

/** A screen text in the language, with `{name}` placeholders filled in. */
export function screenText(
  language: StudioLanguage,
  key: ScreenText,
  values: Record<string, string | number> = {},
): string {
  return fillText(screenTexts[key][language], values);
}

/** Labels of the fields of every block kind and item, by the field's key in the contracts. */
export const fieldLabels: Readonly<Record<string, Labels>> = {
  label: { nl: 'Label (boven de titel)', en: 'Label (above the title)' },
  title: { nl: 'Titel', en: 'Title' },
  intro: { nl: 'Inleiding', en: 'Introduction' },
  image: { nl: 'Afbeelding', en: 'Image' },
  originalImageUrl: { nl: 'Adres van de afbeelding', en: 'Image address' },
  altText: { nl: 'Alternatieve tekst', en: 'Alternative text' },
  source: { nl: 'Bron', en: 'Source' },
  imageSizes: { nl: 'Formaten', en: 'Sizes' },
  url: { nl: 'Adres (URL)', en: 'Address (URL)' },
  width: { nl: 'Breedte (px)', en: 'Width (px)' },
  style: { nl: 'Stijl', en: 'Style' },
  showPrimary: { nl: 'Eerste knop tonen', en: 'Show the first button' },
  showSecondary: { nl: 'Tweede knop tonen', en: 'Show the second button' },
  primaryAction: { nl: 'Eerste knop', en: 'First button' },
  secondaryAction: { nl: 'Tweede knop', en: 'Second button' },
  showActionAsLink: { nl: 'Knoppen als link tonen', en: 'Show the buttons as links' },
  kind: { nl: 'Soort', en: 'Kind' },
  target: { nl: 'Doel (bijv. _blank)', en: 'Target (e.g. _blank)' },
  isLinkExternal: { nl: 'Externe link', en: 'External link' },
  anchorTitle: { nl: 'Anker (id in het adres)', en: 'Anchor (id in the address)' },
  inViewThreshold: {
    nl: 'Zichtbaar deel voor het verschijnen (0,1 tot 1)',
    en: 'Share visible before it appears (0.1 to 1)',
  },
  personName: { nl: 'Naam', en: 'Name' },
  personFunction: { nl: 'Functie', en: 'Role' },
  personEmail: { nl: 'E-mailadres', en: 'Email address' },
  personPhone: { nl: 'Telefoon', en: 'Phone' },
  personWebsite: { nl: 'Website', en: 'Website' },
  personFacebook: { nl: 'Facebook', en: 'Facebook' },
  personLinkedIn: { nl: 'LinkedIn', en: 'LinkedIn' },
  personInstagram: { nl: 'Instagram', en: 'Instagram' },
  personTwitter: { nl: 'X (Twitter)', en: 'X (Twitter)' },
  personWhatsApp: { nl: 'WhatsApp-nummer', en: 'WhatsApp number' },
  hasPersonName: { nl: 'Naam tonen', en: 'Show the name' },
  hasPersonFunction: { nl: 'Functie tonen', en: 'Show the role' },
  hasPersonEmail: { nl: 'E-mailadres tonen', en: 'Show the email address' },
  hasPersonPhone: { nl: 'Telefoon tonen', en: 'Show the phone' },
  hasPersonWebsite: { nl: 'Website tonen', en: 'Show the website' },
  hasPersonFacebook: { nl: 'Facebook tonen', en: 'Show Facebook' },
  hasPersonLinkedIn: { nl: 'LinkedIn tonen', en: 'Show LinkedIn' },
  hasPersonInstagram: { nl: 'Instagram tonen', en: 'Show Instagram' },
  hasPersonTwitter: { nl: 'X (Twitter) tonen', en: 'Show X (Twitter)' },
  hasPersonWhatsApp: { nl: 'WhatsApp tonen', en: 'Show WhatsApp' },
  items: { nl: 'Items', en: 'Items' },
  showBgColour: { nl: 'Achtergrondkleur tonen', en: 'Show the background colour' },
  bgColour: { nl: 'Achtergrondkleur', en: 'Background colour' },
  displayOption: { nl: 'Breedte', en: 'Width' },
  key: { nl: 'Sleutel', en: 'Key' },
  text: { nl: 'Tekst', en: 'Text' },
  fileUrl: { nl: 'Adres van het bestand', en: 'File address' },
  fileName: { nl: 'Bestandsnaam', en: 'File name' },
  link: { nl: 'Link', en: 'Link' },
  subTitle: { nl: 'Ondertitel', en: 'Subtitle' },
  name: { nl: 'Naam', en: 'Name' },
  logo: { nl: 'Logo', en: 'Logo' },
  item: { nl: 'Media', en: 'Media' },
  type: { nl: 'Soort media', en: 'Media type' },
  caption: { nl: 'Bijschrift', en: 'Caption' },
  expandableItems: { nl: 'Uitklapbare items', en: 'Expandable items' },
  description: { nl: 'Omschrijving', en: 'Description' },
  body: { nl: 'Tekst', en: 'Text' },
  isOpen: { nl: 'Open bij het laden', en: 'Open when the page loads' },
  nestedBlocks: { nl: 'Onderdelen', en: 'Parts' },
  author: { nl: 'Auteur', en: 'Author' },
  authorDescription: { nl: 'Over de auteur', en: 'About the author' },
  openLabel: { nl: 'Tekst van de openknop', en: 'Open button text' },
  closeLabel: { nl: 'Tekst van de sluitknop', en: 'Close button text' },
  index: { nl: 'Volgorde', en: 'Order' },
  value: { nl: 'Waarde', en: 'Value' },
  imageDirection: { nl: 'Afbeelding aan de', en: 'Image on the' },
  formId: { nl: 'Formulier-id', en: 'Form id' },
  inputfields: { nl: 'HubSpot-formulier', en: 'HubSpot form' },
  portalID: { nl: 'Portal-id', en: 'Portal id' },
  formID: { nl: 'Formulier-id', en: 'Form id' },
  variant: { nl: 'Weergave', en: 'Display' },
  icon: { nl: 'Pictogram', en: 'Icon' },
  embedCode: { nl: 'Insluitcode (in plaats van het adres)', en: 'Embed code (instead of the address)' },
  height: { nl: 'Hoogte (px)', en: 'Height (px)' },
  useCookieBar: { nl: 'Eerst toestemming vragen', en: 'Ask for consent first' },
  iframeTitle: { nl: 'Titel van het kader', en: 'Frame title' },
  imageSources: { nl: 'Bronnen van de afbeelding', en: 'Image sources' },
  media: { nl: 'Mediaquery', en: 'Media query' },
  srcSet: { nl: 'srcset', en: 'srcset' },
  date: { nl: 'Datum', en: 'Date' },
  count: { nl: 'Aantal laatste nieuwsberichten', en: 'Number of latest news items' },
  format: { nl: 'Opmaak', en: 'Format' },
  processedTable: { nl: 'Kant-en-klare tabel', en: 'Ready-made table' },
  html: { nl: 'HTML', en: 'HTML' },
  members: { nl: 'Teamleden', en: 'Team members' },
  function: { nl: 'Functie', en: 'Role' },
  email: { nl: 'E-mailadres', en: 'Email address' },
  content: { nl: 'HTML-code', en: 'HTML code' },
  desktop: { nl: 'Blokken op desktop', en: 'Blocks on desktop' },
  mobile: { nl: 'Blokken op mobiel', en: 'Blocks on mobile' },
  blocks: { nl: 'Varianten', en: 'Variants' },
  abTestId: { nl: 'Test-id', en: 'Test id' },
  block: { nl: 'Blok', en: 'Block' },
  theme: { nl: 'Thema', en: 'Theme' },
};

/** Labels of enum values that are not words an editor reads as they are. */
export const optionLabels: Readonly<Record<string, Labels>> = {
  darkblue: { nl: 'Donkerblauw', en: 'Dark blue' },
  light: { nl: 'Licht', en: 'Light' },
  'content-width': { nl: 'Breedte van de tekst', en: 'Content width' },
  'full-width': { nl: 'Volle breedte', en: 'Full width' },
  image: { nl: 'Afbeelding', en: 'Image' },
  video: { nl: 'Video', en: 'Video' },
  left: { nl: 'Links', en: 'Left' },
  right: { nl: 'Rechts', en: 'Right' },
  text: { nl: 'Tekst', en: 'Text' },
  icon: { nl: 'Pictogram', en: 'Icon' },
  'action-area': { nl: 'Actiegebied', en: 'Action area' },
  'international-secretariat': { nl: 'Internationaal secretariaat', en: 'International secretariat' },
  'civil-society': { nl: 'Maatschappelijke organisatie', en: 'Civil society' },
  government: { nl: 'Overheid', en: 'Government' },
  'knowledge-institute': { nl: 'Kennisinstelling', en: 'Knowledge institute' },
  'private-sector': { nl: 'Bedrijfsleven', en: 'Private sector' },
  textNested: { nl: 'Tekst', en: 'Text' },
  quoteNested: { nl: 'Citaat', en: 'Quote' },
  mediaNested: { nl: 'Media', en: 'Media' },
  linkListNested: { nl: 'Lijst met links', en: 'Link list' },
};

/** A field's label: from the table, else its key written out ("fileUrl" → "File url"). */
export function fieldLabel(key: string, language: StudioLanguage): string {
  const known = fieldLabels[key];
  if (known) return known[language];
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function optionLabel(value: string, language: StudioLanguage): string {
  return optionLabels[value]?.[language] ?? value;
}
