import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-gl=angle','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const base = process.argv[2];
for (let run = 0; run < 2; run++) {
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
await page.addInitScript(() => { window.shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.shifts.push({ v: e.value, t: Math.round(e.startTime), s: e.sources.map(s => (s.node?.className || s.node?.nodeName) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true }); });
await page.goto(base + '/en/projects');
await page.waitForSelector('html[data-hydrated="true"]');
await page.waitForLoadState('networkidle');
console.log('before', JSON.stringify(await page.evaluate(() => window.shifts)));
await page.evaluate(() => document.querySelector('.project-map__canvas').scrollIntoView({ block: 'center' }));
await page.waitForSelector('[data-map-idle="true"]', { timeout: 60000 });
console.log('after', JSON.stringify(await page.evaluate(() => window.shifts)));
await page.close();
}
await browser.close();
