import type { CtaWithBgColourBlock as CtaBlockData } from '@zilt/contracts/blocks';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';

/** Background: darkblue, else light; shown only when showBgColour is set. */
function ctaBackground(block: Pick<CtaBlockData, 'showBgColour' | 'bgColour'>): 'darkblue' | 'light' | 'none' {
  if (!block.showBgColour) return 'none';
  return block.bgColour === 'darkblue' ? 'darkblue' : 'light';
}

export function CtaWithBgColourBlock({ block }: { block: CtaBlockData }) {
  const background = ctaBackground(block);
  const dark = background === 'darkblue';
  return (
    <div className={`cta-block cta-block--${block.displayOption} cta-block--bg-${background}`}>
      <div className="cta-block__panel">
        <div className="cta-block__text">
          <BlockHeading block={block} />
          <BlockActions block={block} onDark={dark} />
        </div>
        {block.image ? (
          <div className="cta-block__media">
            <ResponsiveImage image={block.image} preset="cta" className="block-image" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
