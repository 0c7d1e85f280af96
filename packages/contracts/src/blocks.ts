import { z } from 'zod';
import { text, boundedNumber, maxImageDimension } from './text.ts';
import {
  contactItemSchema,
  contactPersonShape,
  downloadItemSchema,
  factItemSchema,
  linkGridItemSchema,
  linkListItemSchema,
  logoItemSchema,
  mediaItemSchema,
  processedTableSchema,
  recentNewsItemSchema,
  teamBlockMemberSchema,
} from './block-items.ts';
import { commonBlockFieldsSchema } from './common.ts';
import { formIdSchema } from './form-id.ts';
import { unknownKindError } from './issues.ts';
import { expandableItemSchema, readMoreNestedBlockSchema } from './nested-blocks.ts';
import { mapThemeSchema } from './project.ts';

// One schema per content block kind. Every block carries the common block
// fields and a literal `kind`; `blockSchema` is the union discriminated on `kind`.

export const contactBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('contactBlock'),
  ...contactPersonShape,
});

export const contactGridBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('contactGridBlock'),
  items: z.array(contactItemSchema),
});

export const ctaBackgroundColourSchema = z.enum(['darkblue', 'light']);
export type CtaBackgroundColour = z.infer<typeof ctaBackgroundColourSchema>;
export const ctaDisplayOptionSchema = z.enum(['content-width', 'full-width']);
export type CtaDisplayOption = z.infer<typeof ctaDisplayOptionSchema>;

export const ctaWithBgColourBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('ctaWithBgColourBlock'),
  showBgColour: z.boolean(),
  bgColour: ctaBackgroundColourSchema,
  displayOption: ctaDisplayOptionSchema,
});

export const downloadBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('downloadBlock'),
  items: z.array(downloadItemSchema),
});

export const linkListBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('linkListBlock'),
  items: z.array(linkListItemSchema),
});

export const logoWallBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('logoWallBlock'),
  items: z.array(logoItemSchema),
});

export const mediaBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('mediaBlock'),
  item: mediaItemSchema,
});

export const galleryBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('galleryBlock'),
  items: z.array(mediaItemSchema),
});

export const expandableBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('expandableBlock'),
  expandableItems: z.array(expandableItemSchema),
});

export const readMoreBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('readMoreBlock'),
  openLabel: text(),
  closeLabel: text(),
  nestedBlocks: z.array(readMoreNestedBlockSchema),
});

export const factsAndFiguresBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('factsAndFiguresBlock'),
  items: z.array(factItemSchema),
});

export const imageDirectionSchema = z.enum(['left', 'right']);
export type ImageDirection = z.infer<typeof imageDirectionSchema>;

export const featuredContentBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('featuredContentBlock'),
  imageDirection: imageDirectionSchema,
});

/** The form's markup is fetched at run time from `/api/v1/Formstack/getForm/{formId}`. */
export const formstackBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('formstackBlock'),
  formId: formIdSchema,
});

export const hubspotBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('hubspotBlock'),
  inputfields: z.strictObject({
    portalID: text().min(1),
    formID: formIdSchema,
  }),
});

export const linkGridVariantSchema = z.enum(['text', 'image', 'icon']);
export type LinkGridVariant = z.infer<typeof linkGridVariantSchema>;

export const linkGridBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('linkGridBlock'),
  variant: linkGridVariantSchema,
  items: z.array(linkGridItemSchema),
});

export { defaultIframeHeight } from './constants.ts';

export const iframeBlockSchema = commonBlockFieldsSchema
  .extend({
    kind: z.literal('iframeBlock'),
    url: text().optional(),
    /** Inline markup to embed instead of `url`. */
    embedCode: text().optional(),
    /** Pixels; a value that is not positive means `defaultIframeHeight`. */
    height: boundedNumber(),
    /** Ask for video/iframe consent before loading. */
    useCookieBar: z.boolean().optional(),
    iframeTitle: text().optional(),
  })
  .superRefine((block, context) => {
    if (!block.url && !block.embedCode) {
      context.addIssue({ code: 'custom', path: ['url'], message: 'a url or an embedCode is required' });
    }
  });

export const imageTextBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('imageTextBlock'),
  imageDirection: imageDirectionSchema,
  /** Rich text as HTML. */
  body: text(),
});

/** The round author image, when there is one, is the common `image`. */
export const quoteBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('quoteBlock'),
  text: text(),
  author: text(),
  authorDescription: text(),
});

/** An empty `items` list shows 'Geen resultaten gevonden.'. */
/**
 * Teasers written by the editor, or `count`: the site then shows that many of the latest news
 * items of the page's language in place of `items`.
 */
export const recentNewsBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('recentNewsBlock'),
  items: z.array(recentNewsItemSchema).default([]),
  count: z.number().int().min(1).max(12).optional(),
});

/** Rows of cells, the first row being the header; or ready HTML in `processedTable`. */
export const tableBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('tableBlock'),
  value: z.array(z.array(text())),
  format: text().optional(),
  caption: text().optional(),
  processedTable: processedTableSchema.optional(),
});

export const teamBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('teamBlock'),
  members: z.array(teamBlockMemberSchema),
});

export const textBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('textBlock'),
  /** Rich text as HTML. */
  body: text(),
});

/** Editor HTML injected as is; its scripts run one by one, 1 s apart. */
export const htmlBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('htmlBlock'),
  content: text(),
});

/** A button that reopens the cookie bar: `primaryAction` needs only a title here. */
export const cookieBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('cookieBlock'),
});

// The two recursive kinds hold blocks themselves. Zod 4 expresses the recursion with getters;
// the explicit return types are what let TypeScript infer `Block` through the cycle.

