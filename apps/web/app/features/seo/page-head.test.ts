import { describe, expect, it } from 'vitest';
import { pageHeadTags } from './page-head';
import { eventOf, homeStructuredData, jsonLdText, newsArticleOf } from './structured-data';

const origin = 'https://www.zilt.example';

function linkHref(tags: ReturnType<typeof pageHeadTags>, rel: string, hrefLang?: string): unknown {
  return tags.find(
    (tag) => 'tagName' in tag && tag['rel'] === rel && (hrefLang === undefined || tag['hrefLang'] === hrefLang),
  )?.['href' as never];
}

function content(tags: ReturnType<typeof pageHeadTags>, key: 'property' | 'name', value: string): unknown {
  return tags.find((tag) => tag[key as never] === value)?.['content' as never];
}

describe('the head of a page', () => {
  const about = {
    origin,
    source: 'wp' as const,
    language: 'en' as const,
    slug: 'about',
    title: 'About Zilt',
    description: 'Who we are',
    translations: [{ language: 'nl' as const, slug: 'over-ons' }],
    header: {
      kind: 'default' as const,
      title: 'About Zilt',
      image: { originalImageUrl: '/media/field-lab.svg', altText: 'A field lab by the dyke' },
    },
    type: 'website' as const,
  };

  it('names one canonical address and every language version with x-default', () => {
    const tags = pageHeadTags(about);
    expect(linkHref(tags, 'canonical')).toBe(`${origin}/en/about`);
    expect(linkHref(tags, 'alternate', 'en')).toBe(`${origin}/en/about`);
    expect(linkHref(tags, 'alternate', 'nl')).toBe(`${origin}/nl/over-ons`);
    expect(linkHref(tags, 'alternate', 'x-default')).toBe(`${origin}/en/about`);
    // The Dutch counterpart names itself canonical and the same versions.
    const dutch = pageHeadTags({
      ...about,
      language: 'nl',
      slug: 'over-ons',
      translations: [{ language: 'en', slug: 'about' }],
    });
    expect(linkHref(dutch, 'canonical')).toBe(`${origin}/nl/over-ons`);
    expect(linkHref(dutch, 'alternate', 'x-default')).toBe(`${origin}/en/about`);
  });

  it('has no alternates without a counterpart', () => {
    const tags = pageHeadTags({ ...about, translations: [] });
    expect(tags.filter((tag) => 'tagName' in tag && tag['rel'] === 'alternate')).toEqual([]);
  });

  it('gives Open Graph and Twitter cards the header image as a 1200 × 630 JPEG with its alt text', () => {
    const tags = pageHeadTags(about);
    const image = `${origin}/images/r/1200x630/jpeg/field-lab.svg`;
    expect(content(tags, 'property', 'og:image')).toBe(image);
    expect(content(tags, 'property', 'og:image:width')).toBe('1200');
    expect(content(tags, 'property', 'og:image:height')).toBe('630');
    expect(content(tags, 'property', 'og:image:alt')).toBe('A field lab by the dyke');
    expect(content(tags, 'property', 'og:locale')).toBe('en_GB');
    expect(content(tags, 'property', 'og:locale:alternate')).toBe('nl_NL');
    expect(content(tags, 'property', 'og:site_name')).toBe('Zilt');
    expect(content(tags, 'property', 'og:description')).toBe('Who we are');
    expect(content(tags, 'name', 'description')).toBe('Who we are');
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'name', 'twitter:image')).toBe(image);
    expect(content(tags, 'name', 'twitter:image:alt')).toBe('A field lab by the dyke');
  });

  it('encodes the home page of the agency site under its own address', () => {
    const tags = pageHeadTags({ ...about, source: 'dp', slug: '/', translations: [] });
    expect(linkHref(tags, 'canonical')).toBe(`${origin}/spa/drupal/en/`);
  });
});

describe('structured data', () => {
  it('the home page offers the site search', () => {
    const data = homeStructuredData(origin, 'nl', '/nl/searchPage') as unknown as {
      '@graph': Record<string, unknown>[];
    };
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data['@graph'][1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin}/nl/searchPage?searchquery={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('a news item and an event carry the properties search engines require', () => {
    const news = newsArticleOf({
      origin,
      url: `${origin}/en/news/x`,
      language: 'en',
      title: 'First sea aster harvest',
      header: { kind: 'detail', title: 'First sea aster harvest', date: '2026-05-01' },
      lastUpdated: '2026-05-02T10:00:00.000Z',
    });
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'First sea aster harvest',
      datePublished: '2026-05-01',
      dateModified: '2026-05-02T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'Zilt' },
    });
    expect((news.image as string[])[0]).toMatch(/^https:\/\//);
    const event = eventOf({
      origin,
      url: `${origin}/en/events/x`,
      language: 'en',
      title: 'Open field day',
      header: {
        kind: 'detail',
        title: 'Open field day',
        date: '2026-06-01T10:00:00.000Z',
        location: { name: 'Proeftuin', address: 'Dijkweg 1', postcode: '4493 AB' },
      },
      lastUpdated: '2026-05-02T10:00:00.000Z',
      geo: { latitude: 51.6, longitude: 3.7 },
    });
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Open field day',
      startDate: '2026-06-01T10:00:00.000Z',
      endDate: '2026-06-01T10:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', postalCode: '4493 AB', addressCountry: 'NL' },
        geo: { '@type': 'GeoCoordinates', latitude: 51.6, longitude: 3.7 },
      },
      organizer: { '@type': 'Organization' },
    });
  });

  it('never lets a text end the script element early', () => {
    expect(
      jsonLdText({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' }),
    ).not.toContain('</script>');
  });
});

describe('the canonical address of a list page', () => {
  it('names a page beyond the first with its page, the first without', () => {
    const news = {
      origin,
      source: 'wp' as const,
      language: 'en' as const,
      slug: 'news',
      title: 'News',
      translations: [],
      type: 'website' as const,
    };
    const canonical = (listPage: number | undefined) =>
      pageHeadTags({ ...news, listPage }).find((tag) => 'tagName' in tag && tag['rel'] === 'canonical')?.[
        'href' as never
      ];
    expect(canonical(3)).toBe(`${origin}/en/news?page=3`);
    expect(canonical(1)).toBe(`${origin}/en/news`);
    expect(canonical(undefined)).toBe(`${origin}/en/news`);
  });
});
