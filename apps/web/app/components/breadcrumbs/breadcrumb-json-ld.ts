import type { BreadcrumbList } from '@zilt/contracts/page';

/**
 * The page's breadcrumbs as schema.org BreadcrumbList JSON-LD, with absolute addresses.
 * Escapes `<` so the text can sit inside a <script> element.
 */
export function breadcrumbJsonLd(breadcrumbs: BreadcrumbList, origin: string): string {
  const document = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: new URL(crumb.url, origin).href,
    })),
  };
  return JSON.stringify(document).replace(/</g, '\\u003c');
}
