import type { Resource } from 'i18next';
import type { Language } from '@zilt/contracts/common';
import type { ContactOptions } from '@zilt/contracts/contact-options';
import type { MenuLocation } from '@zilt/contracts/menu';
import type { SiteLoadContext } from '@zilt/contracts/site-services';
import type { TranslationResources } from '@zilt/contracts/translations';
import { storedConsentOfHeader } from '../consent/consent-cookies';
import { resolvePageAddress } from '../page-address/resolve-page-address';
import type { SiteData, SiteMenus } from './site-data';

// What every public page needs besides its own content: translations, menus and the footer's
// contact options, read through the same services as the /api/wp/… routes (no HTTP hop).

/**
 * Test hook: with `x-zilt-test-menu-status: 401` (or another 4xx/5xx code) on the request,
 * the menu read answers as if the menu API had returned that status. Honoured only when the
 * server runs with NODE_ENV=test (`publicSettings.environment === 'test'`), never in
 * production; the end-to-end tests use it to show the 'Access denied' state.
 */
export const testMenuStatusHeader = 'x-zilt-test-menu-status';

const emptyMenus: SiteMenus = { main: [], footer: [], copyright: [] };

class MenuReadError extends Error {
  constructor(readonly status: number) {
    super(`menu read answered ${status}`);
  }
}

function forcedMenuStatus(request: Request, context: SiteLoadContext): number | null {
  if (context.publicSettings.environment !== 'test') return null;
  const status = Number(request.headers.get(testMenuStatusHeader));
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : null;
}

async function readMenus(request: Request, context: SiteLoadContext, language: Language) {
  const read = (location: MenuLocation) => context.services.getMenu('wp', language, location);
  try {
    const forced = forcedMenuStatus(request, context);
    if (forced !== null) throw new MenuReadError(forced);
    const [main, footer, copyright] = await Promise.all([read('main'), read('footer'), read('copyright')]);
    return { menuState: 'loaded' as const, menus: { main, footer, copyright } };
  } catch (error) {
    // Spec §8: 401 means unauthorized ('Access denied'); anything else is a failed menu,
    // and the page still shows, with empty menus.
    if (error instanceof MenuReadError && error.status === 401) return { menuState: 'unauthorized' as const, menus: emptyMenus };
    console.error('reading the menus failed', error);
    return { menuState: 'failed' as const, menus: emptyMenus };
  }
}

async function readContactOptions(context: SiteLoadContext, language: Language): Promise<ContactOptions | null> {
  try {
    return await context.services.getContactOptions('wp', language);
  } catch (error) {
    console.error('reading the contact options failed', error);
    return null;
  }
}

function translationsFor(all: TranslationResources, language: Language): Resource {
  const own = all[language];
  if (own) return { [language]: own };
  const fallback = all['en'];
  return fallback ? { en: fallback } : {};
}

export async function loadSiteData(request: Request, context: SiteLoadContext): Promise<SiteData> {
  const url = new URL(request.url);
  const { language, wpPrefix } = resolvePageAddress(url.pathname);
  const [translations, menus, contactOptions] = await Promise.all([
    context.services.getTranslations('wp'),
    readMenus(request, context, language),
    readContactOptions(context, language),
  ]);
  return {
    language,
    wpPrefix,
    host: url.host,
    origin: url.origin,
    environment: context.publicSettings.environment,
    translations: translationsFor(translations, language),
    ...menus,
    contactOptions,
    consent: {
      stored: storedConsentOfHeader(request.headers.get('cookie'), context.publicSettings.consentRevision),
      revision: context.publicSettings.consentRevision,
      tagManagerId: context.publicSettings.tagManagerId,
    },
  };
}
