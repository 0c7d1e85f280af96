import type { Block } from '@zilt/contracts/blocks';
import { registerBlock, registeredBlockKinds, blockComponentFor } from './registry';
import { BlockBoundary } from './shared/block-boundary';
import { BlockShell } from './shared/block-shell';

declare global {
  interface Window {
    /** The block registry for scripts on the page (extensions, tests). */
    ziltBlocks?: { register: typeof registerBlock; kinds: typeof registeredBlockKinds };
  }
}

if (typeof window !== 'undefined') window.ziltBlocks ??= { register: registerBlock, kinds: registeredBlockKinds };

/**
 * A page's blocks, each through the registry inside its own shell (anchor, reveal) and error
 * boundary. A kind without a renderer renders nothing and is reported in the console.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <div className="block-list">
      {blocks.map((block, index) => {
        const Renderer = blockComponentFor(block.kind);
        if (!Renderer) {
          console.warn(`No renderer is registered for block kind "${String(block.kind)}"; the block is left out.`);
          return null;
        }
        return (
          <BlockBoundary key={`${block.kind}-${index}`} kind={block.kind}>
            <BlockShell block={block}>
              <Renderer block={block} />
            </BlockShell>
          </BlockBoundary>
        );
      })}
    </div>
  );
}
