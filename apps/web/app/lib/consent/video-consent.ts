import { useSyncExternalStore } from 'react';
import { consentCookieName, storedConsentOfCookieHeader } from '@zilt/contracts/consent-rules';
import { useConsentSnapshot } from './consent-provider';
import { activeConsentStore } from './consent-store';

// Video consent for the media and iframe blocks: a view on the consent store, kept under the
// names the blocks already use.

const videoConsentCookie = consentCookieName('video');

const fallbackListeners = new Set<() => void>();

/** Whether the cookies allow videos (current revision; a choice without revision counts as revision 1). */
export function hasVideoConsent(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
  currentRevision: number = activeConsentStore()?.settings.revision ?? 1,
): boolean {
  return storedConsentOfCookieHeader(cookieHeader, currentRevision).video === 'yes';
}

/**
 * The visitor said yes in a media prompt: stored and recorded like any other choice (action
 * `media-prompt`), and every waiting video and iframe loads without a reload.
 */
function grantVideoConsent(): void {
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
 * Whether videos and consent-gated iframes may load. Inside the site frame this is the
 * visitor's stored choice, which the server HTML already follows (it read the request's
 * cookies); elsewhere the server HTML always asks and the browser follows the cookie.
 */
export function useVideoConsent(): { granted: boolean; grant: () => void } {
  const snapshot = useConsentSnapshot();
  const outsideFrame = useSyncExternalStore(subscribe, videoAllowed, () => false);
  return { granted: snapshot ? snapshot.video === 'yes' : outsideFrame, grant: grantVideoConsent };
}
