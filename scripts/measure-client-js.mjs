// Client JavaScript of a page: every script the page loads (module preloads, entry and route
// modules, and chunks imported later while the page settles), each gzip-compressed (level 9)
// and summed. Run against a running, built server:
//   node scripts/measure-client-js.mjs http://127.0.0.1:3000 /en/about
// The bench (scripts/bench.mjs) imports `measureClientJs` and prints the figure.
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

/**
 * Goal for a plain content page: the framework chunk plus at most 25 KB of everything else,
 * gzipped (1 KB = 1000 bytes).
 */
export const clientJsGoal = { beyondFrameworkBytes: 25_000 };

/**
 * The parts a page's scripts fall into, by the chunk names apps/web/vite.config.ts gives the
 * libraries; every other script is the product's own code.
 */
const scriptParts = [
  { part: 'framework (React, React DOM, React Router)', chunk: /^\/assets\/framework-/ },
  // The content studio's route, its block editor and every chunk holding the editor's code
  // (apps/web/vite.config.ts names them `studio-…`): only /studio may load any of them.
  { part: 'studio (block editor)', chunk: /^\/assets\/studio-/ },
];
const productPart = 'product code';
export const frameworkPart = scriptParts[0].part;
export const studioPart = scriptParts[1].part;

/** Whether a page address is the studio's (the one place the studio's code may load). */
export function isStudioAddress(path) {
  return /^\/studio(?:\/|$)/.test(path);
}

/** Sums gzip bytes per part, in the order of `scriptParts`, product code last. */
export function sizesByPart(files) {
  const totals = new Map([...scriptParts.map(({ part }) => [part, 0]), [productPart, 0]]);
  for (const file of files) {
    const part = scriptParts.find(({ chunk }) => chunk.test(file.file))?.part ?? productPart;
    totals.set(part, totals.get(part) + file.gzipBytes);
  }
  return [...totals].map(([part, gzipBytes]) => ({ part, gzipBytes }));
}

function scriptUrlsInHtml(html, base) {
  const urls = new Set();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(new URL(href, base).href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(new URL(match[1], base).href);
  // React Router's inline bootstrap imports the entry and route modules.
  for (const match of html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+\.js)["']/g))
    urls.add(new URL(match[1], base).href);
  return urls;
}

function staticImportsInModule(code, moduleUrl) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}$\s,]+from\s*)?["']([^"']+)["']/g)) {
    found.add(new URL(match[1], moduleUrl).href);
  }
  for (const match of code.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g))
    found.add(new URL(match[1], moduleUrl).href);
  return found;
}

async function fetchText(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

async function collectWithBrowser(pageUrl) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return null;
  }
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] }).catch(() => null);
  if (!browser) return null;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const urls = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    // Scroll through the page so that chunks loaded on view count too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    return urls;
  } finally {
    await browser.close();
  }
}

async function collectFromHtml(pageUrl) {
  const html = await fetchText(pageUrl);
  const pending = [...scriptUrlsInHtml(html, pageUrl)];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const url = pending.pop();
    for (const imported of staticImportsInModule(await fetchText(url), url)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  return seen;
}

/**
 * Measures the client JavaScript of one page. Uses Chromium (what the page really loads)
 * when available, else follows the HTML's scripts and their static imports.
 */
export async function measureClientJs(baseUrl, path = '/en/about') {
  const pageUrl = new URL(path, baseUrl).href;
  const browserUrls = await collectWithBrowser(pageUrl);
  const urls = browserUrls ?? (await collectFromHtml(pageUrl));
  const files = [];
  for (const url of [...urls].filter((url) => new URL(url).origin === new URL(baseUrl).origin)) {
    const body = Buffer.from(await fetchText(url));
    files.push({ file: new URL(url).pathname, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const rawBytes = files.reduce((sum, file) => sum + file.rawBytes, 0);
  return { path, method: browserUrls ? 'chromium' : 'html', files, gzipBytes, rawBytes };
}

/** Whether a script is the studio's (its screens, the block editor, Puck, TipTap: all named `studio-…`). */
export function isStudioScript(file) {
  return scriptParts[1].chunk.test(file);
}

/**
 * The studio's scripts a public page names in its HTML (module preloads, scripts, the inline
 * bootstrap's imports) or requests while it settles: their count and gzip bytes (goal: none).
 */
export async function studioScriptsOfPage(baseUrl, path) {
  const pageUrl = new URL(path, baseUrl).href;
  const measured = await measureClientJs(baseUrl, path);
  const named = [...scriptUrlsInHtml(await fetchText(pageUrl), pageUrl)].map((url) => new URL(url).pathname);
  const files = new Map(measured.files.filter((file) => isStudioScript(file.file)).map((file) => [file.file, file]));
  for (const file of named.filter((name) => isStudioScript(name) && !files.has(name))) {
    const body = Buffer.from(await fetchText(new URL(file, baseUrl).href));
    files.set(file, { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const studio = [...files.values()];
  return { path, files: studio, gzipBytes: studio.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:3000', path = '/en/about'] = process.argv.slice(2);
  const result = await measureClientJs(baseUrl, path);
  for (const file of result.files) console.log(`${formatKb(file.gzipBytes).padStart(10)}  ${file.file}`);
  for (const { part, gzipBytes } of sizesByPart(result.files))
    console.log(`${formatKb(gzipBytes).padStart(10)}  = ${part}`);
  console.log(
    `${formatKb(result.gzipBytes).padStart(10)}  total gzipped (${formatKb(result.rawBytes)} raw, ${result.files.length} files, via ${result.method})`,
  );
}
