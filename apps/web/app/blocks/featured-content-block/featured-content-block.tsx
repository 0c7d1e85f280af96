import type { FeaturedContentBlock as FeaturedContentBlockData } from '@zilt/contracts/blocks';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';

export function FeaturedContentBlock({ block }: { block: FeaturedContentBlockData }) {
  return (
    <div className={`block__inner featured-content-block featured-content-block--image-${block.imageDirection}`}>
      {block.image ? (
        <div className="featured-content-block__media">
          <ResponsiveImage image={block.image} preset="featured" className="block-image" />
        </div>
      ) : null}
      <div className="featured-content-block__text">
        <BlockHeading block={block} />
        <BlockActions block={block} />
      </div>
    </div>
  );
}
