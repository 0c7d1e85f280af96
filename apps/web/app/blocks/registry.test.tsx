import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockKinds, type Block, type BlockKind, type BlockOfKind } from '@zilt/contracts/blocks';
import { blockExamples } from '@zilt/contracts/block-examples';
import { createI18n } from '../i18n/create-i18n';
import { BlockList } from './block-list';
import { BlockBoundary } from './shared/block-boundary';
import { blockComponentFor, blockComponents, registerBlock, type BlockComponentMap } from './registry';

// Type-level proof: a map that leaves out a kind does not compile (tsc checks this file).
const { mapBlock: _leftOut, ...incomplete } = blockComponents;
// @ts-expect-error -- 'mapBlock' is missing, so this is not a BlockComponentMap
const missingKind: BlockComponentMap = incomplete;
void missingKind;
// @ts-expect-error -- a renderer for one kind cannot stand in for another kind
const wrongKind: { textBlock: ComponentType<{ block: BlockOfKind<'textBlock'> }> } = { textBlock: blockComponents.quoteBlock };
void wrongKind;

function renderBlocks(blocks: Block[]): string {
  const i18n = createI18n('en', { en: { common: { news: { noResults: 'Geen resultaten gevonden.' } } } });
  const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={blocks} /> }]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('block registry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has a renderer for every block kind of the contracts', () => {
    for (const kind of blockKinds) expect(blockComponentFor(kind), kind).toBeTypeOf('function');
  });

  it('logs and alerts that a kind registered twice exists and will be overwritten', () => {
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replacement = () => null;
    registerBlock('textBlock', replacement);
    expect(error).toHaveBeenCalledWith('Block kind "textBlock" already exists and will be overwritten.');
    expect(alert).toHaveBeenCalledWith('Block kind "textBlock" already exists and will be overwritten.');
    expect(blockComponentFor('textBlock')).toBe(replacement);
    registerBlock('textBlock', blockComponents.textBlock);
  });

  it('registers a new kind quietly', () => {
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    registerBlock('pollBlock', () => null);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('block list on the server', () => {
  it('renders every example block with its anchor as element id', () => {
    const blocks = blockKinds.map((kind: BlockKind) => blockExamples[kind] as Block);
    const html = renderBlocks(blocks);
    expect(html).toContain('id="contact"');
    expect(html).toContain('id="introduction"');
    expect(html).toContain('Welcome to <strong>Zilt</strong>');
  });

  it('gets the state that leaves a failing block out', () => {
    expect(BlockBoundary.getDerivedStateFromError()).toEqual({ failed: true });
  });

  it('shows the empty news text for a news block without items', () => {
    expect(renderBlocks([{ kind: 'recentNewsBlock', items: [] }])).toContain('Geen resultaten gevonden.');
  });

  it('warns and renders nothing for a kind without renderer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderBlocks([{ kind: 'carouselBlock' } as unknown as Block]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carouselBlock'));
    expect(html).not.toContain('carousel');
  });
});
