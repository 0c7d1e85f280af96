import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/token-service.ts';
import { createTestApp, createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { sitemapSchemaErrors } from './sitemap-schemas.ts';

const siteUrl = 'https://www.zilt.example';

/** The `<loc>` addresses of a sitemap or index. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/** One `<url>` element of a sitemap file by its address. */
function urlElement(xml: string, loc: string): string | undefined {
  return [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)]
    .map((match) => match[0])
    .find((url) => url.includes(`<loc>${loc}</loc>`));
}

describe.each(testDatabaseKinds)('robots.txt, sitemaps, manifest and security.txt on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, {
      SITE_URL: siteUrl,
      SECURITY_CONTACT: 'mailto:security@zilt.example',
    });
    token = await createTokenService(test.database.db).create('seo-editor', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it('robots.txt allows the site, keeps crawlers out of /dev, /studio, the API and previews, and names the sitemap', async () => {
    const response = await get('/robots.txt', { host: 'internal:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dev/',
        'Disallow: /studio/',
        'Disallow: /api/',
        'Allow: /api/wp/get',
        'Disallow: /spa/drupal/*/node-preview/',
        // SITE_URL, not the host the request named (a proxy's internal one).
        `Sitemap: ${siteUrl}/sitemap.xml`,
      ]),
    );
  });

  it('the sitemap index lists one file per source and language, valid against siteindex.xsd', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(await sitemapSchemaErrors(response.body, 'index')).toEqual([]);
    expect(locations(response.body)).toEqual([
      `${siteUrl}/sitemaps/wp-en-1.xml`,
      `${siteUrl}/sitemaps/wp-nl-1.xml`,
      `${siteUrl}/sitemaps/dp-en-1.xml`,
      `${siteUrl}/sitemaps/dp-nl-1.xml`,
    ]);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  it('every published, indexable page is in its file once, with lastmod and alternates; not-found is not', async () => {
    for (const file of ['wp-en-1', 'wp-nl-1', 'dp-en-1', 'dp-nl-1']) {
      const response = await get(`/sitemaps/${file}.xml`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await sitemapSchemaErrors(response.body, 'urlset')).toEqual([]);
      const locs = locations(response.body);
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs.some((loc) => loc.endsWith('/not-found'))).toBe(false);
    }
    const english = (await get('/sitemaps/wp-en-1.xml')).body;
    const dutch = (await get('/sitemaps/wp-nl-1.xml')).body;
    const about = urlElement(english, `${siteUrl}/en/about`);
    expect(about).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/about"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${siteUrl}/nl/over-ons"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/en/about"/>`);
    expect(urlElement(dutch, `${siteUrl}/nl/over-ons`)).toContain(`hreflang="en" href="${siteUrl}/en/about"`);
    expect(locations(english)).toContain(`${siteUrl}/en/`);
    expect(locations(english)).toContain(`${siteUrl}/en/news/first-sea-aster-harvest`);
    // The agency site's pages under their own addresses.
    expect(locations((await get('/sitemaps/dp-en-1.xml')).body)).toContain(`${siteUrl}/spa/drupal/en/approach`);
    // Every published English content page is there: the count matches the store.
    // Every published English content page but the not-found page and the editors' showcase.
    const published = await test.database.db.execute(
      sql`select count(*)::int as pages from nodes join node_revisions r on r.id = nodes.published_revision_id
          where source = 'wp' and language = 'en' and lower(slug) <> 'not-found' and r.template <> 'components-showcase'`,
    );
    const rows =
      (published as unknown as { rows?: { pages: number }[] }).rows ?? (published as unknown as { pages: number }[]);
    expect(locations(english)).toHaveLength(Number(rows[0]!.pages));
  });

  it('drafts are never listed; a page published through the API appears, and leaves when unpublished', async () => {
    const page = (slug: string, status: 'draft' | 'published') => ({
      type: 'page',
      language: 'en',
      slug,
      title: `Sitemap test ${slug}`,
      header: { kind: 'default', title: `Sitemap test ${slug}` },
      lastUpdated: '2026-11-20T10:00:00.000Z',
      status,
    });
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { source: 'wp', pages: [page('sitemap-draft', 'draft')] },
    });
    expect(imported.statusCode).toBe(200);
    expect(locations((await get('/sitemaps/wp-en-1.xml')).body)).not.toContain(`${siteUrl}/en/sitemap-draft`);

    await test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { source: 'wp', pages: [page('sitemap-new', 'published')] },
    });
    const withNew = (await get('/sitemaps/wp-en-1.xml')).body;
    expect(urlElement(withNew, `${siteUrl}/en/sitemap-new`)).toContain('<lastmod>2026-11-20T10:00:00Z</lastmod>');

    // Unpublished (no published revision any more); the next content change drops the kept sitemaps.
    await test.database.db.execute(sql`update nodes set published_revision_id = null where slug = 'sitemap-new'`);
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { source: 'wp', pages: [page('sitemap-draft', 'draft')] },
    });
    expect(locations((await get('/sitemaps/wp-en-1.xml')).body)).not.toContain(`${siteUrl}/en/sitemap-new`);
  });

  it('refuses unknown sitemap files naming the field, and parts past the last', async () => {
    const bad = await get('/sitemaps/xx-en-1.xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/file/);
    const past = await get('/sitemaps/wp-en-2.xml');
    expect(past.statusCode).toBe(404);
  });

  it('the web app manifest names the site, the design colours, icons and a start page per language', async () => {
    const english = await get('/manifest.webmanifest');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(english.json()).toMatchObject({
      name: 'Zilt',
      short_name: 'Zilt',
      start_url: '/en/',
      theme_color: '#0E2A47',
      background_color: '#F6F1E7',
      display: 'standalone',
    });
    expect(english.json().icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    expect((await get('/manifest.webmanifest?lang=nl')).json()).toMatchObject({ start_url: '/nl/', lang: 'nl' });
    const bad = await get('/manifest.webmanifest?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/lang/);
  });

  it('security.txt names the configured contact, an expiry and its canonical address', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Contact: mailto:security@zilt.example');
    expect(response.body).toMatch(/^Expires: \d{4}-\d\d-\d\dT00:00:00Z$/m);
    expect(response.body).toContain(`Canonical: ${siteUrl}/.well-known/security.txt`);
    const expires = new Date(/^Expires: (.+)$/m.exec(response.body)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
  });

  it('describes the site files in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json();
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/{file}',
      '/manifest.webmanifest',
      '/.well-known/security.txt',
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
  });
});

