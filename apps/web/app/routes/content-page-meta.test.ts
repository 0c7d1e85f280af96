import { readFileSync } from 'node:fs';
import type { Resource } from '../i18n/translator';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../lib/site-data/site-data';
import { contentPageMeta, type LoadedContentPage } from './content-page-meta';

// The demo content's translations: the titles below are the texts visitors see.
const translationPackage = JSON.parse(
  readFileSync(new URL('../../../../content/wp/translations.json', import.meta.url), 'utf8'),
) as { translations: { language: string; namespace: string; entries: Record<string, unknown> }[] };

function siteIn(language: 'en' | 'nl', menus: Pick<SiteData, 'menuState' | 'menuStatus'>): SiteData {
  const translations: Resource = {};
  for (const entry of translationPackage.translations) {
    if (entry.language === language)
      translations[language] = { ...translations[language], [entry.namespace]: entry.entries };
  }
  return { language, translations, ...menus } as SiteData;
}

const loaded = { menuState: 'loaded', menuStatus: null } as const;

function errorResponse(status: number) {
  const thrown = data(null, { status });
  return { status: thrown.init?.status ?? status, statusText: '', data: null, internal: false };
}

function titleOf(meta: ReturnType<typeof contentPageMeta>): unknown {
  return meta.find((entry) => 'title' in entry)?.['title' as never];
}

const aboutPage: LoadedContentPage = {
  notFound: false,
  page: {
    title: 'About Zilt',
    header: { kind: 'default', title: 'About Zilt', intro: 'Who we are' },
    template: 'none',
  },
};

describe('document titles of the states a page can end in', () => {
  it('titles only a crash "Error log"', () => {
    const site = siteIn('en', loaded);
    expect(titleOf(contentPageMeta(undefined, site, new RangeError('Invalid time value')))).toBe('Error log');
    expect(titleOf(contentPageMeta(undefined, siteIn('nl', loaded), new Error('x')))).toBe('Foutenlogboek');
  });

  it('titles the connection error, a failed status and a part that did not load by what happened', () => {
    const en = siteIn('en', loaded);
    expect(titleOf(contentPageMeta(undefined, en, new TypeError('Failed to fetch')))).toBe(
      'Very serious connectionerror',
    );
    expect(titleOf(contentPageMeta(undefined, en, errorResponse(503)))).toBe('Page not available');
    const chunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-1.js');
    expect(titleOf(contentPageMeta(undefined, en, chunk))).toBe('Part of the site could not be loaded');

    const nl = siteIn('nl', loaded);
    expect(titleOf(contentPageMeta(undefined, nl, new TypeError('Failed to fetch')))).toBe(
      'Zeer ernstige verbindingsfout',
    );
    expect(titleOf(contentPageMeta(undefined, nl, errorResponse(503)))).toBe('Pagina niet beschikbaar');
    expect(titleOf(contentPageMeta(undefined, nl, chunk))).toBe('Een deel van de website kon niet worden geladen');
  });

  it('titles a page whose menus answered 401 "Access denied", and one whose menus failed by the failure', () => {
    expect(
      titleOf(contentPageMeta(aboutPage, siteIn('en', { menuState: 'unauthorized', menuStatus: 401 }), undefined)),
    ).toBe('Access denied');
    expect(
      titleOf(contentPageMeta(aboutPage, siteIn('nl', { menuState: 'unauthorized', menuStatus: 401 }), undefined)),
    ).toBe('Geen toegang');
    expect(titleOf(contentPageMeta(aboutPage, siteIn('en', { menuState: 'failed', menuStatus: 500 }), undefined))).toBe(
      'Page not available',
    );
  });

  it('asks search engines not to index a state', () => {
    const meta = contentPageMeta(undefined, siteIn('en', loaded), new TypeError('Failed to fetch'));
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('meta of a content page', () => {
  it('titles a page by its title, describes it by its intro, and lets search engines index it', () => {
    expect(contentPageMeta(aboutPage, siteIn('en', loaded), null)).toEqual([
      { title: 'About Zilt' },
      { name: 'description', content: 'Who we are' },
    ]);
  });

  it('keeps the internal components showcase out of search engines', () => {
    const showcase: LoadedContentPage = {
      notFound: false,
      page: { title: 'Components', header: { kind: 'default', title: 'Components' }, template: 'components-showcase' },
    };
    expect(contentPageMeta(showcase, siteIn('en', loaded), undefined)).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
