import type { ComponentType } from 'react';
import type { Block, BlockKind, BlockOfKind } from '@zilt/contracts/blocks';
import { AbTestBlock } from './ab-test-block/ab-test-block';
import { ContactBlock } from './contact-block/contact-block';
import { ContactGridBlock } from './contact-grid-block/contact-grid-block';
import { CtaWithBgColourBlock } from './cta-with-bg-colour-block/cta-with-bg-colour-block';
import { DownloadBlock } from './download-block/download-block';
import { ExpandableBlock } from './expandable-block/expandable-block';
import { FactsAndFiguresBlock } from './facts-and-figures-block/facts-and-figures-block';
import { FeaturedContentBlock } from './featured-content-block/featured-content-block';
import { GalleryBlock } from './gallery-block/gallery-block';
import { HtmlBlock } from './html-block/html-block';
import { IframeBlock } from './iframe-block/iframe-block';
import { ImageTextBlock } from './image-text-block/image-text-block';
import { LinkGridBlock } from './link-grid-block/link-grid-block';
import { LinkListBlock } from './link-list-block/link-list-block';
import { LogoWallBlock } from './logo-wall-block/logo-wall-block';
import { MediaBlock } from './media-block/media-block';
import { MultiscreenBlock } from './multiscreen-block/multiscreen-block';
import { QuoteBlock } from './quote-block/quote-block';
import { ReadMoreBlock } from './read-more-block/read-more-block';
import { RecentNewsBlock } from './recent-news-block/recent-news-block';
import { TableBlock } from './table-block/table-block';
import { TeamBlock } from './team-block/team-block';
import { TextBlock } from './text-block/text-block';

export type BlockComponent<K extends BlockKind> = ComponentType<{ block: BlockOfKind<K> }>;

/** One renderer per block kind of the contracts: leaving a kind out does not compile. */
export type BlockComponentMap = { [K in BlockKind]: BlockComponent<K> };

/** Stands in for kinds that later issues build; renders nothing until then. */
function NotYetBuilt(): null {
  return null;
}

export const blockComponents: BlockComponentMap = {
  contactBlock: ContactBlock,
  contactGridBlock: ContactGridBlock,
  ctaWithBgColourBlock: CtaWithBgColourBlock,
  downloadBlock: DownloadBlock,
  linkListBlock: LinkListBlock,
  logoWallBlock: LogoWallBlock,
  mediaBlock: MediaBlock,
  galleryBlock: GalleryBlock,
  expandableBlock: ExpandableBlock,
  readMoreBlock: ReadMoreBlock,
  factsAndFiguresBlock: FactsAndFiguresBlock,
  featuredContentBlock: FeaturedContentBlock,
  // The forms issue builds the Formstack form and the HubSpot embed.
  formstackBlock: NotYetBuilt,
  hubspotBlock: NotYetBuilt,
  linkGridBlock: LinkGridBlock,
  iframeBlock: IframeBlock,
  imageTextBlock: ImageTextBlock,
  quoteBlock: QuoteBlock,
  recentNewsBlock: RecentNewsBlock,
  tableBlock: TableBlock,
  teamBlock: TeamBlock,
  textBlock: TextBlock,
  htmlBlock: HtmlBlock,
  // The consent issue builds the cookie block (a button that reopens the cookie bar).
  cookieBlock: NotYetBuilt,
  multiscreenBlock: MultiscreenBlock,
  abTestBlock: AbTestBlock,
  // The map issue builds the project map.
  mapBlock: NotYetBuilt,
};

type AnyBlockComponent = ComponentType<{ block: Block }>;

const registered = new Map<string, AnyBlockComponent>(Object.entries(blockComponents) as [string, AnyBlockComponent][]);

/** The renderer of a kind, or undefined for a kind nobody registered. */
export function blockComponentFor(kind: string): AnyBlockComponent | undefined {
  return registered.get(kind);
}

export function registeredBlockKinds(): string[] {
  return [...registered.keys()];
}

/**
 * Registers (or replaces) the renderer of a kind at run time, e.g. for an extension. Replacing
 * an existing kind is almost always a mistake, so it is logged and announced (spec §2).
 */
export function registerBlock<K extends BlockKind>(kind: K, component: BlockComponent<K>): void;
export function registerBlock(kind: string, component: AnyBlockComponent): void;
export function registerBlock(kind: string, component: unknown): void {
  if (registered.has(kind)) {
    const message = `Block kind "${kind}" already exists and will be overwritten.`;
    console.error(message);
    if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
  }
  registered.set(kind, component as AnyBlockComponent);
}
