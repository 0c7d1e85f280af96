import { useSyncExternalStore } from 'react';

// Until the consent issue lands, video consent is the `video-cookies` cookie of spec §9.
// The consent feature will replace these internals; keep the exported names.

export const videoConsentCookie = 'video-cookies';
const cookieLifetimeSeconds = 1000 * 24 * 60 * 60;

const listeners = new Set<() => void>();

export function hasVideoConsent(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${videoConsentCookie}=yes`);
}

/** Stores the visitor's yes to video cookies and tells every waiting video and iframe. */
export function grantVideoConsent(): void {
  document.cookie = `${videoConsentCookie}=yes; Max-Age=${cookieLifetimeSeconds}; Path=/; SameSite=Lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether videos and consent-gated iframes may load; always false in the server HTML. */
export function useVideoConsent(): { granted: boolean; grant: () => void } {
  const granted = useSyncExternalStore(subscribe, () => hasVideoConsent(), () => false);
  return { granted, grant: grantVideoConsent };
}
