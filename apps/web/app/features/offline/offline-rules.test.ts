import { describe, expect, it } from 'vitest';
import { isImage, isPageData, isReadablePage, languageOfPath, mayKeep, offlinePageHtml } from './offline-rules';

describe('what offline reading keeps', () => {
  it('keeps pages of both sites, never staff tools, the API, previews or confirmation links', () => {
    for (const path of ['/', '/en/about', '/wp/nl/over-ons', '/spa', '/spa/drupal/en/approach', '/nl/searchPage'])
      expect(isReadablePage(path), path).toBe(true);
    for (const path of [
      '/dev',
      '/dev/en/data',
      '/studio/pages',
      '/api/wp/getPage',
      '/spa/drupal/en/node-preview/4/abc',
      '/en/newsletter/confirm',
      '/sw.js',
      '/sitemap.xml',
      '/assets/root-abc.js',
    ])
      expect(isReadablePage(path), path).toBe(false);
  });

  it('keeps loader data of pages and images, but no answer that says no-store or failed', () => {
    expect(isPageData('/en/about.data')).toBe(true);
    expect(isPageData('/api/x.data')).toBe(false);
    expect(isImage('/images/r/400x225/webp/field-lab.svg')).toBe(true);
    expect(mayKeep(new Response('x', { status: 200, headers: { 'cache-control': 'private, no-cache' } }))).toBe(true);
    expect(mayKeep(new Response('x', { status: 200, headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(mayKeep(new Response('x', { status: 404 }))).toBe(false);
  });

  it('shows the offline page in the language of the address', () => {
    expect(languageOfPath('/wp/nl/over-ons')).toBe('nl');
    expect(languageOfPath('/spa/drupal/nl/aanpak')).toBe('nl');
    expect(languageOfPath('/en/about')).toBe('en');
    expect(offlinePageHtml('nl')).toContain('<html lang="nl">');
    expect(offlinePageHtml('nl')).toContain('U bent offline');
    expect(offlinePageHtml('en')).toContain('You are offline');
  });
});
