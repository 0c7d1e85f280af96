import { createContext, useContext } from 'react';
import type { Language } from '@zilt/contracts/common';
import type { MapListItem } from '@zilt/contracts/project';

/** What a page with a map gets from its loader: the projects for the list and the basemap style. */
export interface PageMapData {
  /** The page's language: the map's data and texts are in it. */
  language: Language;
  list: MapListItem[];
  /** The MapLibre style of the basemap: our offline one unless the operator configured another. */
  styleUrl: string;
}

/** Provided by the page for the maps on it; null on pages without a map. */
export const MapDataContext = createContext<PageMapData | null>(null);

export function usePageMapData(): PageMapData | null {
  return useContext(MapDataContext);
}
