import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewItemsResponseSchema } from '@zilt/contracts/overview';
import { overviewQueryOf } from '@zilt/contracts/overview-rules';
import { taxonomyVocabularySchema, unlistedTemplates } from '@zilt/contracts/page';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { searchQueryText, snippetHtml, snippetMarkEnd, snippetMarkStart } from './search-terms.ts';

describe('search words', () => {
  it('requires every word and lets the last one be the start of a word', () => {
    expect(searchQueryText('salt tol')).toBe('salt & tol:*');
    expect(searchQueryText('  ')).toBeNull();
  });

  it('lets no operator through: only letters and digits reach the query', () => {
    expect(searchQueryText("salt | !water & (sea) <-> 'x':*")).toBe('salt & water & sea & x:*');
    expect(searchQueryText('zoutgehalte in één')).toBe('zoutgehalte & in & één:*');
  });

  it('escapes the passage and marks the matched words', () => {
    expect(snippetHtml(`a <b> & ${snippetMarkStart}salt${snippetMarkEnd} "x"`)).toBe(
      'a &lt;b&gt; &amp; <mark>salt</mark> &quot;x&quot;',
    );
  });
});

describe.each(testDatabaseKinds)('site search through GetOverviewItems on %s with the demo content', (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const search = async (words: string, lang: 'en' | 'nl', extra = '') => {
    const params = new URLSearchParams(extra);
    params.set('searchQuery', words);
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/wp/GetOverviewItems?lang=${lang}`,
      payload: { query: overviewQueryOf(params, 'search') },
    });
    expect(response.statusCode).toBe(200);
    return overviewItemsResponseSchema.parse(response.json());
  };

  it.each([
    ['en', 'salt tolerant potatoes', 'potato'],
    ['nl', 'aardappel', 'aardappel'],
    ['nl', 'zouttolerante aardappelen', 'aardappel'],
  ] as const)('finds %s pages by their words in another inflection (%s)', async (lang, words, stem) => {
    const found = await search(words, lang);
    expect(found.TotalCount).toBeGreaterThan(0);
    expect(found.Items.every((item) => item.UrlFull.startsWith(`/${lang}/`))).toBe(true);
    expect(found.Items.some((item) => `${item.Title} ${item.Snippet}`.toLowerCase().includes(stem))).toBe(true);
  });

  it('marks the matched words in an escaped passage of each hit', async () => {
    const found = await search('sea aster', 'en');
    expect(found.Items.filter((item) => /<mark>[^<]+<\/mark>/.test(item.Snippet ?? '')).length).toBeGreaterThan(0);
    for (const item of found.Items) {
      expect(item.Snippet?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('matches the last word as the start of a longer word', async () => {
    const whole = await search('seepage', 'en');
    const start = await search('seepa', 'en');
    expect(start.TotalCount).toBe(whole.TotalCount);
    expect(start.TotalCount).toBeGreaterThan(0);
  });

  it('searches news, events, projects and team-member pages as well as pages', async () => {
    const urls = (await search('zeeland', 'en', 'pageSize=50')).Items.map((item) => item.UrlFull);
    expect(urls.some((url) => url.startsWith('/en/news/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/en/events/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/en/projecten/'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/en/team/'))).toBe(true);
  });

  // Named queries a visitor would type, each naming a real demo page by its title or a phrase
  // from it: the page is among the first three hits.
  it.each([
    ['en', 'saline farming', '/en/saline-farming'],
    ['en', 'water management', '/en/water-management'],
    ['en', 'field labs', '/en/field-labs'],
    ['en', 'cookie policy', '/en/cookie-policy'],
    ['en', 'Marieke de Vries', '/en/team/marieke-de-vries'],
    ['en', 'salt-tolerant potatoes in Zeeland', '/en/projecten/salt-tolerant-potatoes-zeeland'],
    ['en', 'drip irrigation manual', '/en/news/drip-irrigation-manual'],
    ['en', 'salinity map for the northern Nile Delta', '/en/news/salt-map-nile'],
    ['en', 'salt is moving inland', '/en/'],
    ['en', 'hackathon on open salinity data', '/en/events/utrecht-data-hackathon'],
    ['nl', 'zilte landbouw', '/nl/zilte-landbouw'],
    ['nl', 'waterbeheer', '/nl/waterbeheer'],
    ['nl', 'proeftuinen', '/nl/proeftuinen'],
    ['nl', 'cookiebeleid', '/nl/cookiebeleid'],
    ['nl', 'Jelle Hoekstra', '/nl/team/jelle-hoekstra'],
    ['nl', 'zouttolerante aardappelen in Zeeland', '/nl/projecten/zouttolerante-aardappelen-zeeland'],
    ['nl', 'handleiding druppelirrigatie', '/nl/nieuws/handleiding-druppelirrigatie'],
    ['nl', 'zoutkaart voor de noordelijke Nijldelta', '/nl/nieuws/zoutkaart-nijldelta'],
    ['nl', 'masterclass waterbestuur', '/nl/evenementen/masterclass-maastricht-2026'],
    ['nl', 'zout trekt landinwaarts', '/nl/'],
  ] as const)('ranks the named page in the top 3: %s "%s" finds %s', async (lang, words, url) => {
    const found = await search(words, lang);
    expect(found.Items.slice(0, 3).map((item) => item.UrlFull)).toContain(url);
  });

  it('puts the page whose title is the words typed first, before pages that only mention them', async () => {
    expect((await search('saline farming', 'en')).Items[0]?.UrlFull).toBe('/en/saline-farming');
    expect((await search('Zilte Landbouw', 'nl')).Items[0]?.UrlFull).toBe('/nl/zilte-landbouw');
  });

  it('says what each hit is and filters the hits by type', async () => {
    const all = await search('zeeland', 'en', 'pageSize=50');
    expect(new Set(all.Items.map((item) => item.NodeType))).toEqual(
      new Set(['page', 'news', 'event', 'project', 'team-member']),
    );
    for (const type of ['page', 'news', 'event', 'project', 'team-member'] as const) {
      const only = await search('zeeland', 'en', `pageSize=50&type=${type}`);
      expect(only.TotalCount).toBeGreaterThan(0);
      expect(only.Items.every((item) => item.NodeType === type)).toBe(true);
      expect(only.TotalCount).toBe(all.Items.filter((item) => item.NodeType === type).length);
    }
  });

  it('answers an unknown type with a 400 naming it', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/wp/GetOverviewItems?lang=en',
      payload: { query: overviewQueryOf(new URLSearchParams('searchQuery=salt&type=recipe'), 'search') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('type');
    expect(response.body).toContain('recipe');
  });

  it('never finds the search page itself', async () => {
    for (const [lang, words] of [
      ['en', 'search tips'],
      ['nl', 'zoektips'],
    ] as const) {
      const found = await search(words, lang, 'pageSize=50');
      expect(found.Items.map((item) => item.UrlFull)).not.toContain(`/${lang}/searchPage`);
    }
  });

  it('pages the hits like every overview and counts all of them', async () => {
    const all = await search('salt', 'en', 'pageSize=50');
    expect(all.TotalCount).toBeGreaterThan(6);
    const first = await search('salt', 'en');
    const second = await search('salt', 'en', 'page=1');
    expect(first.Items).toHaveLength(6);
    expect(first.NumPages).toBe(Math.ceil(all.TotalCount / 6));
    expect([...first.Items, ...second.Items].map((item) => item.Id)).toEqual(
      all.Items.slice(0, first.Items.length + second.Items.length).map((item) => item.Id),
    );
  });

  it.each([
    ['en', 'salt'],
    ['en', 'water'],
    ['en', 'saline farming'],
    ['nl', 'zout'],
    ['nl', 'water'],
  ] as const)(
    'orders the hits page by page exactly as when all of them are ranked at once (%s "%s")',
    async (lang, words) => {
      // Pages of 50 and of 6 end at different hits, so each ranks a different set of candidates
      // on the whole document: the order must be the same.
      const pages = async (size: number, count: number) => {
        const ids = [];
        let total = 0;
        for (let page = 0; page < count; page += 1) {
          const found = await search(words, lang, `pageSize=${size}&page=${page}`);
          total = found.TotalCount;
          ids.push(...found.Items.map((item) => item.Id));
        }
        return { ids, total };
      };
      const large = await pages(50, 2);
      const small = await pages(6, 10);
      expect(large.total).toBeGreaterThan(6);
      expect(small.total).toBe(large.total);
      expect(small.ids).toHaveLength(Math.min(60, large.total));
      expect(small.ids).toEqual(large.ids.slice(0, small.ids.length));
    },
  );

  it('finds nothing for words no page holds or for no words, and never the not-found page', async () => {
    expect((await search('xylophone quasar', 'en')).TotalCount).toBe(0);
    expect((await search('  ', 'en')).TotalCount).toBe(0);
    const found = await search('page not found', 'en', 'pageSize=50');
    expect(found.Items.map((item) => item.UrlFull)).not.toContain('/en/not-found');
  });

  it('never finds a page that search engines are asked not to index', async () => {
    // The demo's components showcase (/en/components) is such a page.
    expect(unlistedTemplates).toContain('components-showcase');
    // Words of the showcase's own text, and a word every page holds.
    for (const words of ['realistic content editors', 'block']) {
      const found = await search(words, 'en', 'pageSize=50');
      expect(found.Items.map((item) => item.UrlFull)).not.toContain('/en/components');
    }
  });

  it.each(['en', 'nl'] as const)(
    'gives the %s overviews work: 30 news items, 20 events past and future across the country, terms of every vocabulary',
    async (lang) => {
      const list = async (kind: 'news' | 'event') => {
        const response = await test.app.inject({
          method: 'PUT',
          url: `/api/wp/GetOverviewItems?lang=${lang}`,
          payload: { query: overviewQueryOf(new URLSearchParams('pageSize=100'), kind) },
        });
        return overviewItemsResponseSchema.parse(response.json());
      };
      const [news, events] = await Promise.all([list('news'), list('event')]);
      expect(news.TotalCount).toBeGreaterThanOrEqual(30);
      expect(events.TotalCount).toBeGreaterThanOrEqual(20);
      const headers = events.Items.map(
        (item) => JSON.parse(item.JSONHeader) as { date: string; location?: { postcode: string } },
      );
      const now = Date.now();
      expect(headers.some((header) => Date.parse(header.date) < now)).toBe(true);
      expect(headers.some((header) => Date.parse(header.date) > now)).toBe(true);
      // Postcode regions (the first digit) from the north to the south of the country.
      expect(new Set(headers.map((header) => header.location?.postcode[0])).size).toBeGreaterThanOrEqual(5);
      for (const kind of ['news', 'event'] as const) {
        const response = await test.app.inject({
          method: 'GET',
          url: `/api/taxonomies/?overviewItemsCacheKeyName=${kind}&lang=${lang}`,
        });
        const names = response.json<{ OptionName: string }[]>().map((option) => option.OptionName);
        expect(names).toEqual(expect.arrayContaining([...taxonomyVocabularySchema.options]));
      }
    },
  );
});
