import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis channel on which every process announces a change of the stored content. */
export const contentChangeChannel = 'zilt:content-changed';

/** Where connection problems are reported (the server's logger, or the console in a command). */
export interface ChangeLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Tells every cache of published content that it changed. Listeners in this process hear a
 * change at once (before the import answers); with Redis, the other processes hear it through
 * pub/sub, and this process ignores its own message coming back.
 */
export interface ContentChanges {
  /** Announces a change here and, with Redis, to every other process. */
  announce(): Promise<void>;
  /** Runs `listener` on every change, from this process or another; returns its removal. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Changes heard only inside this process (one server, or the embedded database). */
export function createLocalContentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  return {
    async announce() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Changes shared through Redis pub/sub. A process that loses its Redis connection cannot hear
 * other processes' changes while it is away, so it drops its caches when it reconnects.
 */
export async function createRedisContentChanges(redisUrl: string, log: ChangeLog): Promise<ContentChanges> {
  const local = createLocalContentChanges();
  const origin = randomBytes(8).toString('hex');
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => log.warn({ err: error, role }, 'redis connection for cache invalidation'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === contentChangeChannel && message !== origin) void local.announce();
  });
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was missed meanwhile is unknown.
    if (subscribedOnce) void local.announce();
  });
  await subscriber.subscribe(contentChangeChannel);
  subscribedOnce = true;
  return {
    async announce() {
      await local.announce();
      try {
        await publisher.publish(contentChangeChannel, origin);
      } catch (error) {
        // The change is stored; other processes catch up when their connection comes back.
        log.error({ err: error }, 'content change not announced to the other processes');
      }
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Redis pub/sub when `REDIS_URL` is set, otherwise changes stay inside this process. */
export async function createContentChanges(redisUrl: string | undefined, log: ChangeLog): Promise<ContentChanges> {
  return redisUrl ? createRedisContentChanges(redisUrl, log) : createLocalContentChanges();
}

/**
 * For a command that changed the content beside running servers (`npm run content -- import`
 * with `DATABASE_URL`): tells the servers through Redis. Without Redis there is nobody to tell
 * on the embedded database (the command runs only while the server is stopped).
 */
export async function announceContentChangeFromCommand(redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) return;
  const consoleLog: ChangeLog = {
    warn: (details, message) => console.warn(message, details),
    error: (details, message) => console.error(message, details),
  };
  const changes = await createRedisContentChanges(redisUrl, consoleLog);
  try {
    await changes.announce();
  } finally {
    await changes.close();
  }
}
