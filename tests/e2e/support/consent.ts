import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Cookie, Page, Request } from '@playwright/test';
import { repoRoot } from './server.ts';

/** Every demo page's address, read from the demo content packages the server imports. */
export function demoPagePaths(): string[] {
  const files = ['pages.en.json', 'pages.nl.json', 'components.json'];
  const paths: string[] = [];
  for (const file of files) {
    const contents = JSON.parse(readFileSync(path.join(repoRoot, 'content', 'wp', file), 'utf8')) as {
      pages: { language: string; slug: string; status?: string }[];
    };
    for (const page of contents.pages) {
      if (page.status && page.status !== 'published') continue;
      paths.push(`/${page.language}/${page.slug === '/' ? '' : page.slug}`);
    }
  }
  return paths;
}

export const consentCookieNames = [
  'functional-cookies',
  'analytical-cookies',
  'video-cookies',
  'tracking-cookies',
] as const;

export function cookieValue(cookies: Cookie[], name: string): string | undefined {
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** Cookies of a visitor who chose (all yes unless told) for a consent revision. */
export function chosenCookies(
  url: string,
  options: { video?: 'yes' | 'no'; tracking?: 'yes' | 'no'; revision?: number } = {},
): { name: string; value: string; url: string }[] {
  const values: Record<string, string> = {
    'functional-cookies': 'yes',
    'analytical-cookies': 'yes',
    'video-cookies': options.video ?? 'yes',
    'tracking-cookies': options.tracking ?? 'yes',
    showCookies: 'no',
    'consent-revision': String(options.revision ?? 1),
  };
  return Object.entries(values).map(([name, value]) => ({ name, value, url }));
}

/** The `Cookie` header those cookies make, for fetching server HTML as that visitor. */
export function cookieHeader(cookies: { name: string; value: string }[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const dataLayerLogKey = '__zilt_test_dataLayer';

/**
 * Records every data-layer push of the site's own pages in sessionStorage, so that the entries
 * survive the reloads Decline all and Save preferences make. gtag's `arguments` objects are
 * stored as `{ gtag: [...] }`.
 */
export async function recordDataLayer(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript(
    ({ key, siteOrigin }) => {
      if (window.top !== window || window.location.origin !== siteOrigin) return;
      const layer: unknown[] = [];
      const push = Array.prototype.push;
      layer.push = function (...items: unknown[]) {
        const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        for (const item of items) {
          const isArguments = Object.prototype.toString.call(item) === '[object Arguments]';
          log.push(isArguments ? { gtag: Array.from(item as ArrayLike<unknown>) } : item);
        }
        sessionStorage.setItem(key, JSON.stringify(log));
        return push.apply(this, items);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    },
    { key: dataLayerLogKey, siteOrigin: origin },
  );
}

export type LoggedEntry = Record<string, unknown> & { gtag?: unknown[] };

export async function loggedDataLayer(page: Page): Promise<LoggedEntry[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as LoggedEntry[], dataLayerLogKey);
}

const reloadLogKey = '__zilt_test_reloads';

/**
 * Notes in sessionStorage every reload the site's pages start. The browser announces a
 * navigation (the Navigation API's navigate event) at the moment the page asks for it, before
 * the old document goes: so once the page has done what follows a click, a reload the click
 * caused is already counted.
 */
export async function recordReloads(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript(
    ({ key, siteOrigin }) => {
      if (window.top !== window || window.location.origin !== siteOrigin) return;
      const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
      navigation?.addEventListener('navigate', (event) => {
        if ((event as Event & { navigationType: string }).navigationType !== 'reload') return;
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
      });
    },
    { key: reloadLogKey, siteOrigin: origin },
  );
}

/** How many reloads the page has started since the context's first visit. */
export async function reloadsStarted(page: Page): Promise<number> {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? '0'), reloadLogKey);
}

/** Counts full page loads of the main frame after this call. */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

/**
 * Scrolls through the whole page so that every lazy part gets its chance to load, and returns
 * once the page has reacted: each stop lasts two rendered frames (intersection observers
 * report after a frame), a block that no stop showed enough of is scrolled into view on its
 * own, and in the end no block is still waiting to be revealed.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const stops: number[] = [];
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) stops.push(top);
    for (const top of stops) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    for (const block of document.querySelectorAll('[data-reveal="pending"]')) {
      block.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForFunction(() => document.querySelector('[data-reveal="pending"]') === null);
}

/**
 * Kinds of response the page cannot act on to ask for more: a test that checks where requests
 * go knows all it needs once they are asked for.
 */
const leafResourceTypes = new Set(['image', 'media', 'font']);

/**
 * Counts the page's requests (its frames' too) that have started and not yet ended, so that
 * a test can wait until everything the page asked for has been answered. With `leaves: false`
 * images, media and fonts are not counted: their answers can start no further request.
 */
export function requestsInFlight(page: Page, { leaves = true }: { leaves?: boolean } = {}): () => number {
  let open = 0;
  const counted = (request: Request) => leaves || !leafResourceTypes.has(request.resourceType());
  page.on('request', (request) => (open += counted(request) ? 1 : 0));
  page.on('requestfinished', (request) => (open -= counted(request) ? 1 : 0));
  page.on('requestfailed', (request) => (open -= counted(request) ? 1 : 0));
  return () => open;
}

/** Keeps every `document.cookie = …` assignment of the page in `window.__cookieWrites`. */
export async function recordCookieWrites(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!descriptor?.set || !descriptor.get) return;
    const writes: string[] = [];
    (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
    const { get, set } = descriptor;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        return get.call(document) as string;
      },
      set(value: string) {
        writes.push(value);
        set.call(document, value);
      },
    });
  });
}
