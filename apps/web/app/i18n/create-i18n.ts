import type { Language } from '@zilt/contracts/languages';
import { Translator, type Resource } from './translator';

// Translations are content: the root loader reads them through the site services and hands
// them over as loader data (no separate fetch in the browser). Components read texts with
// `useTranslation()` of ./translation; the root wraps the app in its `I18nProvider`.

/** The texts of one language, ready to use. */
export function createI18n(language: Language, resources: Resource): Translator {
  return new Translator(language, resources);
}

const browserInstances = new Map<string, Translator>();

/**
 * On the server every request gets its own instance (requests must not share language state);
 * in the browser one instance per language lives for the whole visit, created from the first
 * loader data that brings that language.
 */
export function i18nForLanguage(language: Language, resources: Resource): Translator {
  if (typeof document === 'undefined') return createI18n(language, resources);
  let instance = browserInstances.get(language);
  if (!instance) {
    instance = createI18n(language, resources);
    browserInstances.set(language, instance);
  }
  return instance;
}

/** The browser instance last used, for error screens drawn after the root data is gone. */
export function lastBrowserI18n(): Translator | undefined {
  return [...browserInstances.values()].at(-1);
}
