import type { MetaDescriptor } from 'react-router';
import type { Language } from '@zilt/contracts/languages';
import type { NodeType, PageHeader } from '@zilt/contracts/page';
import { unlistedTemplates, type Template } from '@zilt/contracts/templates';
import { classifyMenuState, classifyRouteError } from '../features/page-states/classify-route-error';
import { commonText, stateTitle } from '../features/page-states/state-title';
import type { SiteData } from '../lib/site-data/site-data';
import { pageHeadTags } from '../features/seo/page-head';
import { overviewKindOf } from '../features/overview/overview-kind';
import { overviewControlKeys } from '@zilt/contracts/overview-rules';

/** The list page an address asks for (`?page=2`), when it is a whole number. */
function listPageOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get(overviewControlKeys.page);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** What the content page's loader hands to its `meta`. */
export interface LoadedContentPage {
  notFound: boolean;
  page: {
    title: string;
    header: PageHeader;
    template: Template;
    /** For the canonical address, the language versions and the social card (absent in older tests). */
    language?: Language;
    slug?: string;
    nodeType?: NodeType;
    translations?: { language: Language; slug: string }[];
  } | null;
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
  /** The address's query: an overview list's page beyond the first has its own canonical address. */
  search = '',
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
  const page = loaded.page;
  // A page to find: its canonical address, language versions and social card (page-head.ts).
  if (!hidden && page && page.language && page.slug !== undefined && site) {
    return [
      { title },
      ...pageHeadTags({
        origin: site.origin,
        source: 'wp',
        language: page.language,
        slug: page.slug,
        title,
        description,
        translations: page.translations ?? [],
        header: page.header,
        type: page.nodeType === 'news' ? 'article' : 'website',
        listPage: overviewKindOf(page.template) ? listPageOf(search) : undefined,
      }),
    ];
  }
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(hidden ? [noindex] : []),
  ];
}
