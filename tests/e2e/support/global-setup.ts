import { rm } from 'node:fs/promises';
import { suiteVariables } from './suite.ts';
import { startServer } from './server.ts';
import { warmImageCache } from './warm-images.ts';

/**
 * One shared server for the suite; tests that need their own start it themselves, from a copy
 * of the data directory seeded here once (`seededDataDir`), so that only this start imports
 * the demo content, and only this server encodes the demo pages' images. The workers start
 * after this and inherit the two addresses as environment variables (support/suite.ts reads
 * them). The function it returns is the suite's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const seeded = await startServer();
  await warmImageCache(seeded.url);
  await seeded.stop({ keepData: true });
  const server = await startServer({ seededFrom: seeded.dataDir });
  process.env[suiteVariables.seededDataDir] = seeded.dataDir;
  process.env[suiteVariables.baseUrl] = server.url;
  return async () => {
    await server.stop();
    await rm(seeded.dataDir, { recursive: true, force: true });
  };
}
