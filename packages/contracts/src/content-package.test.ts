import { describe, expect, it } from 'vitest';
import { blockExamples } from './block-examples.ts';
import { parseContentPackage, type PageNodeInput } from './content-package.ts';
import { consentRecordRequestSchema } from './consent.ts';
import { quoteValue } from './issues.ts';
import { findJsonValueProblem, maxJsonDepth } from './json-limits.ts';
import type { MenuItemInput } from './menu.ts';

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
        page({
          slug: '/',
          title: 'Home',
          header: {
            kind: 'home',
            title: 'Zilt',
            showPrimary: true,
            primaryAction: { url: '/en/about-us', title: 'About' },
          },
          translationKey: 'home',
        }),
        page({
          language: 'nl',
          slug: '/',
          title: 'Home',
          header: { kind: 'home', title: 'Zilt' },
          translationKey: 'home',
        }),
        page({
          type: 'project',
          slug: 'projecten/salt-farm-texel',
          title: 'Salt farm Texel',
          pageKind: 'project',
          header: { kind: 'detail', title: 'Salt farm Texel', pageIntro: 'Trials since 2012', date: '2024-05-01' },
          breadcrumbs: [{ title: 'Home', url: '/en' }],
          taxonomyTerms: [{ Id: '12', Name: 'Zero hunger', Vocabulary: 'sdgs' }],
          project: { longitude: 4.8, latitude: 53.05, theme: 'action-area', labels: ['knowledge-institute'] },
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
      contactOptions: [
        {
          language: 'en',
          columnTitle: 'Visit us',
          address: 'Dijkweg 1\nTexel',
          social: { linkedinUrl: 'https://linkedin.com/company/zilt' },
        },
      ],
      translations: [
        {
          language: 'nl',
          namespace: 'contact',
          entries: { nameError: 'Vul je naam in', roles: { director: 'Directeur' } },
        },
      ],
      teamMembers: [
        {
          Id: '1',
          Name: 'Marieke',
          Surname: 'de Vries',
          CompanyRole: 'team:roles.director',
          ImageURL: '/media/marieke.jpg',
          Age: 44,
        },
      ],
    });
    expect(result.ok ? [] : result.problems).toEqual([]);
    expect(result.ok && result.value.menus?.[0]?.items[0]?.Children[0]?.Children).toEqual([]);
    expect(result.ok && result.value.contactOptions?.[0]?.social.vimeoUrl).toBe('');
  });

  it('reports a bad block field by its full path and a short message', () => {
    const blocks = [
      { kind: 'textBlock', body: '<p>Intro</p>' },
      { kind: 'iframeBlock', url: 'https://example.org', height: '500px' },
    ];
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
    expect(
      problemsOf({ source: 'wp', pages: [page({ header: header as unknown as PageNodeInput['header'] })] }),
    ).toEqual(['pages[0].header.kind: unknown header kind "hero"']);
  });

  it('rejects a second page with the same slug in the same language, at the duplicate', () => {
    const pages = [page(), page({ slug: 'contact' }), page({ title: 'Copy of about us' })];
    expect(problemsOf({ source: 'wp', pages })).toEqual([
      'pages[2].slug: duplicate slug "about-us" for language "en" (first at pages[0])',
    ]);
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

  it.each(['/', 'about-us', 'projecten/salt-farm-texel', 'not-found', '2025/field-day', 'searchPage'])(
    'accepts the slug %j',
    (slug) => {
      expect(parseContentPackage({ source: 'wp', pages: [page({ slug })] }).ok).toBe(true);
    },
  );

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
    expect(problemsOf({ source: 'drupal', blocks: [] })).toEqual([
      'source: expected one of "wp", "dp", "sp", received "drupal"',
      'blocks: unknown field',
    ]);
  });

  it('reports a package that is not an object at the root', () => {
    expect(problemsOf([])).toEqual(['(root): expected object, received array']);
  });

  it('reports translation entries that are neither text nor a group, with odd keys quoted', () => {
    expect(
      problemsOf({
        source: 'wp',
        translations: [{ language: 'en', namespace: 'contact', entries: { 'contact:nameError': 3 } }],
      }),
    ).toEqual(['translations[0].entries["contact:nameError"]: expected string or object, received number']);
  });
});

// What the database can hold is stated by the schemas: every value they accept can be stored.

function nestedMenu(depth: number): MenuItemInput[] {
  let items: MenuItemInput[] = [];
  for (let level = 0; level < depth; level += 1)
    items = [{ Title: `Level ${level}`, Url: '/', Weight: 0, Children: items }];
  return items;
}

