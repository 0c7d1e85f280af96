import { Component, Suspense, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { Block } from '@zilt/contracts/blocks';
import { blockComponentFor, loadBlockComponent } from '../../blocks/registry';
import { BlockHeading } from '../../blocks/shared/block-heading';
import { StyleElementsAllowed } from '../../lib/csp/inline-style';
import '../../blocks/block-styles';
import '../../blocks/shared/blocks.css';
import type { SlotComponentLike } from './puck-config';
import { screenText, type StudioLanguage } from './studio-language';

// The canvas draws each block with the site's own renderer from the block registry, inside the
// same outer element the site uses (class and data attributes, so the site's styles apply), but
// without the in-view reveal: in the editor a block is always shown. A block the renderer cannot
// draw (half-filled, invalid) is left empty until the next change.

const lazyRenderers = new Map<string, ComponentType<{ block: Block }>>();

function rendererFor(kind: string): ComponentType<{ block: Block }> {
  const loaded = blockComponentFor(kind);
  if (loaded) return loaded;
  let renderer = lazyRenderers.get(kind);
  if (!renderer) {
    renderer = lazy(async () => ({ default: (await loadBlockComponent(kind)) ?? (() => null) }));
    lazyRenderers.set(kind, renderer);
  }
  return renderer;
}

class CanvasBoundary extends Component<{ resetKey: string; children: ReactNode }, { failedFor: string | null }> {
  override state = { failedFor: null as string | null };

  static getDerivedStateFromError(): { failedFor: string } {
    return { failedFor: '' };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.setState({ failedFor: this.props.resetKey });
    console.warn('The block cannot be drawn yet:', error);
  }

  override render(): ReactNode {
    const failed =
      this.state.failedFor !== null && (this.state.failedFor === '' || this.state.failedFor === this.props.resetKey);
    return failed ? null : this.props.children;
  }
}

function kindClassName(kind: string): string {
  return kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

// The studio's policy allows inline style elements, and its canvas copies the studio's style
// elements but not the stylesheets built in script: blocks put their computed rules in elements.
function BlockFrame({ block, children }: { block: Block; children: ReactNode }) {
  return (
    <div className={`block block--${kindClassName(block.kind)}`} data-block-kind={block.kind} data-reveal="static">
      <StyleElementsAllowed.Provider value={true}>{children}</StyleElementsAllowed.Provider>
    </div>
  );
}

/** One block as visitors see it. */
export function CanvasBlock({ block }: { block: Block }) {
  const Renderer = rendererFor(block.kind);
  return (
    <BlockFrame block={block}>
      <CanvasBoundary resetKey={JSON.stringify(block)}>
        <Suspense fallback={null}>
          <Renderer block={block} />
        </Suspense>
      </CanvasBoundary>
    </BlockFrame>
  );
}

/** A block that holds blocks: its heading, then each slot under a label, its blocks drawn by the site. */
export function CanvasBlockHolder({
  block,
  slots,
  language,
}: {
  block: Block;
  slots: { label: string; Slot: SlotComponentLike }[];
  language: StudioLanguage;
}) {
  return (
    <BlockFrame block={block}>
      <div className="block__inner studio-holder">
        <BlockHeading block={block} />
        {slots.map(({ label, Slot }) => (
          <div key={label} className="studio-holder__slot">
            <p className="studio-holder__label">{label}</p>
            <Slot className="studio-holder__blocks" minEmptyHeight={64} />
          </div>
        ))}
        {slots.length === 0 ? <p className="studio-holder__label">{screenText(language, 'none')}</p> : null}
      </div>
    </BlockFrame>
  );
}
