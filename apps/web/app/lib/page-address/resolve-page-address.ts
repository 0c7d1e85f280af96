import { defaultLanguage, isLanguage, type Language } from '@zilt/contracts/languages';

// Address rules of the public content site: the first path segment is the language (`en` or
// `nl`; any other counts as `en`), a `/wp/` segment is kept, and the rest is the slug (empty is
// the home page `/`). Pure and dependency-free: the root and
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

/** Where the header's search form goes: `/{lang}/searchPage`, with `/wp/` kept. */
export function searchPagePath(address: Pick<PageAddress, 'language' | 'wpPrefix'>): string {
  return pagePath(address.language, 'searchPage', address.wpPrefix);
}

// Addresses that are no page of the content site: other apps, the API, files and images, and
// addresses that already start with the `wp` segment.
const notAContentPage = /^\/(?:wp|spa|dev|api|media|images|assets)(?:[/?#]|$)/i;
const fileName = /\.[a-z\d]{2,5}$/i;

/**
 * A link the site builds, as it is written on a page whose address has the `wp` segment: an
 * address of a content page (`/en/news/x`, `/nl/`, `/`) gets `/wp` in front, so a visitor who
 * came in under `/wp/` stays there. Other apps, files, anchors, queries, external and
 * `tel:`/`mailto:` links, and addresses that have the segment already, are left as they are;
 * so is every address on a page without the segment.
 */
export function keepWpPrefix(href: string, wpPrefix: boolean): string {
  if (!wpPrefix || !href.startsWith('/') || href.startsWith('//')) return href;
  if (notAContentPage.test(href)) return href;
  const pathname = href.split(/[?#]/)[0] ?? '';
  if (fileName.test(pathname)) return href;
  return `/wp${href}`;
}

/**
 * Editor HTML as a page under /wp/ shows it: the `href` of each of its links follows
 * `keepWpPrefix`. The HTML was validated on import, so its attributes are quoted.
 */
export function keepWpPrefixInHtml(html: string, wpPrefix: boolean): string {
  if (!wpPrefix) return html;
  return html.replace(
    /(<a\b[^>]*?\shref=)(["'])([^"']*)\2/gi,
    (_match, start: string, quote: string, href: string) => `${start}${quote}${keepWpPrefix(href, true)}${quote}`,
  );
}
