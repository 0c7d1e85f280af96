import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < 4; run++) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 + run * 2 });
  await page.route('**/*.woff2', async (route) => { await new Promise((r) => setTimeout(r, 300 + run * 200)); await route.continue(); });
  await page.addInitScript(() => {
    window.s = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.s.push(`${e.value.toFixed(6)} at ${Math.round(e.startTime)}: ${e.sources.map((x) => `${x.node?.className || x.node?.nodeName} ${JSON.stringify(x.previousRect)}->${JSON.stringify(x.currentRect)}`).join(' | ')}`); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(process.argv[2]);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  console.log(run, await page.evaluate(() => window.s));
  await page.close();
}
await browser.close();
