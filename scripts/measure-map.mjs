// The map part of `npm run bench`: how soon the projects page's map is ready once the visitor
// scrolls to it in headless Chromium (software WebGL), that the page loads none of its code
// before, how long clustering 100,000 points takes with the map's own settings, how much the
// map's code weighs, and that a page without a map loads none of it.
// Run alone against a running, built server:
//   node scripts/measure-map.mjs http://127.0.0.1:3000
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import Supercluster from 'supercluster';
import { tsImport } from 'tsx/esm/api';
import { formatKb } from './measure-client-js.mjs';

const { mapClusterOptions, mapInitialZoom } = await tsImport(
  '../packages/contracts/src/map-settings.ts',
  import.meta.url,
);

/** Goals of the map: ready within 1.5 s of scrolling to it, 100k points clustered within 2 s. */
export const mapGoals = { idleMs: 1500, clusterMs: 2000 };

/** The page with the page-level map, and a content page without any map. */
const mapPagePath = '/en/projects';
const plainPagePath = '/en/about';
const runs = 3;

/** Files of the map's code: MapLibre with our map code, its worker, the map's components and styles. */
const mapFilePattern = /map-runtime|maplibre|project-map|page-map|map-block/;
/** What only the live map loads: MapLibre with our map code, its worker, the map data and the basemap. */
const liveMapPattern = /map-runtime|maplibre|getMapProjects|\/map\/(style\.json|land\.geojson|borders\.geojson)/;

async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Software WebGL (SwiftShader), as in the end-to-end tests: headless Chromium has no GPU.
    args: [
      '--no-sandbox',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** The machine's load when a figure was taken: wall-clock times on a busy machine include waiting. */
const machineLoad = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Marks when the map first reports `idle` (everything drawn), and the layout shift until then. */
function observeMap() {
  window.__map = { scrolledAt: null, idleAt: null, cls: 0 };
  new MutationObserver(() => {
    if (window.__map.idleAt === null && document.querySelector('[data-map-idle="true"]')) {
      window.__map.idleAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-map-idle'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__map.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * One cold visit (fresh browser context) of the map page: the page loads and hydrates, then
 * the visitor scrolls the map to the window's middle; until the map's first `idle`.
 */
async function visitMapPage(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.addInitScript(observeMap);
    // The page's main thread time from scrolling until idle: the work, apart from waiting for a busy machine.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Performance.enable');
    const taskTime = async () => {
      const { metrics } = await devtools.send('Performance.getMetrics');
      return 1000 * (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN);
    };
    await page.goto(new URL(mapPagePath, baseUrl).href);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const beforeScrolling = requested.filter((url) => liveMapPattern.test(url));
    const tasksBefore = await taskTime();
    await page.evaluate(() => {
      window.__map.scrolledAt = performance.now();
      document.querySelector('.project-map__canvas').scrollIntoView({ block: 'center' });
    });
    await page.waitForFunction(() => window.__map.idleAt !== null, undefined, { timeout: 60_000 });
    const mainThreadMs = (await taskTime()) - tasksBefore;
    const { scrolledAt, idleAt, cls } = await page.evaluate(() => window.__map);
    const markers = await page.locator('.project-map__marker, .project-map__cluster').count();
    return { idleMs: idleAt - scrolledAt, mainThreadMs, cls, markers, requested, beforeScrolling };
  } finally {
    await context.close();
  }
}

/** Every script or stylesheet of the page loaded by a visit of `path` (without waiting for a map). */
async function requestsOfPlainPage(browser, baseUrl, path) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    return requested;
  } finally {
    await context.close();
  }
}

async function gzippedSize(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, zod: body.includes('ZodError') };
}

/** Sizes of the map's own files among the requested addresses, largest first. */
async function mapFiles(requested, baseUrl) {
  const origin = new URL(baseUrl).origin;
  const urls = [...new Set(requested)].filter(
    (url) => url.startsWith(origin) && mapFilePattern.test(new URL(url).pathname),
  );
  const files = [];
  for (const url of urls)
    files.push({ file: new URL(url).pathname.replace('/assets/', ''), ...(await gzippedSize(url)) });
  return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** 100,000 points spread over the inhabited latitudes, the same every run (seeded). */
function syntheticPoints(count = 100_000) {
  let seed = 20_261_123;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: count }, (_, index) => ({
    type: 'Feature',
    properties: { index },
    geometry: { type: 'Point', coordinates: [random() * 360 - 180, random() * 130 - 60] },
  }));
}

/**
 * Time to index the points with one level's settings (wall clock, and the CPU time this process
 * spent, which a busy machine inflates far less), and to read the first view's clusters.
 */
function clusterTimings(points, level) {
  const loads = [];
  const cpuLoads = [];
  const views = [];
  let groups = 0;
  for (let run = 0; run < runs; run += 1) {
    const index = new Supercluster({ ...mapClusterOptions[level] });
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    index.load(points);
    const cpu = process.cpuUsage(cpuStarted);
    const loaded = performance.now();
    groups = index.getClusters([-180, -85, 180, 85], mapInitialZoom).length;
    views.push(performance.now() - loaded);
    loads.push(loaded - started);
    cpuLoads.push((cpu.user + cpu.system) / 1000);
  }
  return { loadMs: median(loads), cpuMs: median(cpuLoads), viewMs: median(views), groups };
}

