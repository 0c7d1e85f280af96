import type { Block } from '@zilt/contracts/blocks';
import type { Language, Link, Source } from '@zilt/contracts/common';
import { pageNodeSchema, type PageNodeInput } from '@zilt/contracts/content-package';
import {
  pageHeaderSchema,
  type EventLocation,
  type EventRegistration,
  type NodeType,
  type PageHeader,
  type PageHeaderKind,
  type TaxonomyTerm,
} from '@zilt/contracts/page';
import { mapThemes } from '@zilt/contracts/map-settings';
import { projectPlaceSchema, type ProjectPlace } from '@zilt/contracts/project';
import { derivedBreadcrumbs } from '@zilt/contracts/site-addresses';
import type { StudioLanguage } from '../studio-language';
import { inLanguage, localeErrors } from '../validation';

// A page in the editor: what the side panel edits (title, slug, header, taxonomy terms, a
// project's place), the blocks of the canvas, and the rest of the page as it was loaded
// (template, kind, translation key), put together as the content package's page node the editing API
// takes. Breadcrumbs are derived from the slug, never typed.

export interface PageSettings {
  title: string;
  slug: string;
  header: PageHeader;
  taxonomyTerms: TaxonomyTerm[];
  /** A project page's place on the map; other pages have none. */
  project?: ProjectPlace;
}

/** The page as loaded: the page node's fields the editor keeps as they are. */
export type LoadedPage = Record<string, unknown> & { type: NodeType; language: Language };

export const headerKinds: readonly PageHeaderKind[] = pageHeaderSchema.options.map((option) => option.shape.kind.value);

/** The fields a header of the kind may carry (its schema's keys). */
export function headerKeysOf(kind: PageHeaderKind): readonly string[] {
  const schema = pageHeaderSchema.options.find((option) => option.shape.kind.value === kind);
  return schema ? Object.keys(schema.shape) : [];
}

/** The header kind a new page of a type starts with: news and events have the detail header. */
export function headerKindFor(type: NodeType): PageHeaderKind {
  return type === 'news' || type === 'event' ? 'detail' : 'default';
}

/**
 * The header in another kind: fields both kinds have are kept; the introduction moves between
 * `intro` (default, home, overview) and `pageIntro` (detail).
 */
export function changeHeaderKind(header: PageHeader, kind: PageHeaderKind): PageHeader {
  const from = header as Record<string, unknown>;
  const intro = from['intro'] ?? from['pageIntro'];
  const keys = headerKeysOf(kind);
  const next: Record<string, unknown> = { kind };
  for (const key of keys) if (key !== 'kind' && from[key] !== undefined) next[key] = from[key];
  const introKey = keys.includes('pageIntro') ? 'pageIntro' : 'intro';
  if (intro !== undefined) next[introKey] = intro;
  return next as PageHeader;
}

/** The key of the header's introduction (the page's description). */
export function introKeyOf(header: PageHeader): 'intro' | 'pageIntro' {
  return header.kind === 'detail' ? 'pageIntro' : 'intro';
}

/** Sets one header field; an empty text (or no value) leaves an optional field out. */
export function withHeaderField(header: PageHeader, key: string, value: unknown): PageHeader {
  const next: Record<string, unknown> = { ...header };
  if ((value === '' || value === undefined) && key !== 'title') delete next[key];
  else next[key] = value;
  return next as PageHeader;
}

/**
 * An event's location with one field changed: a location whose fields are all empty is no
 * location at all, and an empty address is left out (name and postcode stay, empty, for the
 * contracts to ask for them).
 */
export function withLocationField(
  location: EventLocation | undefined,
  key: keyof EventLocation,
  value: string,
): EventLocation | undefined {
  const next = { name: '', postcode: '', ...location, [key]: value };
  if (next.name === '' && next.postcode === '' && (next.address ?? '') === '') return undefined;
  const { address, ...rest } = next;
  return address ? { ...rest, address } : rest;
}

/** How an event's registration is offered: not at all, with one of our forms, or by a link. */
export type RegistrationMode = 'none' | 'form' | 'link';

export function registrationModeOf(registration: EventRegistration | undefined): RegistrationMode {
  if (!registration) return 'none';
  return 'formId' in registration ? 'form' : 'link';
}

