import {
  consentCategories,
  consentCookieMaxAgeSeconds,
  consentCookieName,
  consentChoicesOf,
  consentRevisionCookieName,
  showCookiesCookieName,
  type ConsentValue,
  type StoredConsent,
} from '@zilt/contracts/consent-rules';

// The consent cookies as `document.cookie` assignments (they are read with
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

/** Whether a change withdrew a permission (an optional category went from yes to no). */
export function withdrewConsent(
  previous: Pick<StoredConsent, 'video' | 'tracking'>,
  next: Pick<StoredConsent, 'video' | 'tracking'>,
): boolean {
  return (previous.video === 'yes' && next.video === 'no') || (previous.tracking === 'yes' && next.tracking === 'no');
}
