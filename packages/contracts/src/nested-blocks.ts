import { z } from 'zod';
import { text, maxDatabaseInteger } from './text.ts';
import { checkMediaItem, linkListItemSchema, mediaItemShape } from './block-items.ts';
import { unknownKindError } from './issues.ts';

// Parts inside expandable items and read-more blocks: text, quote, media, link list.
// They are not blocks themselves: they have no common block fields and no reveal animation.

export const nestedBlockKinds = ['textNested', 'quoteNested', 'mediaNested', 'linkListNested'] as const;
export type NestedBlockKind = (typeof nestedBlockKinds)[number];

const textNestedShape = {
  kind: z.literal('textNested'),
  /** Rich text as HTML. */
  body: text(),
};
const quoteNestedShape = {
  kind: z.literal('quoteNested'),
  text: text(),
  author: text(),
  authorDescription: text(),
};
const mediaNestedShape = {
  kind: z.literal('mediaNested'),
  ...mediaItemShape,
};
const linkListNestedShape = {
  kind: z.literal('linkListNested'),
  items: z.array(linkListItemSchema),
};

export const textNestedSchema = z.strictObject(textNestedShape);
export type TextNested = z.infer<typeof textNestedSchema>;
export const quoteNestedSchema = z.strictObject(quoteNestedShape);
export type QuoteNested = z.infer<typeof quoteNestedSchema>;
export const mediaNestedSchema = z.strictObject(mediaNestedShape).superRefine(checkMediaItem);
export type MediaNested = z.infer<typeof mediaNestedSchema>;
export const linkListNestedSchema = z.strictObject(linkListNestedShape);
export type LinkListNested = z.infer<typeof linkListNestedSchema>;

export const nestedBlockSchema = z.discriminatedUnion(
  'kind',
  [textNestedSchema, quoteNestedSchema, mediaNestedSchema, linkListNestedSchema],
  { error: unknownKindError('nested block kind') },
);
export type NestedBlock = z.infer<typeof nestedBlockSchema>;

/** Position of a read-more part; the renderer shows the parts ordered by it. */
const indexShape = { index: z.number().int().min(0).max(maxDatabaseInteger) };

export const readMoreNestedBlockSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ ...textNestedShape, ...indexShape }),
    z.strictObject({ ...quoteNestedShape, ...indexShape }),
    z.strictObject({ ...mediaNestedShape, ...indexShape }).superRefine(checkMediaItem),
    z.strictObject({ ...linkListNestedShape, ...indexShape }),
  ],
  { error: unknownKindError('nested block kind') },
);
export type ReadMoreNestedBlock = z.infer<typeof readMoreNestedBlockSchema>;

export const expandableItemSchema = z.strictObject({
  title: text(),
  description: text().optional(),
  /** Rich text as HTML. */
  body: text().optional(),
  /** Open when the page loads. */
  isOpen: z.boolean().optional(),
  nestedBlocks: z.array(nestedBlockSchema).optional(),
});
export type ExpandableItem = z.infer<typeof expandableItemSchema>;
