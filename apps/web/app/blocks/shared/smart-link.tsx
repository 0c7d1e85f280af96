import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Link } from '@zilt/contracts/common';
import { internalPath, isExternalLink, needsDocumentLoad } from '../../components/smart-link/is-external-link';

interface SmartLinkProps {
  link: Pick<Link, 'url' | 'isLinkExternal'>;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  title?: string;
  download?: string;
}

function currentHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/**
 * A link inside blocks: our pages navigate in the app; other hosts and tel:/mailto: are
 * external (spec §3) and web addresses among them open in a new tab, which the link says.
 */
export function SmartLink({ link, className, children, onClick, title, download }: SmartLinkProps) {
  const { t } = useTranslation('common');
  const external = link.isLinkExternal === true || isExternalLink(link.url, currentHost());
  const contact = /^(?:tel|mailto):/i.test(link.url.trim());
  if (!external) {
    const path = internalPath(link.url);
    if (download === undefined && path.startsWith('/') && !needsDocumentLoad(path)) {
      return (
        <RouterLink to={path} className={className} onClick={onClick} title={title}>
          {children}
        </RouterLink>
      );
    }
    return (
      <a href={path} className={className} onClick={onClick} title={title} download={download}>
        {children}
      </a>
    );
  }
  const newTab = !contact;
  return (
    <a
      href={link.url}
      className={className}
      onClick={onClick}
      title={title}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {newTab ? <span className="visually-hidden"> ({t('link.newTab')})</span> : null}
    </a>
  );
}