describe.each(testDatabaseKinds)('sitemaps of a store past 50,000 pages on %s', (kind) => {
  let test: TestApp;
  const pages = 50_003;

  beforeAll(async () => {
    test = await createTestApp(kind, { SITE_URL: siteUrl });
    const db = test.database.db;
    // A generated store: 50,003 published English pages, bypassing the overview trigger (not under test).
    await db.execute(sql`alter table nodes disable trigger nodes_overview_entry`);
    await db.execute(sql`
      insert into nodes (source, language, slug, node_type)
      select 'wp', 'en', 'generated/page-' || n, 'page' from generate_series(1, ${pages}) as n`);
    await db.execute(sql`
      insert into node_revisions (id, node_id, status, content_hash, title, template, page_kind, header, breadcrumbs, blocks, taxonomy_terms, last_updated)
      select 'rev-' || id, id, 'published', 'hash', 'Page ' || id, 'none', 'other',
             jsonb_build_object('kind', 'default', 'title', 'Page ' || id), '[]'::jsonb, '[]'::jsonb, '[]'::jsonb,
             timestamptz '2026-01-01T00:00:00Z' + (id || ' minutes')::interval
      from nodes`);
    await db.execute(sql`update nodes set published_revision_id = 'rev-' || id`);
    await db.execute(sql`alter table nodes enable trigger nodes_overview_entry`);
  }, 300_000);
  afterAll(async () => {
    await test?.close();
  });

  it('splits the addresses into files of at most 50,000, each valid, every page once', async () => {
    const index = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locations(index.body)).toEqual([`${siteUrl}/sitemaps/wp-en-1.xml`, `${siteUrl}/sitemaps/wp-en-2.xml`]);
    const first = (await test.app.inject({ method: 'GET', url: '/sitemaps/wp-en-1.xml' })).body;
    const second = (await test.app.inject({ method: 'GET', url: '/sitemaps/wp-en-2.xml' })).body;
    const all = [...locations(first), ...locations(second)];
    expect(locations(first)).toHaveLength(50_000);
    expect(locations(second)).toHaveLength(3);
    expect(new Set(all).size).toBe(pages);
    expect(await sitemapSchemaErrors(second, 'urlset')).toEqual([]);
    expect(await sitemapSchemaErrors(first, 'urlset')).toEqual([]);
    expect((await test.app.inject({ method: 'GET', url: '/sitemaps/wp-en-3.xml' })).statusCode).toBe(404);
  }, 120_000);
});
