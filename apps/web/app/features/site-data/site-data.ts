import type { Resource } from 'i18next';
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
  /** `host` of the request, to tell internal from external links the same way on both sides. */
  host: string;
  origin: string;
  environment: SiteLoadContext['publicSettings']['environment'];
  /** Translations of the page language only (the other language arrives with its pages). */
  translations: Resource;
  menuState: MenuState;
  menus: SiteMenus;
  contactOptions: ContactOptions | null;
  /** The visitor's consent as the request's cookies tell it, with the consent settings. */
  consent: SiteConsent;
}

