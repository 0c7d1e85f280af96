import { reactRouter } from '@react-router/dev/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * Browser chunks for the libraries every page needs, kept apart from the product's own code:
 * they change less often (longer cache life) and `npm run bench` reports each part's size by
 * these chunk names (scripts/measure-client-js.mjs).
 */
const libraryChunks = [
  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // The product's small modules that several routes and blocks share (contexts, helpers, a
  // tracking call) in one chunk: each was a request of its own, and a phone on a slow network
  // pays a round trip per request before the page can run. Modules that bring a stylesheet stay
  // where they are, so the order of the site's stylesheets (and so the cascade) does not change.
  { name: 'shared', test: isSmallScriptOfOurs, minShareCount: 2, maxModuleSize: 4000 },
];

/**
 * The studio's code: its screens and features, and the block editor's own packages. No public
 * page may load a module of theirs (nor share a chunk with one).
 */
function isStudioCode(id: string): boolean {
  return (
    /[\\/]node_modules[\\/](@puckeditor|@tiptap|prosemirror-[\w-]+|@dnd-kit)[\\/]/.test(id) ||
    /[\\/]apps[\\/]web[\\/]app[\\/](routes|features)[\\/]studio[\\/]/.test(id)
  );
}

/**
 * Chunk files are named after their first module; a chunk that holds any of the block editor's
 * code or the studio's own modules gets the prefix `studio-`, so the bench and the tests can
 * tell that a public page loads none of it (if a public page ever shared a chunk with the
 * editor, that chunk's name would say so).
 */
function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some(isStudioCode) ? 'assets/studio-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

function isSmallScriptOfOurs(id: string): boolean {
  if (!/[\\/]apps[\\/]web[\\/]app[\\/].*\.tsx?$/.test(id) || isStudioCode(id)) return false;
  return !/^import\s[^;]*\.css['"]/m.test(readFileSync(id, 'utf8'));
}

export default defineConfig({
  environments: {
    client: {
      build: {
        // Route modules are entries: a studio screen's route module is named like its chunks.
        rolldownOptions: {
          output: {
            codeSplitting: { groups: libraryChunks },
            chunkFileNames: chunkFileName,
            entryFileNames: chunkFileName,
          },
        },
        // The map's chunk (MapLibre, ~1.2 MB, ~330 kB gzipped) loads only on pages with a map,
        // after hydration; every other chunk stays far below this.
        chunkSizeWarningLimit: 1300,
      },
    },
  },
  plugins: [reactRouter()],
});
