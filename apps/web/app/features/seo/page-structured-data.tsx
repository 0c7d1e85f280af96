import type { Language } from '@zilt/contracts/languages';
import type { NodeType, PageHeader } from '@zilt/contracts/page';
import type { ProjectPlace } from '@zilt/contracts/project';
import { searchPagePath } from '../../lib/page-address/resolve-page-address';
import { JsonLdScript } from './json-ld';
import { canonicalUrlOf } from './page-head';
import { eventOf, homeStructuredData, newsArticleOf, projectPlaceOf } from './structured-data';

interface StructuredPage {
  title: string;
  language: Language;
  slug: string;
  header: PageHeader;
  nodeType: NodeType;
  project: ProjectPlace | null;
  lastUpdated: string;
}

/**
 * The structured data of a content page by what it is: the organisation and the site search on
 * the home page, NewsArticle, Event or Place on news items, events and projects; nothing else.
 */
export function PageStructuredData({
  page,
  origin,
  geo,
}: {
  page: StructuredPage;
  origin: string;
  geo: { latitude: number; longitude: number } | null;
}) {
  const detail = {
    origin,
    url: canonicalUrlOf(origin, 'wp', page.language, page.slug),
    language: page.language,
    title: page.title,
    header: page.header,
    lastUpdated: page.lastUpdated,
  };
  if (page.slug === '/') {
    return (
      <JsonLdScript
        data={homeStructuredData(origin, page.language, searchPagePath({ language: page.language, wpPrefix: false }))}
      />
    );
  }
  if (page.nodeType === 'news') return <JsonLdScript data={newsArticleOf(detail)} />;
  if (page.nodeType === 'event') return <JsonLdScript data={eventOf({ ...detail, geo })} />;
  if (page.project) return <JsonLdScript data={projectPlaceOf({ ...detail, place: page.project })} />;
  return null;
}
