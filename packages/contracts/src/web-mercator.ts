// Web Mercator, the flat world map of MapLibre (and of the map's still picture, which the server
// draws): a place's position on the world's square, from 0 to 1 across and down.

/** The side of the world's square at zoom 0, in pixels; each zoom step doubles it. */
export const mercatorWorldSize = 512;

/** The latitudes the flat map reaches: the square's top and bottom edges. */
export const mercatorLatitudeLimit = 85.051129;

/** A longitude's place on the square, 0 at its left edge (180° W) and 1 at its right (180° E). */
export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

/** A latitude's place on the square, 0 at its top (85° N) and 1 at its bottom (85° S). */
export function mercatorY(latitude: number): number {
  const limited = Math.max(-mercatorLatitudeLimit, Math.min(mercatorLatitudeLimit, latitude));
  const sine = Math.sin((limited * Math.PI) / 180);
  return 0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI);
}

/** The latitude at a place down the square (the inverse of `mercatorY`). */
export function latitudeOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}
