import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { importingStartReadyMs, suiteVariables } from './suite.ts';
import { startServer } from './server.ts';
import { warmImageCache } from './warm-images.ts';

/**
 * One shared server for the suite; tests that need their own start it themselves, from a copy
 * of the data directory seeded here once (`seededDataDir`), so that only this start imports
 * the demo content, and only this server encodes the demo pages' images. The workers start
 * after this and inherit the two values as environment variables (support/suite.ts reads
 * them). The function it returns is the suite's teardown.
 *
 * A developer running one file again and again may name a folder in ZILT_E2E_SEEDED_DATA_DIR:
 * an empty or missing folder is seeded and kept, a seeded one is used as it is (delete it after
 * a change to the demo content or the database schema).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const given = process.env[suiteVariables.seededDataDir] || undefined;
  let seededDataDir = given;
  if (!given || !existsSync(given) || readdirSync(given).length === 0) {
    const seeded = await startServer({ readyTimeoutMs: importingStartReadyMs, ...(given ? { dataDir: given } : {}) });
    await warmImageCache(seeded.url);
    await seeded.stop({ keepData: true });
    seededDataDir = seeded.dataDir;
  }
  const server = await startServer({ seededFrom: seededDataDir });
  process.env[suiteVariables.seededDataDir] = seededDataDir;
  process.env[suiteVariables.baseUrl] = server.url;
  return async () => {
    await server.stop();
    if (!given && seededDataDir) await rm(seededDataDir, { recursive: true, force: true });
  };
}
