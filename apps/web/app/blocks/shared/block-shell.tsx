import type { ReactNode } from 'react';
import type { Block } from '@zilt/contracts/blocks';
import { useReveal } from '../../lib/reveal/use-reveal';
import '../../lib/reveal/reveal.css';
import './blocks.css';

function kindClassName(kind: string): string {
  return kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The element around every block: its anchor (`anchorTitle` as id) and the one-time in-view
 * reveal. The block's own markup goes inside.
 */
export function BlockShell({
  block,
  revealThreshold,
  children,
}: {
  block: Block;
  /** Share of the block visible before it reveals (the registry's choice for its kind). */
  revealThreshold: number;
  children: ReactNode;
}) {
  const { ref, state } = useReveal<HTMLDivElement>(revealThreshold);
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
