import type { z } from 'zod';
import { blockSchema } from '@zilt/contracts/blocks';
import { linkGridIconSchema } from '@zilt/contracts/block-items';

// What the studio needs to know of a contracts schema to draw a field for it and to convert its
// value: the zod schema read once into a small tree of shapes. Wrappers (optional, default) are
// taken off and noted; refinements and length limits stay with the schema, which validation runs
// as it is. A field that holds blocks (multiscreen, A/B test) is recognised by `blockSchema`
// itself, so it becomes a slot of the canvas rather than a form.

export type Shape =
  | { type: 'string' }
  | { type: 'number'; min?: number; max?: number; integer: boolean }
  | { type: 'boolean' }
  /** `icon`: the values name icons of the site, chosen by picture. */
  | { type: 'enum'; values: readonly string[]; icon?: boolean }
  | { type: 'literal'; value: unknown }
  | { type: 'object'; keys: readonly string[]; entry: (key: string) => Entry }
  | { type: 'array'; item: () => Entry }
  /** Objects told apart by their `kind` (the nested parts of expandable and read-more blocks). */
  | { type: 'union'; variants: Readonly<Record<string, Shape & { type: 'object' }>> }
  /** One content block (any kind): a slot of the canvas. */
  | { type: 'block' }
  | { type: 'unknown' };

/** A schema read as a shape, and whether the value may be left out. */
export interface Entry {
  shape: Shape;
  optional: boolean;
}

type AnySchema = z.ZodType;

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string } };
}

function defOf(schema: AnySchema): ZodInternals['_zod']['def'] {
  return (schema as unknown as ZodInternals)._zod.def;
}

/** Reads a schema (once per call; nested schemas are read when asked, so recursion is fine). */
export function readSchema(schema: AnySchema): Entry {
  if (schema === (blockSchema as unknown as AnySchema)) return { shape: { type: 'block' }, optional: false };
  if (schema === (linkGridIconSchema as unknown as AnySchema)) {
    return { shape: { type: 'enum', values: linkGridIconSchema.options, icon: true }, optional: false };
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
      return { shape: readSchema(def['innerType'] as AnySchema).shape, optional: true };
    case 'string':
      return { shape: { type: 'string' }, optional: false };
    case 'number': {
      const number = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      return {
        shape: {
          type: 'number',
          ...(number.minValue !== null && Number.isFinite(number.minValue) ? { min: number.minValue } : {}),
          ...(number.maxValue !== null && Number.isFinite(number.maxValue) ? { max: number.maxValue } : {}),
          integer: number.isInt,
        },
        optional: false,
      };
    }
    case 'boolean':
      return { shape: { type: 'boolean' }, optional: false };
    case 'enum':
      return {
        shape: { type: 'enum', values: Object.values(def['entries'] as Record<string, string>) },
        optional: false,
      };
    case 'literal':
      return { shape: { type: 'literal', value: (def['values'] as unknown[])[0] }, optional: false };
    case 'object': {
      const shape = def['shape'] as Record<string, AnySchema>;
      return {
        shape: { type: 'object', keys: Object.keys(shape), entry: (key) => readSchema(shape[key] as AnySchema) },
        optional: false,
      };
    }
    case 'array': {
      const element = def['element'] as AnySchema;
      return { shape: { type: 'array', item: () => readSchema(element) }, optional: false };
    }
    case 'union': {
      const variants: Record<string, Shape & { type: 'object' }> = {};
      for (const option of def['options'] as AnySchema[]) {
        const read = readSchema(option).shape;
        if (read.type !== 'object') return { shape: { type: 'unknown' }, optional: false };
        const kind = read.keys.includes('kind') ? read.entry('kind').shape : undefined;
        if (kind?.type !== 'literal' || typeof kind.value !== 'string')
          return { shape: { type: 'unknown' }, optional: false };
        variants[kind.value] = read;
      }
      return { shape: { type: 'union', variants }, optional: false };
    }
    default:
      return { shape: { type: 'unknown' }, optional: false };
  }
}

/** Whether values of this shape are objects in the editor's data (Puck's list items must be). */
export function isObjectLike(shape: Shape): boolean {
  return shape.type === 'object' || shape.type === 'union';
}
