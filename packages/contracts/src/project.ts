import { z } from 'zod';
import { languageSchema } from './common.ts';
import { actorTypes, latitudeRange, longitudeRange, mapThemes } from './map-settings.ts';

// Projects on the map ("Map project"): where a project is, which of the two themes it belongs to
// and which kinds of actors take part. The browser takes its constants from map-settings.ts,
// which has no zod, so the map's code stays small; it checks the map data with
// map-projects-check.ts, which follows `mapProjectsResponseSchema` without zod.

const longitudeSchema = z.number().min(longitudeRange.min).max(longitudeRange.max);
const latitudeSchema = z.number().min(latitudeRange.min).max(latitudeRange.max);

export const mapThemeSchema = z.enum(mapThemes);
export const actorTypeSchema = z.enum(actorTypes);

/** Where a project is and how the map shows it; part of a project page in a content package. */
export const projectPlaceSchema = z.strictObject({
  longitude: longitudeSchema,
  latitude: latitudeSchema,
  theme: mapThemeSchema,
  /** The actor types taking part; may be empty. */
  labels: z.array(actorTypeSchema).default([]),
});
export type ProjectPlace = z.infer<typeof projectPlaceSchema>;

/** One project as the map receives it. */
export const mapProjectSchema = z.object({
  id: z.string(),
  coordinates: z.object({
    longitude: longitudeSchema,
    latitude: latitudeSchema,
  }),
  theme: mapThemeSchema,
  labels: z.array(actorTypeSchema),
  title: z.string(),
  description: z.string(),
  /** Empty when the project has no image. */
  imageUrl: z.string(),
  /** The project page on the public site, e.g. `/en/projecten/salt-farm-texel`. */
  url: z.string(),
});
export type MapProject = z.infer<typeof mapProjectSchema>;

export const mapProjectsResponseSchema = z.object({
  language: languageSchema,
  projects: z.array(mapProjectSchema),
});
export type MapProjectsResponse = z.infer<typeof mapProjectsResponseSchema>;

/** What a page with a map sends in its HTML: the list of projects beside the map. */
export type MapListItem = Pick<MapProject, 'id' | 'title' | 'url' | 'theme'>;
