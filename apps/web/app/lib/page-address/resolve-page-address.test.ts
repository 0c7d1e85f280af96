import { describe, expect, it } from 'vitest';
import { pagePath, resolvePageAddress, searchPagePath } from './resolve-page-address';

describe('resolvePageAddress', () => {
  it('reads an empty path as the English home page', () => {
    expect(resolvePageAddress('/')).toEqual({ language: 'en', slug: '/', wpPrefix: false });
    expect(resolvePageAddress('')).toEqual({ language: 'en', slug: '/', wpPrefix: false });
  });

  it('reads a bare language segment as that language home page', () => {
    expect(resolvePageAddress('/en/')).toEqual({ language: 'en', slug: '/', wpPrefix: false });
    expect(resolvePageAddress('/nl')).toEqual({ language: 'nl', slug: '/', wpPrefix: false });
  });

  it('takes the language from the first segment and the rest as the slug', () => {
    expect(resolvePageAddress('/nl/over-ons')).toEqual({ language: 'nl', slug: 'over-ons', wpPrefix: false });
    expect(resolvePageAddress('/en/news/first-sea-aster-harvest/')).toEqual({
      language: 'en',
      slug: 'news/first-sea-aster-harvest',
      wpPrefix: false,
    });
  });

  it('drops a wp segment and remembers that the address had one', () => {
    expect(resolvePageAddress('/wp/nl/over-ons')).toEqual({ language: 'nl', slug: 'over-ons', wpPrefix: true });
    expect(resolvePageAddress('/wp/en/')).toEqual({ language: 'en', slug: '/', wpPrefix: true });
    expect(resolvePageAddress('/wp')).toEqual({ language: 'en', slug: '/', wpPrefix: true });
  });

  it('treats an unknown first segment as part of an English slug', () => {
    expect(resolvePageAddress('/xx/about')).toEqual({ language: 'en', slug: 'xx/about', wpPrefix: false });
    expect(resolvePageAddress('/about')).toEqual({ language: 'en', slug: 'about', wpPrefix: false });
  });

  it('reads language and wp segments without regard to case and keeps the slug as written', () => {
    expect(resolvePageAddress('/WP/NL/searchPage')).toEqual({ language: 'nl', slug: 'searchPage', wpPrefix: true });
  });

  it('decodes percent-encoded segments and survives malformed ones', () => {
    expect(resolvePageAddress('/en/caf%C3%A9')).toMatchObject({ slug: 'café' });
    expect(resolvePageAddress('/en/100%')).toMatchObject({ slug: '100%' });
  });
});

describe('page addresses the site builds', () => {
  it('builds page paths with and without the wp prefix', () => {
    expect(pagePath('en', '/')).toBe('/en/');
    expect(pagePath('nl', 'over-ons', true)).toBe('/wp/nl/over-ons');
  });

  it('sends searches to searchPage, keeping /wp/ when the address has it', () => {
    expect(searchPagePath({ language: 'nl', wpPrefix: false })).toBe('/nl/searchPage');
    expect(searchPagePath({ language: 'en', wpPrefix: true })).toBe('/wp/en/searchPage');
  });
});
