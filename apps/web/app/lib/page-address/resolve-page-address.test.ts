import { describe, expect, it } from 'vitest';
import { keepWpPrefix, keepWpPrefixInHtml, pagePath, resolvePageAddress, searchPagePath } from './resolve-page-address';

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

describe('keepWpPrefix', () => {
  it('puts /wp before the content pages a /wp/ page links to', () => {
    expect(keepWpPrefix('/en/news/salinity-sensors-khulna', true)).toBe('/wp/en/news/salinity-sensors-khulna');
    expect(keepWpPrefix('/nl/projecten/zilte-proeftuin/', true)).toBe('/wp/nl/projecten/zilte-proeftuin/');
    expect(keepWpPrefix('/en/searchPage?searchQuery=salt#results', true)).toBe(
      '/wp/en/searchPage?searchQuery=salt#results',
    );
    expect(keepWpPrefix('/', true)).toBe('/wp/');
    expect(resolvePageAddress(keepWpPrefix('/nl/over-ons', true))).toEqual({
      language: 'nl',
      slug: 'over-ons',
      wpPrefix: true,
    });
  });

  it('adds it once, and never on a page without it', () => {
    expect(keepWpPrefix('/wp/en/about', true)).toBe('/wp/en/about');
    expect(keepWpPrefix('/WP/en/about', true)).toBe('/WP/en/about');
    expect(keepWpPrefix('/en/about', false)).toBe('/en/about');
  });

  it('leaves other apps, files, anchors and external links alone', () => {
    for (const href of [
      '/spa/about-us',
      '/dev/home',
      '/api/wp/getPage?slug=x',
      '/media/report.pdf',
      '/images/sprite.svg#arrow',
      '/en/downloads/annual-report.pdf',
      '#main-content',
      '?page=2',
      'https://example.org/en/about',
      '//example.org/en/about',
      'mailto:secretariat@zilt-initiative.org',
      'tel:+31118700210',
    ]) {
      expect(keepWpPrefix(href, true), href).toBe(href);
    }
  });
});

describe('keepWpPrefixInHtml', () => {
  it("puts /wp before the editor's links to content pages, and only there", () => {
    const html =
      '<p>See <a href="/en/field-labs">our field labs</a>, <a class="x" href=\'/nl/aanpak\'>aanpak</a>, ' +
      '<a href="https://example.org/en/x">elsewhere</a>, <a href="/media/report.pdf">the report</a> ' +
      'and <img src="/en/not-a-link.png" alt=""></p>';
    expect(keepWpPrefixInHtml(html, true)).toBe(
      '<p>See <a href="/wp/en/field-labs">our field labs</a>, <a class="x" href=\'/wp/nl/aanpak\'>aanpak</a>, ' +
        '<a href="https://example.org/en/x">elsewhere</a>, <a href="/media/report.pdf">the report</a> ' +
        'and <img src="/en/not-a-link.png" alt=""></p>',
    );
    expect(keepWpPrefixInHtml(html, false)).toBe(html);
  });
});
