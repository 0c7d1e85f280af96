import { z } from 'zod';
import { text, shortText } from './text.ts';
import { blockListSchema } from './blocks.ts';
import { isoDateTimeSchema, languageSchema, sourceSchema } from './common.ts';
import { contactOptionsSchema } from './contact-options.ts';
import { formatIssuePath, parseWith, quoteValue, type ParseResult } from './issues.ts';
import { formDefinitionSchema } from './form-definition.ts';
import { findJsonValueProblem } from './json-limits.ts';
import { menuItemListSchema, menuLocationSchema } from './menu.ts';
import {
  breadcrumbListSchema,
  nodeTypeSchema,
  pageHeaderSchema,
  pageKindSchema,
  taxonomyTermSchema,
  templateSchema,
} from './page.ts';
import { projectPlaceSchema } from './project.ts';
import { teamMemberSchema } from './team-member.ts';
import { translationTreeSchema } from './translations.ts';

// A content package: the JSON files in content/, read by the importer and the write API.
// Every object is strict so that a misspelt field is reported instead of silently ignored.

/** Longest slug, in characters (slugs are indexed). */
export const maxSlugLength = 500;

/** The home page's slug; every other slug has no leading slash. */
export const homePageSlug = '/';

const slugSegments = /^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/;

/**
 * `/` for the home page; otherwise segments of letters, digits and `-` joined by
 * `/`, without a leading or trailing slash (`about-us`, `projecten/salt-farm-texel`).
 */
export const pageSlugSchema = text(maxSlugLength).refine(
  (slug) => slug === homePageSlug || slugSegments.test(slug),
  'expected "/" or segments of letters, digits and "-" joined by "/", without leading or trailing slash',
);
export type PageSlug = z.infer<typeof pageSlugSchema>;

export const pageStatusSchema = z.enum(['published', 'draft']);
export type PageStatus = z.infer<typeof pageStatusSchema>;

export const pageNodeSchema = z
  .strictObject({
    type: nodeTypeSchema,
    language: languageSchema,
    slug: pageSlugSchema,
    title: text().min(1),
    template: templateSchema.default('none'),
    pageKind: pageKindSchema.default('other'),
    header: pageHeaderSchema,
    breadcrumbs: breadcrumbListSchema.default([]),
    blocks: blockListSchema.default([]),
    taxonomyTerms: z.array(taxonomyTermSchema).default([]),
    lastUpdated: isoDateTimeSchema,
    /** Pages of different languages that share this key are translations of each other. */
    translationKey: shortText().min(1).optional(),
    status: pageStatusSchema.default('published'),
    /** Where a project is and how the map shows it: required on project nodes, absent on others. */
    project: projectPlaceSchema.optional(),
  })
  .superRefine((node, context) => {
    if (node.type === 'project' && !node.project) {
      context.addIssue({
        code: 'custom',
        path: ['project'],
        message: 'a project needs its place: longitude, latitude, theme and labels',
      });
    } else if (node.type !== 'project' && node.project) {
      context.addIssue({
        code: 'custom',
        path: ['project'],
        message: `only project nodes have a place (this node is of type "${node.type}")`,
      });
    }
  });
export type PageNode = z.infer<typeof pageNodeSchema>;
export type PageNodeInput = z.input<typeof pageNodeSchema>;

export const packageLanguageSchema = z.strictObject({
  code: languageSchema,
  name: text().min(1),
});
export type PackageLanguage = z.infer<typeof packageLanguageSchema>;

export const packageMenuSchema = z.strictObject({
  language: languageSchema,
  location: menuLocationSchema,
  items: menuItemListSchema,
});
export type PackageMenu = z.infer<typeof packageMenuSchema>;

export const packageContactOptionsSchema = contactOptionsSchema.extend({
  language: languageSchema,
});
export type PackageContactOptions = z.infer<typeof packageContactOptionsSchema>;

export const packageTranslationsSchema = z.strictObject({
  language: languageSchema,
  /** i18next namespace, e.g. `common` or `contact`. */
  namespace: shortText().min(1),
  entries: translationTreeSchema,
});
export type PackageTranslations = z.infer<typeof packageTranslationsSchema>;

