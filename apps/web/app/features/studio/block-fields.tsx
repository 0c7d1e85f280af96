import type { Field, Fields } from '@puckeditor/core';
import { commonBlockFieldsSchema } from '@zilt/contracts/common';
import type { BlockKind } from '@zilt/contracts/blocks';
import { richTextFieldKeys } from '@zilt/contracts/rich-text-fields';
import { shapeOfKind } from './editor-data';
import { iconField } from './icon-field';
import { documentAddressField, downloadKeys, imageAddressField, imageKeys } from './media-field';
import { linkAddressField, linkKeys } from './link-field';
import { numberField } from './number-field';
import { richTextField } from './rich-text-field';
import { isObjectLike, type Entry, type Shape } from './schema-shape';
import { fieldLabel, optionLabel, screenText, type StudioLanguage } from './studio-language';

// The one generator of the block editor's fields: it reads a block kind's schema from the
// contracts and draws a field for each of its fields, by the value's type:
// - text: a line, or a text area for longer text, or the rich-text editor for HTML fields;
// - number: a number field (the schema's bounds are checked by validation); yes/no: two radio buttons;
// - a choice (enum): a select, or pictures for the site's icons; an optional one can be emptied;
// - an object: its fields grouped; a list: items of those fields (plain values as `{ value }`);
// - parts of several kinds (read-more, expandable): items with a kind and the kinds' fields;
// - blocks (multiscreen, A/B test): slots of the canvas, filled by dragging blocks in;
// - an image's address: typed or chosen from the media library (which fills its alt text too);
// - a download's address: typed or a document chosen from the media library;
// - a link's address: typed, or one of our pages found by its title.

/** Fields written as several lines of plain text. */
const multilineKeys = new Set(['intro', 'text', 'description', 'embedCode', 'content', 'authorDescription', 'caption']);

/** Lists nest (a link list's items hold items); beyond this depth fields are not drawn, data stays. */
const maxDepth = 4;

/** The common fields come after a kind's own fields: what makes the kind comes first. */
const commonKeys = new Set(Object.keys(commonBlockFieldsSchema.shape));

/** A value for a new, empty instance of the shape: empty text, no, the first choice, no items. */
export function emptyValue(entry: Entry): unknown {
  if (entry.optional) return undefined;
  const shape = entry.shape;
  switch (shape.type) {
    case 'string':
      return '';
    case 'number':
      return shape.min !== undefined && shape.min > 0 ? shape.min : 0;
    case 'boolean':
      return false;
    case 'enum':
      return shape.values[0];
    case 'literal':
      return shape.value;
    case 'object':
      return emptyObject(shape);
    case 'union': {
      const first = Object.values(shape.variants)[0];
      return first ? emptyObject(first) : undefined;
    }
    case 'array':
    case 'block':
      return [];
    default:
      return undefined;
  }
}

function emptyObject(shape: Shape & { type: 'object' }): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const key of shape.keys) {
    const empty = emptyValue(shape.entry(key));
    if (empty !== undefined) value[key] = empty;
  }
  return value;
}

/** What an item of a list is called in the list: its first filled title-like field. */
function itemSummary(language: StudioLanguage) {
  return (item: Record<string, unknown>, index = 0): string => {
    for (const key of ['title', 'name', 'personName', 'abTestId', 'text', 'key', 'value', 'kind']) {
      const value = item[key];
      if (typeof value === 'string' && value.trim() !== '') return optionLabel(value, language);
    }
    return screenText(language, 'item', { index: index + 1 });
  };
}

/** Whether an object has exactly the fields of one of the contracts' shapes (an image, a link). */
function isShapeOf(shape: Shape & { type: 'object' }, keys: readonly string[]): boolean {
  return shape.keys.length === keys.length && keys.every((key) => shape.keys.includes(key));
}

/** The pickers: an image's or a download's address from the media library, a link's from our pages. */
function pickerField(shape: Shape & { type: 'object' }, key: string, language: StudioLanguage): Field | undefined {
  if (key === 'originalImageUrl' && isShapeOf(shape, imageKeys)) {
    return imageAddressField(fieldLabel(key, language), language);
  }
  if (key === 'url' && isShapeOf(shape, linkKeys)) return linkAddressField(fieldLabel(key, language), language);
  if (key === 'fileUrl' && isShapeOf(shape, downloadKeys)) {
    return documentAddressField(fieldLabel(key, language), language);
  }
  return undefined;
}

