import { z } from 'zod';
import { text } from './text.ts';
import { linkSchema } from './common.ts';

// Footer contact options (`GET /api/wp/getContactOptions?lang=`): one contact column
// (`columnTitle`, `address`, `phoneNumber`, `email`, `primary`, `secondary`) and the social
// links under `social`, with exactly these field names.
//
// Empty strings mean "absent": every text may be left out and then reads as ''. Renderers show
// a text, link or social icon only when it is not empty.

const optionalText = text().default('');

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

const contactOptionsShape = {
  columnTitle: optionalText,
  /** Postal address; line breaks are kept. */
  address: optionalText,
  phoneNumber: optionalText,
  email: optionalText,
  primary: linkSchema.optional(),
  secondary: linkSchema.optional(),
  social: socialLinksSchema.default({
    titleAboveSocials: '',
    linkedinUrl: '',
    facebookUrl: '',
    twitterUrl: '',
    instagramUrl: '',
    youtubeUrl: '',
    vimeoUrl: '',
  }),
};

export const contactOptionsSchema = z.strictObject(contactOptionsShape);
export type ContactOptions = z.infer<typeof contactOptionsSchema>;
export type ContactOptionsInput = z.input<typeof contactOptionsSchema>;

/** The options of a language that has none: every text empty, no links. */
export const emptyContactOptions: ContactOptions = contactOptionsSchema.parse({});

/** Social networks in the order the footer shows them: LinkedIn, Facebook, Twitter, Instagram, YouTube, Vimeo. */
export const socialNetworks = ['linkedin', 'facebook', 'twitter', 'instagram', 'youtube', 'vimeo'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
