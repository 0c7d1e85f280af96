import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@zilt/contracts/common';
import type { StoredConsent } from '@zilt/contracts/consent-rules';
import { consentStoreFor, type ConsentSnapshot, type ConsentStore } from './consent-store';

/** What the root loader read from the request for consent. */
export interface SiteConsent {
  stored: StoredConsent;
  revision: number;
  tagManagerId: string | null;
}

const ConsentContext = createContext<{ store: ConsentStore; initial: ConsentSnapshot } | null>(null);

/** Makes the visitor's consent available to the bar and the cookie block. */
export function ConsentProvider({
  consent,
  language,
  children,
}: {
  consent: SiteConsent;
  language: Language;
  children: ReactNode;
}) {
  const [value] = useState(() => {
    const store = consentStoreFor(consent.stored, {
      revision: consent.revision,
      language,
      tagManagerId: consent.tagManagerId,
    });
    // The server's HTML was drawn from the request's cookies: hydrate from exactly that.
    return { store, initial: { ...consent.stored, barOpen: !consent.stored.decided, reopened: false } };
  });
  useEffect(() => value.store.setLanguage(language), [value.store, language]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsentStore(): ConsentStore | undefined {
  return useContext(ConsentContext)?.store;
}

/** The visitor's consent and whether the bar shows; undefined outside the provider. */
export function useConsentSnapshot(): ConsentSnapshot | undefined {
  const context = useContext(ConsentContext);
  return useSyncExternalStore(
    context ? context.store.subscribe : noSubscription,
    () => context?.store.getSnapshot(),
    () => context?.initial,
  );
}

function noSubscription(): () => void {
  return () => undefined;
}
