import { demoPagePaths } from './consent.ts';

/** Requests made side by side while warming: the server encodes on its two cores. */
const parallel = 2;

/**
 * Asks a server for every demo page and then for every AVIF image those pages offer, so that
 * its data directory holds each encoded size (`image-cache`). Servers started from a copy of
 * that directory answer images from the cache instead of encoding them during a test, as a
 * server that has been running for a while does.
 */
export async function warmImageCache(baseUrl: string): Promise<number> {
  const images = new Set<string>();
  for (const path of demoPagePaths()) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    for (const [url] of html.matchAll(/\/images\/r\/[^\s"',]+\/avif\/[^\s"',]+/g)) images.add(url);
  }
  const queue = [...images];
  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(`${baseUrl}${url}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`warming ${url} answered ${response.status}`);
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return images.size;
}
