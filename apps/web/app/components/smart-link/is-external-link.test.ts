import { describe, expect, it } from 'vitest';
import { internalPath, isExternalLink, needsDocumentLoad, opensInNewTab } from './is-external-link';

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
  it('loads files, API paths and the Mini-Admin as documents', () => {
    expect(needsDocumentLoad('/media/files/report.pdf')).toBe(true);
    expect(needsDocumentLoad('/dev')).toBe(true);
    expect(needsDocumentLoad('/api/wp/getPage?slug=/')).toBe(true);
  });

  it('lets the router take content pages and the agency site', () => {
    expect(needsDocumentLoad('/spa/drupal/about')).toBe(false);
    expect(needsDocumentLoad('/en/about')).toBe(false);
    expect(needsDocumentLoad('/wp/nl/searchPage?searchQuery=zout')).toBe(false);
    expect(needsDocumentLoad('/en/events/knowledge-week-2026')).toBe(false);
  });
});

describe('opensInNewTab', () => {
  const host = 'zilt.example';

  it('opens every external link in a new tab, whatever its target', () => {
    expect(opensInNewTab('https://www.youtube.com/@zilt', host, {})).toBe(true);
    expect(opensInNewTab('mailto:a@b.example', host, { target: '_self' })).toBe(true);
    expect(opensInNewTab('/en/about', host, { external: true })).toBe(true);
  });

  it('opens an internal link in a new tab when the editor set its target to _blank', () => {
    expect(opensInNewTab('/en/field-labs', host, { target: '_blank' })).toBe(true);
    expect(opensInNewTab('https://zilt.example/en/field-labs', host, { target: ' _BLANK ' })).toBe(true);
  });

  it('opens other internal links in place', () => {
    expect(opensInNewTab('/en/field-labs', host, {})).toBe(false);
    expect(opensInNewTab('/en/field-labs', host, { target: '_self' })).toBe(false);
    expect(opensInNewTab('/en/field-labs', host, { target: '' })).toBe(false);
  });
});
