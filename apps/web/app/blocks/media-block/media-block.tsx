import type { MediaBlock as MediaBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { MediaItemView } from './media-item-view';

export function MediaBlock({ block }: { block: MediaBlockData }) {
  return (
    <div className="block__inner media-block">
      <BlockHeading block={block} />
      <MediaItemView item={block.item} preset="media" />
      <BlockActions block={block} />
    </div>
  );
}
