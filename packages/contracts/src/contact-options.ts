import { z } from 'zod';
import { text } from './text.ts';
import { linkSchema } from './common.ts';

// Footer contact options (spec §3, §7 `GET /api/wp/getContactOptions?lang=`).
//
// Shape chosen: `{ columns: ContactColumn[], social: SocialLinks }`. The footer shows several
// contact columns but a single row of social links, so the socials sit once beside the list
// of columns rather than repeated in each column.
//
// Empty strings mean "absent" (spec §3): every text may be left out and then reads as ''.
// Renderers show a text, link or social icon only when it is not empty.

const optionalText = text().default('');

export const contactColumnSchema = z.strictObject({
  columnTitle: optionalText,
  /** Postal address; line breaks are kept. */
  address: optionalText,
  phoneNumber: optionalText,
  email: optionalText,
  primary: linkSchema.optional(),
  secondary: linkSchema.optional(),
});
export type ContactColumn = z.infer<typeof contactColumnSchema>;

export const socialLinksSchema = z.strictObject({
  titleAboveSocials: optionalText,
  linkedinUrl: optionalText,
  facebookUrl: optionalText,
  twitterUrl: optionalText,
  instagramUrl: optionalText,
  youtubeUrl: optionalText,
  vimeoUrl: optionalText,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const contactOptionsSchema = z.strictObject({
  columns: z.array(contactColumnSchema).default([]),
  social: socialLinksSchema.default({
    titleAboveSocials: '',
    linkedinUrl: '',
    facebookUrl: '',
    twitterUrl: '',
    instagramUrl: '',
    youtubeUrl: '',
    vimeoUrl: '',
  }),
});
export type ContactOptions = z.infer<typeof contactOptionsSchema>;
export type ContactOptionsInput = z.input<typeof contactOptionsSchema>;

/** Social networks in the order the footer shows them (spec §2). */
export const socialNetworks = ['linkedin', 'facebook', 'twitter', 'instagram', 'youtube', 'vimeo'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
