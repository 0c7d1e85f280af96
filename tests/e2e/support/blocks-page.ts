import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export const componentsPath = '/en/components';

/** Opens a page and waits until React has hydrated it (the shell marks <html data-hydrated>). */
export async function openHydrated(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 45_000 });
  return page;
}

/**
 * Resolves once every task the page queued before this call has run: a message posted now is
 * handled after them. React's scheduler queues its renders the same way, so a render that an
 * earlier timer, event or observer asked for has been committed by then.
 */
export async function afterQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice(),
  );
}

/** The block registry the web app exposes to page scripts (apps/web/app/blocks/block-list.tsx). */
export interface PageBlockRegistry {
  register(kind: string, component: () => null): void;
  kinds(): string[];
}

declare global {
  interface Window {
    ziltBlocks?: PageBlockRegistry;
  }
}
