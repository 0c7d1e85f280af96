import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // Two cores: one server plus one browser per worker is as much as the machine carries. A
  // file's tests run in order in one worker; the two workers take files side by side.
  workers: 2,
  fullyParallel: false,
  // A test that fails once is a defect to fix (it waits for the wrong thing), not noise to retry.
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 60_000,
  // A condition a test waits for (the address after Filter, the list that follows) may take
  // longer than a few seconds to arrive on a busy machine: assertions retry for up to 15 s.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    // The system Chromium; Playwright's own browsers are never downloaded.
    browserName: 'chromium',
    launchOptions: launchOptions(),
    // The offline-reading worker stays out of tests that route or count requests; the offline
    // test (seo-sharing.e2e.ts) allows it for itself.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
});
