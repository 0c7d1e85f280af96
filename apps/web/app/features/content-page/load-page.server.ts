import type { Language } from '@zilt/contracts/common';
import { blocksInTree } from '@zilt/contracts/block-tree';
import type { Block } from '@zilt/contracts/blocks';
import { defaultMapLandImageUrl, defaultMapStyleUrl, mapThemes } from '@zilt/contracts/map-settings';
import type { SiteLoadContext, SitePage } from '@zilt/contracts/site-services';
import { mapSlot, type MapStill, type PageMapData } from '../../blocks/map-block/map-data-context';
import { mapStill } from '../../blocks/map-block/map-still.server';
import { blockKindsIn, preloadBlockKinds } from '../../blocks/registry';
import { withRegistrationForm, eventStatusOfPage } from '../events/event-page';
import { fillRecentNews } from '../overview/fill-recent-news.server';
import { loadOverview } from '../overview/load-overview.server';
import { overviewKindOf } from '../overview/overview-kind';
import { preloadPageMap } from '../project-map-page/page-map-slot';
import { searchPageBreadcrumbs } from '../search/search-breadcrumbs';

// What the content page's loader (and the main site's draft preview) reads for a page: server only.

/** What the page needs in the browser (revision and node ids stay on the server). */
export function renderedPage(page: SitePage) {
  return {
    title: page.title,
    language: page.language,
    slug: page.slug,
    header: page.header,
    breadcrumbs:
      page.template === 'search-page' ? searchPageBreadcrumbs(page.breadcrumbs, page.title) : page.breadcrumbs,
    blocks: page.blocks,
    template: page.template,
    pageKind: page.pageKind,
    nodeType: page.nodeType,
    taxonomyTerms: page.taxonomyTerms,
    project: page.project,
    translations: page.translations,
    lastUpdated: page.lastUpdated,
  };
}

/**
 * The project list, basemap and still pictures for the maps of a page (the page-level map when
 * `pageMap`, and its map blocks); only pages with a map read them.
 */
async function pageMapData(
  context: SiteLoadContext,
  language: Language,
  pageMap: boolean,
  blocks: readonly Block[],
): Promise<PageMapData> {
  const projects = await context.services.getMapProjects('wp', language);
  const styleUrl = context.publicSettings.mapStyleUrl ?? defaultMapStyleUrl;
  const stills: Record<string, MapStill> = {};
  const addStill = (level: 'page' | 'block', theme: (typeof mapThemes)[number] | undefined) => {
    const slot = mapSlot(level, theme);
    const still = slot in stills ? null : mapStill(projects, level, theme ? [theme] : mapThemes);
    if (still) stills[slot] = still;
  };
  if (pageMap) addStill('page', undefined);
  for (const block of blocksInTree(blocks)) if (block.kind === 'mapBlock') addStill('block', block.theme);
  return {
    language,
    list: projects.map(({ id, title, url, theme }) => ({ id, title, url, theme })),
    styleUrl,
    // The land of the offline basemap; a configured basemap's own land is only in the live map.
    landImageUrl: styleUrl === defaultMapStyleUrl ? defaultMapLandImageUrl : null,
    stills,
  };
}

/**
 * What the page shows of a page that exists (published, or a revision a preview link names):
 * its blocks with their data, its overview list and its map data, and when it was rendered.
 */
export async function loadFoundPage(context: SiteLoadContext, request: Request, page: SitePage) {
  const language = page.language;
  // Whether an event is past is judged now; the page cache keeps the page only until it changes.
  const renderedAt = Date.now();
  const overviewKind = overviewKindOf(page.template);
  const pageBlocks = withRegistrationForm(page, page.blocks, eventStatusOfPage(page, renderedAt));
  const kinds = blockKindsIn(pageBlocks);
  const hasPageMap = page.template === 'project-map';
  const [overview, blocks, map] = await Promise.all([
    overviewKind ? loadOverview(context, language, overviewKind, new URL(request.url)) : null,
    fillRecentNews(context, language, pageBlocks),
    hasPageMap || kinds.has('mapBlock') ? pageMapData(context, language, hasPageMap, pageBlocks) : null,
    preloadBlockKinds(kinds),
    hasPageMap ? preloadPageMap() : null,
  ]);
  // An event's place on the map of structured data: the centre of its postcode's area.
  const eventPostcode =
    page.nodeType === 'event' && page.header.kind === 'detail' ? page.header.location?.postcode : undefined;
  const eventGeo = eventPostcode ? ((await context.services.getPostcodeCentre?.(eventPostcode)) ?? null) : null;
  return { page: renderedPage({ ...page, blocks }), notFound: false, overview, map, renderedAt, eventGeo };
}
