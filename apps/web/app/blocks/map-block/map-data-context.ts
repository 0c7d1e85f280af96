import { createContext, useContext } from 'react';
import type { Language } from '@zilt/contracts/common';
import type { MapTheme } from '@zilt/contracts/map-settings';
import type { MapListItem } from '@zilt/contracts/project';
import type { ProjectsBox } from './map-view';

/** One marker of a map's still picture: a project, or a cluster of `count` projects. */
export interface StillMarker {
  /** Its place in the still's box of projects, in percent of the box's width and height. */
  left: number;
  top: number;
  count: number;
  /** A single project's theme (absent for a cluster). */
  theme?: MapTheme | undefined;
}

/**
 * The picture a map shows before its code has loaded, drawn on the server from the same
 * projects, clustering and opening view as the live map: the box of the projects on the zoom-0
 * world, and the markers of each whole zoom level the opening view may stand at (which one
 * depends on the map's size in the browser), from `zoom` up to the next level's.
 */
export interface MapStill {
  box: ProjectsBox;
  levels: { zoom: number; markers: StillMarker[] }[];
}

/** What a page with a map gets from its loader: the projects for the list and the basemap style. */
export interface PageMapData {
  /** The page's language: the map's data and texts are in it. */
  language: Language;
  list: MapListItem[];
  /** The MapLibre style of the basemap: our offline one unless the operator configured another. */
  styleUrl: string;
  /** The still picture of the land under the markers: the offline basemap's; none with another style. */
  landImageUrl: string | null;
  /** The still of each map of the page, by `mapSlot`. */
  stills: Record<string, MapStill>;
}

/** The name of a map of a page: its level and the theme it shows at first. */
export function mapSlot(level: string, theme: MapTheme | undefined): string {
  return `${level}:${theme ?? 'all'}`;
}

/** Provided by the page for the maps on it; null on pages without a map. */
export const MapDataContext = createContext<PageMapData | null>(null);

export function usePageMapData(): PageMapData | null {
  return useContext(MapDataContext);
}
