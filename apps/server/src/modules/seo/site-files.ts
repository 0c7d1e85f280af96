import type { Language } from '@zilt/contracts/languages';
import { absoluteUrl } from '@zilt/contracts/site-addresses';

// The small text files crawlers, browsers and security researchers ask for at fixed addresses:
// robots.txt, the web app manifest and security.txt.

/**
 * robots.txt: the public site may be crawled; the Mini-Admin (/dev), the studio (/studio), the
 * API and the private pages may not, except the public reads a crawler's rendering of a page
 * needs (page data, translations, the team list). Draft previews and newsletter confirmation
 * links are never for crawlers. Points to the sitemap index.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dev/',
    'Disallow: /dev$',
    'Disallow: /studio/',
    'Disallow: /studio$',
    'Disallow: /api/',
    'Allow: /api/wp/get',
    'Allow: /api/dp/get',
    'Allow: /api/v1/teamMembers',
    'Disallow: /spa/drupal/*/node-preview/',
    'Disallow: /*/newsletter/confirm',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The design's navy (theme) and sand (background), as in the web app's styles. */
export const manifestColours = { theme: '#0E2A47', background: '#F6F1E7' } as const;

/** The PNG icons the web build makes from the logo (scripts/build-icons.mjs writes the same names). */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

const manifestTexts: Record<Language, { description: string }> = {
  en: { description: 'Saline agriculture and water management: projects, news and events.' },
  nl: { description: 'Zilte landbouw en waterbeheer: projecten, nieuws en evenementen.' },
};

/** The web app manifest in one language: the app starts on that language's home page. */
export function webManifest(language: Language) {
  return {
    id: `/${language}/`,
    name: 'Zilt',
    short_name: 'Zilt',
    description: manifestTexts[language].description,
    lang: language,
    dir: 'ltr' as const,
    start_url: `/${language}/`,
    scope: '/',
    display: 'standalone' as const,
    theme_color: manifestColours.theme,
    background_color: manifestColours.background,
    icons: appIcons.map((icon) => ({ ...icon })),
  };
}

/**
 * security.txt (RFC 9116): where to report a vulnerability, in English and Dutch, valid for
 * 180 days from the day it is read.
 */
export function securityTxt(origin: string, contact: string, now: Date): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 180));
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, nl',
    `Canonical: ${absoluteUrl(origin, '/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
