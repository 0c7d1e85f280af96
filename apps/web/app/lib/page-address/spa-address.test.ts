import { describe, expect, it } from 'vitest';
import { isSpaPath, resolveSpaCmsAddress, spaLanguage, spaPaths } from './spa-address';

describe('agency-site addresses', () => {
  it('tells agency-site addresses from content-site ones', () => {
    for (const path of ['/spa', '/spa/', '/spa/about-us', '/SPA/drupal/en/approach'])
      expect(isSpaPath(path)).toBe(true);
    for (const path of ['/', '/en/spa', '/spaces', '/wp/en/spa']) expect(isSpaPath(path)).toBe(false);
  });

  it('reads language and slug of CMS pages at any depth, English unless the first segment says nl', () => {
    expect(resolveSpaCmsAddress('/spa/drupal')).toEqual({ language: 'en', slug: '/' });
    expect(resolveSpaCmsAddress('/spa/drupal/')).toEqual({ language: 'en', slug: '/' });
    expect(resolveSpaCmsAddress('/spa/drupal/nl/')).toEqual({ language: 'nl', slug: '/' });
    expect(resolveSpaCmsAddress('/spa/drupal/approach')).toEqual({ language: 'en', slug: 'approach' });
    expect(resolveSpaCmsAddress('/spa/drupal/NL/diensten/advies')).toEqual({ language: 'nl', slug: 'diensten/advies' });
    expect(resolveSpaCmsAddress('/spa/drupal/xx/approach')).toEqual({ language: 'en', slug: 'xx/approach' });
  });

  it('gives CMS pages their language and the other agency pages English', () => {
    expect(spaLanguage('/spa/drupal/nl/aanpak')).toBe('nl');
    expect(spaLanguage('/spa/drupal/nl/node-preview/3/abc')).toBe('nl');
    expect(spaLanguage('/spa/about-us')).toBe('en');
    expect(spaPaths.cmsPage('nl', '/')).toBe('/spa/drupal/nl/');
    expect(spaPaths.cmsPage('en', 'services/advice')).toBe('/spa/drupal/en/services/advice');
  });
});
