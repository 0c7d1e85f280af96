import type { ComponentType } from 'react';
import type { BlockKind, BlockOfKind } from '@zilt/contracts/blocks';

export type BlockComponent<K extends BlockKind> = ComponentType<{ block: BlockOfKind<K> }>;

/** One renderer per block kind; a kind missing here is a compile error. */
export type BlockComponentMap = { [K in BlockKind]: BlockComponent<K> };

function RendersNothing(): null {
  return null;
}

// Filled in kind by kind; until a kind has its component it renders nothing.
export const blockComponents: BlockComponentMap = {
  contactBlock: RendersNothing,
  contactGridBlock: RendersNothing,
  ctaWithBgColourBlock: RendersNothing,
  downloadBlock: RendersNothing,
  linkListBlock: RendersNothing,
  logoWallBlock: RendersNothing,
  mediaBlock: RendersNothing,
  galleryBlock: RendersNothing,
  expandableBlock: RendersNothing,
  readMoreBlock: RendersNothing,
  factsAndFiguresBlock: RendersNothing,
  featuredContentBlock: RendersNothing,
  formstackBlock: RendersNothing,
  hubspotBlock: RendersNothing,
  linkGridBlock: RendersNothing,
  iframeBlock: RendersNothing,
  imageTextBlock: RendersNothing,
  quoteBlock: RendersNothing,
  recentNewsBlock: RendersNothing,
  tableBlock: RendersNothing,
  teamBlock: RendersNothing,
  textBlock: RendersNothing,
  htmlBlock: RendersNothing,
  cookieBlock: RendersNothing,
  multiscreenBlock: RendersNothing,
  abTestBlock: RendersNothing,
  mapBlock: RendersNothing,
};

const registered = new Map<string, ComponentType<{ block: never }>>(Object.entries(blockComponents));

export function getBlockComponent<K extends BlockKind>(kind: K): BlockComponent<K> | undefined;
export function getBlockComponent(kind: string): ComponentType<{ block: never }> | undefined;
export function getBlockComponent(kind: string) {
  return registered.get(kind);
}

export function registerBlock<K extends BlockKind>(kind: K, component: BlockComponent<K>): void {
  registered.set(kind, component as ComponentType<{ block: never }>);
}
