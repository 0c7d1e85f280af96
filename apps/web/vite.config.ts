import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Browser chunks for the libraries every page needs, kept apart from the product's own code:
 * they change less often (longer cache life) and `npm run bench` reports each part's size by
 * these chunk names (scripts/measure-client-js.mjs).
 */
const libraryChunks = [
  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: libraryChunks } } },
        // The map's chunk (MapLibre, ~1.2 MB, ~330 kB gzipped) loads only on pages with a map,
        // after hydration; every other chunk stays far below this.
        chunkSizeWarningLimit: 1300,
      },
    },
  },
  plugins: [reactRouter()],
});
