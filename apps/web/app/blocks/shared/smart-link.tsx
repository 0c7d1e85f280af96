import type { ReactNode } from 'react';
import type { Link } from '@zilt/contracts/common';
import { SmartLink as SiteLink } from '../../components/smart-link/smart-link';

interface SmartLinkProps {
  link: Pick<Link, 'url' | 'isLinkExternal'>;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  title?: string;
  download?: string;
}

/**
 * A link inside blocks: the site's one link rule (spec §3, components/smart-link) applied to a
 * CMS link; a file download is always a plain link so the browser fetches the file.
 */
export function SmartLink({ link, className, children, onClick, title, download }: SmartLinkProps) {
  if (download !== undefined) {
    return (
      <a href={link.url} className={className} onClick={onClick} title={title} download={download}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={link.url} external={link.isLinkExternal === true} className={className} onClick={onClick} title={title}>
      {children}
    </SiteLink>
  );
}
