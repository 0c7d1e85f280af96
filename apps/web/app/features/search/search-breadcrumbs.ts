import type { BreadcrumbList } from '@zilt/contracts/page';

/**
 * The search page's trail ends with the page itself, named by the page's title ('Search',
 * 'Zoeken'), whatever its stored crumb says: the stored trail may name it by its template
 * ('SearchPage'), which is no word a visitor should read.
 */
export function searchPageBreadcrumbs(breadcrumbs: BreadcrumbList, pageTitle: string): BreadcrumbList {
  const last = breadcrumbs.at(-1);
  if (!last || pageTitle.trim() === '') return breadcrumbs;
  return [...breadcrumbs.slice(0, -1), { ...last, title: pageTitle }];
}
