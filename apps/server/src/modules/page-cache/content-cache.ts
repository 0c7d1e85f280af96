import type { ContentReader } from '../content/read-service.ts';

/**
 * Published content kept in memory (pages, menus, languages, contact options, translations,
 * team, the map's projects), so that rendering a page does not ask the database for what did not change. Cleared
 * on every content change; a read that started before a change is not kept after it. Draft
 * revisions (previews) are always read from the database.
 */
/** Enough for every page of a large site in both languages, and the unknown slugs asked. */
const maxValues = 5000;

export function createContentCache(reader: ContentReader): { services: ContentReader; clear(): void } {
  const values = new Map<string, Promise<unknown>>();
  let generation = 0;

  function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
    const known = values.get(key);
    if (known) return known as Promise<T>;
    const started = generation;
    const reading = read();
    values.set(key, reading);
    // Unknown addresses are remembered too (as "no page"): keep the oldest from piling up.
    if (values.size > maxValues) values.delete(values.keys().next().value as string);
    // A failed read is not remembered: the next request tries again.
    reading.catch(() => {
      if (values.get(key) === reading) values.delete(key);
    });
    void reading.then(() => {
      if (generation !== started && values.get(key) === reading) values.delete(key);
    }, noop);
    return reading;
  }

  const services: ContentReader = {
    getPage: (source, language, slug) =>
      remembered(`page ${source} ${language} ${slug.toLowerCase()}`, () => reader.getPage(source, language, slug)),
    getPageRevision: (source, language, nodeId, revisionId) =>
      reader.getPageRevision(source, language, nodeId, revisionId),
    getPageRedirect: (source, language, slug) =>
      remembered(`redirect ${source} ${language} ${slug.toLowerCase()}`, () =>
        reader.getPageRedirect(source, language, slug),
      ),
    getMenu: (source, language, location) =>
      remembered(`menu ${source} ${language} ${location}`, () => reader.getMenu(source, language, location)),
    getAvailableLanguages: (source) => remembered(`languages ${source}`, () => reader.getAvailableLanguages(source)),
    getContactOptions: (source, language) =>
      remembered(`contact ${source} ${language}`, () => reader.getContactOptions(source, language)),
    getTranslations: (source) => remembered(`translations ${source}`, () => reader.getTranslations(source)),
    getTeamMembers: () => remembered('team', () => reader.getTeamMembers()),
    getMapProjects: (source, language) =>
      remembered(`map ${source} ${language}`, () => reader.getMapProjects(source, language)),
  };
  return {
    services,
    clear() {
      generation += 1;
      values.clear();
    },
  };
}

function noop() {}
