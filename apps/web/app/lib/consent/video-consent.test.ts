import { describe, expect, it } from 'vitest';
import { hasVideoConsent } from './video-consent';

describe('video consent', () => {
  it('is given only by the cookie video-cookies=yes', () => {
    expect(hasVideoConsent('video-cookies=yes')).toBe(true);
    expect(hasVideoConsent('a=1; video-cookies=yes; b=2')).toBe(true);
    expect(hasVideoConsent('video-cookies=no')).toBe(false);
    expect(hasVideoConsent('my-video-cookies=yes')).toBe(false);
    expect(hasVideoConsent('')).toBe(false);
  });

  it('does not count a yes given for another consent revision', () => {
    expect(hasVideoConsent('video-cookies=yes; consent-revision=2', 2)).toBe(true);
    expect(hasVideoConsent('video-cookies=yes; consent-revision=1', 2)).toBe(false);
    expect(hasVideoConsent('video-cookies=yes', 2)).toBe(false);
  });
});
