import type { z } from 'zod';
import { blockSchema, isBlockKind, type Block, type BlockKind } from '@zilt/contracts/blocks';
import { isObjectLike, readSchema, type Shape } from './schema-shape';

// Conversion between a page's blocks (the contracts' shape, what the API stores) and the block
// editor's data (Puck's shape: components with an id and props, children in slots). Both
// directions walk the same schema shapes, so every block converts there and back unchanged:
// - a block is a component whose `type` is the block's kind and whose props are its fields;
// - a list of blocks (multiscreen desktop/mobile) is a slot; a single block (an A/B test
//   variant's block) is a slot holding that one block;
// - a list of plain values (a table's rows and cells) becomes a list of `{ value }` items,
//   because the editor's list items are objects;
// - a value the editor left empty (a cleared number or choice) is left out.

export interface EditorComponent {
  type: string;
  props: { id: string; [field: string]: unknown };
}

export interface EditorData {
  content: EditorComponent[];
  root: { props: Record<string, unknown> };
}

type BlockSchema = z.ZodType<Block>;

const schemasByKind = new Map<string, BlockSchema>();
for (const option of blockSchema.options as unknown as BlockSchema[]) {
  const shape = readSchema(option).shape;
  const kind = shape.type === 'object' ? shape.entry('kind').shape : undefined;
  if (kind?.type === 'literal') schemasByKind.set(String(kind.value), option);
}

/** The contracts' schema of one block kind. */
export function schemaOfKind(kind: BlockKind): BlockSchema {
  const schema = schemasByKind.get(kind);
  if (!schema) throw new Error(`No schema for block kind ${kind}`);
  return schema;
}

const shapesByKind = new Map<string, Shape & { type: 'object' }>();

/** The shape of one block kind's fields (read once). */
export function shapeOfKind(kind: BlockKind): Shape & { type: 'object' } {
  let shape = shapesByKind.get(kind);
  if (!shape) {
    const read = readSchema(schemaOfKind(kind)).shape;
    if (read.type !== 'object') throw new Error(`The schema of ${kind} is not an object`);
    shape = read;
    shapesByKind.set(kind, shape);
  }
  return shape;
}

/** Makes the ids of new components: unique within the editor's data. */
export type IdMaker = (kind: string) => string;

export function sequentialIds(prefix = 'block'): IdMaker {
  let next = 0;
  return (kind) => `${prefix}-${kind}-${++next}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectToEditor(shape: Shape & { type: 'object' }, value: unknown, ids: IdMaker): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    result[key] = shape.keys.includes(key) ? toEditorValue(shape.entry(key).shape, field, ids) : field;
  }
  return result;
}

/** One value of a block's field in the editor's form. */
export function toEditorValue(shape: Shape, value: unknown, ids: IdMaker): unknown {
  if (value === undefined) return undefined;
  switch (shape.type) {
    case 'object':
      return objectToEditor(shape, value, ids);
    case 'union': {
      const variant = isPlainObject(value) ? shape.variants[String(value['kind'])] : undefined;
      return variant ? objectToEditor(variant, value, ids) : value;
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const item = shape.item().shape;
      if (item.type === 'block') return value.map((block: unknown) => blockToComponent(block as Block, ids));
      if (isObjectLike(item)) return value.map((element: unknown) => toEditorValue(item, element, ids));
      return value.map((element: unknown) => ({ value: toEditorValue(item, element, ids) }));
    }
    case 'block':
      return isPlainObject(value) ? [blockToComponent(value as Block, ids)] : value;
    default:
      return value;
  }
}

function objectFromEditor(shape: Shape & { type: 'object' }, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const converted = shape.keys.includes(key) ? fromEditorValue(shape.entry(key).shape, field) : field;
    if (converted !== undefined) result[key] = converted;
  }
  return result;
}

/** One value of a field as the block holds it, from the editor's form. */
export function fromEditorValue(shape: Shape, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  switch (shape.type) {
    case 'number': {
      if (typeof value === 'number') return value;
      // An emptied number field is no number; a typed one may arrive as text.
      if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
      return value;
    }
    case 'enum':
      // The empty choice of an optional enum.
      return value === '' ? undefined : value;
    case 'object':
      return objectFromEditor(shape, value);
    case 'union': {
      const variant = isPlainObject(value) ? shape.variants[String(value['kind'])] : undefined;
      if (!variant || !isPlainObject(value)) return value;
      // Fields of the other variants (left from before the kind was switched) are not this part's.
      const own = Object.fromEntries(Object.entries(value).filter(([key]) => variant.keys.includes(key)));
      return objectFromEditor(variant, own);
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const item = shape.item().shape;
      if (item.type === 'block') return value.map((component) => componentToBlock(component as EditorComponent));
      if (isObjectLike(item)) return value.map((element: unknown) => fromEditorValue(item, element));
      return value.map((element: unknown) =>
        fromEditorValue(item, isPlainObject(element) ? element['value'] : element),
      );
    }
    case 'block': {
      if (!Array.isArray(value)) return value;
      const [first] = value as EditorComponent[];
      return first ? componentToBlock(first) : undefined;
    }
    default:
      return value;
  }
}

/** A block as a component of the editor, with a new id (nested blocks too). */
export function blockToComponent(block: Block, ids: IdMaker): EditorComponent {
  const { kind, ...fields } = block;
  const props = objectToEditor(shapeOfKind(kind), fields, ids) as Record<string, unknown>;
  return { type: kind, props: { ...props, id: ids(kind) } };
}

/** The block a component of the editor stands for (unchecked: validation says whether it is valid). */
export function componentToBlock(component: EditorComponent): Block {
  const { id: _id, ...props } = component.props;
  if (!isBlockKind(component.type)) return { kind: component.type, ...props } as unknown as Block;
  const fields = objectFromEditor(shapeOfKind(component.type), props) as Record<string, unknown>;
  delete fields['kind'];
  return { kind: component.type, ...fields } as Block;
}

export function blocksToEditorData(blocks: readonly Block[], ids: IdMaker = sequentialIds()): EditorData {
  return { content: blocks.map((block) => blockToComponent(block, ids)), root: { props: {} } };
}

export function editorDataToBlocks(data: EditorData): Block[] {
  return data.content.map(componentToBlock);
}
