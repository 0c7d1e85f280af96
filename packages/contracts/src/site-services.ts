import type { AvailableLanguagesResponse, DecodedPage } from './api.ts';
import type { Language, Source } from './common.ts';
import type { ContactOptions } from './contact-options.ts';
import type { MenuItem, MenuLocation } from './menu.ts';
import type { NodeType, PageKind, TaxonomyTerm, Template } from './page.ts';
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
  /** The same node in the other languages, when translated. */
  translations: { language: Language; slug: string }[];
}

/** One hit of the site search: a published page of the searched language. */
export interface SearchHit {
  title: string;
  /** The page's address on the public site, e.g. `/en/about`. */
  url: string;
  description: string;
}

export interface SearchResult {
  total: number;
  /** The best hits first, at most the limit asked for. */
  hits: SearchHit[];
}

export interface SiteServices {
  getPage(source: Source, language: Language, slug: string): Promise<SitePage | null>;
  getPageRevision(source: Source, language: Language, nodeId: number, revisionId: string): Promise<SitePage | null>;
  getMenu(source: Source, language: Language, location: MenuLocation): Promise<MenuItem[]>;
  getAvailableLanguages(source: Source): Promise<AvailableLanguagesResponse>;
  getContactOptions(source: Source, language: Language): Promise<ContactOptions | null>;
  getTranslations(source: Source): Promise<TranslationResources>;
  getTeamMembers(): Promise<TeamMember[]>;
  /** Full-text search over the published pages of one language (English or Dutch stemming). */
  searchPages(source: Source, language: Language, query: string, limit?: number): Promise<SearchResult>;
}

/** The load context the server passes to every React Router loader and action. */
export interface SiteLoadContext {
  services: SiteServices;
  /** A per-request random value for Content-Security-Policy script nonces. */
  cspNonce: string;
  /** Settings the browser may see (an explicit allow-list). */
  publicSettings: {
    environment: 'production' | 'development' | 'test';
    /** `CONSENT_REVISION`: a stored consent choice from another revision is asked again. */
    consentRevision: number;
    /** `TAG_MANAGER_ID` (e.g. `GTM-ABC123`), loaded only after tracking consent; null when unset. */
    tagManagerId: string | null;
  };
}
