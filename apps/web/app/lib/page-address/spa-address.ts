import { defaultLanguage, isLanguage, type Language } from '@zilt/contracts/languages';

// Addresses of the agency-style site under `/spa`. Its CMS pages live under `/spa/drupal/…`
// and read the language from the segment after `drupal`, as the content site reads its first
// segment: `en` or `nl`, anything else is a slug in the default language. The other agency
// pages (welcome, about us, contact, error log) are English.

const spaPrefix = /^\/spa(?:\/|$)/i;
const drupalPrefix = /^\/spa\/drupal(?:\/|$)/i;

/** Whether an address belongs to the agency site. */
export function isSpaPath(pathname: string): boolean {
  return spaPrefix.test(pathname);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Language and slug of a CMS page address: `/spa/drupal/nl/aanpak` is the Dutch page `aanpak`. */
export function resolveSpaCmsAddress(pathname: string): { language: Language; slug: string } {
  const rest = pathname.replace(drupalPrefix, '');
  const segments = rest.split('/').filter(Boolean).map(decodeSegment);
  const first = segments[0]?.toLowerCase();
  const language = isLanguage(first) ? first : defaultLanguage;
  const slugSegments = isLanguage(first) ? segments.slice(1) : segments;
  return { language, slug: slugSegments.length === 0 ? '/' : slugSegments.join('/') };
}

/** The language of an agency-site address: a CMS page's own, English elsewhere. */
export function spaLanguage(pathname: string): Language {
  return drupalPrefix.test(pathname) ? resolveSpaCmsAddress(pathname).language : defaultLanguage;
}

/** The agency site's addresses. */
export const spaPaths = {
  home: '/spa',
  aboutUs: '/spa/about-us',
  contactUs: '/spa/contact-us',
  errorLog: '/spa/error-handling-test',
  cmsPage: (language: Language, slug: string) => `/spa/drupal/${language}/${slug.replace(/^\/+|\/+$/g, '')}`,
} as const;
