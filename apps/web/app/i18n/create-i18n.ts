import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { languages, type Language } from '@zilt/contracts/languages';

// Translations are content: the root loader reads them through the site services and hands
// them over as loader data (no separate fetch in the browser). Components read texts with
// `useTranslation()` of ./translation; the root wraps the app in its `I18nProvider`.

const translationNamespaces = ['common', 'team', 'contact'] as const;

/** A ready, synchronously initialised i18next instance for one language. */
export function createI18n(language: Language, resources: Resource): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    resources,
    ns: [...translationNamespaces],
    defaultNS: 'common',
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

const browserInstances = new Map<string, I18n>();

/**
 * On the server every request gets its own instance (requests must not share language state);
 * in the browser one instance per language lives for the whole visit, created from the first
 * loader data that brings that language.
 */
export function i18nForLanguage(language: Language, resources: Resource): I18n {
  if (typeof document === 'undefined') return createI18n(language, resources);
  let instance = browserInstances.get(language);
  if (!instance) {
    instance = createI18n(language, resources);
    browserInstances.set(language, instance);
  }
  return instance;
}

/** The browser instance last used, for error screens drawn after the root data is gone. */
export function lastBrowserI18n(): I18n | undefined {
  return [...browserInstances.values()].at(-1);
}
