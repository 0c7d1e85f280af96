// Writes `file.br` and `file.gz` next to every compressible file of a build folder (scripts,
// styles, SVG, JSON, fonts that are not already compressed), at the highest levels: the server
// sends them as negotiated and never compresses these files per request.
// Usage: node scripts/precompress.mjs <folder>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(js|mjs|css|svg|json|html|txt|map|ttf|otf)$/i;
/** Below this size a compressed copy saves less than the header costs. */
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    // Dot folders (Vite's manifest) are never served.
    const file = path.join(entry.parentPath, entry.name);
    if (
      entry.isFile() &&
      !path
        .relative(folder, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      yield file;
  }
}

export async function precompress(folder) {
  let written = 0;
  for await (const file of filesUnder(folder)) {
    if (!compressible.test(file) || (await stat(file)).size < minimumBytes) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/precompress.mjs <folder>');
  process.exit(2);
}
const count = await precompress(path.resolve(folder));
console.log(`precompressed ${count} files in ${folder} (.br, .gz)`);
