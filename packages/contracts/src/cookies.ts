// Reading a `Cookie` header, the same way on the server (a request's header) and in the browser
// (`document.cookie`). This module imports nothing, so the browser bundle can use it.

/**
 * The cookies of a `Cookie` header. A value in double quotes loses them; a percent-encoded value
 * is decoded. The first of a repeated name wins (browsers send the most specific path first).
 * A pair without a name or `=`, and a value that is not valid percent-encoding, are skipped.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // not valid percent-encoding: as if the cookie were absent
    }
  }
  return cookies;
}
