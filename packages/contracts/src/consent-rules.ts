import { parseCookieHeader } from './cookies.ts';

// Cookie consent rules shared by the server and the browser: the categories, the cookie names
// and the cookies' 1000-day lifetime. This module imports
// no zod, so the browser bundle can use it; the request schemas live in consent.ts.

export const consentCategories = ['functional', 'analytical', 'video', 'tracking'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export const consentValues = ['yes', 'no'] as const;
export type ConsentValue = (typeof consentValues)[number];

export interface ConsentChoices {
  functional: 'yes';
  analytical: 'yes';
  video: ConsentValue;
  tracking: ConsentValue;
}

/** The cookie that holds each category's value, e.g. `video-cookies`. */
export function consentCookieName(category: ConsentCategory): string {
  return `${category}-cookies`;
}

/** Cookie lifetime of every consent cookie: 1000 days. */
export const consentCookieMaxAgeSeconds = 1000 * 24 * 60 * 60;

/** The cookie that keeps the random id under which the server records the visitor's choices. */
export const consentIdCookieName = 'consent-id';

/** `no` once the visitor has chosen with the cookie bar; the bar shows on every page until then. */
export const showCookiesCookieName = 'showCookies';

/** The consent revision the stored choice answered (see `CONSENT_REVISION`). */
export const consentRevisionCookieName = 'consent-revision';

/** What the visitor's cookies say, read the same way by the server and the browser. */
export interface StoredConsent {
  /** The visitor chose with the cookie bar, for the current revision: the bar stays closed. */
  decided: boolean;
  video: ConsentValue;
  tracking: ConsentValue;
}

export const noStoredConsent: StoredConsent = { decided: false, video: 'no', tracking: 'no' };

function consentValueOf(text: string | undefined): ConsentValue | undefined {
  return text === 'yes' || text === 'no' ? text : undefined;
}

function revisionOf(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const revision = Number(text);
  return Number.isSafeInteger(revision) && revision >= 1 ? revision : undefined;
}

/**
 * Reads the consent cookies. A value that is not `yes`/`no` counts as absent (`no`). A choice
 * without a revision cookie predates revisions and counts as revision 1; a choice from any
 * other revision than the current one counts as no choice at all, so the bar asks again and
 * nothing optional loads until it has been answered.
 */
export function readStoredConsent(
  cookie: (name: string) => string | undefined,
  currentRevision: number,
): StoredConsent {
  const revisionText = cookie(consentRevisionCookieName);
  const revision = revisionText === undefined ? 1 : revisionOf(revisionText);
  if (revision !== currentRevision) return noStoredConsent;
  const value = (category: ConsentCategory) => consentValueOf(cookie(consentCookieName(category))) ?? 'no';
  return {
    decided: cookie(showCookiesCookieName) === 'no',
    video: value('video'),
    tracking: value('tracking'),
  };
}

/** The stored consent in a `Cookie` header (a request's or `document.cookie`), for the current revision. */
export function storedConsentOfCookieHeader(header: string | null | undefined, currentRevision: number): StoredConsent {
  const cookies = parseCookieHeader(header);
  return readStoredConsent((name) => cookies.get(name), currentRevision);
}

/** The full set of choices a stored consent stands for (functional and analytical are always yes). */
export function consentChoicesOf(consent: Pick<StoredConsent, 'video' | 'tracking'>): ConsentChoices {
  return { functional: 'yes', analytical: 'yes', video: consent.video, tracking: consent.tracking };
}

// The consent cookies as `document.cookie` assignments, which are `Set-Cookie` values as well (they are read with
// `storedConsentOfCookieHeader` of the contracts, the parser the server uses for requests).

export interface ConsentCookieOptions {
  revision: number;
  /** Over HTTPS the cookies get `Secure`. */
  secure: boolean;
}

/**
 * Every cookie a choice writes, each as one `document.cookie` assignment: the four categories,
 * `showCookies` (`no` once chosen with the bar) and the revision the choice answered.
 */
export function consentCookieAssignments(consent: StoredConsent, options: ConsentCookieOptions): string[] {
  const attributes = `; Max-Age=${consentCookieMaxAgeSeconds}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const choices = consentChoicesOf(consent);
  const values: [string, string][] = [
    ...consentCategories.map((category): [string, ConsentValue] => [consentCookieName(category), choices[category]]),
    [showCookiesCookieName, consent.decided ? 'no' : 'yes'],
    [consentRevisionCookieName, String(options.revision)],
  ];
  return values.map(([name, value]) => `${name}=${value}${attributes}`);
}
