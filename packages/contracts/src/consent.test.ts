import { describe, expect, it } from 'vitest';
import { noStoredConsent, readStoredConsent } from './consent.ts';

function reader(cookies: Record<string, string>) {
  return (name: string) => cookies[name];
}

describe('stored consent from the cookies', () => {
  it('reads the choice of the current revision', () => {
    const cookies = { 'video-cookies': 'yes', 'tracking-cookies': 'no', showCookies: 'no', 'consent-revision': '2' };
    expect(readStoredConsent(reader(cookies), 2)).toEqual({ decided: true, video: 'yes', tracking: 'no' });
  });

  it('counts a choice without a revision cookie as revision 1', () => {
    const cookies = { 'video-cookies': 'yes', showCookies: 'no' };
    expect(readStoredConsent(reader(cookies), 1)).toEqual({ decided: true, video: 'yes', tracking: 'no' });
    expect(readStoredConsent(reader(cookies), 2)).toEqual(noStoredConsent);
  });

  it('asks again when the stored choice is from another revision', () => {
    const cookies = { 'video-cookies': 'yes', 'tracking-cookies': 'yes', showCookies: 'no', 'consent-revision': '1' };
    expect(readStoredConsent(reader(cookies), 2)).toEqual({ decided: false, video: 'no', tracking: 'no' });
  });

  it('treats values other than yes and no as absent', () => {
    const cookies = {
      'video-cookies': 'YES',
      'tracking-cookies': 'maybe',
      showCookies: 'nope',
      'consent-revision': '1',
    };
    expect(readStoredConsent(reader(cookies), 1)).toEqual({ decided: false, video: 'no', tracking: 'no' });
    expect(readStoredConsent(reader({ showCookies: 'no', 'consent-revision': 'one' }), 1)).toEqual(noStoredConsent);
  });

  it('shows the bar to a visitor who only answered a media prompt', () => {
    const cookies = { 'video-cookies': 'yes', showCookies: 'yes', 'consent-revision': '1' };
    expect(readStoredConsent(reader(cookies), 1)).toEqual({ decided: false, video: 'yes', tracking: 'no' });
  });
});
