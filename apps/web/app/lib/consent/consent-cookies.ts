import type { StoredConsent } from '@zilt/contracts/consent-rules';

// The consent cookies' assignments are one rule for the browser (document.cookie) and the
// server (Set-Cookie of the cookie bar's form without JavaScript): @zilt/contracts/consent-rules.
export { consentCookieAssignments, type ConsentCookieOptions } from '@zilt/contracts/consent-rules';

/** Whether a change withdrew a permission (an optional category went from yes to no). */
export function withdrewConsent(
  previous: Pick<StoredConsent, 'video' | 'tracking'>,
  next: Pick<StoredConsent, 'video' | 'tracking'>,
): boolean {
  return (previous.video === 'yes' && next.video === 'no') || (previous.tracking === 'yes' && next.tracking === 'no');
}
