import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server.ts';
import { warmImageCache } from './warm-images.ts';

let server: RunningServer | undefined;
let seeded: RunningServer | undefined;

/**
 * One shared server for the suite; tests that need their own start it themselves, from a copy
 * of the data directory seeded here once (`seededDataDir`), so that only this start imports
 * the demo content, and only this server encodes the demo pages' images.
 */
export async function setup(project: TestProject) {
  seeded = await startServer();
  await warmImageCache(seeded.url);
  await seeded.stop({ keepData: true });
  project.provide('seededDataDir', seeded.dataDir);
  server = await startServer({ seededFrom: seeded.dataDir });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  if (seeded) await rm(seeded.dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A stopped server's data directory holding the demo content, to start servers from. */
    seededDataDir: string;
  }
}
