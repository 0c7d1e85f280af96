import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { keepWpPrefix } from '../../lib/page-address/resolve-page-address';
import { useSiteData } from '../../lib/site-data/use-site-data';
import { internalPath, needsDocumentLoad, opensInNewTab } from './is-external-link';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** The CMS's own external flag (`isLinkExternal` of a link); the address decides otherwise. */
  external?: boolean | undefined;
  /** The CMS's `target`: `_blank` opens an internal link in a new tab as well. */
  target?: string | undefined;
  /** For internal links (`prev`, `next`); a link opening in a new tab always has rel noopener noreferrer. */
  rel?: string;
  /** A client-side navigation keeps the scroll position (a pager within a page). */
  preventScrollReset?: boolean;
}

/**
 * The site's one link: external links (other host, tel:, mailto:) and links the editor
 * gave the target `_blank` open in a new tab with rel="noopener noreferrer" and say so to screen
 * readers; internal links navigate client-side, except paths the router does not render
 * (files, other apps). The current host is the one the server saw, so server and browser decide
 * links alike. A download (`download` set) is always a plain link, so the browser
 * fetches the file.
 */
export function SmartLink({ href, children, external, target, rel, preventScrollReset, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  const site = useSiteData();
  const host = site?.host ?? (typeof window === 'undefined' ? '' : window.location.host);
  if (rest.download !== undefined) {
    return (
      <a href={href} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  if (opensInNewTab(href, host, { external, target })) {
    return (
      <a href={keepWpPrefix(href, site?.wpPrefix ?? false)} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> ({t('link.newTab')})</span>
      </a>
    );
  }
  // A visitor who came in under /wp/ stays there: the site's own pages are linked with the segment.
  const path = keepWpPrefix(internalPath(href), site?.wpPrefix ?? false);
  if (needsDocumentLoad(path)) {
    return (
      <a href={path} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={path} rel={rel} preventScrollReset={preventScrollReset} {...rest}>
      {children}
    </Link>
  );
}
