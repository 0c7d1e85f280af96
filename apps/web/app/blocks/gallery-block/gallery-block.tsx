import type { GalleryBlock as GalleryBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { MediaItemView } from '../media-block/media-item-view';

export function GalleryBlock({ block }: { block: GalleryBlockData }) {
  return (
    <div className="block__inner gallery-block">
      <BlockHeading block={block} />
      <ul className="gallery-block__list">
        {block.items.map((item, index) => (
          <li key={index} className="gallery-block__item">
            <MediaItemView
              item={item}
              preset="teaser"
              sizes="(min-width: 1440px) 560px, (min-width: 768px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
