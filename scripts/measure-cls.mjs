// Cumulative Layout Shift of a page in the system Chromium: every 'layout-shift' entry without
// recent input, summed, from the first paint until the visitor has scrolled through the whole
// page (lazy images, in-view reveals and consent prompts all had their chance to move things).
// Run against a running, built server:
//   node scripts/measure-cls.mjs http://127.0.0.1:3000 /en/components
// The bench (scripts/bench.mjs) can import `measureCls` and print the figure.
import { pathToFileURL } from 'node:url';

/** Target of issue 4: the components page shifts less than this. */
export const clsTarget = 0.02;
/** A page whose font arrives late (after the first paint) shifts less than this. */
export const slowFontClsTarget = 0.01;

async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * CLS of one page load at one viewport width, with a slow scroll to the bottom and back.
 * `fontDelayMs` holds every web font back that long, as a slow connection would: the page is
 * first drawn in the fallback font, and the swap to the web font must move nothing.
 */
export async function measureCls(baseUrl, path = '/en/components', { widths = [375, 1440], fontDelayMs = 0 } = {}) {
  const browser = await launch();
  try {
    const results = [];
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      if (fontDelayMs > 0) {
        await page.route('**/*.woff2', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
          await route.continue();
        });
      }
      await page.addInitScript(() => {
        window.__cls = { value: 0, shifts: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__cls.value += entry.value;
            window.__cls.shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              nodes: (entry.sources ?? []).map(
                (source) =>
                  source.node?.nodeName +
                  (source.node?.id ? `#${source.node.id}` : '') +
                  (source.node?.className ? `.${String(source.node.className).split(' ')[0]}` : ''),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += 300) {
          window.scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForTimeout(800);
      const cls = await page.evaluate(() => window.__cls);
      results.push({ width, cls: cls.value, shifts: cls.shifts });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:3000', path = '/en/components'] = process.argv.slice(2);
  const results = await measureCls(baseUrl, path);
  for (const { width, cls, shifts } of results) {
    const verdict = cls < clsTarget ? 'ok' : `above the target ${clsTarget}`;
    console.log(`CLS ${path} at ${String(width).padStart(4)} px: ${cls.toFixed(4)} (${verdict})`);
    for (const shift of shifts.filter((s) => s.value >= 0.001))
      console.log(`    ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.nodes.join(', ')}`);
  }
}
