import type { BlockKind, BlockOfKind } from '@zilt/contracts/blocks';
import type { Labels } from './studio-language';

// What the studio knows of each block kind beyond its schema: its name for editors, its group
// in the list of blocks, and what a new block of the kind starts with. The map is keyed by
// every kind of the contracts: a new block kind does not compile until it is described here.

export type StudioCategory = 'text' | 'media' | 'links' | 'people' | 'forms' | 'embeds' | 'layout';

export const categoryLabels: Readonly<Record<StudioCategory, Labels>> = {
  text: { nl: 'Tekst', en: 'Text' },
  media: { nl: 'Beeld en media', en: 'Images and media' },
  links: { nl: 'Links en lijsten', en: 'Links and lists' },
  people: { nl: 'Mensen en contact', en: 'People and contact' },
  forms: { nl: 'Formulieren', en: 'Forms' },
  embeds: { nl: 'Ingesloten en kaart', en: 'Embeds and map' },
  layout: { nl: 'Opbouw', en: 'Layout' },
};

export interface StudioBlockSpec<K extends BlockKind> {
  label: Labels;
  category: StudioCategory;
  /** Fields a new block starts with, over the empty ones the schema gives. */
  starter?: Partial<Omit<BlockOfKind<K>, 'kind'>>;
}

export type StudioBlocks = { [K in BlockKind]: StudioBlockSpec<K> };

export const studioBlocks: StudioBlocks = {
  textBlock: { label: { nl: 'Tekst', en: 'Text' }, category: 'text' },
  quoteBlock: { label: { nl: 'Citaat', en: 'Quote' }, category: 'text' },
  imageTextBlock: {
    label: { nl: 'Afbeelding met tekst', en: 'Image with text' },
    category: 'text',
    starter: { imageDirection: 'left' },
  },
  factsAndFiguresBlock: { label: { nl: 'Feiten en cijfers', en: 'Facts and figures' }, category: 'text' },
  expandableBlock: { label: { nl: 'Uitklapbare items', en: 'Expandable items' }, category: 'text' },
  readMoreBlock: {
    label: { nl: 'Lees meer', en: 'Read more' },
    category: 'text',
    starter: { openLabel: 'Lees meer', closeLabel: 'Lees minder' },
  },
  tableBlock: { label: { nl: 'Tabel', en: 'Table' }, category: 'text' },
  ctaWithBgColourBlock: {
    label: { nl: 'Oproep met achtergrond', en: 'Call to action' },
    category: 'text',
    starter: { showBgColour: true },
  },
  mediaBlock: { label: { nl: 'Afbeelding of video', en: 'Image or video' }, category: 'media' },
  galleryBlock: { label: { nl: 'Galerij', en: 'Gallery' }, category: 'media' },
  logoWallBlock: { label: { nl: 'Logowand', en: 'Logo wall' }, category: 'media' },
  featuredContentBlock: { label: { nl: 'Uitgelicht', en: 'Featured content' }, category: 'media' },
  linkListBlock: { label: { nl: 'Lijst met links', en: 'Link list' }, category: 'links' },
  linkGridBlock: { label: { nl: 'Raster met links', en: 'Link grid' }, category: 'links' },
  downloadBlock: { label: { nl: 'Downloads', en: 'Downloads' }, category: 'links' },
  recentNewsBlock: { label: { nl: 'Recent nieuws', en: 'Recent news' }, category: 'links', starter: { count: 3 } },
  contactBlock: { label: { nl: 'Contactpersoon', en: 'Contact person' }, category: 'people' },
  contactGridBlock: { label: { nl: 'Contactpersonen', en: 'Contact people' }, category: 'people' },
  teamBlock: { label: { nl: 'Team', en: 'Team' }, category: 'people' },
  formstackBlock: { label: { nl: 'Formulier', en: 'Form' }, category: 'forms' },
  hubspotBlock: { label: { nl: 'HubSpot-formulier', en: 'HubSpot form' }, category: 'forms' },
  cookieBlock: { label: { nl: 'Cookie-instellingen', en: 'Cookie settings' }, category: 'forms' },
  iframeBlock: {
    label: { nl: 'Ingesloten pagina', en: 'Embedded page' },
    category: 'embeds',
    starter: { height: 400 },
  },
  htmlBlock: { label: { nl: 'HTML', en: 'HTML' }, category: 'embeds' },
  mapBlock: { label: { nl: 'Projectenkaart', en: 'Project map' }, category: 'embeds' },
  // Blocks that hold blocks draw a slot per list in the canvas (puck-config.tsx), by their schema.
  multiscreenBlock: { label: { nl: 'Desktop en mobiel', en: 'Desktop and mobile' }, category: 'layout' },
  abTestBlock: { label: { nl: 'A/B-test', en: 'A/B test' }, category: 'layout' },
};
