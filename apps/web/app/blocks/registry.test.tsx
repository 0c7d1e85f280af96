import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockKinds, type Block, type BlockKind, type BlockOfKind } from '@zilt/contracts/blocks';
import { blockExamples } from '@zilt/contracts/block-examples';
import { createI18n } from '../i18n/create-i18n';
import { BlockList } from './block-list';
import { BlockBoundary } from './shared/block-boundary';
import {
  blockComponentFor,
  blockKindsIn,
  blockLoaders,
  loadBlockComponent,
  preloadBlockKinds,
  registerBlock,
  revealThresholdOf,
  revealThresholds,
  type BlockLoaderMap,
} from './registry';

// Type-level proof: a map that leaves out a kind does not compile (tsc checks this file).
const { mapBlock: _leftOut, ...incomplete } = blockLoaders;
// @ts-expect-error -- 'mapBlock' is missing, so this is not a BlockLoaderMap
const missingKind: BlockLoaderMap = incomplete;
void missingKind;
type TextBlockLoader = { textBlock: () => Promise<ComponentType<{ block: BlockOfKind<'textBlock'> }>> };
// @ts-expect-error -- a renderer for one kind cannot stand in for another kind
const wrongKind: TextBlockLoader = { textBlock: blockLoaders.quoteBlock };
void wrongKind;

async function renderBlocks(blocks: Block[]): Promise<string> {
  await preloadBlockKinds(blockKindsIn(blocks));
  const i18n = createI18n('en', { en: { common: { news: { noResults: 'Geen resultaten gevonden.' } } } });
  const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={blocks} /> }]);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('block registry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads a renderer for every block kind of the contracts', async () => {
    for (const kind of blockKinds) expect(await loadBlockComponent(kind), kind).toBeTypeOf('function');
  });

  it('finds the kinds of nested multiscreen and A/B test children', () => {
    const kinds = blockKindsIn([
      {
        kind: 'multiscreenBlock',
        desktop: [{ kind: 'textBlock', body: '<p>wide</p>' }],
        mobile: [{ kind: 'quoteBlock', text: 'narrow', author: 'A', authorDescription: '' }],
      },
      { kind: 'abTestBlock', blocks: [{ abTestId: 'x', block: { kind: 'tableBlock', value: [['a']] } }] },
    ] as Block[]);
    expect([...kinds].sort()).toEqual(['abTestBlock', 'multiscreenBlock', 'quoteBlock', 'tableBlock', 'textBlock']);
  });

  it('logs and alerts that a kind registered twice exists and will be overwritten', async () => {
    const original = await loadBlockComponent('textBlock');
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replacement = () => null;
    registerBlock('textBlock', replacement);
    expect(error).toHaveBeenCalledWith('Block kind "textBlock" already exists and will be overwritten.');
    expect(alert).toHaveBeenCalledWith('Block kind "textBlock" already exists and will be overwritten.');
    expect(blockComponentFor('textBlock')).toBe(replacement);
    vi.stubGlobal('window', { alert: vi.fn() });
    registerBlock('textBlock', original!);
  });

  it('registers a new kind quietly', () => {
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    registerBlock('pollBlock', () => null);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('block list on the server', () => {
  it('renders every example block with its anchor as element id', async () => {
    const blocks = blockKinds.map((kind: BlockKind) => blockExamples[kind] as Block);
    const html = await renderBlocks(blocks);
    expect(html).toContain('id="contact"');
    expect(html).toContain('id="introduction"');
    expect(html).toContain('Welcome to <strong>Zilt</strong>');
  });

  it('leaves a block that throws out, and marks one whose code did not load', () => {
    expect(
      BlockBoundary.getDerivedStateFromError(new TypeError("Cannot read properties of undefined (reading 'items')")),
    ).toEqual({ failure: 'crashed' });
    const missing = new TypeError(
      'Failed to fetch dynamically imported module: https://zilt.example/assets/table-block-x.js',
    );
    expect(BlockBoundary.getDerivedStateFromError(missing)).toEqual({ failure: 'code-missing' });
  });

  it('shows the empty news text for a news block without items', async () => {
    expect(await renderBlocks([{ kind: 'recentNewsBlock', items: [] }])).toContain('Geen resultaten gevonden.');
  });

  it('warns and renders nothing for a kind without renderer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await renderBlocks([{ kind: 'carouselBlock' } as unknown as Block]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carouselBlock'));
    expect(html).not.toContain('carousel');
  });
});

describe('reveal thresholds per block kind', () => {
  it('reveals large media, galleries, maps and embedded pages as soon as their edge shows', () => {
    for (const kind of ['mediaBlock', 'galleryBlock', 'mapBlock', 'iframeBlock'] as const) {
      expect(revealThresholdOf({ kind } as Block), kind).toBe(0.1);
    }
  });

  it('reveals compact blocks (quote, facts and figures, call to action) when three quarters show', () => {
    for (const kind of ['quoteBlock', 'factsAndFiguresBlock', 'ctaWithBgColourBlock'] as const) {
      expect(revealThresholdOf({ kind } as Block), kind).toBe(0.75);
    }
  });

  it('keeps every kind between 0.1 and 1, and lets a block’s own threshold win', () => {
    for (const kind of blockKinds) {
      expect(revealThresholds[kind]).toBeGreaterThanOrEqual(0.1);
      expect(revealThresholds[kind]).toBeLessThanOrEqual(1);
    }
    expect(revealThresholdOf({ kind: 'quoteBlock', inViewThreshold: 0.3 } as Block)).toBe(0.3);
    expect(revealThresholdOf({ kind: 'mediaBlock', inViewThreshold: 0.9 } as Block)).toBe(0.9);
  });
});
