import type { QuoteBlock as QuoteBlockData } from '@zilt/contracts/blocks';
import type { Image } from '@zilt/contracts/common';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { Icon } from '../../components/icon/icon';

interface QuoteProps {
  text: string;
  author: string;
  authorDescription: string;
  image?: Image | undefined;
}

/** A quotation with its author; shared by the quote block and the nested quote part. */
export function Quote({ text, author, authorDescription, image }: QuoteProps) {
  return (
    <figure className="quote">
      <Icon name="quote" className="quote__mark" />
      <blockquote className="quote__text">
        <p>{text}</p>
      </blockquote>
      {author || authorDescription ? (
        <figcaption className="quote__author">
          {image ? (
            <ResponsiveImage image={image} preset="teaserSmall" sizes="96px" className="quote__portrait" />
          ) : null}
          <span>
            {author ? <span className="quote__name">{author}</span> : null}
            {authorDescription ? <span className="quote__description">{authorDescription}</span> : null}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}

export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  return (
    <div className="block__inner block__inner--text quote-block">
      {block.title ? <h2 className="visually-hidden">{block.title}</h2> : null}
      <Quote text={block.text} author={block.author} authorDescription={block.authorDescription} image={block.image} />
      <BlockActions block={block} />
    </div>
  );
}
