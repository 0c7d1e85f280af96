import type { MetaDescriptor } from 'react-router';
import type { Language } from '@zilt/contracts/languages';
import type { PageHeader } from '@zilt/contracts/page';
import { socialCardSize } from '@zilt/contracts/image-sizes';
import { absoluteUrl, canonicalPagePath, type PublicSource, xDefaultLanguage } from '@zilt/contracts/site-addresses';
import { imageRouteUrl, isRoutableImage } from '../../components/responsive-image/image-presets';

// What a page's head tells search engines and social networks: its one canonical address, its
// language versions (hreflang), its description, and the Open Graph and Twitter card tags with
// the header image as a 1200 × 630 social card.

/** The site's name, as social cards and structured data show it. */
export const siteName = 'Zilt';

/** Open Graph locales of the site's languages. */
const ogLocales: Record<Language, string> = { en: 'en_GB', nl: 'nl_NL' };

/** When a page has no header image: the app icon made from the logo at build time. */
export const fallbackSocialImage = { path: '/icons/icon-512.png', width: 512, height: 512, type: 'image/png' };

export interface PageHeadInput {
  /** The public origin (`SITE_URL`, or the request's). */
  origin: string;
  source: PublicSource;
  language: Language;
  slug: string;
  title: string;
  description?: string | undefined;
  /** The same page in other languages. */
  translations: readonly { language: Language; slug: string }[];
  header?: PageHeader | undefined;
  /** `article` for news items, `website` otherwise. */
  type: 'website' | 'article';
  /** A list's page beyond the first (`?page=2`): its own canonical address, as paginated lists should have. */
  listPage?: number | undefined;
}

/** The page's social card: its header image through the image route at 1200 × 630, else the app icon. */
export function socialImageOf(origin: string, header: PageHeader | undefined, title: string) {
  const image = header?.image;
  if (image && isRoutableImage(image.originalImageUrl)) {
    return {
      url: absoluteUrl(
        origin,
        imageRouteUrl(image.originalImageUrl, socialCardSize.width, socialCardSize.height, 'jpeg'),
      ),
      width: socialCardSize.width,
      height: socialCardSize.height,
      type: 'image/jpeg',
      alt: image.altText || title,
    };
  }
  return { ...fallbackSocialImage, url: absoluteUrl(origin, fallbackSocialImage.path), alt: siteName };
}

/** The absolute canonical address of a page. */
export function canonicalUrlOf(origin: string, source: PublicSource, language: Language, slug: string): string {
  return absoluteUrl(origin, canonicalPagePath(source, language, slug));
}

/**
 * Canonical link, hreflang alternates (each language version, itself included, and x-default
 * for the default language's version, only where a counterpart exists), description, Open
 * Graph and Twitter card tags.
 */
export function pageHeadTags(input: PageHeadInput): MetaDescriptor[] {
  const canonical = `${canonicalUrlOf(input.origin, input.source, input.language, input.slug)}${
    input.listPage !== undefined && input.listPage > 1 ? `?page=${input.listPage}` : ''
  }`;
  const versions = [{ language: input.language, slug: input.slug }, ...input.translations].sort((a, b) =>
    a.language.localeCompare(b.language),
  );
  const fallback = versions.find((version) => version.language === xDefaultLanguage);
  const alternates: MetaDescriptor[] =
    input.translations.length === 0
      ? []
      : [
          ...versions.map((version) => ({
            tagName: 'link' as const,
            rel: 'alternate',
            hrefLang: version.language,
            href: canonicalUrlOf(input.origin, input.source, version.language, version.slug),
          })),
          ...(fallback
            ? [
                {
                  tagName: 'link' as const,
                  rel: 'alternate',
                  hrefLang: 'x-default',
                  href: canonicalUrlOf(input.origin, input.source, fallback.language, fallback.slug),
                },
              ]
            : []),
        ];
  const image = socialImageOf(input.origin, input.header, input.title);
  const description = input.description?.trim() || undefined;
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates,
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: input.type },
    { property: 'og:url', content: canonical },
    { property: 'og:title', content: input.title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:locale', content: ogLocales[input.language] },
    ...input.translations.map((version) => ({ property: 'og:locale:alternate', content: ogLocales[version.language] })),
    { property: 'og:image', content: image.url },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/** The head of a page of the app itself (the agency site's welcome, about and contact pages): one language, no counterpart. */
export function fixedPageHeadTags(
  origin: string,
  path: string,
  title: string,
  language: Language,
  description: string,
): MetaDescriptor[] {
  const url = absoluteUrl(origin, path);
  const image = socialImageOf(origin, undefined, title);
  return [
    { name: 'description', content: description },
    { property: 'og:description', content: description },
    { name: 'twitter:description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:locale', content: ogLocales[language] },
    { property: 'og:image', content: image.url },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary' },
  ];
}
