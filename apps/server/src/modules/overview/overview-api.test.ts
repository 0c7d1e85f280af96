import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPackageInput, PageNodeInput } from '@zilt/contracts/content-package';
import { overviewItemsResponseSchema } from '@zilt/contracts/overview';
import { encodeFilterValues, overviewQueryOf, type OverviewQueryEntry } from '@zilt/contracts/overview-rules';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createPackageService } from '../content/package-service.ts';

const day = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();

function node(
  type: PageNodeInput['type'],
  language: 'en' | 'nl',
  slug: string,
  title: string,
  extra: Partial<PageNodeInput> & { date?: string; location?: { name: string; postcode: string } } = {},
): PageNodeInput {
  const { date, location, ...rest } = extra;
  return {
    type,
    language,
    slug,
    title,
    header: {
      kind: 'detail',
      title,
      pageIntro: `Intro of ${title}`,
      ...(date ? { date } : {}),
      ...(location ? { location } : {}),
    },
    lastUpdated: '2026-01-01T00:00:00Z',
    ...rest,
  };
}

const soilAndWater = { Id: 'th-soil-water', Name: 'Soil & water', Vocabulary: 'theme' } as const;
const saltSea = { Id: 'th-salt-sea', Name: 'Salt, sea', Vocabulary: 'theme' } as const;
const crops = { Id: 'fa-crops', Name: 'Crops', Vocabulary: 'focus-area' } as const;

/** Eight English news items, dated one day apart (news-1 newest), two Dutch ones, events and team pages. */
const testPackage: ContentPackageInput = {
  source: 'wp',
  pages: [
    ...Array.from({ length: 8 }, (_, index) =>
      node('news', 'en', `news/news-${index + 1}`, `News ${index + 1}`, {
        date: daysFromNow(-(index + 1)),
        taxonomyTerms: index % 2 === 0 ? [soilAndWater, crops] : [saltSea],
      }),
    ),
    node('news', 'nl', 'nieuws/aardappelen', 'Zouttolerante aardappelen op de proeftuin', {
      date: daysFromNow(-3),
      blocks: [{ kind: 'textBlock', body: '<p>De aardappelen groeiden goed op zilte grond &amp; klei.</p>' }],
    }),
    node('news', 'nl', 'nieuws/dijk', 'Nieuwe dijk', { date: daysFromNow(-4) }),
    node('event', 'en', 'events/amsterdam-soon', 'Workshop in Amsterdam', {
      date: daysFromNow(10),
      location: { name: 'Amsterdam centre', postcode: '1012 AB' },
    }),
    node('event', 'en', 'events/maastricht-soon', 'Field day near Maastricht', {
      date: daysFromNow(5),
      location: { name: 'Maastricht', postcode: '6211AA' },
    }),
    node('event', 'en', 'events/amsterdam-past', 'Last year in Amsterdam', {
      date: daysFromNow(-30),
      location: { name: 'Amsterdam', postcode: '1013AA' },
    }),
    node('event', 'en', 'events/online', 'Online seminar', { date: daysFromNow(20) }),
    node('team-member', 'en', 'team/ann', 'Ann Example'),
    node('team-member', 'en', 'team/bob', 'Bob Example'),
    node('page', 'en', 'about', 'About <the> initiative', {
      header: { kind: 'default', title: 'About', intro: 'Quinoa & sea aster on saline soils' },
    }),
  ],
};

