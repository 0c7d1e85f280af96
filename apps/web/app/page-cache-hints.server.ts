import type { Block } from '@zilt/contracts/blocks';
import { blocksInTree } from '@zilt/contracts/block-tree';
import { pageExpiresHeader, runtimeScriptHashesHeader } from '@zilt/contracts/page-cache';
import { nextEventChange } from '@zilt/contracts/event-status';
import type { EntryContext } from 'react-router';
import { splitScripts } from './lib/scripts/split-scripts';
import { inlineHash } from './lib/csp/inline-hash.server';

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

interface EventDates {
  date?: string | null | undefined;
  endDate?: string | null | undefined;
}

/** What the content page's loader returns that tells events' dates (see routes/content-page). */
interface LoadedEvents {
  page?: { nodeType?: string; header?: EventDates & { kind?: string } } | null;
  overview?: { kind?: string; status?: string; cards?: EventDates[] } | null;
  renderedAt?: number;
  /** The root's site data: the events its menu promotes. */
  promotedEvents?: EventDates[];
}

/**
 * The dates of the events the document shows: an event's own page, the cards of an events list
 * and the events its menu promotes.
 */
function shownEvents(context: EntryContext): { events: EventDates[]; renderedAt: number } {
  const events: EventDates[] = [];
  let renderedAt = Date.now();
  for (const data of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    const loaded = data as LoadedEvents | null;
    if (typeof loaded?.renderedAt === 'number') renderedAt = Math.min(renderedAt, loaded.renderedAt);
    events.push(...(loaded?.promotedEvents ?? []));
    const page = loaded?.page;
    if (page?.nodeType === 'event' && page.header?.kind === 'detail') events.push(page.header);
    const overview = loaded?.overview;
    if (overview?.kind === 'event' && overview.status === 'loaded') events.push(...(overview.cards ?? []));
  }
  return { events, renderedAt };
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
 * will run go in their own header, so a cached page's policy lets them run; a page that shows
 * upcoming events names when the first of them ends, and the cache keeps it no longer.
 */
export function addPageCacheHints(headers: Headers, context: EntryContext, renderFailed: boolean): void {
  if (renderFailed || showsErrorState(context)) headers.set('Cache-Control', 'no-store');
  const hashes = new Set<string>();
  for (const block of htmlBlocksIn(loadedBlocks(context))) {
    for (const script of splitScripts(block.content).scripts) {
      if (script.attributes['src']) continue;
      hashes.add(inlineHash(script.code));
    }
  }
  if (hashes.size > 0) headers.set(runtimeScriptHashesHeader, [...hashes].join(' '));
  // A page that shows an upcoming event is true only until that event ends (then it is past).
  const { events, renderedAt } = shownEvents(context);
  const expiresAt = nextEventChange(events, renderedAt);
  if (expiresAt !== undefined) headers.set(pageExpiresHeader, String(expiresAt));
}
