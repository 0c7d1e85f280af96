import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer | undefined;

/** One shared server for the suite; tests that need their own start it themselves. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
