import type { ImageTextBlock as ImageTextBlockData } from '@zilt/contracts/blocks';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { RichText } from '../../components/rich-text/rich-text';

export function ImageTextBlock({ block }: { block: ImageTextBlockData }) {
  return (
    <div className={`block__inner image-text-block image-text-block--image-${block.imageDirection}`}>
      {block.image ? (
        <figure className="block-figure image-text-block__figure">
          <ResponsiveImage image={block.image} preset="hero" className="block-image" />
          {block.image.source ? <figcaption className="block-figure__caption">{block.image.source}</figcaption> : null}
        </figure>
      ) : null}
      <div className="image-text-block__text">
        <BlockHeading block={block} />
        <RichText html={block.body} />
        <BlockActions block={block} />
      </div>
    </div>
  );
}
