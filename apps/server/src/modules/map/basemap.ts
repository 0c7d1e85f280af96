import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FeatureCollection, MultiLineString, Position } from 'geojson';
import { defaultMapLandImageUrl } from '@zilt/contracts/map-settings';
import { mercatorWorldSize as worldSize, mercatorX, mercatorY } from '@zilt/contracts/web-mercator';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// The default basemap: Natural Earth's countries at 1:110m from the world-atlas package, served
// by us as GeoJSON with a MapLibre style that has no text, sprites or glyphs, so a map with the
// default basemap makes no request to anyone but us.

/** Basemap colours, from the site's palette: sea in light cyan, land in sand, borders muted. */
const colours = { ocean: '#D5EEF1', land: '#F6F1E7', coast: '#A9BBC8', border: '#C4B9A4' } as const;

export const basemapPaths = {
  style: '/map/style.json',
  land: '/map/land.geojson',
  borders: '/map/borders.geojson',
  landImage: defaultMapLandImageUrl,
} as const;

export interface BasemapFile {
  body: string;
  etag: string;
}

function asFile(value: unknown): BasemapFile {
  const body = typeof value === 'string' ? value : JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** A number with one decimal, as short as SVG path data allows (`-.5`, `3`). */
const short = (tenths: number) => String(tenths / 10).replace(/^(-?)0\./, '$1.');

/**
 * A line through `positions` on the zoom-0 world square (Web Mercator), as SVG path data: to a
 * tenth of a pixel (at the map's first zoom, 1.6 screen pixels), each point from the one before.
 */
function mercatorPath(positions: Position[], closed: boolean): string {
  let path = '';
  let last: [number, number] | null = null;
  for (const [longitude = 0, latitude = 0] of positions) {
    const x = Math.round(mercatorX(longitude) * worldSize * 10);
    const y = Math.round(mercatorY(latitude) * worldSize * 10);
    if (!last) path += `M${short(x)} ${short(y)}`;
    else if (x !== last[0] || y !== last[1]) path += `l${short(x - last[0])} ${short(y - last[1])}`;
    last = [x, y];
  }
  return closed ? `${path}z` : path;
}

/**
 * The land and borders as one SVG picture of the zoom-0 world square, in the basemap's colours:
 * the still picture a map shows until its code has loaded. Lines keep their width at any scale.
 */
function landImage(land: FeatureCollection, borders: MultiLineString): string {
  const rings = land.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [],
  );
  const landPath = rings.map((ring) => mercatorPath(ring, true)).join('');
  const borderPath = borders.coordinates.map((line) => mercatorPath(line, false)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${worldSize} ${worldSize}" preserveAspectRatio="none">`,
    `<path fill="${colours.land}" stroke="${colours.coast}" stroke-width="0.6" vector-effect="non-scaling-stroke" d="${landPath}"/>`,
    `<path fill="none" stroke="${colours.border}" stroke-width="0.8" vector-effect="non-scaling-stroke" d="${borderPath}"/>`,
    '</svg>',
  ].join('');
}

/** The style, its two GeoJSON sources and the land's still picture, built once from the package's topology. */
export function buildBasemap(): Record<keyof typeof basemapPaths, BasemapFile> {
  const require = createRequire(import.meta.url);
  const topology = require('world-atlas/countries-110m.json') as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land) as unknown as FeatureCollection;
  // Borders between two countries only: coastlines come from the land's outline.
  const borders: MultiLineString = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const style = {
    version: 8,
    name: 'Zilt offline basemap',
    sources: {
      land: { type: 'geojson', data: basemapPaths.land },
      borders: { type: 'geojson', data: basemapPaths.borders },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': colours.ocean } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': colours.coast, 'line-width': 0.6 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': colours.border, 'line-width': 0.8 } },
    ],
  };
  return {
    style: asFile(style),
    land: asFile(land),
    borders: asFile({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: borders }] }),
    landImage: asFile(landImage(land, borders)),
  };
}
