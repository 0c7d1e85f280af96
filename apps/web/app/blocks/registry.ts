import type { ComponentType } from 'react';
import type { Block, BlockKind, BlockOfKind } from '@zilt/contracts/blocks';
import { defaultInViewThreshold } from '@zilt/contracts/constants';
import { blocksInTree } from '@zilt/contracts/block-tree';

export type BlockComponent<K extends BlockKind> = ComponentType<{ block: BlockOfKind<K> }>;

/** Loads the renderer of one kind; each kind is its own chunk, fetched only by pages that use it. */
export type BlockLoader<K extends BlockKind> = () => Promise<BlockComponent<K>>;

/** One loader per block kind of the contracts: leaving a kind out does not compile. */
export type BlockLoaderMap = { [K in BlockKind]: BlockLoader<K> };

export const blockLoaders: BlockLoaderMap = {
  contactBlock: () => import('./contact-block/contact-block').then((module) => module.ContactBlock),
  contactGridBlock: () => import('./contact-grid-block/contact-grid-block').then((module) => module.ContactGridBlock),
  ctaWithBgColourBlock: () =>
    import('./cta-with-bg-colour-block/cta-with-bg-colour-block').then((module) => module.CtaWithBgColourBlock),
  downloadBlock: () => import('./download-block/download-block').then((module) => module.DownloadBlock),
  linkListBlock: () => import('./link-list-block/link-list-block').then((module) => module.LinkListBlock),
  logoWallBlock: () => import('./logo-wall-block/logo-wall-block').then((module) => module.LogoWallBlock),
  mediaBlock: () => import('./media-block/media-block').then((module) => module.MediaBlock),
  galleryBlock: () => import('./gallery-block/gallery-block').then((module) => module.GalleryBlock),
  expandableBlock: () => import('./expandable-block/expandable-block').then((module) => module.ExpandableBlock),
  readMoreBlock: () => import('./read-more-block/read-more-block').then((module) => module.ReadMoreBlock),
  factsAndFiguresBlock: () =>
    import('./facts-and-figures-block/facts-and-figures-block').then((module) => module.FactsAndFiguresBlock),
  featuredContentBlock: () =>
    import('./featured-content-block/featured-content-block').then((module) => module.FeaturedContentBlock),
  formstackBlock: () => import('./formstack-block/formstack-block').then((module) => module.FormstackBlock),
  hubspotBlock: () => import('./hubspot-block/hubspot-block').then((module) => module.HubspotBlock),
  linkGridBlock: () => import('./link-grid-block/link-grid-block').then((module) => module.LinkGridBlock),
  iframeBlock: () => import('./iframe-block/iframe-block').then((module) => module.IframeBlock),
  imageTextBlock: () => import('./image-text-block/image-text-block').then((module) => module.ImageTextBlock),
  quoteBlock: () => import('./quote-block/quote-block').then((module) => module.QuoteBlock),
  recentNewsBlock: () => import('./recent-news-block/recent-news-block').then((module) => module.RecentNewsBlock),
  tableBlock: () => import('./table-block/table-block').then((module) => module.TableBlock),
  teamBlock: () => import('./team-block/team-block').then((module) => module.TeamBlock),
  textBlock: () => import('./text-block/text-block').then((module) => module.TextBlock),
  htmlBlock: () => import('./html-block/html-block').then((module) => module.HtmlBlock),
  cookieBlock: () => import('./cookie-block/cookie-block').then((module) => module.CookieBlock),
  multiscreenBlock: () => import('./multiscreen-block/multiscreen-block').then((module) => module.MultiscreenBlock),
  abTestBlock: () => import('./ab-test-block/ab-test-block').then((module) => module.AbTestBlock),
  mapBlock: () => import('./map-block/map-block').then((module) => module.MapBlock),
};

/**
 * Share of a block that must be visible before it reveals, per kind: 0.1 by default, 0.75 for
 * some, others between 0.1 and 1. Large blocks (media, galleries, maps, embedded pages, long
 * lists) would reach a high share late or never, so they reveal as soon as their edge shows.
 * Compact blocks that read as one unit (a quote, facts and figures, a call to action) wait
 * until three quarters are in view, so they play their entrance where the visitor looks.
 * Person cards and side-by-side features sit in between. A block's own `inViewThreshold` wins.
 */
