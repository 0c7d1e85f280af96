import { keepWpPrefixInHtml } from '../../lib/page-address/resolve-page-address';
import { useSiteData } from '../../lib/site-data/use-site-data';
import './rich-text.css';

/**
 * Editor rich text (HTML from the content store, validated on import). On a page under /wp/
 * its links to the site's pages keep /wp/, like every other link of the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const wpPrefix = useSiteData()?.wpPrefix ?? false;
  return (
    <div
      className={`rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: keepWpPrefixInHtml(html, wpPrefix) }}
    />
  );
}
