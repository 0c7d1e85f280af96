import { describe, expect, it } from 'vitest';
import { internalPath, isExternalLink, needsDocumentLoad } from './is-external-link';

describe('isExternalLink', () => {
  const host = 'zilt.example';

  it('counts absolute links to another host as external', () => {
    expect(isExternalLink('https://www.youtube.com/@zilt', host)).toBe(true);
    expect(isExternalLink('//cdn.other.example/file.pdf', host)).toBe(true);
    expect(isExternalLink('http://zilt.example.org/', host)).toBe(true);
  });

  it('counts absolute links to the current host as internal', () => {
    expect(isExternalLink('https://zilt.example/en/about', host)).toBe(false);
    expect(isExternalLink('HTTPS://ZILT.EXAMPLE/nl/', host)).toBe(false);
  });

  it('tells hosts apart by port', () => {
    expect(isExternalLink('http://127.0.0.1:4000/en/', '127.0.0.1:3000')).toBe(true);
    expect(isExternalLink('http://127.0.0.1:3000/en/', '127.0.0.1:3000')).toBe(false);
  });

  it('counts tel: and mailto: links as external', () => {
    expect(isExternalLink('tel:+31118700210', host)).toBe(true);
    expect(isExternalLink('mailto:secretariat@zilt-initiative.org', host)).toBe(true);
    expect(isExternalLink(' MAILTO:a@b.example', host)).toBe(true);
  });

  it('counts relative paths and anchors as internal', () => {
    expect(isExternalLink('/en/about', host)).toBe(false);
    expect(isExternalLink('about', host)).toBe(false);
    expect(isExternalLink('#contact', host)).toBe(false);
    expect(isExternalLink('?searchQuery=salt', host)).toBe(false);
  });
});

describe('internalPath', () => {
  it('strips this site origin and keeps query and hash', () => {
    expect(internalPath('https://zilt.example/en/news?page=2#top')).toBe('/en/news?page=2#top');
    expect(internalPath('/nl/over-ons')).toBe('/nl/over-ons');
  });
});

describe('needsDocumentLoad', () => {
  it('loads files, API paths and the other apps as documents', () => {
    expect(needsDocumentLoad('/media/files/report.pdf')).toBe(true);
    expect(needsDocumentLoad('/spa/drupal/about')).toBe(true);
    expect(needsDocumentLoad('/dev')).toBe(true);
    expect(needsDocumentLoad('/api/wp/getPage?slug=/')).toBe(true);
  });

  it('lets the router take content pages', () => {
    expect(needsDocumentLoad('/en/about')).toBe(false);
    expect(needsDocumentLoad('/wp/nl/searchPage?searchQuery=zout')).toBe(false);
    expect(needsDocumentLoad('/en/events/knowledge-week-2026')).toBe(false);
  });
});
