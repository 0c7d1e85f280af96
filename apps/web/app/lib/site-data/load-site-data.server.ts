import type { Resource } from '../../i18n/translator';
import type { Language } from '@zilt/contracts/common';
import type { ContactOptions } from '@zilt/contracts/contact-options';
import type { MenuLocation } from '@zilt/contracts/menu';
import { serviceErrorStatus, type SiteLoadContext } from '@zilt/contracts/site-services';
import type { TranslationResources } from '@zilt/contracts/translations';
import type { Source } from '@zilt/contracts/common';
import { resolvePageAddress } from '../page-address/resolve-page-address';
import { isSpaPath, spaLanguage } from '../page-address/spa-address';
import type { SiteData, SiteMenus } from './site-data';
import { withoutPastEventPromotions } from './menu-events.server';

// What every public page needs besides its own content: translations, menus and the footer's
// contact options, read through the same services as the /api/wp/… routes (no HTTP hop). The
// agency site under /spa takes its menus and footer socials from the Drupal-style source (dp);
// the interface texts are the site's one set of translations.

const emptyMenus: SiteMenus = { main: [], footer: [], copyright: [] };

async function readMenus(context: SiteLoadContext, source: Source, language: Language) {
  const read = (location: MenuLocation) => context.services.getMenu(source, language, location);
  try {
    const [readMain, footer, copyright] = await Promise.all([read('main'), read('footer'), read('copyright')]);
    // A menu never promotes an event that is over, whatever its content says.
    const main = await withoutPastEventPromotions(context, source, readMain, Date.now());
    return {
      menuState: 'loaded' as const,
      menuStatus: null,
      menus: { main: main.items, footer, copyright },
      promotedEvents: main.promoted,
    };
  } catch (error) {
    // A 401 means unauthorized ('Access denied'); any other failure is the failed state
    // with its status (500 when the failure carried none), shown instead of the page.
    const status = serviceErrorStatus(error) ?? 500;
    if (status === 401) {
      return { menuState: 'unauthorized' as const, menuStatus: status, menus: emptyMenus, promotedEvents: [] };
    }
    context.log.error({ err: error, language, status }, 'reading the menus failed');
    return { menuState: 'failed' as const, menuStatus: status, menus: emptyMenus, promotedEvents: [] };
  }
}

async function readContactOptions(
  context: SiteLoadContext,
  source: Source,
  language: Language,
): Promise<ContactOptions | null> {
  try {
    return await context.services.getContactOptions(source, language);
  } catch (error) {
    context.log.error({ err: error, language }, 'reading the contact options failed');
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
  const spa = isSpaPath(url.pathname);
  const { language, wpPrefix } = spa
    ? { language: spaLanguage(url.pathname), wpPrefix: false }
    : resolvePageAddress(url.pathname);
  const source: Source = spa ? 'dp' : 'wp';
  const [translations, menus, contactOptions] = await Promise.all([
    context.services.getTranslations('wp'),
    readMenus(context, source, language),
    readContactOptions(context, source, language),
  ]);
  return {
    language,
    wpPrefix,
    spa,
    host: url.host,
    origin: context.publicSettings.siteUrl ?? url.origin,
    environment: context.publicSettings.environment,
    formProviderScriptUrl: context.publicSettings.formProviderScriptUrl,
    translations: translationsFor(translations, language),
    ...menus,
    contactOptions,
    consent: {
      stored: context.consent,
      revision: context.publicSettings.consentRevision,
      tagManagerId: context.publicSettings.tagManagerId,
    },
  };
}