function nestedArrays(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('content packages hold only what the database can store', () => {
  it('refuses a NUL character in text, naming the path', () => {
    expect(problemsOf({ source: 'wp', pages: [page({ title: 'a\u0000b' })] })).toEqual([
      'pages[0].title: must not contain a NUL character or an unpaired surrogate',
    ]);
  });

  it('refuses a lone surrogate in text and in a key', () => {
    expect(problemsOf({ source: 'wp', pages: [page({ title: 'broken \uD800 text' })] })).toEqual([
      'pages[0].title: must not contain a NUL character or an unpaired surrogate',
    ]);
    expect(
      problemsOf({ source: 'wp', translations: [{ language: 'en', namespace: 'common', entries: { '\uDC00': 'x' } }] }),
    ).toEqual(['translations[0].entries["\\udc00"]: key must not contain a NUL character or an unpaired surrogate']);
  });

  it('refuses a 1 MB translationKey and repeats only a short prefix of it', () => {
    const key = 'k'.repeat(1024 * 1024);
    const problems = problemsOf({ source: 'wp', pages: [page({ translationKey: key })] });
    expect(problems).toEqual(['pages[0].translationKey: must have at most 200 characters']);
  });

  it('refuses a fractional or out-of-range age', () => {
    const member = { Id: 'tm-1', Name: 'A', Surname: 'B', CompanyRole: 'team:roles.x', ImageURL: '/x.svg' };
    expect(problemsOf({ source: 'wp', teamMembers: [{ ...member, Age: 1.5 }] })).toEqual([
      'teamMembers[0].Age: expected int, received number',
    ]);
    expect(problemsOf({ source: 'wp', teamMembers: [{ ...member, Age: 151 }] })).toEqual([
      'teamMembers[0].Age: must be at most 150',
    ]);
  });

  it('refuses dates outside the years 1000 to 9999', () => {
    expect(problemsOf({ source: 'wp', pages: [page({ lastUpdated: '0000-01-01T00:00:00Z' })] })).toEqual([
      'pages[0].lastUpdated: must lie in the years 1000 to 9999',
    ]);
  });

  it('refuses a menu deeper than five levels, and a package nested 10,000 levels without overflowing', () => {
    expect(problemsOf({ source: 'wp', menus: [{ language: 'en', location: 'main', items: nestedMenu(5) }] })).toEqual(
      [],
    );
    expect(problemsOf({ source: 'wp', menus: [{ language: 'en', location: 'main', items: nestedMenu(6) }] })).toEqual([
      'menus[0].items: a menu is at most 5 levels deep',
    ]);
    const deep = problemsOf({ source: 'wp', menus: [{ language: 'en', location: 'main', items: nestedMenu(1000) }] });
    expect(deep).toHaveLength(1);
    expect(deep[0]).toMatch(/nested deeper than 64 levels$/);
    expect(problemsOf({ source: 'wp', pages: [page({ blocks: nestedArrays(10_000) as never })] })[0]).toMatch(
      /^pages\[0\]\.blocks(\[0\])+: nested deeper than 64 levels$/,
    );
  });

  it('refuses a consent revision beyond a database integer', () => {
    const result = consentRecordRequestSchema.safeParse({
      choices: { functional: 'yes', analytical: 'yes', video: 'no', tracking: 'no' },
      revision: 2147483648,
      language: 'en',
      action: 'accept-all',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['revision']);
  });
});

describe('findJsonValueProblem', () => {
  it('accepts nesting up to the limit and names the first level beyond it', () => {
    expect(findJsonValueProblem(nestedArrays(maxJsonDepth))).toBeUndefined();
    expect(findJsonValueProblem(nestedArrays(maxJsonDepth + 1))?.message).toBe('nested deeper than 64 levels');
  });
});

describe('quoteValue', () => {
  it('repeats short values whole and cuts long ones to a prefix with their length', () => {
    expect(quoteValue('about')).toBe('"about"');
    expect(quoteValue('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(39)}… (1000000 characters)`);
  });
});

describe('project places in content packages', () => {
  function project(place: unknown): unknown {
    return {
      source: 'wp',
      pages: [
        page({
          type: 'project',
          pageKind: 'project',
          slug: 'projecten/texel',
          project: place as PageNodeInput['project'],
        }),
      ],
    };
  }

  it('accepts a project with coordinates, a theme and no labels', () => {
    const result = parseContentPackage(project({ longitude: -180, latitude: 90, theme: 'international-secretariat' }));
    expect(result.ok && result.value.pages?.[0]?.project).toEqual({
      longitude: -180,
      latitude: 90,
      theme: 'international-secretariat',
      labels: [],
    });
  });

  it.each([
    [{ longitude: 180.5, latitude: 0, theme: 'action-area' }, 'pages[0].project.longitude'],
    [{ longitude: 0, latitude: -91, theme: 'action-area' }, 'pages[0].project.latitude'],
    [{ longitude: 0, latitude: 0, theme: 'ochre' }, 'pages[0].project.theme'],
    [{ longitude: 0, latitude: 0, theme: 'action-area', labels: ['farmers'] }, 'pages[0].project.labels[0]'],
    [undefined, 'pages[0].project'],
  ])('refuses the place %j with a problem at %s', (place, path) => {
    const problems = problemsOf(project(place));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${path.replace(/[[\].]/g, '\\$&')}: `));
  });

  it('refuses a place on a node that is not a project', () => {
    expect(
      problemsOf({ source: 'wp', pages: [page({ project: { longitude: 1, latitude: 1, theme: 'action-area' } })] }),
    ).toEqual(['pages[0].project: only project nodes have a place (this node is of type "page")']);
  });
});
