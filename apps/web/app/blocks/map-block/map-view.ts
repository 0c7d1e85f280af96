import { mapInitialZoom } from '@zilt/contracts/map-settings';

// Where the project map opens: the view that fits its projects. Kept apart from the map's code
// (no MapLibre here) so that it can be tested on its own.

/** What the map shows: its centre (longitude, latitude) and zoom. */
export interface MapView {
  center: [number, number];
  zoom: number;
}

/** Room kept free around the projects of the opening view, for the markers and the zoom buttons (px). */
const openingPadding = 48;
/** Where the map looks when it has no projects to show: between the deltas of Africa, Asia and Europe. */
const emptyView: MapView = { center: [35, 25], zoom: mapInitialZoom };

/** A latitude's place on the Mercator square, 0 at the top (85° N) and 1 at the bottom. */
function mercatorY(latitude: number): number {
  const sine = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI);
}

function latitudeOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/**
 * The view that shows every one of `points` in a map of `width` by `height` pixels, but never
 * closer than the first zoom a visitor may start at. Longitudes are taken the short way round:
 * the widest gap between projects is where the view is cut.
 */
export function openingView(points: readonly [number, number][], width: number, height: number): MapView {
  if (points.length === 0) return emptyView;
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
  const worldWidth = (zoom: number) => 512 * 2 ** zoom;
  const room = (size: number) => Math.max(size - 2 * openingPadding, 1);
  const zoomFor = (fraction: number, size: number) =>
    fraction <= 0 ? Infinity : Math.log2(room(size) / (fraction * worldWidth(0)));
  const zoom = Math.min(mapInitialZoom, zoomFor(span / 360, width), zoomFor(bottom - top, height));
  const centreLongitude = ((((west + span / 2 + 180) % 360) + 360) % 360) - 180;
  return { center: [centreLongitude, latitudeOfMercatorY((top + bottom) / 2)], zoom };
}
