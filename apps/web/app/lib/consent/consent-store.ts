import type { Language } from '@zilt/contracts/common';
import type { ConsentRecordRequest } from '@zilt/contracts/consent';
import { consentChoicesOf, type ConsentValue, type StoredConsent } from '@zilt/contracts/consent-rules';
import { sendConsentUpdate } from '../analytics/google-consent-mode';
import { loadTagManager } from '../analytics/tag-manager';
import { track } from '../analytics/track';
import { consentCookieAssignments, withdrewConsent } from './consent-cookies';

// The one place that knows the visitor's consent in the browser: the cookie bar, the cookie
// block and every consent-gated medium read and change it here.

export type ConsentAction = ConsentRecordRequest['action'];

export interface ConsentSnapshot extends StoredConsent {
  /** The bar shows: the visitor has not chosen (this revision), or reopened it. */
  barOpen: boolean;
  /** The bar was reopened (by the cookie block), not shown because no choice exists. */
  reopened: boolean;
}

export interface ConsentSettings {
  revision: number;
  language: Language;
  tagManagerId: string | null;
}

/** What a choice does outside the store; the browser's by default, fakes in tests. */
export interface ConsentEffects {
  writeCookie(assignment: string): void;
  record(body: ConsentRecordRequest): void;
  consentUpdate(tracking: ConsentValue): void;
  track(event: string, data: Record<string, string | number>): void;
  loadTagManager(id: string): void;
  reload(): void;
  secure(): boolean;
}

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** The bar's and the media prompts' choices; returns whether the page reloads. */
  choose(action: ConsentAction, optional?: { video: ConsentValue; tracking: ConsentValue }): boolean;
  reopenBar(): void;
  setLanguage(language: Language): void;
  readonly settings: ConsentSettings;
}

const barEvent = {
  'accept-all': 'cookie_accept_all',
  'decline-all': 'cookie_decline_all',
  'save-preferences': 'cookie_save_preferences',
} as const;

/** The optional categories an action stores (Save preferences brings its own selection). */
function optionalChoicesFor(
  action: ConsentAction,
  current: StoredConsent,
  selection: { video: ConsentValue; tracking: ConsentValue } | undefined,
): { video: ConsentValue; tracking: ConsentValue } {
  switch (action) {
    case 'accept-all':
      return { video: 'yes', tracking: 'yes' };
    case 'decline-all':
      return { video: 'no', tracking: 'no' };
    case 'media-prompt':
      return { video: 'yes', tracking: current.tracking };
    case 'save-preferences':
      return selection ?? { video: current.video, tracking: current.tracking };
  }
}

/**
 * Whether a choice reloads the page: Decline all always; Save preferences when a
 * category went from yes to no (media already on the page must go); never otherwise.
 */
function choiceReloads(action: ConsentAction, previous: StoredConsent, next: StoredConsent): boolean {
  if (action === 'decline-all') return true;
  if (action === 'save-preferences') return withdrewConsent(previous, next);
  return false;
}

export function createConsentStore(
  initial: StoredConsent,
  settings: ConsentSettings,
  effects: ConsentEffects,
): ConsentStore {
  let snapshot: ConsentSnapshot = { ...initial, barOpen: !initial.decided, reopened: false };
  const listeners = new Set<() => void>();
  const mutableSettings = { ...settings };
  const publish = (next: ConsentSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    settings: mutableSettings,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(action, selection) {
      const previous = snapshot;
      const optional = optionalChoicesFor(action, previous, selection);
      // A media prompt answers only the video question; the bar still asks the rest.
      const decided = action === 'media-prompt' ? previous.decided : true;
      const next: StoredConsent = { decided, ...optional };
      for (const assignment of consentCookieAssignments(next, {
        revision: mutableSettings.revision,
        secure: effects.secure(),
      })) {
        effects.writeCookie(assignment);
      }
      publish({ ...next, barOpen: decided ? false : previous.barOpen, reopened: decided ? false : previous.reopened });

      effects.consentUpdate(next.tracking);
      if (action !== 'media-prompt') {
        effects.track(barEvent[action], {
          consent_functional: 'yes',
          consent_analytical: 'yes',
          consent_video: next.video,
          consent_tracking: next.tracking,
          consent_revision: mutableSettings.revision,
        });
      }
      effects.record({
        choices: consentChoicesOf(next),
        revision: mutableSettings.revision,
        language: mutableSettings.language,
        action,
      });
      if (next.tracking === 'yes' && mutableSettings.tagManagerId) effects.loadTagManager(mutableSettings.tagManagerId);

      const reloads = choiceReloads(action, previous, next);
      if (reloads) effects.reload();
      return reloads;
    },
    reopenBar() {
      publish({ ...snapshot, barOpen: true, reopened: true });
    },
    setLanguage(language) {
      mutableSettings.language = language;
    },
  };
}

/** Sends a choice to the server as proof of consent; never holds up the visitor. */
function recordConsent(body: ConsentRecordRequest): void {
  fetch('/api/v1/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    // The request outlives the reload that Decline all starts.
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.error(`recording the consent choice answered ${response.status}`);
    })
    .catch((error: unknown) => console.error('recording the consent choice failed', error));
}

const browserConsentEffects: ConsentEffects = {
  writeCookie(assignment) {
    document.cookie = assignment;
  },
  record: recordConsent,
  consentUpdate: sendConsentUpdate,
  track,
  loadTagManager,
  reload: () => window.location.reload(),
  secure: () => window.location.protocol === 'https:',
};

const inertEffects: ConsentEffects = {
  writeCookie: () => undefined,
  record: () => undefined,
  consentUpdate: () => undefined,
  track: () => undefined,
  loadTagManager: () => undefined,
  reload: () => undefined,
  secure: () => false,
};

// In the browser there is one visitor and one store; the server makes one per render.
let browserStore: ConsentStore | undefined;

/** The browser's store (made once, from the server's reading of the cookies), or a per-render one on the server. */
export function consentStoreFor(initial: StoredConsent, settings: ConsentSettings): ConsentStore {
  if (typeof window === 'undefined') return createConsentStore(initial, settings, inertEffects);
  browserStore ??= createConsentStore(initial, settings, browserConsentEffects);
  return browserStore;
}

/** The browser's store once the app has made it; undefined on the server and before that. */
export function activeConsentStore(): ConsentStore | undefined {
  return browserStore;
}
