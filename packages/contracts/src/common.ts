import { z } from 'zod';
import { languages } from './languages.ts';
import { text, maxImageDimension } from './text.ts';

export { defaultLanguage, type Language } from './languages.ts';

/** Site languages: English is the default, Dutch the other. */
export const languageSchema = z.enum(languages);

/** Content sources behind `/api/{wp|dp|sp}/…`: WordPress-style, Drupal-style, SharePoint-style. */
export const sourceSchema = z.enum(['wp', 'dp', 'sp']);
export type Source = z.infer<typeof sourceSchema>;

/** Dates are stored as PostgreSQL timestamps; content dates lie in the years 1000 to 9999. */
const storedYears = { first: 1000, last: 9999 };
const storedYearsMessage = `must lie in the years ${storedYears.first} to ${storedYears.last}`;

function inStoredYears(value: string): boolean {
  const year = new Date(value).getUTCFullYear();
  return year >= storedYears.first && year <= storedYears.last;
}

/** A full ISO 8601 date-time with `Z` or an offset, e.g. `2025-01-31T09:30:00Z`. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => Number.isNaN(Date.parse(value)) || inStoredYears(value), storedYearsMessage);

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `2025-01-31`, or a full ISO date-time; both name a day. */
export const isoDateSchema = z
  .string()
  .refine(
    (value) =>
      (isoDatePattern.test(value) || isoDateTimeSchema.safeParse(value).success) && !Number.isNaN(Date.parse(value)),
    'expected ISO date, e.g. 2025-01-31 or 2025-01-31T09:30:00Z',
  )
  .refine((value) => Number.isNaN(Date.parse(value)) || inStoredYears(value), storedYearsMessage);

/**
 * A link as the CMS writes it. `url` and `title` may be empty strings: an empty link
 * is how the CMS says "no link", and buttons only show when both are filled.
 */
export const linkSchema = z.strictObject({
  kind: text().optional(),
  url: text(),
  title: text(),
  target: text().optional(),
  isLinkExternal: z.boolean().optional(),
});
export type Link = z.infer<typeof linkSchema>;

export const imageSizeSchema = z.strictObject({
  url: text(),
  width: z.number().positive().max(maxImageDimension),
  style: text().optional(),
});
export type ImageSize = z.infer<typeof imageSizeSchema>;

/** An image as the CMS writes it. `altText` may be empty for decorative images. */
export const imageSchema = z.strictObject({
  originalImageUrl: text(),
  altText: text(),
  source: text().optional(),
  imageSizes: z.array(imageSizeSchema).optional(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * Fields every content block may carry. Buttons show only when their show flag is
 * set and their link has both title and url.
 */
export const commonBlockFieldsSchema = z.strictObject({
  label: text().optional(),
  title: text().optional(),
  intro: text().optional(),
  image: imageSchema.optional(),
  showPrimary: z.boolean().optional(),
  showSecondary: z.boolean().optional(),
  primaryAction: linkSchema.optional(),
  secondaryAction: linkSchema.optional(),
  showActionAsLink: z.boolean().optional(),
  anchorTitle: text().optional(),
  /** Share of the block that must be visible before it reveals, once; 0.1 when absent. */
  inViewThreshold: z.number().min(0.1).max(1).optional(),
});
export type CommonBlockFields = z.infer<typeof commonBlockFieldsSchema>;

export { defaultInViewThreshold } from './constants.ts';
