import {
  consentCategories,
  consentCookieMaxAgeSeconds,
  consentCookieName,
  consentChoicesOf,
  consentRevisionCookieName,
  readStoredConsent,
  showCookiesCookieName,
  type ConsentValue,
  type StoredConsent,
} from '@zilt/contracts/consent-rules';

// The consent cookies as plain strings: read from a `Cookie` header (the server's request or
// `document.cookie`), written as `document.cookie` assignments.

/** The value of each cookie in a `Cookie` header; the first of a repeated name wins. */
export function cookiesOfHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(separator + 1).trim());
  }
  return cookies;
}

/** The stored consent in a `Cookie` header, checked against the current revision. */
export function storedConsentOfHeader(header: string | null | undefined, currentRevision: number): StoredConsent {
  const cookies = cookiesOfHeader(header ?? '');
  return readStoredConsent((name) => cookies.get(name), currentRevision);
}

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

/** Whether a change withdrew a permission (an optional category went from yes to no). */
export function withdrewConsent(previous: Pick<StoredConsent, 'video' | 'tracking'>, next: Pick<StoredConsent, 'video' | 'tracking'>): boolean {
  return (previous.video === 'yes' && next.video === 'no') || (previous.tracking === 'yes' && next.tracking === 'no');
}
