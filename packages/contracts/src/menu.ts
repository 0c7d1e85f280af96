import { z } from 'zod';

// Menus are content (spec §3, §7): the API sends a menu as JSON text in `JSONMenu`.

export const menuLocationSchema = z.enum(['main', 'footer', 'copyright']);
export type MenuLocation = z.infer<typeof menuLocationSchema>;

/** The call-to-action panel shown inside a dropdown. */
export const menuCtaItemSchema = z.strictObject({
  Title: z.string(),
  Description: z.string(),
  Label: z.string(),
  Url: z.string(),
});
export type MenuCtaItem = z.infer<typeof menuCtaItemSchema>;

/** A menu entry; lists are sorted by `Weight` (lowest first), children to any depth. */
export const menuItemSchema = z.strictObject({
  Title: z.string(),
  Url: z.string(),
  Weight: z.number(),
  get Children(): z.ZodDefault<z.ZodArray<typeof menuItemSchema>> {
    return z.array(menuItemSchema).default([]);
  },
  CTAItem: menuCtaItemSchema.nullable().optional(),
  ShowChildren: z.boolean().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuItemInput = z.input<typeof menuItemSchema>;

export const menuItemListSchema = z.array(menuItemSchema);
