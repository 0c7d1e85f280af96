import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteData } from '../../features/site-data/use-site-data';
import { internalPath, isExternalLink, needsDocumentLoad } from './is-external-link';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** The CMS's own external flag (spec §3 `isLinkExternal`); the address decides otherwise. */
  external?: boolean;
}

/** The current host as the server saw it, so server and browser decide links alike. */
export function useCurrentHost(): string {
  const site = useSiteData();
  return site?.host ?? (typeof window === 'undefined' ? '' : window.location.host);
}

/**
 * A link that follows spec §3: external links (other host, tel:, mailto:) open in a new tab
 * with rel="noopener noreferrer" and say so to screen readers; internal links navigate
 * client-side, except paths the router does not render (files, other apps).
 */
export function SmartLink({ href, children, external, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  const host = useCurrentHost();
  if (external || isExternalLink(href, host)) {
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
      <a href={path} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={path} {...rest}>
      {children}
    </Link>
  );
}
