import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

// The app's binding to its translator: a context holding the visit's (browser) or the
// request's (server) translator, and a hook giving a translation function for a namespace. A
// translator never changes language (there is one per language), so the hook needs no
// subscription.

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The translation function for a namespace (the default one without), and the instance. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const t = useMemo(() => i18n.getFixedT(namespace), [i18n, namespace]);
  return { t, i18n };
}