/** Shows `desktop` when the window is wider than 1024 px, else `mobile`. */
export const multiscreenBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('multiscreenBlock'),
  get desktop(): z.ZodArray<typeof blockSchema> {
    return z.array(blockSchema);
  },
  get mobile(): z.ZodArray<typeof blockSchema> {
    return z.array(blockSchema);
  },
});

/** One variant of an A/B test: shown only when `window[abTestId] === 1`. */
export const abTestVariantSchema = z.strictObject({
  abTestId: text().min(1),
  get block(): typeof blockSchema {
    return blockSchema;
  },
});

export const abTestBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('abTestBlock'),
  get blocks(): z.ZodArray<typeof abTestVariantSchema> {
    return z.array(abTestVariantSchema);
  },
});

/** The project map; without `theme` it shows projects of both themes. */
export const mapBlockSchema = commonBlockFieldsSchema.extend({
  kind: z.literal('mapBlock'),
  theme: mapThemeSchema.optional(),
  /** Pixels; the renderer picks a height when absent. */
  height: z.number().positive().max(maxImageDimension).optional(),
});

export const blockSchema = z.discriminatedUnion(
  'kind',
  [
    contactBlockSchema,
    contactGridBlockSchema,
    ctaWithBgColourBlockSchema,
    downloadBlockSchema,
    linkListBlockSchema,
    logoWallBlockSchema,
    mediaBlockSchema,
    galleryBlockSchema,
    expandableBlockSchema,
    readMoreBlockSchema,
    factsAndFiguresBlockSchema,
    featuredContentBlockSchema,
    formstackBlockSchema,
    hubspotBlockSchema,
    linkGridBlockSchema,
    iframeBlockSchema,
    imageTextBlockSchema,
    quoteBlockSchema,
    recentNewsBlockSchema,
    tableBlockSchema,
    teamBlockSchema,
    textBlockSchema,
    htmlBlockSchema,
    cookieBlockSchema,
    multiscreenBlockSchema,
    abTestBlockSchema,
    mapBlockSchema,
  ],
  { error: unknownKindError('block kind') },
);
export type Block = z.infer<typeof blockSchema>;

export const blockListSchema = z.array(blockSchema);

export const blockKinds = [
  'contactBlock',
  'contactGridBlock',
  'ctaWithBgColourBlock',
  'downloadBlock',
  'linkListBlock',
  'logoWallBlock',
  'mediaBlock',
  'galleryBlock',
  'expandableBlock',
  'readMoreBlock',
  'factsAndFiguresBlock',
  'featuredContentBlock',
  'formstackBlock',
  'hubspotBlock',
  'linkGridBlock',
  'iframeBlock',
  'imageTextBlock',
  'quoteBlock',
  'recentNewsBlock',
  'tableBlock',
  'teamBlock',
  'textBlock',
  'htmlBlock',
  'cookieBlock',
  'multiscreenBlock',
  'abTestBlock',
  'mapBlock',
] as const;
export type BlockKind = (typeof blockKinds)[number];
export type BlockOfKind<K extends BlockKind> = Extract<Block, { kind: K }>;

// Fails to compile when `blockKinds` and the union's kinds drift apart.
type SameKinds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const blockKindsMatchUnion: SameKinds<BlockKind, Block['kind']> = true;
void blockKindsMatchUnion;

export function isBlockKind(value: unknown): value is BlockKind {
  return typeof value === 'string' && (blockKinds as readonly string[]).includes(value);
}

export type ContactBlock = BlockOfKind<'contactBlock'>;
export type ContactGridBlock = BlockOfKind<'contactGridBlock'>;
export type CtaWithBgColourBlock = BlockOfKind<'ctaWithBgColourBlock'>;
export type DownloadBlock = BlockOfKind<'downloadBlock'>;
export type LinkListBlock = BlockOfKind<'linkListBlock'>;
export type LogoWallBlock = BlockOfKind<'logoWallBlock'>;
export type MediaBlock = BlockOfKind<'mediaBlock'>;
export type GalleryBlock = BlockOfKind<'galleryBlock'>;
export type ExpandableBlock = BlockOfKind<'expandableBlock'>;
export type ReadMoreBlock = BlockOfKind<'readMoreBlock'>;
export type FactsAndFiguresBlock = BlockOfKind<'factsAndFiguresBlock'>;
export type FeaturedContentBlock = BlockOfKind<'featuredContentBlock'>;
export type FormstackBlock = BlockOfKind<'formstackBlock'>;
export type HubspotBlock = BlockOfKind<'hubspotBlock'>;
export type LinkGridBlock = BlockOfKind<'linkGridBlock'>;
export type IframeBlock = BlockOfKind<'iframeBlock'>;
export type ImageTextBlock = BlockOfKind<'imageTextBlock'>;
export type QuoteBlock = BlockOfKind<'quoteBlock'>;
export type RecentNewsBlock = BlockOfKind<'recentNewsBlock'>;
export type TableBlock = BlockOfKind<'tableBlock'>;
export type TeamBlock = BlockOfKind<'teamBlock'>;
export type TextBlock = BlockOfKind<'textBlock'>;
export type HtmlBlock = BlockOfKind<'htmlBlock'>;
export type CookieBlock = BlockOfKind<'cookieBlock'>;
export type MultiscreenBlock = BlockOfKind<'multiscreenBlock'>;
export type AbTestBlock = BlockOfKind<'abTestBlock'>;
export type AbTestVariant = z.infer<typeof abTestVariantSchema>;
export type MapBlock = BlockOfKind<'mapBlock'>;
