import type { Block } from './blocks.ts';

// Multiscreen and A/B test blocks hold blocks themselves: whatever applies to the blocks of a
// page applies to the blocks inside them too, at any depth.

/** The blocks a block holds: a multiscreen block's desktop and mobile lists, an A/B test's variants. */
export function childBlocks(block: Block): Block[] {
  if (block.kind === 'multiscreenBlock') return [...block.desktop, ...block.mobile];
  if (block.kind === 'abTestBlock') return block.blocks.map((variant) => variant.block);
  return [];
}

/** Every block of the list and, depth first, every block inside them. */
export function* blocksInTree(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    yield* blocksInTree(childBlocks(block));
  }
}

/**
 * The list with `change` applied to every block, nested ones included: a block that holds
 * blocks is rebuilt around its changed children before `change` sees it.
 */
export async function mapBlockTree(
  blocks: readonly Block[],
  change: (block: Block) => Block | Promise<Block>,
): Promise<Block[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (block.kind === 'multiscreenBlock') {
        const [desktop, mobile] = await Promise.all([
          mapBlockTree(block.desktop, change),
          mapBlockTree(block.mobile, change),
        ]);
        return change({ ...block, desktop, mobile });
      }
      if (block.kind === 'abTestBlock') {
        const variants = await Promise.all(
          block.blocks.map(async (variant) => ({
            ...variant,
            block: (await mapBlockTree([variant.block], change))[0]!,
          })),
        );
        return change({ ...block, blocks: variants });
      }
      return change(block);
    }),
  );
}
