import type { MetaDescriptor } from 'react-router';
import type { PageHeader } from '@zilt/contracts/page';
import { unlistedTemplates, type Template } from '@zilt/contracts/templates';
import { classifyMenuState, classifyRouteError } from '../features/page-states/classify-route-error';
import { commonText, stateTitle } from '../features/page-states/state-title';
import type { SiteData } from '../lib/site-data/site-data';

/** What the content page's loader hands to its `meta`. */
export interface LoadedContentPage {
  notFound: boolean;
  page: { title: string; header: PageHeader; template: Template } | null;
}

const noindex: MetaDescriptor = { name: 'robots', content: 'noindex' };

function descriptionOf(header: PageHeader | undefined): string | undefined {
  if (!header) return undefined;
  return 'intro' in header ? header.intro : 'pageIntro' in header ? header.pageIntro : undefined;
}

/**
 * Title, description and robots of a content page. A page that ends in a state (the menus
 * refused or failed, the page's own error) is titled by that state and not indexed; so are
 * the not-found page and the internal components showcase.
 */
export function contentPageMeta(
  loaded: LoadedContentPage | undefined,
  site: SiteData | undefined,
  /** The error this page's boundary shows; React Router passes null when there is none. */
  error: unknown,
): MetaDescriptor[] {
  const language = site?.language ?? 'en';
  const state = (site && classifyMenuState(site)) ?? (error != null || !loaded ? classifyRouteError(error) : null);
  if (state || !loaded) {
    return [{ title: stateTitle(state ?? { kind: 'crash' }, site?.translations, language) }, noindex];
  }
  const title = loaded.notFound
    ? commonText(site?.translations, language, 'notFound.title')
    : (loaded.page?.title ?? 'Zilt');
  const description = descriptionOf(loaded.page?.header);
  const hidden = loaded.notFound || (loaded.page !== null && unlistedTemplates.includes(loaded.page.template));
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(hidden ? [noindex] : []),
  ];
}
