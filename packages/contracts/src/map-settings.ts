// The map's closed sets and settings, without zod: the browser's map code imports them.

/** The two project themes of the map: 'Action area' (ochre) and 'International Secretariat' (cyan). */
export const mapThemes = ['action-area', 'international-secretariat'] as const;
export type MapTheme = (typeof mapThemes)[number];

/** Where a project can be: longitude and latitude in degrees. */
export const longitudeRange = { min: -180, max: 180 } as const;
export const latitudeRange = { min: -90, max: 90 } as const;

/** Kinds of actors taking part in a project; each has its own icon. */
export const actorTypes = ['civil-society', 'government', 'knowledge-institute', 'private-sector'] as const;
export type ActorType = (typeof actorTypes)[number];

/**
 * Cluster settings of the map: a map filling a page groups markers more widely than a map
 * block inside a page.
 */
export const mapClusterOptions = {
  page: { radius: 75, maxZoom: 20 },
  block: { radius: 40, extent: 512, maxZoom: 16, minPoints: 2, nodeSize: 64 },
} as const;
export type MapLevel = keyof typeof mapClusterOptions;

export const mapInitialZoom = 4;
export const mapFlyCurve = 0.75;
export const mapPopupOffset = 20;
export const mapPopupMaxWidthPx = 500;
/** Wider than this the popup opens above its marker; at or below it, to the marker's side. */
export const mapDesktopMinWidthPx = 1024;

/** The default basemap's style on our own site (Natural Earth land and borders, no text). */
export const defaultMapStyleUrl = '/map/style.json';
/** A still picture of the default basemap's land and borders, shown until a map's code has loaded. */
export const defaultMapLandImageUrl = '/map/land.svg';
