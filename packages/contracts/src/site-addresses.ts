// Public addresses of published pages, shared by the server (sitemaps, a page copied into another
// language) and the web app (canonical links, hreflang alternates, structured data, the studio's
// breadcrumbs). Imports nothing with zod, so the browser bundle can use it.

import type { Source } from './common.ts';
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

function wordsOf(segment: string): string {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The breadcrumbs of a page: Home, each section the slug passes through (named after its
 * segment, `news` → "News"), and the page itself; addresses as the site writes them, in the
 * page's own language. Derived from the slug whenever a page is saved or copied into another
 * language, never typed.
 */
export function derivedBreadcrumbs(
  source: Source,
  language: Language,
  slug: string,
  title: string,
): { title: string; url: string }[] {
  const site = source === 'dp' ? 'dp' : 'wp';
  const home = { title: 'Home', url: canonicalPagePath(site, language, '') };
  const segments = slug.split('/').filter(Boolean);
  if (slug === '/' || segments.length === 0) return [home];
  const crumbs = [home];
  for (let index = 0; index < segments.length - 1; index++) {
    const path = segments.slice(0, index + 1).join('/');
    crumbs.push({ title: wordsOf(segments[index] ?? ''), url: canonicalPagePath(site, language, path) });
  }
  crumbs.push({ title, url: canonicalPagePath(site, language, slug) });
  return crumbs;
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
