import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../../lib/server-root.ts';

/** The PC4 centroids shipped with the server (GeoNames, CC BY 4.0; see geodata/README.md). */
export const pc4CentroidsFile = path.join(serverRoot, 'geodata', 'nl-pc4.csv');

export interface Centroid {
  lat: number;
  lon: number;
}

export interface PostcodeCentroids {
  /** The centre of a postcode's four-digit area, or null when the area is unknown. */
  centroidOf(pc4: number): Centroid | null;
  /** Every four-digit area whose centre lies within `km` of `centre`. */
  areasWithin(centre: Centroid, km: number): number[];
}

const earthRadiusKm = 6371;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Centroid, b: Centroid): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Reads `pc4,lat,lon,place` rows; a malformed row stops the start with its line number. */
export function parseCentroids(text: string): PostcodeCentroids {
  const byArea = new Map<number, Centroid>();
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const [pc4, lat, lon] = line.split(',');
    const area = Number(pc4);
    const centroid = { lat: Number(lat), lon: Number(lon) };
    if (!Number.isInteger(area) || !Number.isFinite(centroid.lat) || !Number.isFinite(centroid.lon)) {
      throw new Error(`postcode centroids, line ${index + 1}: expected pc4,lat,lon,place`);
    }
    byArea.set(area, centroid);
  });
  return {
    centroidOf: (pc4) => byArea.get(pc4) ?? null,
    areasWithin(centre, km) {
      const areas: number[] = [];
      for (const [area, centroid] of byArea) if (distanceKm(centre, centroid) <= km) areas.push(area);
      return areas;
    },
  };
}

export async function loadPostcodeCentroids(file = pc4CentroidsFile): Promise<PostcodeCentroids> {
  return parseCentroids(await readFile(file, 'utf8'));
}
