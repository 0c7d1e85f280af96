import type { AvailableLanguagesResponse, DecodedPage } from './api.ts';
import type { Language, Source } from './common.ts';
import type { StoredConsent } from './consent-rules.ts';
import type { ContactOptions } from './contact-options.ts';
import type { ParseResult } from './issues.ts';
import type { MenuItem, MenuLocation } from './menu.ts';
import type { NewsletterConfirmOutcome, NewsletterTokenState } from './newsletter-opt-in.ts';
import type { OverviewItemsResponse, TaxonomyOption } from './overview.ts';
import type { OverviewKind, OverviewQueryEntry } from './overview-rules.ts';
import type { NodeType, PageKind, TaxonomyTerm, Template } from './page.ts';
import type { PreviewRequest } from './preview-link.ts';
import type { MapProject, ProjectPlace } from './project.ts';
import type { TeamMember } from './team-member.ts';
import type { TranslationResources } from './translations.ts';

// What the server hands to the web app's loaders (React Router's load context): the same
// service functions that answer the /api/{wp|dp|sp}/… routes, called without an HTTP hop.

/** A published (or, for previews, draft) page with everything a renderer needs. */
export interface SitePage extends DecodedPage {
  nodeId: number;
  revisionId: string;
  status: 'published' | 'draft';
  source: Source;
  language: Language;
  slug: string;
  nodeType: NodeType;
  template: Template;
  pageKind: PageKind;
  taxonomyTerms: TaxonomyTerm[];
  /** A project's place on the map; null on every other node. */
  project: ProjectPlace | null;
  /** The same node in the other languages, when translated. */
  translations: { language: Language; slug: string }[];
}

export interface SiteServices {
  getPage(source: Source, language: Language, slug: string): Promise<SitePage | null>;
  getPageRevision(source: Source, language: Language, nodeId: number, revisionId: string): Promise<SitePage | null>;
  /**
   * The present slug of the published page whose address `slug` was before it was renamed, or
   * null: an old address answers with a permanent redirect to the page's present one.
   */
  getPageRedirect(source: Source, language: Language, slug: string): Promise<string | null>;
  /**
   * The page revision a draft-preview address names (of the agency site unless the request names
   * another source), or null when the address is not
   * validly signed, has expired (at `now`, the present unless given) or names no revision.
   */
  getPreviewPage(request: PreviewRequest, now?: Date): Promise<SitePage | null>;
  getMenu(source: Source, language: Language, location: MenuLocation): Promise<MenuItem[]>;
  getAvailableLanguages(source: Source): Promise<AvailableLanguagesResponse>;
  getContactOptions(source: Source, language: Language): Promise<ContactOptions | null>;
  getTranslations(source: Source): Promise<TranslationResources>;
  getTeamMembers(): Promise<TeamMember[]>;
  /**
   * One page of an overview list (news, events, team members, or search results when the kind
   * is `search`), as `PUT /api/{source}/GetOverviewItems` answers it; problems name the bad entry.
   */
  getOverviewItems(
    source: Source,
    language: Language,
    query: readonly OverviewQueryEntry[],
  ): Promise<ParseResult<OverviewItemsResponse>>;
  /** The filters of an overview list, as `GET /api/taxonomies/` answers them. */
  getTaxonomyOptions(
    source: Source,
    language: Language,
    kind: OverviewKind,
    address: { postcode?: string | undefined; maxDistanceKm?: string | undefined },
  ): Promise<TaxonomyOption[]>;
  /** Every published project of one language with its place, for the map (ordered by title). */
  getMapProjects(source: Source, language: Language): Promise<MapProject[]>;
  /** What a newsletter confirmation link stands for (its token as it stood in the address, unchecked). */
  checkNewsletterToken(token: string | null): Promise<NewsletterTokenState>;
  /** Confirms the newsletter sign-up of a confirmation link; confirming twice changes nothing. */
  confirmNewsletterSignUp(token: string | null): Promise<NewsletterConfirmOutcome>;
  /** The centre of a Dutch postcode's four-digit area (an event's place in structured data), if known. */
  getPostcodeCentre?(postcode: string): Promise<{ latitude: number; longitude: number } | null>;
}

/**
 * A service call that failed with an HTTP status, e.g. 401 when the caller may not read it. The
 * web app is bundled apart from the server, so it tells these errors by `serviceErrorStatus`,
 * not by `instanceof`.
 */
export class SiteServiceError extends Error {
  override name = 'SiteServiceError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The status of a failed service call, when it failed with one. */
export function serviceErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'SiteServiceError') return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The server's log for this request (pino): every line carries the request id. Details go
 * first, the message second; an error goes under `err`.
 */
export interface SiteLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

/** The load context the server passes to every React Router loader and action. */
export interface SiteLoadContext {
  services: SiteServices;
  log: SiteLog;
  /** The visitor's consent, read from the request's cookies once, by the server. */
  consent: StoredConsent;
  /** A per-request random value for Content-Security-Policy script nonces. */
  cspNonce: string;
  /** Settings the browser may see (an explicit allow-list). */
  publicSettings: {
    environment: 'production' | 'development' | 'test';
    /** `CONSENT_REVISION`: a stored consent choice from another revision is asked again. */
    consentRevision: number;
    /** `TAG_MANAGER_ID` (e.g. `GTM-ABC123`), loaded only after tracking consent; null when unset. */
    tagManagerId: string | null;
    /** `MAP_STYLE_URL`: the MapLibre style of the map's basemap; null for the offline default. */
    mapStyleUrl: string | null;
    /** `FORM_PROVIDER_SCRIPT_URL`: a HubSpot-compatible form script; null for our own provider. */
    formProviderScriptUrl: string | null;
    /** `SITE_URL`: the public origin of canonical, alternate and shared addresses; null: the request's. */
    siteUrl: string | null;
  };
}
