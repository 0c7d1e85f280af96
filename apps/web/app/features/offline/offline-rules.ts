// What the service worker keeps for offline reading and what it never touches. Pure, so the
// unit tests read the same rules the worker follows.

export type OfflineLanguage = 'en' | 'nl';

/** Staff tools, the API, draft previews and newsletter confirmation links: never kept, never answered from a cache. */
const neverKept = /^\/(?:dev|studio|api)(?:\/|$)|\/node-preview\/|\/newsletter\/confirm(?:\/|$)|^\/adminDashboardHub/i;

/** Files of the site whose names carry a hash of their content: kept as they are, first from the cache. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

/** Images (resized media, the logo and icons): from the cache first, within a budget. */
export function isImage(pathname: string): boolean {
  return (
    /^\/(?:images|media|icons)\//.test(pathname) || /^\/(?:favicon\.(?:ico|svg)|apple-touch-icon\.png)$/.test(pathname)
  );
}

/** A page of the public or agency site that may be kept for offline reading (its HTML or its loader data). */
export function isReadablePage(pathname: string): boolean {
  if (neverKept.test(pathname)) return false;
  if (isHashedAsset(pathname) || isImage(pathname)) return false;
  // Other files (sw.js, robots.txt, sitemaps, the manifest) are not pages.
  return !/\.(?:js|css|txt|xml|webmanifest|json|ico|png|svg|woff2?)$/i.test(pathname);
}

/** React Router's loader data of a page (`/en/about.data`, `/_root.data`). */
export function isPageData(pathname: string): boolean {
  return pathname.endsWith('.data') && isReadablePage(pathname.slice(0, -'.data'.length) || '/');
}

/** A response may be kept: complete (200) and not marked `no-store` (previews, error states, personal pages). */
export function mayKeep(response: Response): boolean {
  return response.status === 200 && !/no-store/i.test(response.headers.get('cache-control') ?? '');
}

/** The language of an address, as the site reads it: `/nl/…`, `/wp/nl/…`, `/spa/drupal/nl/…`; English otherwise. */
export function languageOfPath(pathname: string): OfflineLanguage {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const rest =
    segments[0] === 'wp'
      ? segments.slice(1)
      : segments[0] === 'spa' && segments[1] === 'drupal'
        ? segments.slice(2)
        : segments;
  return rest[0] === 'nl' ? 'nl' : 'en';
}

const offlineTexts: Record<OfflineLanguage, { title: string; heading: string; text: string; home: string }> = {
  en: {
    title: 'You are offline',
    heading: 'You are offline',
    text: 'This page has not been saved on this device. Pages you have visited before can still be read; this one will be here once you are back online.',
    home: 'Go to the home page',
  },
  nl: {
    title: 'U bent offline',
    heading: 'U bent offline',
    text: 'Deze pagina is niet op dit apparaat bewaard. Pagina’s die u eerder bezocht, kunt u nog lezen; deze is er weer zodra u online bent.',
    home: 'Naar de homepagina',
  },
};

/** The offline page for an address not visited before, in the address's language. */
export function offlinePageHtml(language: OfflineLanguage): string {
  const text = offlineTexts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#F6F1E7;color:#1B2733;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}
h1{color:#0E2A47;font-size:2rem;margin:0 0 1rem}
a{color:#0B6E7A;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${text.heading}</h1>
<p>${text.text}</p>
<p><a href="/${language}/">${text.home}</a></p>
</main>
</body>
</html>`;
}
