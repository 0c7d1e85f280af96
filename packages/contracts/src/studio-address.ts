// Addresses of the content studio (the web app draws it, the server gives it its own policy): `/studio` (Dutch, like the Mini-Admin) and `/studio/en`
// (English), each with the pages below. The studio is a client-only part of the web app: no
// site frame, no cookie bar, never cached, never indexed.

const studioPrefix = /^\/studio(?:\/|$)/i;
const englishStudioPrefix = /^\/studio\/en(?:\/|$)/i;

/** Whether an address belongs to the studio. */
export function isStudioPath(pathname: string): boolean {
  return studioPrefix.test(pathname);
}

/** The studio's language: English below `/studio/en`, Dutch everywhere else in the studio. */
export function studioLanguageOf(pathname: string): 'nl' | 'en' {
  return englishStudioPrefix.test(pathname) ? 'en' : 'nl';
}
