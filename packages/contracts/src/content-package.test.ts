import { describe, expect, it } from 'vitest';
import { blockExamples } from './block-examples.ts';
import { parseContentPackage, type PageNodeInput } from './content-package.ts';

function page(overrides: Partial<PageNodeInput> = {}): PageNodeInput {
  return {
    type: 'page',
    language: 'en',
    slug: 'about-us',
    title: 'About us',
    header: { kind: 'default', title: 'About us' },
    lastUpdated: '2025-03-14T10:00:00Z',
    ...overrides,
  };
}

function problemsOf(input: unknown): string[] {
  const result = parseContentPackage(input);
  return result.ok ? [] : result.problems;
}

describe('parseContentPackage', () => {
  it('accepts a package with only a source', () => {
    expect(parseContentPackage({ source: 'wp' })).toEqual({ ok: true, value: { source: 'wp' } });
  });

  it('fills in the defaults of a page', () => {
    const result = parseContentPackage({ source: 'wp', pages: [page()] });
    expect(result.ok && result.value.pages?.[0]).toMatchObject({
      template: 'none',
      pageKind: 'other',
      breadcrumbs: [],
      blocks: [],
      taxonomyTerms: [],
      status: 'published',
    });
  });

  it('accepts a complete package with every section', () => {
    const result = parseContentPackage({
      source: 'wp',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'nl', name: 'Nederlands' },
      ],
      pages: [
        page({ slug: '/', title: 'Home', header: { kind: 'home', title: 'Zilt', showPrimary: true, primaryAction: { url: '/en/about-us', title: 'About' } }, translationKey: 'home' }),
        page({ language: 'nl', slug: '/', title: 'Home', header: { kind: 'home', title: 'Zilt' }, translationKey: 'home' }),
        page({
          type: 'project',
          slug: 'projecten/salt-farm-texel',
          title: 'Salt farm Texel',
          pageKind: 'project',
          header: { kind: 'detail', title: 'Salt farm Texel', pageIntro: 'Trials since 2012', date: '2024-05-01' },
          breadcrumbs: [{ title: 'Home', url: '/en' }],
          taxonomyTerms: [{ Id: '12', Name: 'Zero hunger', Vocabulary: 'sdgs' }],
          blocks: Object.values(blockExamples),
          status: 'draft',
        }),
      ],
      menus: [
        {
          language: 'en',
          location: 'main',
          items: [
            {
              Title: 'About',
              Url: '/en/about-us',
              Weight: 1,
              ShowChildren: true,
              CTAItem: { Title: 'Join', Description: 'Become a partner', Label: 'Join us', Url: '/en/join' },
              Children: [{ Title: 'Team', Url: '/en/team', Weight: 2, CTAItem: null }],
            },
          ],
        },
      ],
      contactOptions: [{ language: 'en', columns: [{ columnTitle: 'Visit us', address: 'Dijkweg 1\nTexel' }], social: { linkedinUrl: 'https://linkedin.com/company/zilt' } }],
      translations: [{ language: 'nl', namespace: 'contact', entries: { nameError: 'Vul je naam in', roles: { director: 'Directeur' } } }],
      teamMembers: [{ Id: '1', Name: 'Marieke', Surname: 'de Vries', CompanyRole: 'team:roles.director', ImageURL: '/media/marieke.jpg', Age: 44 }],
    });
    expect(result.ok ? [] : result.problems).toEqual([]);
    expect(result.ok && result.value.menus?.[0]?.items[0]?.Children[0]?.Children).toEqual([]);
    expect(result.ok && result.value.contactOptions?.[0]?.social.vimeoUrl).toBe('');
  });

  it('reports a bad block field by its full path and a short message', () => {
    const blocks = [{ kind: 'textBlock', body: '<p>Intro</p>' }, { kind: 'iframeBlock', url: 'https://example.org', height: '500px' }];
    expect(problemsOf({ source: 'wp', pages: [page({ blocks: blocks as PageNodeInput['blocks'] })] })).toEqual([
      'pages[0].blocks[1].height: expected number, received string',
    ]);
  });

  it('names an unknown block kind', () => {
    const blocks = [{ kind: 'carouselBlock' }];
    expect(problemsOf({ source: 'wp', pages: [page({ blocks: blocks as PageNodeInput['blocks'] })] })).toEqual([
      'pages[0].blocks[0].kind: unknown block kind "carouselBlock"',
    ]);
  });

  it('names an unknown header kind', () => {
    const header = { kind: 'hero', title: 'x' };
    expect(problemsOf({ source: 'wp', pages: [page({ header: header as unknown as PageNodeInput['header'] })] })).toEqual([
      'pages[0].header.kind: unknown header kind "hero"',
    ]);
  });

  it('rejects a second page with the same slug in the same language, at the duplicate', () => {
    const pages = [page(), page({ slug: 'contact' }), page({ title: 'Copy of about us' })];
    expect(problemsOf({ source: 'wp', pages })).toEqual(['pages[2].slug: duplicate slug "about-us" for language "en" (first at pages[0])']);
  });

  it('reports a duplicate slug in the same pass as other problems', () => {
    const blocks = [{ kind: 'textBlock' }];
    expect(problemsOf({ source: 'wp', pages: [page({ blocks: blocks as PageNodeInput['blocks'] }), page()] })).toEqual([
      'pages[0].blocks[0].body: required',
      'pages[1].slug: duplicate slug "about-us" for language "en" (first at pages[0])',
    ]);
  });

  it('allows the same slug in different languages', () => {
    expect(parseContentPackage({ source: 'wp', pages: [page(), page({ language: 'nl' })] }).ok).toBe(true);
  });

  it('rejects two pages of one language sharing a translation key', () => {
    const pages = [page({ translationKey: 'about' }), page({ slug: 'over', translationKey: 'about' })];
    expect(problemsOf({ source: 'wp', pages })).toEqual([
      'pages[1].translationKey: translationKey "about" is used twice for language "en" (first at pages[0])',
    ]);
  });

  it('rejects duplicate menus, contact options, translation namespaces and team member ids', () => {
    const member = { Id: '7', Name: 'A', Surname: 'B', CompanyRole: 'team:roles.x', ImageURL: '', Age: 30 };
    expect(
      problemsOf({
        source: 'wp',
        menus: [
          { language: 'en', location: 'footer', items: [] },
          { language: 'en', location: 'footer', items: [] },
        ],
        contactOptions: [{ language: 'nl' }, { language: 'nl' }],
        translations: [
          { language: 'en', namespace: 'common', entries: {} },
          { language: 'en', namespace: 'common', entries: {} },
        ],
        teamMembers: [member, member],
      }),
    ).toEqual([
      'menus[1]: duplicate "footer" menu for language "en" (first at menus[0])',
      'contactOptions[1]: duplicate contact options for language "nl" (first at contactOptions[0])',
      'translations[1]: duplicate namespace "common" for language "en" (first at translations[0])',
      'teamMembers[1].Id: duplicate team member Id "7" (first at teamMembers[0])',
    ]);
  });

  it.each(['/', 'about-us', 'projecten/salt-farm-texel', 'not-found', '2025/field-day', 'searchPage'])('accepts the slug %j', (slug) => {
    expect(parseContentPackage({ source: 'wp', pages: [page({ slug })] }).ok).toBe(true);
  });

  it.each(['', '/about-us', 'about-us/', 'about us', 'projecten//texel', 'café'])('rejects the slug %j', (slug) => {
    expect(problemsOf({ source: 'wp', pages: [page({ slug })] })).toEqual([
      'pages[0].slug: expected "/" or segments of letters, digits and "-" joined by "/", without leading or trailing slash',
    ]);
  });

  it('reports misspelt and missing fields of a page', () => {
    const { title: _title, lastUpdated: _lastUpdated, ...rest } = page();
    expect(problemsOf({ source: 'wp', pages: [{ ...rest, lastUpdate: '2025-03-14T10:00:00Z' }] })).toEqual([
      'pages[0].title: required',
      'pages[0].lastUpdated: required',
      'pages[0].lastUpdate: unknown field',
    ]);
  });

  it('reports a date-time that is not ISO 8601', () => {
    expect(problemsOf({ source: 'wp', pages: [page({ lastUpdated: '14-03-2025' })] })).toEqual([
      'pages[0].lastUpdated: expected ISO date-time, e.g. 2025-01-31T09:30:00Z',
    ]);
  });

  it('reports an unknown source and unknown top-level sections', () => {
    expect(problemsOf({ source: 'drupal', blocks: [] })).toEqual(['source: expected one of "wp", "dp", "sp", received "drupal"', 'blocks: unknown field']);
  });

  it('reports a package that is not an object at the root', () => {
    expect(problemsOf([])).toEqual(['(root): expected object, received array']);
  });

  it('reports translation entries that are neither text nor a group, with odd keys quoted', () => {
    expect(problemsOf({ source: 'wp', translations: [{ language: 'en', namespace: 'contact', entries: { 'contact:nameError': 3 } }] })).toEqual([
      'translations[0].entries["contact:nameError"]: expected string or object, received number',
    ]);
  });
});
