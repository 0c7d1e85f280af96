import type { NestedBlock } from '@zilt/contracts/nested-blocks';
import { LinkList } from '../link-list-block/link-list-block';
import { MediaItemView } from '../media-block/media-item-view';
import { Quote } from '../quote-block/quote-block';
import { RichText } from '../../components/rich-text/rich-text';

/** A part inside an expandable item or a read-more block: text, quote, media or link list. */
export function NestedPart({ part }: { part: NestedBlock }) {
  switch (part.kind) {
    case 'textNested':
      return <RichText html={part.body} className="nested-part nested-part--text" />;
    case 'quoteNested':
      return (
        <div className="nested-part nested-part--quote">
          <Quote text={part.text} author={part.author} authorDescription={part.authorDescription} />
        </div>
      );
    case 'mediaNested':
      return (
        <div className="nested-part nested-part--media">
          <MediaItemView item={part} preset="teaser" sizes="(min-width: 768px) 42rem, 100vw" />
        </div>
      );
    case 'linkListNested':
      return (
        <div className="nested-part nested-part--link-list">
          <LinkList items={part.items} />
        </div>
      );
    default:
      return null;
  }
}