describe.each(testDatabaseKinds)('GetOverviewItems and taxonomies on %s', (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(kind);
    const result = await createPackageService(test.database.db).importPackage(testPackage);
    if (!result.ok) throw new Error(result.problems.join('\n'));
  });
  afterAll(async () => {
    await test?.close();
  });

  const put = (query: unknown, lang = 'en', source = 'wp') =>
    test.app.inject({ method: 'PUT', url: `/api/${source}/GetOverviewItems?lang=${lang}`, payload: { query } });
  /** The list an address asks for, through the same query the web app sends. */
  const listFor = async (address: string, overviewKind: Parameters<typeof overviewQueryOf>[1], lang = 'en') => {
    const response = await put(overviewQueryOf(new URLSearchParams(address), overviewKind), lang);
    expect(response.statusCode).toBe(200);
    return overviewItemsResponseSchema.parse(response.json());
  };
  const titles = (list: { Items: { Title: string }[] }) => list.Items.map((item) => item.Title);

  it('answers page 0 of 6 items by default, newest news first, with the fields of the contract', async () => {
    const response = await put([{ key: 'kind', value: ['news'] }]);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(Object.keys(list).sort()).toEqual(['Items', 'NumPages', 'PageIndex', 'PageSize', 'TotalCount']);
    expect(list).toMatchObject({ PageIndex: 0, PageSize: 6, TotalCount: 8, NumPages: 2 });
    expect(titles(list)).toEqual(['News 1', 'News 2', 'News 3', 'News 4', 'News 5', 'News 6']);
    const [first] = list.Items;
    expect(Object.keys(first).sort()).toEqual([
      'Id',
      'JSONBuildingBlocks',
      'JSONHeader',
      'TaxonomyTerms',
      'Title',
      'UrlFull',
    ]);
    expect(first.UrlFull).toBe('/en/news/news-1');
    expect(first.TaxonomyTerms).toEqual([{ Name: 'Soil & water' }, { Name: 'Crops' }]);
    expect(JSON.parse(first.JSONHeader)).toMatchObject({ kind: 'detail', pageIntro: 'Intro of News 1' });
    expect(JSON.parse(first.JSONBuildingBlocks)).toEqual([]);
  });

  it('pages with page and page_size, and answers an empty page past the end', async () => {
    const second = await listFor('page=1', 'news');
    expect(titles(second)).toEqual(['News 7', 'News 8']);
    const small = await listFor('page=2&pageSize=3', 'news');
    expect(small).toMatchObject({ PageIndex: 2, PageSize: 3, NumPages: 3 });
    expect(titles(small)).toEqual(['News 7', 'News 8']);
    const past = await listFor('page=40', 'news');
    expect(past).toMatchObject({ Items: [], PageIndex: 40, TotalCount: 8, NumPages: 2 });
  });

  it('ignores a page size that is empty or not numeric', async () => {
    for (const size of ['', 'six', '4x']) {
      const list = overviewItemsResponseSchema.parse(
        (
          await put([
            { key: 'kind', value: ['news'] },
            { key: 'page_size', value: [size] },
          ])
        ).json(),
      );
      expect(list.PageSize).toBe(6);
    }
  });

  it('filters on a vocabulary ignoring case and surrounding spaces', async () => {
    const response = await put([
      { key: 'kind', value: ['news'] },
      { key: 'Theme', value: ['  soil & WATER '] },
    ]);
    expect(titles(response.json())).toEqual(['News 1', 'News 3', 'News 5', 'News 7']);
  });

  it('reads & and , inside filter values from their address encoding !< and >!', async () => {
    const address = `theme=${encodeURIComponent(encodeFilterValues(['Salt, sea']))}`;
    expect(address).toBe('theme=Salt%3E!%20sea');
    expect(titles(await listFor(address, 'news'))).toEqual(['News 2', 'News 4', 'News 6', 'News 8']);
    const both = `theme=${encodeURIComponent(encodeFilterValues(['Soil & water', 'Salt, sea']))}`;
    expect((await listFor(both, 'news')).TotalCount).toBe(8);
  });

  it('matches any chosen value of one filter and every filter given', async () => {
    expect((await listFor('theme=Salt>!%20sea&focus-area=Crops', 'news')).TotalCount).toBe(0);
    expect(titles(await listFor('theme=Soil%20!<%20water&focus-area=crops', 'news'))).toHaveLength(4);
  });

  it('ignores address parameters that are neither a filter nor a control', async () => {
    expect((await listFor('utm_source=mail&foo=bar', 'news')).TotalCount).toBe(8);
  });

  it('lists the kind asked for, in the language asked for', async () => {
    expect(titles(await listFor('', 'team-member'))).toEqual(['Ann Example', 'Bob Example']);
    expect(titles(await listFor('', 'news', 'nl'))).toEqual([
      'Zouttolerante aardappelen op de proeftuin',
      'Nieuwe dijk',
    ]);
    expect((await listFor('', 'event')).TotalCount).toBe(4);
  });

  it('lists upcoming events first, soonest first, then past events', async () => {
    expect(titles(await listFor('', 'event'))).toEqual([
      'Field day near Maastricht',
      'Workshop in Amsterdam',
      'Online seminar',
      'Last year in Amsterdam',
    ]);
  });

  it('keeps events within the distance of a postcode: Amsterdam in, Maastricht out', async () => {
    const near = await listFor('postcode=1012AB&maxDistanceKm=10', 'event');
    expect(titles(near)).toEqual(['Workshop in Amsterdam', 'Last year in Amsterdam']);
    expect(titles(await listFor('postcode=1012%20ab', 'event'))).toEqual(titles(near));
    // The four digits alone name the area as well.
    expect(titles(await listFor('postcode=1012&maxDistanceKm=10', 'event'))).toEqual(titles(near));
    const far = await listFor('postcode=1012AB&maxDistanceKm=250', 'event');
    expect(titles(far)).toContain('Field day near Maastricht');
  });

  it.each([
    [
      [
        { key: 'kind', value: ['news'] },
        { key: 'postcode', value: ['9999ZZ'] },
        { key: 'kind', value: ['event'] },
      ],
      null,
    ],
    [
      [
        { key: 'kind', value: ['event'] },
        { key: 'postcode', value: ['1000AA'] },
      ],
      'postcode: unknown postcode "1000AA"',
    ],
    [
      [
        { key: 'kind', value: ['event'] },
        { key: 'postcode', value: ['Amsterdam'] },
      ],
      'postcode: "Amsterdam" is not a Dutch postcode',
    ],
    [
      [
        { key: 'kind', value: ['event'] },
        { key: 'postcode', value: ['1012 1B'] },
      ],
      'postcode: "1012 1B" is not a Dutch postcode',
    ],
    [
      [
        { key: 'kind', value: ['event'] },
        { key: 'postcode', value: ['0123'] },
      ],
      'postcode: "0123" is not a Dutch postcode',
    ],
    [
      [
        { key: 'kind', value: ['event'] },
        { key: 'postcode', value: ['1012AB'] },
        { key: 'maxDistanceKm', value: ['far'] },
      ],
      'maxDistanceKm: expected a number',
    ],
    [[{ key: 'kind', value: ['blog'] }], 'query[0].value: unknown kind "blog"'],
    [[{ key: 'page', value: ['0'] }], 'query: an entry with key "kind" is required'],
  ] as [OverviewQueryEntry[], string | null][])(
    'answers a bad query with 400 naming the field (%#)',
    async (query, problem) => {
      const response = await put(query);
      if (problem === null) {
        expect(response.statusCode).toBe(200);
        return;
      }
      expect(response.statusCode).toBe(400);
      expect(response.json().problems[0]).toContain(problem);
    },
  );

  it.each([
    [{ query: 'kind=news' }, 'query'],
    [{ query: [{ key: 'kind', value: 'news' }] }, 'query[0].value'],
    [{ query: [{ key: 'kind', value: ['news\u0000'] }] }, 'query[0].value[0]'],
    [{ query: [{ key: '', value: [] }] }, 'query[0].key'],
    [{ query: [{ key: 'kind', value: ['x'.repeat(301)] }] }, 'query[0].value[0]'],
    [{ query: Array.from({ length: 61 }, () => ({ key: 'a', value: [] })) }, 'query'],
    [{}, 'query'],
  ])('answers a malformed body with 400 naming the field (%#)', async (payload, field) => {
    const response = await test.app.inject({ method: 'PUT', url: '/api/wp/GetOverviewItems?lang=en', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`"${field}"`);
  });

  it('never answers a body with a server error', async () => {
    const text = fc.oneof(
      fc.constantFrom(
        'kind',
        'page',
        'page_size',
        'theme',
        'postcode',
        'maxDistanceKm',
        'searchQuery',
        'news',
        'event',
        'search',
      ),
      fc.string({ maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    const entry = fc.oneof(fc.record({ key: text, value: fc.array(text, { maxLength: 3 }) }), fc.anything());
    const body = fc.oneof(fc.record({ query: fc.array(entry, { maxLength: 6 }) }), fc.anything());
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('wp', 'dp', 'sp'), async (payload, source) => {
        const response = await test.app.inject({
          method: 'PUT',
          url: `/api/${source}/GetOverviewItems?lang=en`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('offers the filters of a kind: each vocabulary with its term names', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/taxonomies/?overviewItemsCacheKeyName=news&lang=en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { OptionName: 'focus-area', OptionValues: ['Crops'] },
      { OptionName: 'theme', OptionValues: ['Salt, sea', 'Soil & water'] },
    ]);
  });

  it('adds postcode and maxDistanceKm from the address to the filters of events', async () => {
    const given = await test.app.inject({
      method: 'GET',
      url: '/api/taxonomies/?overviewItemsCacheKeyName=event&lang=en&postcode=1012AB&maxDistanceKm=10',
    });
    expect(given.json()).toEqual([
      { OptionName: 'postcode', OptionValues: ['1012AB'] },
      { OptionName: 'maxDistanceKm', OptionValues: ['10'] },
    ]);
    const absent = await test.app.inject({ method: 'GET', url: '/api/taxonomies/?overviewItemsCacheKeyName=event' });
    expect(absent.json()).toEqual([
      { OptionName: 'postcode', OptionValues: [] },
      { OptionName: 'maxDistanceKm', OptionValues: [] },
    ]);
  });

  it('answers an unknown overview kind of the taxonomies with 400 naming the parameter', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/taxonomies/?overviewItemsCacheKeyName=blog' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('overviewItemsCacheKeyName');
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/wp/GetOverviewItems'].put).toBeDefined();
    expect(document.paths['/api/taxonomies/'].get).toBeDefined();
  });
});
