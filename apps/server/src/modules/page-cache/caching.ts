import type { ContentReader } from '../content/read-service.ts';
import { createContentCache } from './content-cache.ts';
import { createContentChanges, type ChangeLog, type ContentChanges } from './content-changes.ts';
import { PageCache } from './page-cache.ts';

export interface Caching {
  /** The content reader with published content kept in memory. */
  services: ContentReader;
  pageCache: PageCache;
  /** Call after every content change: every process drops its cached content and pages. */
  contentChanged(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The content cache and the page cache of one process, both cleared on every content change
 * announced here or, with `REDIS_URL`, in any other process.
 */
export async function createCaching(
  reader: ContentReader,
  redisUrl: string | undefined,
  log: ChangeLog & { debug(message: string): void },
): Promise<Caching> {
  const content = createContentCache(reader);
  const pageCache = new PageCache();
  const changes: ContentChanges = await createContentChanges(redisUrl, log);
  changes.subscribe(() => {
    content.clear();
    pageCache.clear();
    log.debug('content changed: cached content and pages dropped');
  });
  return {
    services: content.services,
    pageCache,
    contentChanged: () => changes.announce(),
    close: () => changes.close(),
  };
}