const early = defaultInViewThreshold;
const halfway = 0.5;
const late = 0.75;

export const revealThresholds: { [K in BlockKind]: number } = {
  contactBlock: halfway,
  contactGridBlock: early,
  ctaWithBgColourBlock: late,
  downloadBlock: early,
  linkListBlock: early,
  logoWallBlock: early,
  mediaBlock: early,
  galleryBlock: early,
  expandableBlock: early,
  readMoreBlock: early,
  factsAndFiguresBlock: late,
  featuredContentBlock: halfway,
  formstackBlock: early,
  hubspotBlock: early,
  linkGridBlock: early,
  iframeBlock: early,
  imageTextBlock: early,
  quoteBlock: late,
  recentNewsBlock: early,
  tableBlock: early,
  teamBlock: early,
  textBlock: early,
  htmlBlock: early,
  cookieBlock: late,
  multiscreenBlock: early,
  abTestBlock: early,
  mapBlock: early,
};

/** The reveal threshold of one block: its own when the editor set one, else its kind's. */
export function revealThresholdOf(block: Block): number {
  return block.inViewThreshold ?? (revealThresholds as Record<string, number | undefined>)[block.kind] ?? early;
}

type AnyBlockComponent = ComponentType<{ block: Block }>;

/** Renderers ready to render synchronously: loaded from `blockLoaders`, or registered at run time. */
const ready = new Map<string, AnyBlockComponent>();
const loading = new Map<string, Promise<AnyBlockComponent | undefined>>();
const loaders = blockLoaders as unknown as Record<string, (() => Promise<AnyBlockComponent>) | undefined>;

/** Whether some renderer exists for the kind (loaded or not). */
export function isKnownBlockKind(kind: string): boolean {
  return ready.has(kind) || loaders[kind] !== undefined;
}

/** The renderer of a kind if it is loaded (or registered), else undefined. */
export function blockComponentFor(kind: string): AnyBlockComponent | undefined {
  return ready.get(kind);
}

/** Loads the renderer of a kind once; later calls share the same promise. */
export function loadBlockComponent(kind: string): Promise<AnyBlockComponent | undefined> {
  const loaded = ready.get(kind);
  if (loaded) return Promise.resolve(loaded);
  let pending = loading.get(kind);
  if (!pending) {
    const load = loaders[kind];
    pending = load
      ? load().then((component) => {
          if (!ready.has(kind)) ready.set(kind, component);
          return ready.get(kind);
        })
      : Promise.resolve(undefined);
    loading.set(kind, pending);
  }
  return pending;
}

/** Every kind in a block list, including the children of multiscreen and A/B test blocks. */
export function blockKindsIn(blocks: readonly Block[], into = new Set<string>()): Set<string> {
  for (const block of blocksInTree(blocks)) into.add(block.kind);
  return into;
}

/** Loads the renderers of these kinds, so a page renders without waiting for any of them. */
export async function preloadBlockKinds(kinds: Iterable<string>): Promise<void> {
  await Promise.all([...kinds].map((kind) => loadBlockComponent(kind).catch(() => undefined)));
}

export function registeredBlockKinds(): string[] {
  return [...new Set([...Object.keys(loaders), ...ready.keys()])];
}

/**
 * Registers (or replaces) the renderer of a kind at run time, e.g. for an extension. Replacing
 * an existing kind is almost always a mistake, so it is logged as an error and announced
 * (the kind exists and will be overwritten).
 */
export function registerBlock<K extends BlockKind>(kind: K, component: BlockComponent<K>): void;
export function registerBlock(kind: string, component: AnyBlockComponent): void;
export function registerBlock(kind: string, component: unknown): void {
  if (isKnownBlockKind(kind)) {
    const message = `Block kind "${kind}" already exists and will be overwritten.`;
    console.error(message);
    if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
  }
  ready.set(kind, component as AnyBlockComponent);
}
