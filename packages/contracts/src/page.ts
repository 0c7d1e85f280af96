import { z } from 'zod';
import { imageSchema, isoDateSchema, linkSchema } from './common.ts';
import { unknownKindError } from './issues.ts';

// A page's header, breadcrumbs and classification (spec §2, §3). The API sends header and
// breadcrumbs as JSON text (`JSONHeader`, `JSONBreadcrumbs`); these schemas describe that text.

export const defaultPageHeaderSchema = z.strictObject({
  kind: z.literal('default'),
  title: z.string(),
  intro: z.string().optional(),
  label: z.string().optional(),
  image: imageSchema.optional(),
});

/** Header of news, events and other detail pages; overview cards take `pageIntro` and `image`. */
export const detailPageHeaderSchema = z.strictObject({
  kind: z.literal('detail'),
  title: z.string(),
  pageIntro: z.string().optional(),
  image: imageSchema.optional(),
  label: z.string().optional(),
  date: isoDateSchema.optional(),
});

/** The home page hero with up to two buttons (shown when flag set and link has title and url). */
export const homePageHeaderSchema = z.strictObject({
  kind: z.literal('home'),
  title: z.string(),
  intro: z.string().optional(),
  image: imageSchema.optional(),
  showPrimary: z.boolean().optional(),
  showSecondary: z.boolean().optional(),
  primaryAction: linkSchema.optional(),
  secondaryAction: linkSchema.optional(),
});

export const overviewPageHeaderSchema = z.strictObject({
  kind: z.literal('overview'),
  title: z.string(),
  intro: z.string().optional(),
  image: imageSchema.optional(),
});

export const pageHeaderSchema = z.discriminatedUnion(
  'kind',
  [defaultPageHeaderSchema, detailPageHeaderSchema, homePageHeaderSchema, overviewPageHeaderSchema],
  { error: unknownKindError('header kind') },
);
export type PageHeader = z.infer<typeof pageHeaderSchema>;
export type PageHeaderKind = PageHeader['kind'];
export const pageHeaderKinds = ['default', 'detail', 'home', 'overview'] as const satisfies readonly PageHeaderKind[];
export type DefaultPageHeader = z.infer<typeof defaultPageHeaderSchema>;
export type DetailPageHeader = z.infer<typeof detailPageHeaderSchema>;
export type HomePageHeader = z.infer<typeof homePageHeaderSchema>;
export type OverviewPageHeader = z.infer<typeof overviewPageHeaderSchema>;

export const breadcrumbSchema = z.strictObject({
  title: z.string(),
  url: z.string(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const breadcrumbListSchema = z.array(breadcrumbSchema);
export type BreadcrumbList = z.infer<typeof breadcrumbListSchema>;

export const taxonomyVocabularySchema = z.enum(['sdgs', 'focus-area', 'theme', 'functions', 'action-area']);
export type TaxonomyVocabulary = z.infer<typeof taxonomyVocabularySchema>;

export const taxonomyTermSchema = z.strictObject({
  Id: z.string().min(1),
  Name: z.string(),
  Vocabulary: taxonomyVocabularySchema,
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

/** Overview and search pages name their template; ordinary pages have `none`. */
export const templateSchema = z.enum(['none', 'news-overview', 'events-overview', 'team-overview', 'search-page']);
export type Template = z.infer<typeof templateSchema>;

/** Project pages get the side panel with SDG's, focus, actor types, functions and action area. */
export const pageKindSchema = z.enum(['project', 'other']);
export type PageKind = z.infer<typeof pageKindSchema>;

export const nodeTypeSchema = z.enum(['page', 'news', 'event', 'team-member', 'project']);
export type NodeType = z.infer<typeof nodeTypeSchema>;
