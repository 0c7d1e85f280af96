import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; end-to-end tests have their own config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/admin', 'tests/lint'],
  },
});
