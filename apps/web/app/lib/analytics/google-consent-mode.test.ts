import { describe, expect, it } from 'vitest';
import { consentModeScript, googleConsentOf } from './google-consent-mode';

describe('Google Consent Mode', () => {
  it('maps the tracking choice to all four Google storage types', () => {
    expect(googleConsentOf('yes')).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(Object.values(googleConsentOf('no'))).toEqual(['denied', 'denied', 'denied', 'denied']);
  });

  it('starts every page with the denied default and nothing else for a visitor without tracking consent', () => {
    const script = consentModeScript({ tracking: 'no', tagManagerId: 'GTM-TEST123' });
    const lines = script.split('\n');
    expect(lines[0]).toBe('window.dataLayer=window.dataLayer||[];');
    expect(lines[2]).toBe(
      `gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"});`,
    );
    expect(script).not.toContain('update');
    expect(script).not.toContain('googletagmanager');
  });

  it('adds the update and the tag manager for a visitor who allowed tracking, the tag manager only when configured', () => {
    const withId = consentModeScript({ tracking: 'yes', tagManagerId: 'GTM-TEST123' });
    expect(withId.indexOf("'default'")).toBeLessThan(withId.indexOf("'update'"));
    expect(withId).toContain('"https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"');
    const withoutId = consentModeScript({ tracking: 'yes', tagManagerId: null });
    expect(withoutId).toContain("gtag('consent','update'");
    expect(withoutId).not.toContain('googletagmanager');
  });
});
