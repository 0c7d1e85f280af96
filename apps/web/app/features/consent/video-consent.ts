import { useSyncExternalStore } from 'react';
import { consentCookieName } from '@zilt/contracts/consent-rules';
import { activeConsentStore } from './consent-store';
import { storedConsentOfHeader } from './consent-cookies';

// Video consent for the media and iframe blocks: a view on the consent store, kept under the
// names the blocks already use.

export const videoConsentCookie = consentCookieName('video');

const fallbackListeners = new Set<() => void>();

/** Whether the cookies allow videos (current revision; a choice without revision counts as revision 1). */
export function hasVideoConsent(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
  currentRevision: number = activeConsentStore()?.settings.revision ?? 1,
): boolean {
  return storedConsentOfHeader(cookieHeader, currentRevision).video === 'yes';
}

/**
 * The visitor said yes in a media prompt: stored and recorded like any other choice (action
 * `media-prompt`), and every waiting video and iframe loads without a reload.
 */
export function grantVideoConsent(): void {
  const store = activeConsentStore();
  if (store) {
    store.choose('media-prompt');
    return;
  }
  // Outside the site frame (no store): keep the old behaviour of a bare cookie.
  document.cookie = `${videoConsentCookie}=yes; Max-Age=${1000 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
  for (const listener of fallbackListeners) listener();
}

function subscribe(listener: () => void): () => void {
  const store = activeConsentStore();
  if (store) return store.subscribe(listener);
  fallbackListeners.add(listener);
  return () => fallbackListeners.delete(listener);
}

function videoAllowed(): boolean {
  const store = activeConsentStore();
  return store ? store.getSnapshot().video === 'yes' : hasVideoConsent();
}

/**
 * Whether videos and consent-gated iframes may load. Always false in the server HTML (the
 * players need the browser); after hydration it follows the store.
 */
export function useVideoConsent(): { granted: boolean; grant: () => void } {
  const granted = useSyncExternalStore(subscribe, videoAllowed, () => false);
  return { granted, grant: grantVideoConsent };
}
