// Link rules: a link is external when it is absolute to another host, or a
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
 * Whether a link opens in a new tab: an external link always does (the CMS's `isLinkExternal`
 * or the address), an internal one when the editor set its `target` to `_blank`. Other targets
 * name frames this site does not have, so they open in place.
 */
export function opensInNewTab(
  url: string,
  currentHost: string,
  link: { external?: boolean | undefined; target?: string | undefined },
): boolean {
  return link.external === true || isExternalLink(url, currentHost) || link.target?.trim().toLowerCase() === '_blank';
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
 * Internal paths the site's router does not render (files, images, API and the Mini-Admin):
 * they load as ordinary documents. The agency site under /spa is rendered by the same router.
 */
export function needsDocumentLoad(path: string): boolean {
  if (/^\/(?:dev|api|media|images|wp\/translations\.json)(?:[/?#]|$)/i.test(path)) return true;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return /\.[a-z\d]{2,5}$/i.test(pathname);
}
