import { mapInitialZoom } from '@zilt/contracts/map-settings';
import {
  latitudeOfMercatorY,
  mercatorLatitudeLimit,
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

/** Changes of zoom smaller than this are the arithmetic's, not a move's. */
const zoomTolerance = 1e-3;

/**
 * How much the globe changes the zoom when its centre moves from one latitude to another: it
 * keeps its size on the screen, and since a zoom means the flat map's scale at the centre, the
 * zoom goes down toward the poles (by log2 of the ratio of the latitudes' cosines).
 */
export function globePanZoomShift(fromLatitude: number, toLatitude: number): number {
  const cosine = (latitude: number) => Math.cos((Math.min(Math.abs(latitude), mercatorLatitudeLimit) * Math.PI) / 180);
  return Math.log2(cosine(toLatitude) / cosine(fromLatitude));
}

/**
 * The whole zoom level whose clusters the map shows, which follows the visitor's zooms but not
 * their pans. On the globe a pan north from a whole level (where a cluster's flight ends) takes
 * the zoom just below it, which would close the clusters the visitor has just opened: a change
 * of zoom that the change of latitude alone explains is a pan, and leaves the level as it was.
 */
export class ClusterLevel {
  /** What the pans since the last flight into a cluster took off the zoom. */
  private panShift = 0;

  constructor(private last: MapView) {}

  /** The level at the view last told (a flight to zoom 1 on the globe may end at 0.998). */
  get level(): number {
    return Math.floor(this.last.zoom + this.panShift + 0.01);
  }

  /** Tells where the map now stands; a view told twice changes nothing. */
  moved(view: MapView): void {
    const change = view.zoom - this.last.zoom;
    const panned = Math.abs(change - globePanZoomShift(this.last.center[1], view.center[1])) < zoomTolerance;
    if (Math.abs(change) > zoomTolerance && panned) this.panShift -= change;
    this.last = view;
  }

  /** A flight to a cluster's zoom begins: its end stands at that zoom's level. */
  flying(): void {
    this.panShift = 0;
  }
}
