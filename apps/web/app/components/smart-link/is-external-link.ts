// Link rules of spec §3: a link is external when it is absolute to another host, or a
// `tel:` / `mailto:` link. External links open in a new tab; internal ones navigate inside
// the site (client-side when the content site handles the path).

const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;
const contactScheme = /^(?:tel|mailto):/i;

export function isExternalLink(url: string, currentHost: string): boolean {
  const trimmed = url.trim();
  if (contactScheme.test(trimmed)) return true;
  if (!absoluteUrl.test(trimmed)) return false;
  try {
    return new URL(trimmed, 'http://placeholder.invalid').host.toLowerCase() !== currentHost.toLowerCase();
  } catch {
    return true;
  }
}

/**
 * The in-site path of an internal link: absolute links to this host lose their origin so the
 * router can take them; relative paths are returned as written.
 */
export function internalPath(url: string): string {
  const trimmed = url.trim();
  if (!absoluteUrl.test(trimmed)) return trimmed;
  const parsed = new URL(trimmed, 'http://placeholder.invalid');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Internal paths the content site's router does not render (files, images, API, the agency
 * site and the Mini-Admin): they load as ordinary documents.
 */
export function needsDocumentLoad(path: string): boolean {
  if (/^\/(?:spa|dev|api|media|images|wp\/translations\.json)(?:[/?#]|$)/i.test(path)) return true;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return /\.[a-z\d]{2,5}$/i.test(pathname);
}
