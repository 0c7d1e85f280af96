import { z } from 'zod';
import { text } from './text.ts';
import { imageSchema, isoDateSchema, linkSchema } from './common.ts';

// Items that content blocks list, and the parts several block kinds share.
// Every object is strict so that a misspelt field in a content package is reported.

/**
 * A person's contact details (contact block and contact-grid items). Each detail has a
 * `hasPerson…` flag; a detail shows when its flag is set and its text is not empty.
 * WhatsApp is optional: the renderer offers it only for Dutch mobile numbers (+316…, 06… or
 * 6…, spaces ignored), taken
 * from `personWhatsApp` when given, else from `personPhone`.
 */
export const contactPersonShape = {
  personName: text(),
  personFunction: text(),
  personEmail: text(),
  personPhone: text(),
  personWebsite: text(),
  personFacebook: text(),
  personLinkedIn: text(),
  personInstagram: text(),
  personTwitter: text(),
  personWhatsApp: text().optional(),
  hasPersonName: z.boolean(),
  hasPersonFunction: z.boolean(),
  hasPersonEmail: z.boolean(),
  hasPersonPhone: z.boolean(),
  hasPersonWebsite: z.boolean(),
  hasPersonFacebook: z.boolean(),
  hasPersonLinkedIn: z.boolean(),
  hasPersonInstagram: z.boolean(),
  hasPersonTwitter: z.boolean(),
  hasPersonWhatsApp: z.boolean().optional(),
};

export const contactItemSchema = z.strictObject(contactPersonShape);
export type ContactItem = z.infer<typeof contactItemSchema>;

export const downloadItemSchema = z.strictObject({
  key: text(),
  title: text(),
  text: text(),
  fileUrl: text(),
  fileName: text(),
});
export type DownloadItem = z.infer<typeof downloadItemSchema>;

/** A link-list entry; `items` nests a further list under it, to any depth. */
export const linkListItemSchema = z.strictObject({
  key: text(),
  link: linkSchema,
  subTitle: text(),
  get items(): z.ZodOptional<z.ZodArray<typeof linkListItemSchema>> {
    return z.array(linkListItemSchema).optional();
  },
});
export type LinkListItem = z.infer<typeof linkListItemSchema>;

/** A logo on a logo wall; `name` is its tooltip. */
export const logoItemSchema = z.strictObject({
  name: text(),
  logo: imageSchema,
  link: linkSchema.optional(),
});
export type LogoItem = z.infer<typeof logoItemSchema>;

export const mediaTypeSchema = z.enum(['image', 'video']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** Fields of a media item; shared by media/gallery items and the `mediaNested` part. */
export const mediaItemShape = {
  type: mediaTypeSchema,
  image: imageSchema.optional(),
  /** The video's address (YouTube or Vimeo; any other shows 'Unable to load video.'). */
  url: text().optional(),
  caption: text().optional(),
  source: text().optional(),
};

/** An image item needs its image, a video item its url. */
export function checkMediaItem(
  item: { type: MediaType; image?: unknown; url?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (item.type === 'image' && item.image === undefined) {
    context.addIssue({ code: 'custom', path: ['image'], message: 'required for an image item' });
  }
  if (item.type === 'video' && !item.url) {
    context.addIssue({ code: 'custom', path: ['url'], message: 'required for a video item' });
  }
}

export const mediaItemSchema = z.strictObject(mediaItemShape).superRefine(checkMediaItem);
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const factItemSchema = z.strictObject({
  key: text(),
  /** The figure as shown, e.g. `140+` or `€ 2 mln`. */
  value: text(),
  description: text(),
});
export type FactItem = z.infer<typeof factItemSchema>;

/** Icon names of link-grid items; the renderer maps them to innovate, leader and insights icons. */
export const linkGridIconSchema = z.enum(['1', '2', '3', 'icon1', 'icon2']);
export type LinkGridIcon = z.infer<typeof linkGridIconSchema>;

export const linkGridItemSchema = z.strictObject({
  title: text(),
  label: text().optional(),
  intro: text().optional(),
  link: linkSchema.optional(),
  image: imageSchema.optional(),
  icon: linkGridIconSchema.optional(),
});
export type LinkGridItem = z.infer<typeof linkGridItemSchema>;

/** A `<source>` of a responsive teaser image. */
export const imageSourceSchema = z.strictObject({
  media: text(),
  srcSet: text(),
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

export const recentNewsItemSchema = z.strictObject({
  title: text(),
  intro: text().optional(),
  image: imageSchema.optional(),
  imageSources: z.array(imageSourceSchema).optional(),
  link: linkSchema,
  /** Publication date; shown in Dutch long format. */
  date: isoDateSchema,
});
export type RecentNewsItem = z.infer<typeof recentNewsItemSchema>;

/** A card of the team block. `function` is the member's role as displayed. */
export const teamBlockMemberSchema = z.strictObject({
  name: text().min(1),
  function: text().optional(),
  image: imageSchema.optional(),
  link: linkSchema.optional(),
  email: text().optional(),
});
export type TeamBlockMember = z.infer<typeof teamBlockMemberSchema>;

/** A ready-made HTML table that replaces `value` rows. */
export const processedTableSchema = z.strictObject({
  html: text(),
});
export type ProcessedTable = z.infer<typeof processedTableSchema>;
