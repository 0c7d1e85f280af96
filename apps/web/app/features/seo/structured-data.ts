import type { Language } from '@zilt/contracts/languages';
import type { PageHeader } from '@zilt/contracts/page';
import type { ProjectPlace } from '@zilt/contracts/project';
import { absoluteUrl } from '@zilt/contracts/site-addresses';
import type { Event, Graph, NewsArticle, Organization, Place, SearchAction, Thing, WithContext } from 'schema-dts';
import { fallbackSocialImage, siteName, socialImageOf } from './page-head';

// schema.org structured data (JSON-LD) of the public pages: the organisation and the site with
// its search on the home page, NewsArticle on news items, Event on events, Place on projects.
// BreadcrumbList comes with the breadcrumbs (components/breadcrumbs). Typed with schema-dts (the
// schema.org vocabulary as TypeScript types): a type or property schema.org lacks fails to compile.

export type JsonLd = WithContext<Thing> | Graph;

/** The organisation behind the site, as author and publisher. */
export function organisationOf(origin: string): Organization {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: siteName,
    url: absoluteUrl(origin, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, fallbackSocialImage.path) },
  };
}

/** Home page: the organisation and the site, whose search page answers `?searchquery=`. */
export function homeStructuredData(origin: string, language: Language, searchPath: string): Graph {
  // `query-input` (Google's name for the search term's placeholder) is no schema.org property,
  // so schema-dts does not know it.
  const searchAction: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(origin, searchPath)}?searchquery={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organisationOf(origin),
      {
        '@type': 'WebSite',
        '@id': `${absoluteUrl(origin, '/')}#website`,
        name: siteName,
        url: absoluteUrl(origin, `/${language}/`),
        inLanguage: language,
        publisher: { '@id': `${absoluteUrl(origin, '/')}#organization` },
        potentialAction: searchAction,
      },
    ],
  };
}

interface DetailInput {
  origin: string;
  url: string;
  language: Language;
  title: string;
  header: PageHeader;
  lastUpdated: string;
}

function introOf(header: PageHeader): string | undefined {
  return 'intro' in header ? header.intro : 'pageIntro' in header ? header.pageIntro : undefined;
}

/** A news item: headline, image, dates, and the organisation as author and publisher. */
export function newsArticleOf(input: DetailInput): WithContext<NewsArticle> {
  const published = input.header.kind === 'detail' && input.header.date ? input.header.date : input.lastUpdated;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    // Google shows at most 110 characters of a headline.
    headline: input.title.length > 110 ? `${input.title.slice(0, 109)}…` : input.title,
    description: introOf(input.header),
    inLanguage: input.language,
    image: [socialImageOf(input.origin, input.header, input.title).url],
    datePublished: published,
    dateModified: input.lastUpdated,
    author: organisationOf(input.origin),
    publisher: organisationOf(input.origin),
  };
}

/** An event: name, start and end, the place with its address and position, attendance mode, organiser. */
export function eventOf(
  input: DetailInput & { geo: { latitude: number; longitude: number } | null },
): WithContext<Event> {
  const header = input.header.kind === 'detail' ? input.header : undefined;
  const location = header?.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    url: input.url,
    name: input.title,
    description: introOf(input.header),
    inLanguage: input.language,
    image: [socialImageOf(input.origin, input.header, input.title).url],
    startDate: header?.date,
    endDate: header?.endDate ?? header?.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: location
      ? {
          '@type': 'Place',
          name: location.name,
          address: {
            '@type': 'PostalAddress',
            ...(location.address ? { streetAddress: location.address } : {}),
            postalCode: location.postcode,
            addressCountry: 'NL',
          },
          ...(input.geo ? { geo: { '@type': 'GeoCoordinates', ...input.geo } } : {}),
        }
      : undefined,
    organizer: organisationOf(input.origin),
  };
}

/** A project: the place it works on, with its position. */
export function projectPlaceOf(input: DetailInput & { place: ProjectPlace }): WithContext<Place> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    url: input.url,
    name: input.title,
    description: introOf(input.header),
    image: socialImageOf(input.origin, input.header, input.title).url,
    geo: { '@type': 'GeoCoordinates', latitude: input.place.latitude, longitude: input.place.longitude },
  };
}

/** JSON as it may stand in a <script> element: `<` escaped, so no `</script>` can end it early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
