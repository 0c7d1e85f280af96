// Offline reading in the browser: registers the service worker (/sw.js) once the page has
// loaded and the browser is idle, and asks it to keep the pages the visitor reads.

/** Files the worker may keep along with a page: hashed assets, images and icons of our own origin. */
const keptFiles = /^\/(?:assets|images|media|icons)\//;

function filesOfThisPage(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && keptFiles.test(url.pathname);
    });
}

function keep(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: 'zilt-keep', urls: [location.href, ...filesOfThisPage()] });
}

/**
 * After a client-side navigation: the worker saw only the page's loader data, so it fetches the
 * page itself (and any new files) to keep them. Nothing happens without a controlling worker.
 */
export function keepVisitedPage(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  keep(navigator.serviceWorker.controller);
}

/** Registers the worker after the load, when the browser is idle; the first page is kept once it runs. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => keep(registration.active))
      .catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a second after the load instead.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
