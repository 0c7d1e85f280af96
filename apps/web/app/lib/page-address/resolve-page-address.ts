import { defaultLanguage, isLanguage, type Language } from '@zilt/contracts/languages';

// Address rules of the public content site (spec §2). Pure and dependency-free: the root and
// page loaders, the header (search, language switch) and the tests all read addresses here.
// It deliberately does not import the zod schemas of @zilt/contracts, so the browser bundle
// stays small.

export interface PageAddress {
  /** The first segment when it is `en` or `nl` (after any `wp` segment), else English. */
  language: Language;
  /** The path without slashes, `wp` and language segments; `/` for the home page. */
  slug: string;
  /** Whether the address contains a `wp` segment; links the site builds keep it. */
  wpPrefix: boolean;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function resolvePageAddress(pathname: string): PageAddress {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const withoutWp = segments.filter((segment) => segment.toLowerCase() !== 'wp');
  const wpPrefix = withoutWp.length !== segments.length;
  const first = withoutWp[0]?.toLowerCase();
  const language = isLanguage(first) ? first : defaultLanguage;
  const slugSegments = isLanguage(first) ? withoutWp.slice(1) : withoutWp;
  return { language, slug: slugSegments.length === 0 ? '/' : slugSegments.join('/'), wpPrefix };
}

/** The address of a page: `/en/about`, `/wp/nl/over-ons`, `/en/` for the home page. */
export function pagePath(language: Language, slug: string, wpPrefix = false): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  return `${wpPrefix ? '/wp' : ''}/${language}/${trimmed}`;
}

/** Where the header's search form goes (spec §2): `/{lang}/searchPage`, with `/wp/` kept. */
export function searchPagePath(address: Pick<PageAddress, 'language' | 'wpPrefix'>): string {
  return pagePath(address.language, 'searchPage', address.wpPrefix);
}
