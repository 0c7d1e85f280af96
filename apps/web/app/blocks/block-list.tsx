import { lazy, Suspense, type ComponentType } from 'react';
import type { Block } from '@zilt/contracts/blocks';
import {
  blockComponentFor,
  isKnownBlockKind,
  loadBlockComponent,
  registerBlock,
  registeredBlockKinds,
  revealThresholdOf,
} from './registry';
import './block-styles';
import { BlockBoundary } from './shared/block-boundary';
import { BlockShell } from './shared/block-shell';

declare global {
  interface Window {
    /** The block registry for scripts on the page (extensions, tests). */
    ziltBlocks?: { register: typeof registerBlock; kinds: typeof registeredBlockKinds };
  }
}

if (typeof window !== 'undefined') window.ziltBlocks ??= { register: registerBlock, kinds: registeredBlockKinds };

const lazyRenderers = new Map<string, ComponentType<{ block: Block }>>();

/** A renderer that suspends until the kind's chunk has loaded (for kinds not preloaded). */
function lazyRendererFor(kind: string): ComponentType<{ block: Block }> {
  let renderer = lazyRenderers.get(kind);
  if (!renderer) {
    renderer = lazy(async () => ({ default: (await loadBlockComponent(kind)) ?? (() => null) }));
    lazyRenderers.set(kind, renderer);
  }
  return renderer;
}

/**
 * A page's blocks, each through the registry inside its own shell (anchor, reveal), error
 * boundary and Suspense boundary. A kind without a renderer renders nothing and is reported in
 * the console. The Suspense boundary also isolates a block that throws during server rendering:
 * React leaves it out of the HTML and the browser's error boundary catches it.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <div className="block-list">
      {blocks.map((block, index) => {
        if (!isKnownBlockKind(block.kind)) {
          console.warn(`No renderer is registered for block kind "${String(block.kind)}"; the block is left out.`);
          return null;
        }
        // Pages preload their kinds (route loaders, entry.client); the lazy renderer covers the rest.
        const Renderer = blockComponentFor(block.kind) ?? lazyRendererFor(block.kind);
        return (
          <BlockBoundary key={`${block.kind}-${index}`} kind={block.kind}>
            <BlockShell block={block} revealThreshold={revealThresholdOf(block)}>
              <Suspense fallback={null}>
                <Renderer block={block} />
              </Suspense>
            </BlockShell>
          </BlockBoundary>
        );
      })}
    </div>
  );
}
