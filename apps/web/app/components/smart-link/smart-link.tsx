import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useSiteData } from '../../lib/site-data/use-site-data';
import { internalPath, needsDocumentLoad, opensInNewTab } from './is-external-link';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** The CMS's own external flag (spec §3 `isLinkExternal`); the address decides otherwise. */
  external?: boolean | undefined;
  /** The CMS's `target`: `_blank` opens an internal link in a new tab as well. */
  target?: string | undefined;
  /** For internal links (`prev`, `next`); a link opening in a new tab always has rel noopener noreferrer. */
  rel?: string;
  /** A client-side navigation keeps the scroll position (a pager within a page). */
  preventScrollReset?: boolean;
}

/** The current host as the server saw it, so server and browser decide links alike. */
function useCurrentHost(): string {
  const site = useSiteData();
  return site?.host ?? (typeof window === 'undefined' ? '' : window.location.host);
}

/**
 * The site's one link (spec §3): external links (other host, tel:, mailto:) and links the editor
 * gave the target `_blank` open in a new tab with rel="noopener noreferrer" and say so to screen
 * readers; internal links navigate client-side, except paths the router does not render
 * (files, other apps). A download (`download` set) is always a plain link, so the browser
 * fetches the file.
 */
export function SmartLink({ href, children, external, target, rel, preventScrollReset, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  const host = useCurrentHost();
  if (rest.download !== undefined) {
    return (
      <a href={href} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  if (opensInNewTab(href, host, { external, target })) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> ({t('link.newTab')})</span>
      </a>
    );
  }
  const path = internalPath(href);
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
