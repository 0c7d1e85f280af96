import type { Resource } from '../../i18n/translator';
import type { Language } from '@zilt/contracts/common';
import type { ContactOptions } from '@zilt/contracts/contact-options';
import type { MenuItem } from '@zilt/contracts/menu';
import type { SiteLoadContext } from '@zilt/contracts/site-services';
import type { SiteConsent } from '../consent/consent-provider';

export type MenuState = 'loaded' | 'unauthorized' | 'failed';

export interface SiteMenus {
  main: MenuItem[];
  footer: MenuItem[];
  copyright: MenuItem[];
}

export interface SiteData {
  language: Language;
  wpPrefix: boolean;
  /** Whether the address belongs to the agency site (`/spa/…`), with its own frame and dp menus. */
  spa: boolean;
  /** `host` of the request, to tell internal from external links the same way on both sides. */
  host: string;
  origin: string;
  environment: SiteLoadContext['publicSettings']['environment'];
  /** A configured HubSpot-compatible form script; null: the HubSpot-style block uses ours. */
  formProviderScriptUrl: string | null;
  /** Translations of the page language only (the other language arrives with its pages). */
  translations: Resource;
  menuState: MenuState;
  /** The status of a menu read that failed (401 for `unauthorized`); null when loaded. */
  menuStatus: number | null;
  menus: SiteMenus;
  /** The upcoming events the main menu's call-to-action panels promote (the page cache's expiry). */
  promotedEvents: { date: string; endDate: string | null }[];
  contactOptions: ContactOptions | null;
  /** The visitor's consent as the request's cookies tell it, with the consent settings. */
  consent: SiteConsent;
}
