// Public addresses of published pages, shared by the server (sitemaps) and the web app (canonical
// links, hreflang alternates, structured data). Imports nothing with zod, so the browser bundle
// can use it.

import { defaultLanguage, type Language } from './languages.ts';

/** The sources whose pages have public addresses: the content site (wp) and the agency site (dp). */
export type PublicSource = 'wp' | 'dp';
export const publicSources: readonly PublicSource[] = ['wp', 'dp'];

/**
 * The one canonical path of a page: `/{lang}/{slug}` on the content site (`/{lang}/` for home),
 * `/spa/drupal/{lang}/{slug}` on the agency site. The `/wp/` addresses and the bare `/` show
 * the same pages and name these as canonical. Each segment is percent-encoded as needed.
 */
export function canonicalPagePath(source: PublicSource, language: Language, slug: string): string {
  const trimmed = slug
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${source === 'dp' ? '/spa/drupal' : ''}/${language}/${trimmed}`;
}

/** An absolute address on the site's origin (`SITE_URL`, or the request's origin without it). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The hreflang value that names the version for every other language (the default language's page). */
export const xDefaultLanguage: Language = defaultLanguage;

/** Slugs of pages that exist for the site's workings, not as pages to find: never in a sitemap, not indexed. */
export const unindexedSlugs: readonly string[] = ['not-found'];

/** Sitemap files hold at most this many addresses (the sitemaps.org limit); more go into further files. */
export const sitemapUrlLimit = 50_000;
