import { useRef } from 'react';
import type { SitePage } from '@zilt/contracts/site-services';
import { BlockList } from '../../blocks/block-list';
import { PageHeader } from '../../components/page-header/page-header';
import { useCmsScroll } from './use-cms-scroll';

/** What a CMS page of the agency site needs in the browser (node and revision ids stay on the server). */
export type CmsPage = Pick<SitePage, 'title' | 'language' | 'slug' | 'header' | 'blocks' | 'status' | 'translations'>;

export function cmsPageOf(page: SitePage): CmsPage {
  return {
    title: page.title,
    language: page.language,
    slug: page.slug,
    header: page.header,
    blocks: page.blocks,
    status: page.status,
    translations: page.translations,
  };
}

/** A CMS page of the agency site: its header and its blocks, in its language. */
export function CmsPageView({ page }: { page: CmsPage }) {
  const container = useRef<HTMLDivElement>(null);
  useCmsScroll(container);
  return (
    <div ref={container} lang={page.language} className="cms-page">
      <PageHeader header={page.header} language={page.language} />
      <div className="page-blocks">
        <BlockList blocks={page.blocks} />
      </div>
    </div>
  );
}