export const contentPackageSchema = z
  .strictObject({
    source: sourceSchema,
    languages: z.array(packageLanguageSchema).optional(),
    pages: z.array(pageNodeSchema).optional(),
    menus: z.array(packageMenuSchema).optional(),
    contactOptions: z.array(packageContactOptionsSchema).optional(),
    translations: z.array(packageTranslationsSchema).optional(),
    teamMembers: z.array(teamMemberSchema).optional(),
    /** Forms of our own form provider (Formstack-style and HubSpot-style blocks). */
    forms: z.array(formDefinitionSchema).optional(),
  })
  // Runs even when other parts are invalid, so that one pass reports duplicates as well.
  .superRefine((contentPackage, context) => reportDuplicates(contentPackage, context), {
    when: (payload) => isRecord(payload.value),
  });
export type ContentPackage = z.infer<typeof contentPackageSchema>;
export type ContentPackageInput = z.input<typeof contentPackageSchema>;

interface UniquenessRule {
  section: string;
  /** Fields that together must be unique within the section; entries lacking one are skipped. */
  fields: readonly string[];
  /** Where below the entry the issue points. */
  at: readonly string[];
  describe: (values: readonly string[]) => string;
}

const uniquenessRules: readonly UniquenessRule[] = [
  { section: 'languages', fields: ['code'], at: [], describe: ([code]) => `duplicate language ${quoteValue(code)}` },
  {
    section: 'pages',
    fields: ['language', 'slug'],
    at: ['slug'],
    describe: ([language, slug]) => `duplicate slug ${quoteValue(slug)} for language ${quoteValue(language)}`,
  },
  {
    section: 'pages',
    fields: ['language', 'translationKey'],
    at: ['translationKey'],
    describe: ([language, key]) =>
      `translationKey ${quoteValue(key)} is used twice for language ${quoteValue(language)}`,
  },
  {
    section: 'menus',
    fields: ['language', 'location'],
    at: [],
    describe: ([language, location]) => `duplicate ${quoteValue(location)} menu for language ${quoteValue(language)}`,
  },
  {
    section: 'contactOptions',
    fields: ['language'],
    at: [],
    describe: ([language]) => `duplicate contact options for language ${quoteValue(language)}`,
  },
  {
    section: 'translations',
    fields: ['language', 'namespace'],
    at: [],
    describe: ([language, namespace]) =>
      `duplicate namespace ${quoteValue(namespace)} for language ${quoteValue(language)}`,
  },
  {
    section: 'teamMembers',
    fields: ['Id'],
    at: ['Id'],
    describe: ([id]) => `duplicate team member Id ${quoteValue(id)}`,
  },
  { section: 'forms', fields: ['id'], at: ['id'], describe: ([id]) => `duplicate form id ${quoteValue(id)}` },
];

/**
 * Adds an issue at each entry that repeats the key of an earlier one, e.g.
 * `pages[3].slug: duplicate slug "about" for language "en" (first at pages[0])`.
 * The package may be partly invalid here, so every value is checked before it is used.
 */
function reportDuplicates(contentPackage: unknown, context: z.RefinementCtx): void {
  if (!isRecord(contentPackage)) return;
  for (const rule of uniquenessRules) {
    const entries = contentPackage[rule.section];
    if (!Array.isArray(entries)) continue;
    const firstIndexByKey = new Map<string, number>();
    entries.forEach((entry: unknown, index) => {
      if (!isRecord(entry)) return;
      const values = rule.fields.map((field) => entry[field]);
      if (!values.every((value): value is string => typeof value === 'string')) return;
      const key = JSON.stringify(values);
      const firstIndex = firstIndexByKey.get(key);
      if (firstIndex === undefined) {
        firstIndexByKey.set(key, index);
        return;
      }
      context.addIssue({
        code: 'custom',
        path: [rule.section, index, ...rule.at],
        message: `${rule.describe(values)} (first at ${formatIssuePath([rule.section, firstIndex])})`,
      });
    });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a content package. Problems read `path: message`, for example
 * `pages[0].blocks[1].height: expected number, received string`.
 */
export function parseContentPackage(input: unknown): ParseResult<ContentPackage> {
  // Nesting and unstorable text are refused before the schema walks the value.
  const problem = findJsonValueProblem(input);
  if (problem) return { ok: false, problems: [`${problem.path}: ${problem.message}`] };
  return parseWith(contentPackageSchema, input);
}
