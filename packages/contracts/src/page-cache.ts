// What the web app tells the server's page cache about a rendered page, in response headers
// the server reads and removes (browsers never see them).

/**
 * The CSP hashes (`sha256-…`, space-separated) of the inline scripts a page adds while it runs
 * (an HTML block's editor scripts): a cached page's policy allows scripts by hash only.
 */
export const runtimeScriptHashesHeader = 'x-zilt-script-hashes';

/**
 * The CSP hashes (`sha256-…`, space-separated) of a page's inline style elements: a page's
 * policy allows inline style elements by hash only.
 */
export const inlineStyleHashesHeader = 'x-zilt-style-hashes';

/**
 * When a page stops being true, in milliseconds since 1970: a page that shows an event as upcoming
 * is kept only until that event ends, so the cache never keeps calling it upcoming.
 */
export const pageExpiresHeader = 'x-zilt-page-expires';

/** The expiry a response names in `pageExpiresHeader`, or undefined when it names none. */
export function pageExpiryOf(headers: Headers): number | undefined {
  const value = Number(headers.get(pageExpiresHeader) ?? Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
