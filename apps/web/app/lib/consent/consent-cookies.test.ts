import { describe, expect, it } from 'vitest';
import { storedConsentOfCookieHeader } from '@zilt/contracts/consent-rules';
import { consentCookieAssignments, withdrewConsent } from './consent-cookies';

describe('consent cookies', () => {
  it('writes the four categories, showCookies and the revision, for 1000 days, SameSite=Lax', () => {
    const assignments = consentCookieAssignments(
      { decided: true, video: 'yes', tracking: 'no' },
      { revision: 3, secure: false },
    );
    expect(assignments.map((line) => line.split(';')[0])).toEqual([
      'functional-cookies=yes',
      'analytical-cookies=yes',
      'video-cookies=yes',
      'tracking-cookies=no',
      'showCookies=no',
      'consent-revision=3',
    ]);
    for (const line of assignments) {
      expect(line).toContain('; Max-Age=86400000; Path=/; SameSite=Lax');
      expect(line).not.toContain('Secure');
    }
  });

  it('marks the cookies Secure over HTTPS and keeps the bar for an undecided visitor', () => {
    const assignments = consentCookieAssignments(
      { decided: false, video: 'yes', tracking: 'no' },
      { revision: 1, secure: true },
    );
    expect(assignments.every((line) => line.endsWith('; Secure'))).toBe(true);
    expect(assignments).toContainEqual(expect.stringMatching(/^showCookies=yes;/));
  });

  it('reads back what it writes', () => {
    const header = consentCookieAssignments(
      { decided: true, video: 'no', tracking: 'yes' },
      { revision: 2, secure: false },
    )
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(storedConsentOfCookieHeader(header, 2)).toEqual({ decided: true, video: 'no', tracking: 'yes' });
    expect(storedConsentOfCookieHeader(null, 1)).toEqual({ decided: false, video: 'no', tracking: 'no' });
  });

  it('calls it a withdrawal only when an optional category goes from yes to no', () => {
    expect(withdrewConsent({ video: 'yes', tracking: 'no' }, { video: 'no', tracking: 'no' })).toBe(true);
    expect(withdrewConsent({ video: 'no', tracking: 'yes' }, { video: 'yes', tracking: 'no' })).toBe(true);
    expect(withdrewConsent({ video: 'no', tracking: 'no' }, { video: 'yes', tracking: 'yes' })).toBe(false);
    expect(withdrewConsent({ video: 'yes', tracking: 'yes' }, { video: 'yes', tracking: 'yes' })).toBe(false);
  });
});