function objectFields(
  shape: Shape & { type: 'object' },
  language: StudioLanguage,
  depth: number,
  keys: readonly string[] = shape.keys,
): Record<string, Field> {
  const fields: Record<string, Field> = {};
  for (const key of keys) {
    const field =
      (depth < maxDepth ? pickerField(shape, key, language) : undefined) ??
      fieldFor(key, shape.entry(key), language, depth + 1);
    if (field) fields[key] = field;
  }
  return fields;
}

/** The fields of parts of several kinds: the kind first, then every kind's fields once. */
function unionFields(shape: Shape & { type: 'union' }, language: StudioLanguage, depth: number): Record<string, Field> {
  const kinds = Object.keys(shape.variants);
  const fields: Record<string, Field> = {
    kind: {
      type: 'select',
      label: fieldLabel('kind', language),
      options: kinds.map((kind) => ({ label: optionLabel(kind, language), value: kind })),
    },
  };
  for (const variant of Object.values(shape.variants)) {
    for (const [key, field] of Object.entries(objectFields(variant, language, depth))) fields[key] ??= field;
  }
  return fields;
}

/** The editor's field for one field of a schema, or undefined when it has none (the kind, too deep). */
export function fieldFor(key: string, entry: Entry, language: StudioLanguage, depth = 0): Field | undefined {
  if (depth > maxDepth) return undefined;
  const label = fieldLabel(key, language);
  const shape = entry.shape;
  switch (shape.type) {
    case 'string':
      if (richTextFieldKeys.includes(key)) return richTextField(label, language);
      return { type: multilineKeys.has(key) ? 'textarea' : 'text', label };
    case 'number':
      // Bounds are the schema's, checked by validation (which says what is wrong), not by the input.
      return numberField(label);
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { label: screenText(language, 'yes'), value: true },
          { label: screenText(language, 'no'), value: false },
        ],
      };
    case 'enum': {
      if (shape.icon) return iconField(label, shape.values, entry.optional, language);
      const options = shape.values.map((value) => ({ label: optionLabel(value, language), value }));
      return {
        type: 'select',
        label,
        options: entry.optional ? [{ label: screenText(language, 'none'), value: '' }, ...options] : options,
      };
    }
    case 'object':
      return { type: 'object', label, objectFields: objectFields(shape, language, depth) };
    case 'union':
      return { type: 'object', label, objectFields: unionFields(shape, language, depth) };
    case 'block':
      return { type: 'slot', label };
    case 'array': {
      const item = shape.item();
      if (item.shape.type === 'block') return { type: 'slot', label };
      const arrayFields =
        item.shape.type === 'object'
          ? objectFields(item.shape, language, depth)
          : item.shape.type === 'union'
            ? unionFields(item.shape, language, depth)
            : (() => {
                const valueField = fieldFor('value', item, language, depth + 1);
                return valueField ? { value: valueField } : undefined;
              })();
      if (!arrayFields) return undefined;
      const emptyItem = emptyValue({ shape: item.shape, optional: false });
      return {
        type: 'array',
        label,
        arrayFields,
        defaultItemProps: isObjectLike(item.shape) ? (emptyItem as Record<string, unknown>) : { value: emptyItem },
        getItemSummary: itemSummary(language),
      };
    }
    default:
      return undefined;
  }
}

/** The editor's fields of one block kind: its own fields first, then the common ones. */
export function blockFields(kind: BlockKind, language: StudioLanguage): Fields {
  const shape = shapeOfKind(kind);
  const keys = shape.keys.filter((key) => key !== 'kind');
  const ordered = [...keys.filter((key) => !commonKeys.has(key)), ...keys.filter((key) => commonKeys.has(key))];
  return objectFields(shape, language, -1, ordered) as Fields;
}

/** The props of a new block of the kind: every required field empty, optional ones absent. */
export function emptyBlockProps(kind: BlockKind): Record<string, unknown> {
  const { kind: _kind, ...props } = emptyObject(shapeOfKind(kind));
  return props;
}
