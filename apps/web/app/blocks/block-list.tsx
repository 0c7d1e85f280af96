import type { Block } from '@zilt/contracts/blocks';
import { getBlockComponent } from './registry';

export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = getBlockComponent(block.kind) as ((props: { block: Block }) => React.ReactNode) | undefined;
        if (!Component) {
          console.warn(`No renderer for block kind "${block.kind}"`);
          return null;
        }
        return <Component key={index} block={block} />;
      })}
    </>
  );
}
