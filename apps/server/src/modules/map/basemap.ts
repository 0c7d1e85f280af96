import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FeatureCollection, MultiLineString } from 'geojson';
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
} as const;

export interface BasemapFile {
  body: string;
  etag: string;
}

function asFile(value: unknown): BasemapFile {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** The style and its two GeoJSON sources, built once from the package's topology. */
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
  };
}
