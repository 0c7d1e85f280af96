import { translationResourcesSchema } from '@zilt/contracts/translations';
import type { Language } from '@zilt/contracts/languages';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { callApi } from './api-client.ts';

/** The Mini-Admin's texts live in the `admin` namespace of the SharePoint-style source. */
export const adminNamespace = 'admin';
export const translationsPath = '/api/v1/sharepoint/translations.json';

/**
 * Loads the Mini-Admin's texts from the server and starts i18next in the given language. When
 * the texts cannot be loaded the app still runs and shows each text's key, and says so in the
 * console.
 */
export async function startTranslations(language: Language): Promise<i18n> {
  const result = await callApi(translationsPath, { schema: translationResourcesSchema });
  if (!result.ok) console.error(`The Mini-Admin's texts could not be loaded (${result.status} ${result.message}).`);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [adminNamespace],
    defaultNS: adminNamespace,
    resources: result.ok ? result.value : {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
