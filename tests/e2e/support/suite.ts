import { test } from '@playwright/test';
import { startServer, type RunningServer, type StartOptions } from './server.ts';

/** The environment variables through which the global setup hands its server to the workers. */
export const suiteVariables = { baseUrl: 'ZILT_E2E_BASE_URL', seededDataDir: 'ZILT_E2E_SEEDED_DATA_DIR' } as const;

/**
 * A value of the global setup. Playwright reads the test files once before the setup runs (to
 * list the tests), where the value is still empty; a worker runs tests only after it, and
 * a worker without the value stops at once with a message.
 */
function suiteValue(name: string): string {
  const value = process.env[name] ?? '';
  if (!value && process.env['TEST_WORKER_INDEX'] !== undefined) {
    throw new Error(`${name} is not set: run the end-to-end tests with playwright test (its global setup sets it)`);
  }
  return value;
}

/** The address of the suite's shared server. */
export const baseUrl = suiteValue(suiteVariables.baseUrl);

/** A stopped server's data directory holding the demo content (and its images), to start servers from. */
export const seededDataDir = suiteValue(suiteVariables.seededDataDir);

/** How long a hook that starts a server may take: a start waits up to 90 s for readiness. */
export const serverStartTimeout = 120_000;

/**
 * How long a start on an empty data folder may take to be ready: it imports the demo content
 * first, which on a busy two-core machine has taken more than 90 s.
 */
export const importingStartReadyMs = 240_000;

/**
 * How long a hook may wait for a server to stop: a graceful stop finishes its requests and closes
 * the embedded database, which on a busy two-core machine has taken more than a test's 60 s.
 */
export const serverStopTimeout = 120_000;

/**
 * A server of the calling test file's own, started from the seeded data before its tests and
 * stopped after them. Returns the way to reach it from inside a test.
 */
export function serverForThisFile(options: Omit<StartOptions, 'seededFrom'> = {}): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(serverStartTimeout);
    server = await startServer({ seededFrom: seededDataDir, ...options });
  });
  test.afterAll(async () => {
    test.setTimeout(serverStopTimeout);
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('The server is reachable only inside tests (it starts in beforeAll)');
    return server;
  };
}
