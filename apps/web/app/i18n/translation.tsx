import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

// The app's binding to i18next: a context holding the visit's (browser) or the request's
// (server) instance, and a hook giving a translation function for a namespace. An instance
// never changes language (there is one per language), so the hook needs no subscription, and
// it hands out the instance itself instead of a copy per call.

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The translation function for a namespace (the default one without), and the instance. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const t = useMemo(() => i18n.getFixedT(null, namespace ?? null), [i18n, namespace]);
  return { t, i18n };
}
