import { useEffect, useState } from 'react';
import type { AbTestBlock as AbTestBlockData, Block } from '@zilt/contracts/blocks';
import { BlockList } from '../block-list';
import { activeVariants } from './ab-test';

/**
 * The child blocks whose test is switched on in this browser (`window[abTestId] === 1`, set by
 * the tag manager). The server cannot know, so the variants appear once the page is live.
 */
export function AbTestBlock({ block }: { block: AbTestBlockData }) {
  const [shown, setShown] = useState<Block[]>([]);
  useEffect(() => {
    setShown(
      activeVariants(block.blocks, window as unknown as Record<string, unknown>).map((variant) => variant.block),
    );
  }, [block.blocks]);
  if (shown.length === 0) return null;
  return (
    <div className="ab-test-block">
      <BlockList blocks={shown} />
    </div>
  );
}
