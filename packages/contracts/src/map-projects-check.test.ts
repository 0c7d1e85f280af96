import { describe, expect, it } from 'vitest';
import { MapDataError, readMapProjectsResponse } from './map-projects-check.ts';
import { mapProjectsResponseSchema } from './project.ts';

const project = {
  id: 'water-dialogue-satkhira',
  coordinates: { longitude: 89.07, latitude: 22.72 },
  theme: 'action-area',
  labels: ['government', 'civil-society'],
  title: 'Water dialogue in Satkhira',
  description: 'Villages and the water board agree on when sluices open.',
  imageUrl: '/media/delta.svg',
  url: '/en/projecten/water-dialogue-satkhira',
};
const answer = (projects: unknown[], language: unknown = 'en') => ({ language, projects });
const withField = (key: string, value: unknown) => answer([{ ...project, [key]: value }]);
const at = (longitude: unknown, latitude: unknown) => withField('coordinates', { longitude, latitude });

const accepted: [string, unknown][] = [
  ['a project with actor types', answer([project])],
  ['a project without actor types or image', answer([{ ...project, labels: [], imageUrl: '' }])],
  ['no projects', answer([], 'nl')],
  ['the edges of the globe', answer([{ ...project, coordinates: { longitude: -180, latitude: 90 } }])],
  ['fields the map does not use (left out)', answer([{ ...project, extra: 1 }])],
];
const refused: [string, unknown, string][] = [
  ['no object', 'projects', 'answer: expected an object'],
  ['an unknown language', answer([project], 'de'), 'answer.language'],
  ['projects not a list', { language: 'en', projects: {} }, 'answer.projects: expected a list'],
  ['a longitude beyond 180', at(180.5, 10), 'answer.projects[0].coordinates.longitude'],
  ['a latitude below -90', at(10, -90.1), 'answer.projects[0].coordinates.latitude'],
  ['a latitude as text', at(10, '45'), 'answer.projects[0].coordinates.latitude'],
  ['a longitude that is not a number', at(Number.NaN, 4), 'answer.projects[0].coordinates.longitude'],
  ['no coordinates', withField('coordinates', null), 'answer.projects[0].coordinates'],
  ['an unknown theme', withField('theme', 'ochre'), 'answer.projects[0].theme'],
  ['an unknown actor type', withField('labels', ['government', 'farmers']), 'answer.projects[0].labels[1]'],
  ['labels not a list', withField('labels', 'government'), 'answer.projects[0].labels'],
  ['a title that is not text', withField('title', 7), 'answer.projects[0].title'],
  ['no page address', withField('url', undefined), 'answer.projects[0].url'],
];

describe('the browser check of map data', () => {
  it.each(accepted)('accepts %s, as the schema does, with the same result', (_name, input) => {
    expect(readMapProjectsResponse(input)).toEqual(mapProjectsResponseSchema.parse(input));
  });

  it.each(refused)('refuses %s, as the schema does, naming the field', (_name, input, path) => {
    expect(mapProjectsResponseSchema.safeParse(input).success).toBe(false);
    expect(() => readMapProjectsResponse(input)).toThrow(MapDataError);
    expect(() => readMapProjectsResponse(input)).toThrow(path);
  });
});
