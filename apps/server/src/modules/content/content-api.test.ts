import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMenuResponse, decodePageResponse } from '@zilt/contracts/api';
import { createPackageService } from './package-service.ts';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

describe.each(testDatabaseKinds)('content API on %s with the demo content', (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it.each([
    ['en', '/', 'home'],
    ['nl', '/', 'home'],
    ['en', 'about', 'about'],
    ['nl', 'over-ons', 'about'],
  ])('getPage answers %s %s with PascalCase fields and JSON text inside', async (lang, slug) => {
    const response = await get(`/api/wp/getPage?slug=${encodeURIComponent(slug)}&lang=${lang}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'JSONBreadcrumbs',
      'JSONBuildingBlocks',
      'JSONHeader',
      'LastUpdated',
      'Title',
    ]);
    expect(typeof body.JSONBuildingBlocks).toBe('string');
    const decoded = decodePageResponse(body);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      expect(decoded.value.title.length).toBeGreaterThan(0);
      expect(decoded.value.blocks.length).toBeGreaterThan(0);
    }
  });

  it('serves the English and Dutch not-found pages for slug=not-found', async () => {
    const en = decodePageResponse((await get('/api/wp/getPage?slug=not-found&lang=en')).json());
    const nl = decodePageResponse((await get('/api/wp/getPage?slug=not-found&lang=nl')).json());
    expect(en.ok && en.value.header.title).toBe('Page not found');
    expect(nl.ok && nl.value.header.title).toBe('Pagina niet gevonden');
  });

  it('answers an empty slug with the home page, as an empty path is the home page', async () => {
    for (const lang of ['en', 'nl']) {
      const empty = await get(`/api/wp/getPage?slug=&lang=${lang}`);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual((await get(`/api/wp/getPage?slug=%2F&lang=${lang}`)).json());
    }
  });

  it('answers an unknown slug with 404 and a JSON message', async () => {
    const response = await get('/api/wp/getPage?slug=no-such-page&lang=en');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('no-such-page');
  });

  it('names a missing parameter in a 400', async () => {
    const response = await get('/api/wp/getPage?lang=en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"slug"');
  });

  it('falls back to English for an unknown language', async () => {
    const unknown = await get('/api/wp/getPage?slug=about&lang=fr');
    const english = await get('/api/wp/getPage?slug=about&lang=en');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().Title).toBe(english.json().Title);
  });

  it.each(['en', 'nl'])('serves the three menus in %s, matching the route path in any case', async (lang) => {
    for (const path of ['getMain', 'getFooter', 'getCopyright']) {
      const exact = await get(`/api/wp/${path}?lang=${lang}`);
      const lower = await get(`/api/wp/${path.toLowerCase()}?lang=${lang}`);
      expect(exact.statusCode).toBe(200);
      expect(lower.body).toBe(exact.body);
      const menu = decodeMenuResponse(exact.json());
      expect(menu.ok && menu.value.length).toBeGreaterThan(0);
    }
    const main = decodeMenuResponse((await get(`/api/wp/getMain?lang=${lang}`)).json());
    expect(main.ok && main.value.some((item) => item.Children.length > 0 && item.CTAItem)).toBeTruthy();
  });

  it.each(['dp', 'sp'] as const)('serves the %s source from its own content under /api/%s/…', async (source) => {
    const imported = await createPackageService(test.database.db).importPackage({
      source,
      languages: [{ code: 'nl', name: 'Nederlands' }],
      pages: [
        {
          type: 'page',
          language: 'nl',
          slug: 'over-het-bureau',
          title: `Over het bureau (${source})`,
          header: { kind: 'default', title: 'Over het bureau' },
          lastUpdated: '2026-10-01T09:00:00Z',
        },
      ],
      menus: [
        { language: 'nl', location: 'footer', items: [{ Title: 'Privacy', Url: '/privacy', Weight: 1, Children: [] }] },
      ],
    });
    expect(imported.ok).toBe(true);
    expect((await get(`/api/${source}/getPage?slug=over-het-bureau&lang=nl`)).json().Title).toBe(
      `Over het bureau (${source})`,
    );
    expect((await get(`/api/wp/getPage?slug=over-het-bureau&lang=nl`)).statusCode).toBe(404);
    expect(decodeMenuResponse((await get(`/api/${source}/getFooter?lang=nl`)).json())).toMatchObject({
      ok: true,
      value: [{ Title: 'Privacy' }],
    });
    // The demo content already gives dp (the agency site) both languages; the import keeps Dutch among them.
    expect((await get(`/api/${source}/getAvailableLanguages`)).json()).toContainEqual({
      Code: 'nl',
      Name: 'Nederlands',
    });
  });

  it('answers an empty menu list for a source without menus', async () => {
    const response = await get('/api/dp/getMain?lang=en');
    // (the dp test above imports only a Dutch footer menu)
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ JSONMenu: '[]' });
  });

  it('lists the available languages', async () => {
    const response = await get('/api/wp/getAvailableLanguages');
    expect(response.json().map((language: { Code: string }) => language.Code)).toEqual(['en', 'nl']);
  });

  it.each(['en', 'nl'])(
    'serves the contact options in %s with the fields of a contact column and its socials',
    async (lang) => {
      const body = (await get(`/api/wp/getContactOptions?lang=${lang}`)).json();
      expect(Object.keys(body).sort()).toEqual(
        ['address', 'columnTitle', 'email', 'phoneNumber', 'primary', 'secondary', 'social'].sort(),
      );
      expect(body.columnTitle).toMatch(/secretaria/i);
      expect(body.email).toBe('secretariat@zilt-initiative.org');
      expect(body.primary).toEqual(
        expect.objectContaining({ url: `/${lang}/${lang === 'en' ? 'about' : 'over-ons'}` }),
      );
      expect(Object.keys(body.social).sort()).toEqual(
        [
          'facebookUrl',
          'instagramUrl',
          'linkedinUrl',
          'titleAboveSocials',
          'twitterUrl',
          'vimeoUrl',
          'youtubeUrl',
        ].sort(),
      );
      expect(body.social.linkedinUrl).toMatch(/^https:\/\//);
    },
  );

  it('answers contact options with every text empty for a language that has none', async () => {
    const body = (await get('/api/sp/getContactOptions?lang=en')).json();
    expect(body).toEqual(expect.objectContaining({ columnTitle: '', address: '', phoneNumber: '', email: '' }));
    expect(body.social.linkedinUrl).toBe('');
    expect(body).not.toHaveProperty('columns');
  });

  it('serves the team members', async () => {
    const members = (await get('/api/v1/teamMembers')).json();
    expect(members.length).toBeGreaterThanOrEqual(8);
    expect(members[0]).toEqual(
      expect.objectContaining({ Id: expect.any(String), Name: expect.any(String), Age: expect.any(Number) }),
    );
  });

  it('serves the translations in English and Dutch, with the not-found title in both', async () => {
    const resources = (await get('/wp/translations.json')).json();
    expect(resources.en.common.notFound.title).toBe('Page not found');
    expect(resources.nl.common.notFound.title).toBe('Pagina niet gevonden');
    const sharepoint = await get('/api/v1/sharepoint/translations.json');
    expect(sharepoint.statusCode).toBe(200);
  });

  it('serves the icon sprite with the 15 named and 17 goal icons', async () => {
    const response = await get('/images/sprite.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    const named = [
      'arrow',
      'building',
      'civil',
      'facebook',
      'government',
      'graduation-cap',
      'heart-handshake',
      'instagram',
      'knowledge',
      'landmark',
      'linkedin',
      'private',
      'twitter',
      'vimeo',
      'youtube',
    ];
    const goals = Array.from({ length: 17 }, (_, index) => `goal-${String(index + 1).padStart(2, '0')}`);
    for (const id of [...named, ...goals]) expect(response.body).toContain(`id="${id}"`);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/wp/getPage'].get.parameters.map((parameter: { name: string }) => parameter.name),
    ).toEqual(expect.arrayContaining(['slug', 'lang']));
    expect(document.paths['/api/v1/content/import']).toBeDefined();
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('reports readiness when the database answers', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ok' });
  });
});
