// Builds our own form provider's script (apps/web/app/features/forms/provider) into the web app's
// client build as /forms/provider.js: one small file that pages load only where a form is shown.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await build({
  entryPoints: [path.join(root, 'apps/web/app/features/forms/provider/form-provider.ts')],
  outfile: path.join(root, 'apps/web/build/client/forms/provider.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  logLevel: 'warning',
});
console.log('built the form provider script to apps/web/build/client/forms/provider.js');
