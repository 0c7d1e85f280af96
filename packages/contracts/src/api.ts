import { z } from 'zod';
import { blockListSchema, type Block } from './blocks.ts';
import { defaultLanguage, isoDateTimeSchema, languageSchema, type Language } from './common.ts';
import { contactOptionsSchema } from './contact-options.ts';
import { formatZodIssues, type ParseResult } from './issues.ts';
import { menuItemListSchema, type MenuItem } from './menu.ts';
import { breadcrumbListSchema, pageHeaderSchema, type BreadcrumbList, type PageHeader } from './page.ts';
import { teamMemberSchema } from './team-member.ts';
import { translationResourcesSchema } from './translations.ts';
import { maxSlugLength } from './content-package.ts';
import { shortText, text } from './text.ts';

// HTTP payloads of the content API (pages, menus, languages, contact options, team members,
// translations, errors), with the field names existing clients already read: the
// names are part of the contract and do not change. Fields named `JSON…` carry JSON text, not
// nested objects, and stay JSON text.
// Response objects are not strict: a client ignores fields it does not know.

/** `GET /api/wp/getPage?slug=&lang=`. */
export const pageResponseSchema = z.object({
  Title: z.string(),
  LastUpdated: isoDateTimeSchema,
  /** JSON text of a `BreadcrumbList`. */
  JSONBreadcrumbs: z.string(),
  /** JSON text of a `PageHeader`. */
  JSONHeader: z.string(),
  /** JSON text of a `Block[]`. */
  JSONBuildingBlocks: z.string(),
});
export type PageResponse = z.infer<typeof pageResponseSchema>;

/** A page response with its JSON text fields parsed. */
export interface DecodedPage {
  title: string;
  lastUpdated: string;
  breadcrumbs: BreadcrumbList;
  header: PageHeader;
  blocks: Block[];
}

export function encodePageResponse(page: DecodedPage): PageResponse {
  return {
    Title: page.title,
    LastUpdated: page.lastUpdated,
    JSONBreadcrumbs: JSON.stringify(page.breadcrumbs),
    JSONHeader: JSON.stringify(page.header),
    JSONBuildingBlocks: JSON.stringify(page.blocks),
  };
}

/**
 * Parses a page response and the JSON text inside it. Problems name the field, e.g.
 * `JSONBuildingBlocks[2].height: expected number, received string` or `JSONHeader: invalid JSON`.
 */
export function decodePageResponse(input: unknown): ParseResult<DecodedPage> {
  const response = pageResponseSchema.safeParse(input);
  if (!response.success) return { ok: false, problems: formatZodIssues(response.error) };
  const breadcrumbs = parseJsonText('JSONBreadcrumbs', response.data.JSONBreadcrumbs, breadcrumbListSchema);
  const header = parseJsonText('JSONHeader', response.data.JSONHeader, pageHeaderSchema);
  const blocks = parseJsonText('JSONBuildingBlocks', response.data.JSONBuildingBlocks, blockListSchema);
  if (!breadcrumbs.ok || !header.ok || !blocks.ok) {
    return { ok: false, problems: [breadcrumbs, header, blocks].flatMap((part) => (part.ok ? [] : part.problems)) };
  }
  return {
    ok: true,
    value: {
      title: response.data.Title,
      lastUpdated: response.data.LastUpdated,
      breadcrumbs: breadcrumbs.value,
      header: header.value,
      blocks: blocks.value,
    },
  };
}

/** `GET /api/wp/get{location}?lang=`: the menu as JSON text of `MenuItem[]`. */
export const menuResponseSchema = z.object({
  JSONMenu: z.string(),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;

export function encodeMenuResponse(items: readonly MenuItem[]): MenuResponse {
  return { JSONMenu: JSON.stringify(items) };
}

/** Parses a menu response; an empty or `null` menu is an empty list, not an error. */
export function decodeMenuResponse(input: unknown): ParseResult<MenuItem[]> {
  const response = menuResponseSchema.safeParse(input);
  if (!response.success) return { ok: false, problems: formatZodIssues(response.error) };
  const text = response.data.JSONMenu.trim();
  if (text === '' || text === 'null') return { ok: true, value: [] };
  return parseJsonText('JSONMenu', text, menuItemListSchema);
}

/** `GET /api/wp/getAvailableLanguages`. */
export const availableLanguagesResponseSchema = z.array(
  z.object({
    Code: languageSchema,
    Name: z.string(),
  }),
);
export type AvailableLanguagesResponse = z.infer<typeof availableLanguagesResponseSchema>;

/** `GET /api/wp/getContactOptions?lang=`; see contact-options.ts for the shape. */
export const contactOptionsResponseSchema = contactOptionsSchema;
export type ContactOptionsResponse = z.infer<typeof contactOptionsResponseSchema>;

/** `GET /api/v1/teamMembers`. Clients read it with `parseTeamMembers`, which drops bad entries. */
export const teamMembersResponseSchema = z.array(teamMemberSchema);
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/** `GET /wp/translations.json` and `GET /api/v1/sharepoint/translations.json`: i18next resources. */
export const translationsResponseSchema = translationResourcesSchema;
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

/** The body of every 4xx/5xx answer of our API; `problems` lists `path: message` lines. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  problems: z.array(z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Query of `GET /api/wp/getPage`. `lang` is read with `resolveLanguage`. The slug is required but
 * may be empty: an empty slug, like `/`, is the home page.
 */
export const getPageQuerySchema = z.object({
  slug: text(maxSlugLength),
  lang: shortText().optional(),
});
export type GetPageQuery = z.infer<typeof getPageQuerySchema>;

/** Query of the calls that take only a language. */
export const langQuerySchema = z.object({
  lang: shortText().optional(),
});
export type LangQuery = z.infer<typeof langQuerySchema>;

/** `en` or `nl`; anything else, or nothing, is the default language `en`, never an error. */
export function resolveLanguage(lang: string | undefined): Language {
  const known = languageSchema.safeParse(lang);
  return known.success ? known.data : defaultLanguage;
}

function parseJsonText<S extends z.ZodType>(field: string, text: string, schema: S): ParseResult<z.output<S>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problems: [`${field}: invalid JSON`] };
  }
  const result = schema.safeParse(parsed, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: formatZodIssues(result.error, { pathPrefix: [field] }) };
}
