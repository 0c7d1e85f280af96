import { isLanguage } from './languages.ts';
import { actorTypes, latitudeRange, longitudeRange, mapThemes, type ActorType, type MapTheme } from './map-settings.ts';
import type { MapProject, MapProjectsResponse } from './project.ts';

// The browser's check of a map-data answer. It accepts exactly what `mapProjectsResponseSchema`
// accepts (a test holds the two together) but imports no zod: the map's chunk is loaded on every
// page with a map, and zod would add some 85 KB to it.

/** A map-data answer that is not one; the message names the first field in the way. */
export class MapDataError extends Error {
  override name = 'MapDataError';
}

type Fields = Record<string, unknown>;

function fieldsAt(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MapDataError(`${path}: expected an object`);
  }
  return value as Fields;
}

function textAt(fields: Fields, key: string, path: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new MapDataError(`${path}.${key}: expected text`);
  return value;
}

function degreesAt(fields: Fields, key: string, path: string, range: { min: number; max: number }): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < range.min || value > range.max) {
    throw new MapDataError(`${path}.${key}: expected a number from ${range.min} to ${range.max}`);
  }
  return value;
}

function oneOf<T extends string>(known: readonly T[], value: unknown, path: string): T {
  if (!(known as readonly unknown[]).includes(value))
    throw new MapDataError(`${path}: expected one of ${known.join(', ')}`);
  return value as T;
}

function readProject(value: unknown, path: string): MapProject {
  const fields = fieldsAt(value, path);
  const coordinates = fieldsAt(fields['coordinates'], `${path}.coordinates`);
  const labels = fields['labels'];
  if (!Array.isArray(labels)) throw new MapDataError(`${path}.labels: expected a list`);
  return {
    id: textAt(fields, 'id', path),
    coordinates: {
      longitude: degreesAt(coordinates, 'longitude', `${path}.coordinates`, longitudeRange),
      latitude: degreesAt(coordinates, 'latitude', `${path}.coordinates`, latitudeRange),
    },
    theme: oneOf<MapTheme>(mapThemes, fields['theme'], `${path}.theme`),
    labels: labels.map((label, position) => oneOf<ActorType>(actorTypes, label, `${path}.labels[${position}]`)),
    title: textAt(fields, 'title', path),
    description: textAt(fields, 'description', path),
    imageUrl: textAt(fields, 'imageUrl', path),
    url: textAt(fields, 'url', path),
  };
}

/** Reads the answer of `GET /api/wp/getMapProjects`; throws a MapDataError when it is not one. */
export function readMapProjectsResponse(answer: unknown): MapProjectsResponse {
  const fields = fieldsAt(answer, 'answer');
  const language = fields['language'];
  if (typeof language !== 'string' || !isLanguage(language))
    throw new MapDataError('answer.language: expected a site language');
  const projects = fields['projects'];
  if (!Array.isArray(projects)) throw new MapDataError('answer.projects: expected a list');
  return {
    language,
    projects: projects.map((project, position) => readProject(project, `answer.projects[${position}]`)),
  };
}
