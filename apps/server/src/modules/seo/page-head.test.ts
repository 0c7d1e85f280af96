import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

// The head of rendered pages as a crawler and a social network read it (serves the built web
// app: `npm run build` first).

const siteUrl = 'https://www.zilt.example';

/** The attributes of every `<tag …>` in the HTML's head. */
function headTags(html: string, tag: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((attribute) => [
        attribute[1]!.toLowerCase(),
        attribute[2]!.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

function canonicalOf(html: string): string | undefined {
  return headTags(html, 'link').find((link) => link['rel'] === 'canonical')?.['href'];
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    headTags(html, 'link')
      .filter((link) => link['rel'] === 'alternate' && link['hreflang'])
      .map((link) => [link['hreflang']!, link['href']!]),
  );
}

function metaOf(html: string, key: string): string | undefined {
  return headTags(html, 'meta').find((meta) => meta['property'] === key || meta['name'] === key)?.['content'];
}

/** Every JSON-LD block of the page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe.each(testDatabaseKinds)('head tags and structured data of rendered pages on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, { SITE_URL: siteUrl }, { serveWeb: true });
  });
  afterAll(async () => {
    await test?.close();
  });

  const page = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url, headers: { host: 'internal.proxy:3000' } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it('an English page, its Dutch counterpart and its /wp/ address name one canonical address and both languages', async () => {
    const expected = { en: `${siteUrl}/en/about`, nl: `${siteUrl}/nl/over-ons`, 'x-default': `${siteUrl}/en/about` };
    const english = await page('/en/about');
    expect(canonicalOf(english)).toBe(`${siteUrl}/en/about`);
    expect(alternatesOf(english)).toEqual(expected);
    const dutch = await page('/nl/over-ons');
    expect(canonicalOf(dutch)).toBe(`${siteUrl}/nl/over-ons`);
    expect(alternatesOf(dutch)).toEqual(expected);
    const wp = await page('/wp/en/about');
    expect(canonicalOf(wp)).toBe(`${siteUrl}/en/about`);
    expect(alternatesOf(wp)).toEqual(expected);
    // The bare address of the home page names the English home page.
    expect(canonicalOf(await page('/'))).toBe(`${siteUrl}/en/`);
    // A list's later page is its own canonical address; its filters are not.
    expect(canonicalOf(await page('/en/news?page=2&theme=x'))).toBe(`${siteUrl}/en/news?page=2`);
  });

  it('gives social networks title, description, type, locales, site name and a 1200 × 630 image with its alt text', async () => {
    const html = await page('/en/about');
    expect(metaOf(html, 'og:title')).toBe('About Zilt');
    expect(metaOf(html, 'og:description')).toMatch(/saline agriculture/);
    expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:site_name')).toBe('Zilt');
    expect(metaOf(html, 'og:locale')).toBe('en_GB');
    expect(metaOf(html, 'og:locale:alternate')).toBe('nl_NL');
    expect(metaOf(html, 'og:image:alt')).toMatch(/dyke/i);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const imageUrl = metaOf(html, 'og:image')!;
    expect(imageUrl.startsWith(`${siteUrl}/images/r/1200x630/jpeg/`)).toBe(true);
    expect(metaOf(html, 'twitter:image')).toBe(imageUrl);
    const image = await test.app.inject({ method: 'GET', url: imageUrl.slice(siteUrl.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const size = await sharp(image.rawPayload).metadata();
    expect({ format: size.format, width: size.width, height: size.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it("the agency site's own pages describe themselves to search engines and social networks", async () => {
    for (const address of ['/spa', '/spa/about-us', '/spa/contact-us']) {
      const html = await page(address);
      const description = metaOf(html, 'description');
      expect(description, address).toMatch(/\w+ \w+ \w+/);
      expect(metaOf(html, 'og:description'), address).toBe(description);
      expect(canonicalOf(html), address).toBe(`${siteUrl}${address}`);
    }
  });

  it('a news item carries NewsArticle with headline, image, dates and the organisation as author', async () => {
    const html = await page('/en/news/first-sea-aster-harvest');
    expect(metaOf(html, 'og:type')).toBe('article');
    const article = jsonLdOf(html).find((data) => data['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: expect.stringMatching(/sea aster/i),
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d/),
      dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author: { '@type': 'Organization', name: 'Zilt' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
      mainEntityOfPage: { '@id': `${siteUrl}/en/news/first-sea-aster-harvest` },
    });
    expect((article!['image'] as string[])[0]).toMatch(new RegExp(`^${siteUrl}/images/r/1200x630/jpeg/`));
    expect(jsonLdOf(html).some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('an event carries Event with start, end, its place with address and position, attendance mode and organiser', async () => {
    const html = await page('/en/events/saline-farming-day-amsterdam-2027');
    const event = jsonLdOf(html).find((data) => data['@type'] === 'Event');
    expect(event).toMatchObject({
      name: expect.stringMatching(/Saline farming day/),
      startDate: '2027-03-18T10:00:00+01:00',
      endDate: expect.stringMatching(/^2027-03-18/),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: expect.any(String),
        address: { '@type': 'PostalAddress', postalCode: '1012AB', addressCountry: 'NL' },
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      },
      organizer: { '@type': 'Organization', name: 'Zilt' },
    });
    const geo = (event!['location'] as { geo: { latitude: number; longitude: number } }).geo;
    // Amsterdam's centre.
    expect(geo.latitude).toBeCloseTo(52.37, 1);
    expect(geo.longitude).toBeCloseTo(4.9, 1);
  });

  it('the home page offers the organisation and the site search; a project page its place', async () => {
    const home = jsonLdOf(await page('/nl/'));
    const graph = (home.find((data) => '@graph' in data)?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${siteUrl}/nl/searchPage?searchquery={search_term_string}` },
      },
    });
    const project = jsonLdOf(await page('/en/projecten/salt-tolerant-potatoes-zeeland'));
    expect(project.find((data) => data['@type'] === 'Place')).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    });
  });

  it('links the manifest in the page language, the apple-touch-icon and favicon.ico, which answer', async () => {
    const html = await page('/nl/over-ons');
    const links = headTags(html, 'link');
    expect(links.find((link) => link['rel'] === 'manifest')?.['href']).toBe('/manifest.webmanifest?lang=nl');
    expect(links.find((link) => link['rel'] === 'apple-touch-icon')?.['href']).toBe('/apple-touch-icon.png');
    for (const url of [
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
      '/sw.js',
    ]) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await test.app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    const touch = await sharp(
      (await test.app.inject({ method: 'GET', url: '/apple-touch-icon.png' })).rawPayload,
    ).metadata();
    expect([touch.width, touch.height]).toEqual([180, 180]);
  });

  it('the not-found page has no canonical address and is not indexed', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/en/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(canonicalOf(response.body)).toBeUndefined();
    expect(metaOf(response.body, 'robots')).toBe('noindex');
  });
});