/** A registration of another mode: a form starts as the one given (the first of the list), a link empty. */
export function registrationOfMode(mode: RegistrationMode, firstFormId = ''): EventRegistration | undefined {
  if (mode === 'form') return { formId: firstFormId };
  if (mode === 'link') return { url: '' };
  return undefined;
}

/** A link registration with its address or words changed; words left empty are "Register". */
export function withRegistrationLink(
  registration: { url: string; label?: string | undefined },
  key: 'url' | 'label',
  value: string,
): EventRegistration {
  const { label, ...rest } = { ...registration, [key]: value };
  return label ? { ...rest, label } : rest;
}

/** A button's link with its title or address changed; a link with neither is no link. */
export function withActionField(link: Link | undefined, key: 'title' | 'url', value: string): Link | undefined {
  const next = { title: '', url: '', ...link, [key]: value };
  return next.title === '' && next.url === '' ? undefined : next;
}

/** The side panel's values of a loaded page. */
export function settingsOf(page: LoadedPage): PageSettings {
  const header = pageHeaderSchema.safeParse(page['header']);
  const title = typeof page['title'] === 'string' ? page['title'] : '';
  return {
    title,
    slug: typeof page['slug'] === 'string' ? page['slug'] : '',
    header: header.success ? header.data : { kind: headerKindFor(page.type), title },
    taxonomyTerms: Array.isArray(page['taxonomyTerms']) ? (page['taxonomyTerms'] as TaxonomyTerm[]) : [],
    ...(page.type === 'project' ? { project: projectPlaceOf(page['project']) } : {}),
  };
}

/** A place not filled in yet: no coordinates (they are not numbers until typed), the first theme. */
export const emptyProjectPlace: ProjectPlace = {
  longitude: Number.NaN,
  latitude: Number.NaN,
  theme: mapThemes[0],
  labels: [],
};

/** A stored place as the fields show it; a missing or broken one is left to be filled in. */
function projectPlaceOf(stored: unknown): ProjectPlace {
  const place = projectPlaceSchema.safeParse(stored);
  return place.success ? place.data : emptyProjectPlace;
}

/** The page node to save: the loaded page with the panel's values, the blocks and the status. */
export function pageNodeOf(
  source: Source,
  page: LoadedPage,
  settings: PageSettings,
  blocks: readonly Block[],
  status: 'draft' | 'published',
  now = new Date(),
): PageNodeInput {
  const { breadcrumbs: _derived, ...kept } = page;
  return {
    ...(kept as unknown as PageNodeInput),
    title: settings.title,
    slug: settings.slug,
    header: settings.header,
    taxonomyTerms: settings.taxonomyTerms,
    ...(settings.project ? { project: settings.project } : {}),
    breadcrumbs: derivedBreadcrumbs(source, page.language, settings.slug, settings.title),
    blocks: [...blocks],
    lastUpdated: now.toISOString(),
    status,
  };
}

export interface SettingsIssue {
  /** The page node's field: `title`, `slug`, `header.pageIntro`, `taxonomyTerms`… */
  field: string;
  message: string;
}

/** The issues of the page apart from its blocks (the blocks' issues are the editor's). */
export function settingsIssues(node: PageNodeInput, language: StudioLanguage): SettingsIssue[] {
  const result = pageNodeSchema.safeParse({ ...node, blocks: [] }, { error: localeErrors[language] });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: inLanguage(issue.message, language),
  }));
}

/** A new page's node: a draft with no blocks, its header after its type, its breadcrumbs derived (and a project's place). */
export function newPageNode(
  source: Source,
  fields: { language: Language; type: NodeType; title: string; slug: string; project?: ProjectPlace },
  now = new Date(),
): PageNodeInput {
  return {
    ...(fields.project ? { project: fields.project } : {}),
    type: fields.type,
    language: fields.language,
    slug: fields.slug,
    title: fields.title,
    header: { kind: headerKindFor(fields.type), title: fields.title },
    breadcrumbs: derivedBreadcrumbs(source, fields.language, fields.slug, fields.title),
    blocks: [],
    taxonomyTerms: [],
    lastUpdated: now.toISOString(),
    status: 'draft',
  };
}
