// Lighthouse (12.x: 13 needs Node 22) on a running server with the system Chromium: the
// median of three runs per page and preset (mobile with simulated throttling, desktop).
//   node scripts/measure-lighthouse.mjs http://127.0.0.1:3000 /en/ /en/about
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const lighthouseRuns = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse report's figures: category scores (0–100) and the paint and blocking times. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failing: failingAudits(lhr),
  };
}

/** The audits that cost accessibility, best practices or SEO points, by id. */
function failingAudits(lhr) {
  return categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
}

/** Runs Lighthouse `runs` times on a page with a preset; the run with the median score wins. */
export async function measureLighthouse(pageUrl, preset, runs = lighthouseRuns) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        pageUrl,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${pageUrl}`);
      results.push(figuresOf(result.lhr));
    }
    const middle = median(results.map((result) => result.performance));
    const chosen = results.find((result) => result.performance === middle) ?? results[0];
    return { ...chosen, lcp: median(results.map((r) => r.lcp)), tbt: median(results.map((r) => r.tbt)) };
  } finally {
    chrome.kill();
  }
}

export function formatLighthouse(figures) {
  return (
    `perf ${figures.performance} (FCP ${(figures.fcp / 1000).toFixed(2)} s, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
    `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}); a11y ${figures.accessibility}, ` +
    `best practices ${figures['best-practices']}, SEO ${figures.seo}` +
    (figures.failing.length > 0 ? `; failing: ${figures.failing.join(', ')}` : '')
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
  for (const path of paths.length > 0 ? paths : ['/en/']) {
    for (const preset of ['mobile', 'desktop']) {
      console.log(
        `${path} ${preset}: ${formatLighthouse(await measureLighthouse(new URL(path, baseUrl).href, preset))}`,
      );
    }
  }
}
