import { z } from 'zod';
import { text, boundedNumber } from './text.ts';

// Menus (main, footer, copyright) are content: the API sends a menu as JSON text in `JSONMenu`,
// and items nest through `Children`.

export const menuLocationSchema = z.enum(['main', 'footer', 'copyright']);
export type MenuLocation = z.infer<typeof menuLocationSchema>;

/** The call-to-action panel shown inside a dropdown. */
export const menuCtaItemSchema = z.strictObject({
  Title: text(),
  Description: text(),
  Label: text(),
  Url: text(),
});
export type MenuCtaItem = z.infer<typeof menuCtaItemSchema>;

/** A menu entry; lists are sorted by `Weight` (lowest first), children to any depth. */
export const menuItemSchema = z.strictObject({
  Title: text(),
  Url: text(),
  Weight: boundedNumber(),
  get Children(): z.ZodDefault<z.ZodArray<typeof menuItemSchema>> {
    return z.array(menuItemSchema).default([]);
  },
  CTAItem: menuCtaItemSchema.nullable().optional(),
  ShowChildren: z.boolean().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuItemInput = z.input<typeof menuItemSchema>;

/** Deepest menu accepted: an entry, its children and theirs, down to five levels. */
export const maxMenuDepth = 5;

function menuDepth(items: readonly MenuItemInput[]): number {
  let deepest = 0;
  const pending = items.map((item) => ({ item, depth: 1 }));
  while (pending.length > 0) {
    const { item, depth } = pending.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of item.Children ?? []) pending.push({ item: child, depth: depth + 1 });
  }
  return deepest;
}

export const menuItemListSchema = z
  .array(menuItemSchema)
  .refine((items) => menuDepth(items) <= maxMenuDepth, `a menu is at most ${maxMenuDepth} levels deep`);
