import { describe, expect, it } from 'vitest';
import type { Field } from '@puckeditor/core';
import { blockKinds, blockSchema } from '@zilt/contracts/blocks';
import { blockFields, emptyBlockProps } from './block-fields';
import { componentToBlock } from './editor-data';
import { numberOfText } from './number-field';
import { puckConfig } from './puck-config';
import { studioBlocks, type StudioBlocks } from './studio-blocks';

// Type-level proof: a studio map that leaves out a kind does not compile (tsc checks this file).
const { mapBlock: _leftOut, ...incomplete } = studioBlocks;
// @ts-expect-error -- 'mapBlock' is missing, so this is not the map of every kind
const missingKind: StudioBlocks = incomplete;
void missingKind;

function typeOf(field: Field | undefined): string | undefined {
  return field?.type;
}

describe('fields generated from the contracts', () => {
  it('every block kind is a component of the editor, with a label in both languages and fields', () => {
    for (const language of ['nl', 'en'] as const) {
      const config = puckConfig(language);
      expect(Object.keys(config.components).sort()).toEqual([...blockKinds].sort());
      for (const kind of blockKinds) {
        expect(config.components[kind]?.label).toBe(studioBlocks[kind].label[language]);
      }
    }
  });

  it("an image's, a download's and a link's address get their pickers; other addresses stay text", () => {
    const text = blockFields('textBlock', 'en');
    const objectFieldsOf = (field: Field | undefined) =>
      field?.type === 'object' ? field.objectFields : ({} as Record<string, Field>);
    const image = objectFieldsOf(text['image']);
    expect(typeOf(image['originalImageUrl'])).toBe('custom');
    expect(image['originalImageUrl']?.label).toBe('Image address');
    expect(typeOf(image['altText'])).toBe('text');
    const link = objectFieldsOf(text['primaryAction']);
    expect(typeOf(link['url'])).toBe('custom');
    expect(typeOf(link['title'])).toBe('text');
    const downloads = blockFields('downloadBlock', 'en')['items'];
    const download = downloads?.type === 'array' ? downloads.arrayFields : ({} as Record<string, Field>);
    expect(typeOf(download['fileUrl'])).toBe('custom');
    expect(typeOf(download['fileName'])).toBe('text');
    // An embedded frame's address is no page and no library image.
    expect(typeOf(blockFields('iframeBlock', 'en')['url'])).toBe('text');
  });

  it('draws each value type with its field: text, rich text, yes/no, choice, number, list, object, slot, icon', () => {
    const text = blockFields('textBlock', 'nl');
    expect(typeOf(text['title'])).toBe('text');
    expect(typeOf(text['intro'])).toBe('textarea');
    expect(typeOf(text['body'])).toBe('custom'); // the rich-text editor
    expect(typeOf(text['showPrimary'])).toBe('radio');
    expect(typeOf(text['inViewThreshold'])).toBe('custom'); // the number field
    expect(typeOf(text['primaryAction'])).toBe('object');
    expect(text['kind']).toBeUndefined();
    // The kind's own fields first, the common ones after.
    expect(Object.keys(text)[0]).toBe('body');

    const cta = blockFields('ctaWithBgColourBlock', 'en');
    expect(cta['bgColour']).toMatchObject({
      type: 'select',
      label: 'Background colour',
      options: [
        { label: 'Dark blue', value: 'darkblue' },
        { label: 'Light', value: 'light' },
      ],
    });

    const grid = blockFields('linkGridBlock', 'nl');
    const items = grid['items'] as Field & { type: 'array'; arrayFields: Record<string, Field> };
    expect(items.type).toBe('array');
    expect(typeOf(items.arrayFields['icon'])).toBe('custom'); // chosen by picture
    expect(typeOf(items.arrayFields['link'])).toBe('object');

    const multiscreen = blockFields('multiscreenBlock', 'nl');
    expect(typeOf(multiscreen['desktop'])).toBe('slot');
    expect(typeOf(multiscreen['mobile'])).toBe('slot');
    const abTest = blockFields('abTestBlock', 'nl')['blocks'] as Field & { arrayFields: Record<string, Field> };
    expect(typeOf(abTest.arrayFields['block'])).toBe('slot');

    const readMore = blockFields('readMoreBlock', 'nl')['nestedBlocks'] as Field & {
      arrayFields: Record<string, Field>;
    };
    expect(readMore.arrayFields['kind']).toMatchObject({ type: 'select' });
    expect(Object.keys(readMore.arrayFields)).toEqual(expect.arrayContaining(['body', 'text', 'author', 'items']));

    const table = blockFields('tableBlock', 'nl')['value'] as Field & { arrayFields: Record<string, Field> };
    expect(typeOf(table.arrayFields['value'])).toBe('array'); // rows of cells, each a `{ value }`
  });

  it('a new block of any kind starts with every required field, and its kind parses once filled', () => {
    for (const kind of blockKinds) {
      const props = emptyBlockProps(kind);
      const block = componentToBlock({ type: kind, props: { id: 'new', ...props, ...studioBlocks[kind].starter } });
      const issues = blockSchema.safeParse(block).error?.issues ?? [];
      // Whatever is still wrong is a value to fill in (an empty id, a missing url), never a missing field.
      for (const issue of issues) expect(issue.code, `${kind}: ${issue.path.join('.')}`).not.toBe('unrecognized_keys');
      for (const issue of issues)
        expect(issue.message, `${kind}: ${issue.path.join('.')}`).not.toMatch(/received undefined/);
    }
  });

  it('a number field reads what is typed: empty is no value, a comma is a decimal point', () => {
    expect(numberOfText('')).toBeUndefined();
    expect(numberOfText('  ')).toBeUndefined();
    expect(numberOfText('0,5')).toBe(0.5);
    expect(numberOfText('12')).toBe(12);
    expect(numberOfText('abc')).toBeNaN();
  });
});
