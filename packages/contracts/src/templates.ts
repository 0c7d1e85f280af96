// Page templates, without zod: the browser's page code reads them on every page.

/** The templates a page can have; page.ts describes what each one shows. */
export const templates = [
  'none',
  'news-overview',
  'events-overview',
  'team-overview',
  'search-page',
  'components-showcase',
  'project-map',
] as const;
export type Template = (typeof templates)[number];

/**
 * Pages of these templates are for editors, not visitors: search engines are asked not to index
 * them and the site search does not find them. (The database's search documents leave out the
 * same templates.)
 */
export const unlistedTemplates: readonly Template[] = ['components-showcase'];

/**
 * Pages of these templates are never a hit of the site search: the unlisted ones and the search
 * page itself. (The database's search documents leave out the same templates.)
 */
export const unsearchedTemplates: readonly Template[] = [...unlistedTemplates, 'search-page'];
