import type { ReactNode } from 'react';
import type { Block } from '@zilt/contracts/blocks';
import { defaultInViewThreshold } from '@zilt/contracts/constants';
import { useReveal } from '../../features/reveal/use-reveal';
import '../../features/reveal/reveal.css';
import './blocks.css';

export function kindClassName(kind: string): string {
  return kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The element around every block: its anchor (`anchorTitle` as id) and the one-time in-view
 * reveal. The block's own markup goes inside.
 */
export function BlockShell({ block, children }: { block: Block; children: ReactNode }) {
  const { ref, state } = useReveal<HTMLDivElement>(block.inViewThreshold ?? defaultInViewThreshold);
  return (
    <div
      ref={ref}
      id={block.anchorTitle || undefined}
      className={`block block--${kindClassName(block.kind)}`}
      data-block-kind={block.kind}
      data-reveal={state}
    >
      {children}
    </div>
  );
}
