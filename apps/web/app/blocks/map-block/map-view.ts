import { mapInitialZoom } from '@zilt/contracts/map-settings';
import {
  latitudeOfMercatorY,
  mercatorWorldSize as worldSize,
  mercatorX,
  mercatorY,
} from '@zilt/contracts/web-mercator';

// Where the project map opens: the view that fits its projects. Kept apart from the map's code
// (no MapLibre here) so that it can be tested on its own, and so that the server draws the
// map's still picture from the same view.

/** What the map shows: its centre (longitude, latitude) and zoom. */
export interface MapView {
  center: [number, number];
  zoom: number;
}

/** Room kept free around the projects of the opening view, for the markers and the zoom buttons (px). */
export const openingPadding = 48;
/** Where the map looks when it has no projects to show: between the deltas of Africa, Asia and Europe. */
const emptyView: MapView = { center: [35, 25], zoom: mapInitialZoom };

/**
 * The box around `points` on the flat world map at zoom 0 (`worldSize` pixels square), in
 * those pixels. Longitudes are taken the short way round: the widest gap between projects is
 * where the box is cut, so `x + width` may pass the world's right edge (into its next copy).
 */
export interface ProjectsBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function projectsBox(points: readonly [number, number][]): ProjectsBox | null {
  if (points.length === 0) return null;
  const longitudes = points.map(([longitude]) => longitude).sort((a, b) => a - b);
  let west = longitudes[0]!;
  let span = longitudes.at(-1)! - west;
  longitudes.forEach((longitude, position) => {
    const next = position + 1 < longitudes.length ? longitudes[position + 1]! : longitudes[0]! + 360;
    const around = 360 - (next - longitude);
    if (around < span) {
      span = around;
      west = next;
    }
  });
  const ys = points.map(([, latitude]) => mercatorY(latitude));
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  return {
    x: mercatorX(west) * worldSize,
    y: top * worldSize,
    width: (span / 360) * worldSize,
    height: (bottom - top) * worldSize,
  };
}

/**
 * How many map pixels one pixel of the zoom-0 world becomes in the opening view of a map of
 * `width` by `height` pixels: the box fits between the margins, but never closer than the first
 * zoom a visitor may start at.
 */
export function openingScale(box: ProjectsBox, width: number, height: number): number {
  const room = (size: number) => Math.max(size - 2 * openingPadding, 1);
  const fit = (extent: number, size: number) => (extent <= 0 ? Infinity : room(size) / extent);
  return Math.min(2 ** mapInitialZoom, fit(box.width, width), fit(box.height, height));
}

/** The view that shows every one of `points` in a map of `width` by `height` pixels (see `openingScale`). */
export function openingView(points: readonly [number, number][], width: number, height: number): MapView {
  const box = projectsBox(points);
  if (!box) return emptyView;
  const centreX = box.x + box.width / 2;
  const centreLongitude = (((((centreX / worldSize) * 360) % 360) + 360) % 360) - 180;
  return {
    center: [centreLongitude, latitudeOfMercatorY((box.y + box.height / 2) / worldSize)],
    zoom: Math.log2(openingScale(box, width, height)),
  };
}