/** @type {import('./bench.mjs').Measurement[]} */
export const mapMeasurements = [
  {
    name: `Map: time from scrolling to the map to its idle, ${mapPagePath}, headless Chromium with software WebGL`,
    async run(baseUrl) {
      const browser = await launch();
      try {
        const visits = [];
        for (let run = 0; run < runs; run += 1) visits.push(await visitMapPage(browser, baseUrl));
        const projects = (await (await fetch(new URL('/api/wp/getMapProjects?lang=en', baseUrl))).json()).projects
          .length;
        const idle = median(visits.map((visit) => visit.idleMs));
        const files = await mapFiles(visits[0].requested, baseUrl);
        const bytes = (pattern) =>
          files.filter((file) => pattern.test(file.file)).reduce((sum, file) => sum + file.gzipBytes, 0);
        const script = bytes(/map-runtime.*\.js$/);
        const worker = bytes(/maplibre-gl-worker/);
        const everything = files.reduce((sum, file) => sum + file.gzipBytes, 0);
        const withZod = files.filter((file) => file.zod).map((file) => file.file);
        const early = [...new Set(visits.flatMap((visit) => visit.beforeScrolling))];
        const plain = await requestsOfPlainPage(browser, baseUrl, plainPagePath);
        const mapOnPlain = plain.filter((url) => mapFilePattern.test(url) || /getMapProjects|\/map\//.test(url));
        return [
          {
            name: this.name,
            value: `${Math.round(idle)} ms from the scroll (median of ${runs} cold visits, page loaded and hydrated first; ${projects} projects, ${visits[0].markers} clusters and markers)`,
            budget: `< ${mapGoals.idleMs} ms`,
            verdict: idle < mapGoals.idleMs ? 'ok' : 'over',
            detail: [
              ...visits.map(
                (visit, run) =>
                  `visit ${run + 1}: idle ${Math.round(visit.idleMs)} ms after the scroll, main-thread tasks meanwhile ${Math.round(visit.mainThreadMs)} ms, CLS ${visit.cls.toFixed(4)}`,
              ),
              machineLoad(),
            ].join('\n  '),
          },
          {
            name: `Map: map code and data loaded by ${mapPagePath} before the visitor scrolls to the map`,
            value: early.length === 0 ? 'none' : early.join(', '),
            budget: 'none',
            verdict: early.length === 0 ? 'ok' : 'over',
          },
          {
            name: `Map: layout shift of the visit until the map is idle (its still gives way to the live map), ${mapPagePath}`,
            value: `CLS ${median(visits.map((visit) => visit.cls)).toFixed(4)} (median)`,
            budget: '< 0.02',
            verdict: median(visits.map((visit) => visit.cls)) < 0.02 ? 'ok' : 'over',
          },
          {
            name: 'Map: code of the map (loaded only on pages with a map, when the visitor comes to it)',
            value: `${formatKb(script)} gzip MapLibre + map code, ${formatKb(worker)} gzip worker, ${formatKb(everything)} gzip with styles and components`,
            verdict: 'info',
            detail: [
              ...files.map((file) => `${file.file} ${formatKb(file.gzipBytes)} gzip (${formatKb(file.rawBytes)} raw)`),
              `zod in the map's files: ${withZod.length === 0 ? 'none' : withZod.join(', ')}`,
            ].join('\n  '),
          },
          {
            name: `Map: map code and data loaded by a page without a map, ${plainPagePath}`,
            value: mapOnPlain.length === 0 ? 'none' : mapOnPlain.join(', '),
            budget: 'none',
            verdict: mapOnPlain.length === 0 ? 'ok' : 'over',
          },
        ];
      } finally {
        await browser.close();
      }
    },
  },
  {
    name: 'Map: clustering 100,000 synthetic points (supercluster, in Node)',
    async run() {
      const points = syntheticPoints();
      return ['page', 'block'].map((level) => {
        const { loadMs, cpuMs, viewMs, groups } = clusterTimings(points, level);
        return {
          name: `Map: clustering 100,000 synthetic points, ${level}-level settings`,
          value: `${Math.round(loadMs)} ms to index (${Math.round(cpuMs)} ms CPU), ${viewMs.toFixed(1)} ms for the first view (${groups} groups at zoom ${mapInitialZoom}; median of ${runs})`,
          budget: `< ${mapGoals.clusterMs} ms CPU`,
          // Judged by CPU time: the figure a quiet machine would also show as wall-clock time.
          verdict: cpuMs < mapGoals.clusterMs ? 'ok' : 'over',
          detail: machineLoad(),
        };
      });
    },
  },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:3000'] = process.argv.slice(2);
  for (const measurement of mapMeasurements) {
    const result = await measurement.run(baseUrl);
    for (const row of Array.isArray(result) ? result : [{ name: measurement.name, ...result }]) {
      console.log(`${row.name}: ${row.value}${row.budget ? ` (goal ${row.budget}: ${row.verdict})` : ''}`);
      if (row.detail) console.log(`  ${row.detail}`);
    }
  }
}
