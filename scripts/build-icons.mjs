// Makes the site's PNG icons and favicon.ico from the logo's emblem (the salt crystal over
// water, the square left part of apps/server/static/images/logo.svg), into the web app's client
// build: the manifest's icons (192 and 512, and a maskable 512 with the emblem inside the safe
// zone), the apple-touch-icon (180, on the sand background: iOS shows no transparency) and a
// favicon.ico of 16, 32 and 48 pixels.
// Usage: node scripts/build-icons.mjs <client build folder>
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/build/client'));
const logo = await readFile(path.join(root, 'apps/server/static/images/logo.svg'));
/** The design's sand (manifest background_color). */
const sand = '#F6F1E7';

/** The emblem (the logo's left 48 × 48 units) at `size` pixels, transparent around it. */
async function emblem(size) {
  // The logo is 126 × 48 units; rendered 48 units high at `size` pixels, its left square is the emblem.
  const scale = size / 48;
  const wide = await sharp(logo, { density: 72 * scale })
    .resize({ height: size })
    .png()
    .toBuffer();
  return sharp(wide).extract({ left: 0, top: 0, width: size, height: size }).png().toBuffer();
}

/** An icon of `size` pixels: the emblem filling `share` of it, on `background` (transparent when null). */
async function icon(size, share, background) {
  const inner = Math.round(size * share);
  const offset = Math.round((size - inner) / 2);
  return sharp({
    create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: await emblem(inner), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

await mkdir(path.join(outDir, 'icons'), { recursive: true });
const files = {
  'icons/icon-192.png': await icon(192, 1, null),
  'icons/icon-512.png': await icon(512, 1, null),
  // Maskable: the emblem within the central 80 % safe zone, on a full background.
  'icons/icon-maskable-512.png': await icon(512, 0.7, sand),
  'apple-touch-icon.png': await icon(180, 0.85, sand),
  'favicon.ico': await pngToIco([await icon(16, 1, null), await icon(32, 1, null), await icon(48, 1, null)]),
};
for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(outDir, name), bytes);
console.log(`icons: ${Object.keys(files).join(', ')} in ${path.relative(root, outDir)}`);
