// Compiles the server to plain JavaScript (apps/server/dist) for production: one ES module
// with our own TypeScript (the server and packages/contracts) bundled and every npm package
// left to Node. Files read at run time (migrations, static images, geodata) stay where they
// are: the server names them from its package folder (apps/server/src/lib/server-root.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverDir = path.join(root, 'apps/server');
const outDir = path.join(serverDir, 'dist');

/** npm packages stay imports; our workspace package (TypeScript sources) is bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@zilt/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.log(`compiled the server to ${path.relative(root, outDir)}/main.js`);
