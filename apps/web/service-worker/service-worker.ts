/// <reference lib="webworker" />
// The service worker of the public site: offline reading of visited pages (docs/operations.md).
// Built by scripts/build-service-worker.mjs (esbuild, then Workbox's injectManifest) to /sw.js.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isHashedAsset,
  isImage,
  isPageData,
  isReadablePage,
  languageOfPath,
  mayKeep,
  offlinePageHtml,
} from '../app/features/offline/offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The deployment's build id (the hash of its precache manifest): pages of another deployment are dropped. */
declare const ZILT_BUILD_ID: string;

const pagesCache = `zilt-pages-${ZILT_BUILD_ID}`;
const assetsCache = 'zilt-assets';
const imagesCache = 'zilt-images';

// A new deployment takes over at once; its first act is to drop the pages kept by the one
// before, so no old HTML ever asks for assets the new deployment no longer has.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('zilt-pages-') && name !== pagesCache) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

cleanupOutdatedCaches();
// The styles and the first font: small, and every page needs them.
precacheAndRoute(self.__WB_MANIFEST);

/** Keeps only complete answers that may be kept (not `no-store`). */
const keepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};
const noCredentials = (request: Request) => !request.headers.has('authorization');

// Pages: from the network (a fresh page while online), from the cache when the network fails
// or is slower than 3 s; the 60 most recent.
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: 3,
  plugins: [keepable, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    request.mode === 'navigate' &&
    noCredentials(request) &&
    isReadablePage(url.pathname),
  pages,
);
// Loader data of client-side navigations, kept the same way (React Router's `.data` answers).
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && noCredentials(request) && isPageData(url.pathname),
  new NetworkFirst({
    cacheName: pagesCache,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    ],
  }),
);
// Hashed scripts, styles and fonts never change under their name: from the cache first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isHashedAsset(url.pathname),
  new CacheFirst({
    cacheName: assetsCache,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
// Images: from the cache first, the 120 most recent, for 30 days.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isImage(url.pathname),
  new CacheFirst({
    cacheName: imagesCache,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// A page never visited, while offline: the offline page in the address's language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  return new Response(offlinePageHtml(languageOfPath(url.pathname)), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
});

/**
 * The page asks to keep what it shows: its own address (the first page was loaded before this
 * worker controlled it; a client-side navigation fetched only loader data) and the files it
 * loaded. Each is fetched once and kept under the same rules as above.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'zilt-keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, 200);
  event.waitUntil(
    Promise.all(
      urls.map(async (address) => {
        const url = new URL(address, self.location.origin);
        if (url.origin !== self.location.origin) return;
        url.hash = '';
        const cacheName = isHashedAsset(url.pathname)
          ? assetsCache
          : isImage(url.pathname)
            ? imagesCache
            : isReadablePage(url.pathname)
              ? pagesCache
              : null;
        if (!cacheName) return;
        const cache = await caches.open(cacheName);
        if (cacheName !== pagesCache && (await cache.match(url.href))) return;
        try {
          const response = await fetch(url.href, { credentials: 'same-origin' });
          if (mayKeep(response)) await cache.put(url.href, response);
        } catch {
          // Offline again: kept next time.
        }
      }),
    ),
  );
});
