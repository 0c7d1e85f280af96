import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockKinds, blockSchema, type Block } from '@zilt/contracts/blocks';
import { blockExamples } from '@zilt/contracts/block-examples';
import {
  blocksToEditorData,
  componentToBlock,
  editorDataToBlocks,
  sequentialIds,
  type EditorComponent,
} from './editor-data';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');

/** Every block of the demo content packages (content/), as the contracts parse it. */
function demoContentBlocks(): Block[] {
  const found: Block[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, field] of Object.entries(value)) {
      if (key === 'blocks' && Array.isArray(field)) {
        for (const candidate of field) {
          const parsed = blockSchema.safeParse(candidate);
          if (parsed.success) found.push(parsed.data);
        }
      }
      visit(field);
    }
  };
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.json')) visit(JSON.parse(readFileSync(file, 'utf8')));
    }
  };
  walk(contentDir);
  return found;
}

describe('blocks ↔ editor data', () => {
  it.each(blockKinds)('the example %s goes block → editor data → block unchanged', (kind) => {
    const block = blockExamples[kind] as Block;
    const data = blocksToEditorData([block]);
    expect(data.content[0]?.type).toBe(kind);
    expect(editorDataToBlocks(data)).toEqual([block]);
  });

  it('every block of the demo content goes block → editor data → block unchanged', () => {
    const blocks = demoContentBlocks();
    expect(blocks.length).toBeGreaterThan(50);
    // Every kind the demo content uses is among them, nested ones included.
    expect(new Set(blocks.map((block) => block.kind)).size).toBeGreaterThan(10);
    expect(editorDataToBlocks(blocksToEditorData(blocks))).toEqual(blocks);
  });

  it('nested blocks become slots of components, each with its own id', () => {
    const data = blocksToEditorData([blockExamples.multiscreenBlock, blockExamples.abTestBlock], sequentialIds('t'));
    const [multiscreen, abTest] = data.content as [EditorComponent, EditorComponent];
    const desktop = multiscreen.props['desktop'] as EditorComponent[];
    expect(desktop.length).toBe(blockExamples.multiscreenBlock.desktop.length);
    expect(desktop[0]?.type).toBe(blockExamples.multiscreenBlock.desktop[0]?.kind);
    const variants = abTest.props['blocks'] as { abTestId: string; block: EditorComponent[] }[];
    expect(variants[0]?.block).toHaveLength(1);
    const ids = [multiscreen, abTest, ...desktop].map((component) => component.props.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a table's rows and cells become items with a value, and come back as rows of text", () => {
    const data = blocksToEditorData([blockExamples.tableBlock]);
    const rows = data.content[0]?.props['value'] as { value: { value: string }[] }[];
    expect(rows[0]?.value[0]).toEqual({ value: blockExamples.tableBlock.value[0]?.[0] });
  });

  it('fields the editor emptied are left out; fields of another nested kind are dropped', () => {
    const block = componentToBlock({
      type: 'readMoreBlock',
      props: {
        id: 'x',
        title: 'More',
        inViewThreshold: '',
        openLabel: 'Open',
        closeLabel: 'Close',
        nestedBlocks: [
          { kind: 'quoteNested', index: 0, text: 'Salt', author: 'A', authorDescription: '', body: 'old' },
        ],
      },
    });
    expect(block).toEqual({
      kind: 'readMoreBlock',
      title: 'More',
      openLabel: 'Open',
      closeLabel: 'Close',
      nestedBlocks: [{ kind: 'quoteNested', index: 0, text: 'Salt', author: 'A', authorDescription: '' }],
    });
  });
});
