import type { Language } from '@zilt/contracts/languages';
import { absoluteUrl, canonicalPagePath, type PublicSource, xDefaultLanguage } from '@zilt/contracts/site-addresses';
import type { SitemapEntry } from './sitemap-service.ts';

// Sitemaps in the sitemaps.org format: an index of files, each a set of addresses with their
// last change and (Google's extension) `xhtml:link` alternates naming every language version
// of the page, its own included, and `x-default` for the default language's version.

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character,
  );
}

/** W3C date-time in UTC, to the second. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The address of one sitemap file: `/sitemaps/wp-en-1.xml`. */
export function sitemapFilePath(source: PublicSource, language: Language, part: number): string {
  return `/sitemaps/${source}-${language}-${part}.xml`;
}

export function sitemapIndexXml(files: { loc: string; lastModified: Date | null }[]): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastModified ? `<lastmod>${w3cDate(file.lastModified)}</lastmod>` : ''}</sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function urlSetXml(source: PublicSource, entries: readonly SitemapEntry[], origin: string): string {
  const url = (language: Language, slug: string) =>
    escapeXml(absoluteUrl(origin, canonicalPagePath(source, language, slug)));
  const items = entries.map((entry) => {
    const versions = [{ language: entry.language, slug: entry.slug }, ...entry.alternates].sort((a, b) =>
      a.language.localeCompare(b.language),
    );
    const fallback = versions.find((version) => version.language === xDefaultLanguage);
    const links =
      entry.alternates.length === 0
        ? []
        : [
            ...versions.map(
              (version) =>
                `<xhtml:link rel="alternate" hreflang="${version.language}" href="${url(version.language, version.slug)}"/>`,
            ),
            ...(fallback
              ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback.language, fallback.slug)}"/>`]
              : []),
          ];
    return `<url><loc>${url(entry.language, entry.slug)}</loc><lastmod>${w3cDate(entry.lastModified)}</lastmod>${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}
