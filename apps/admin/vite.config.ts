import { defineConfig } from 'vite';

// The Mini-Admin is a client-only app served by the same server under /dev/. Its files are
// content-hashed under /dev/assets/ and cached forever; index.html is served for every /dev path.
export default defineConfig({
  base: '/dev/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router marks its modules "use client" for server components; a client-only app has none.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
});
