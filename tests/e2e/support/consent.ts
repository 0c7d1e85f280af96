import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
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

export const consentCookieNames = ['functional-cookies', 'analytical-cookies', 'video-cookies', 'tracking-cookies'] as const;

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

/** Counts full page loads of the main frame after this call. */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

/** Scrolls through the whole page so that every lazy part gets its chance to load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += 700) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
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
