import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A condition a test polls for (the address after Filter, the list that follows) may take
    // longer than a second to arrive on a busy machine: wait for it up to 15 s, not vitest's 1 s.
    expect: { poll: { timeout: 15_000 } },
    // Two cores: one server plus one browser per worker is as much as the machine carries.
    maxWorkers: 2,
    fileParallelism: true,
  },
});

// The values the vitest files still read with inject(); the suite moves to Playwright Test.
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    seededDataDir: string;
  }
}
