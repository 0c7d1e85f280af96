import { createHash } from 'node:crypto';
import type { Block } from '@zilt/contracts/blocks';
import { blocksInTree } from '@zilt/contracts/block-tree';
import { runtimeScriptHashesHeader } from '@zilt/contracts/page-cache';
import type { EntryContext } from 'react-router';
import { splitScripts } from './lib/scripts/split-scripts';

// What the server's page cache needs to know about a rendered document (docs/decisions/006).

function* htmlBlocksIn(blocks: readonly Block[]): Generator<Extract<Block, { kind: 'htmlBlock' }>> {
  for (const block of blocksInTree(blocks)) if (block.kind === 'htmlBlock') yield block;
}

/** The blocks of the pages the routes loaded (the content page's loader data). */
function loadedBlocks(context: EntryContext): Block[] {
  const blocks: Block[] = [];
  for (const data of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    const page = (data as { page?: { blocks?: Block[] } | null } | null)?.page;
    if (page?.blocks) blocks.push(...page.blocks);
  }
  return blocks;
}

/** Whether the document shows an error state: a route error or menus that failed to load. */
function showsErrorState(context: EntryContext): boolean {
  const { errors, loaderData } = context.staticHandlerContext;
  if (errors && Object.keys(errors).length > 0) return true;
  const root = loaderData?.['root'] as { menuState?: string } | undefined;
  return root?.menuState !== undefined && root.menuState !== 'loaded';
}

/**
 * Marks the response for the page cache: a document with an error state (or a part that failed
 * to render) says `Cache-Control: no-store`; the hashes of the editor scripts its HTML blocks
 * will run go in their own header, so a cached page's policy lets them run.
 */
export function addPageCacheHints(headers: Headers, context: EntryContext, renderFailed: boolean): void {
  if (renderFailed || showsErrorState(context)) headers.set('Cache-Control', 'no-store');
  const hashes = new Set<string>();
  for (const block of htmlBlocksIn(loadedBlocks(context))) {
    for (const script of splitScripts(block.content).scripts) {
      if (script.attributes['src']) continue;
      hashes.add(`sha256-${createHash('sha256').update(script.code, 'utf8').digest('base64')}`);
    }
  }
  if (hashes.size > 0) headers.set(runtimeScriptHashesHeader, [...hashes].join(' '));
}
