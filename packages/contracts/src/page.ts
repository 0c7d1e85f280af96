import { z } from 'zod';
import { dutchPostcodePattern } from './dutch-postcode.ts';
import { formIdSchema } from './form-id.ts';
import { text, shortText } from './text.ts';
import { imageSchema, isoDateSchema, linkSchema } from './common.ts';
import { unknownKindError } from './issues.ts';
import { templates, unlistedTemplates, type Template } from './templates.ts';

// A page's header (default, detail, home or overview), breadcrumbs and classification (page
// kind, template, taxonomy terms). The API sends header and
// breadcrumbs as JSON text (`JSONHeader`, `JSONBreadcrumbs`); these schemas describe that text.

export const defaultPageHeaderSchema = z.strictObject({
  kind: z.literal('default'),
  title: text(),
  intro: text().optional(),
  label: text().optional(),
  image: imageSchema.optional(),
});

/** A Dutch postcode: four digits, an optional space, two letters (`1012 AB`). */
export const dutchPostcodeSchema = z
  .string()
  .regex(dutchPostcodePattern, 'expected a Dutch postcode, four digits and two letters, e.g. 1012AB');

/** Where an event takes place; the postcode places it for the "near a postcode" filter. */
export const eventLocationSchema = z.strictObject({
  name: text().min(1),
  address: text().optional(),
  postcode: dutchPostcodeSchema,
});
export type EventLocation = z.infer<typeof eventLocationSchema>;

/**
 * How to register for an event: with a form of our form provider (drawn on the event's page,
 * below its content, while the event is upcoming), or by a link (another page or site).
 */
export const eventRegistrationSchema = z.union([
  z.strictObject({ formId: formIdSchema }),
  z.strictObject({
    url: text(2000).regex(/^(\/|https:\/\/|mailto:)/, 'expected a path (/…), an https:// or a mailto: address'),
    /** The link's words; "Register" in the page's language when absent. */
    label: shortText().min(1).optional(),
  }),
]);
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/**
 * Header of news, events and other detail pages; overview cards take `pageIntro` and `image`.
 * `date` is a news item's publication date or an event's start; events may add `endDate`, a
 * location and their registration.
 */
export const detailPageHeaderSchema = z.strictObject({
  kind: z.literal('detail'),
  title: text(),
  pageIntro: text().optional(),
  image: imageSchema.optional(),
  label: text().optional(),
  date: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  location: eventLocationSchema.optional(),
  /** An event's registration (a form or a link), offered until the event is over. */
  registration: eventRegistrationSchema.optional(),
});

/** The home page hero with up to two buttons (shown when flag set and link has title and url). */
export const homePageHeaderSchema = z.strictObject({
  kind: z.literal('home'),
  title: text(),
  intro: text().optional(),
  image: imageSchema.optional(),
  showPrimary: z.boolean().optional(),
  showSecondary: z.boolean().optional(),
  primaryAction: linkSchema.optional(),
  secondaryAction: linkSchema.optional(),
});

export const overviewPageHeaderSchema = z.strictObject({
  kind: z.literal('overview'),
  title: text(),
  intro: text().optional(),
  image: imageSchema.optional(),
});

export const pageHeaderSchema = z.discriminatedUnion(
  'kind',
  [defaultPageHeaderSchema, detailPageHeaderSchema, homePageHeaderSchema, overviewPageHeaderSchema],
  { error: unknownKindError('header kind') },
);
export type PageHeader = z.infer<typeof pageHeaderSchema>;
export type PageHeaderKind = PageHeader['kind'];
export type DefaultPageHeader = z.infer<typeof defaultPageHeaderSchema>;
export type DetailPageHeader = z.infer<typeof detailPageHeaderSchema>;
export type HomePageHeader = z.infer<typeof homePageHeaderSchema>;
export type OverviewPageHeader = z.infer<typeof overviewPageHeaderSchema>;

export const breadcrumbSchema = z.strictObject({
  title: text(),
  url: text(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const breadcrumbListSchema = z.array(breadcrumbSchema);
export type BreadcrumbList = z.infer<typeof breadcrumbListSchema>;

export const taxonomyVocabularySchema = z.enum(['sdgs', 'focus-area', 'theme', 'functions', 'action-area']);
export type TaxonomyVocabulary = z.infer<typeof taxonomyVocabularySchema>;

export const taxonomyTermSchema = z.strictObject({
  Id: shortText().min(1),
  Name: text(),
  Vocabulary: taxonomyVocabularySchema,
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

/**
 * Overview and search pages name their template; ordinary pages have `none`. The
 * `components-showcase` is the internal page that shows editors every block: search engines
 * are asked not to index it (`noindex`). A `project-map` page shows the map of every project
 * across the page's width under its header (the page-level map, which groups markers more
 * widely than a map block); its blocks follow.
 */
export const templateSchema = z.enum(templates);
export type { Template };
export { unlistedTemplates };

/** Project pages get the side panel with SDG's, focus, actor types, functions and action area. */
export const pageKindSchema = z.enum(['project', 'other']);
export type PageKind = z.infer<typeof pageKindSchema>;

export const nodeTypeSchema = z.enum(['page', 'news', 'event', 'team-member', 'project']);
export type NodeType = z.infer<typeof nodeTypeSchema>;
