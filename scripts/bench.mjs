// `npm run bench`: starts the built server on a fresh data directory (as the end-to-end tests
// do), runs every measurement in `measurements` and prints one table. Measurements report
// figures; they never fail on wall-clock time. Add a measurement by appending to the list.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clientJsGoal,
  formatKb,
  frameworkPart,
  isStudioAddress,
  measureClientJs,
  sizesByPart,
  studioPart,
  studioScriptsOfPage,
} from './measure-client-js.mjs';
import { formatLighthouse, lighthouseRuns, measureLighthouse } from './measure-lighthouse.mjs';
import { requestsPerSecond, startStaticBaseline, throughputSeconds } from './measure-throughput.mjs';
import { clsTarget, measureCls, slowFontClsTarget } from './measure-cls.mjs';
import { loadConnections, loadSeconds, measureUnderLoad, underLoadFigures } from './measure-under-load.mjs';
import { overviewMeasurements } from './measure-overview.mjs';
import { paidUsersMeasurement } from './measure-paid-users.mjs';
import { mapMeasurements } from './measure-map.mjs';
import { serverProcessEnv } from './server-process.mjs';
import { subscriberMeasurements } from './measure-subscribers.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * @typedef {{ value: string, budget?: string, verdict?: 'ok' | 'over' | 'info', detail?: string }} Figure
 * @typedef {{ name: string, run: (baseUrl: string, server: { pid?: number } | null) => Promise<Figure | (Figure & { name: string })[]> }} Measurement
 */

function clientJsMeasurement(name, pagePath, { budgeted }) {
  return {
    name,
    async run(baseUrl) {
      const result = await measureClientJs(baseUrl, pagePath);
      const parts = sizesByPart(result.files);
      const framework = parts.find(({ part }) => part === frameworkPart)?.gzipBytes ?? 0;
      const studio = parts.find(({ part }) => part === studioPart)?.gzipBytes ?? 0;
      const rest = result.gzipBytes - framework;
      // A public page that loads any of the studio's code is over its budget, whatever its size.
      const studioLeak =
        !isStudioAddress(pagePath) && result.files.some((file) => /^\/assets\/studio-/.test(file.file));
      return {
        value: isStudioAddress(pagePath)
          ? `${formatKb(result.gzipBytes)} gzip: framework ${formatKb(framework)} + studio ${formatKb(studio)} + the rest ${formatKb(rest - studio)}`
          : `${formatKb(result.gzipBytes)} gzip: framework ${formatKb(framework)} + the rest ${formatKb(rest)}`,
        budget: studioLeak
          ? 'no studio code on public pages'
          : budgeted
            ? `framework + ≤ ${formatKb(clientJsGoal.beyondFrameworkBytes)}`
            : '',
        verdict: studioLeak ? 'over' : !budgeted ? 'info' : rest <= clientJsGoal.beyondFrameworkBytes ? 'ok' : 'over',
        detail: [
          parts.map(({ part, gzipBytes }) => `${part} ${formatKb(gzipBytes)}`).join('; '),
          result.files.map((file) => `${file.file.replace('/assets/', '')} ${formatKb(file.gzipBytes)}`).join(', '),
        ].join('\n  '),
      };
    },
  };
}

/** Public pages that must load none of the studio's code (its screens, Puck, TipTap). */
const studioFreePages = ['/en/', '/en/about', '/en/news', '/spa'];

/** The studio's scripts among those public pages preload and request: count and size (goal 0). */
function studioIsolationMeasurement(name) {
  return {
    name,
    async run(baseUrl) {
      const pages = [];
      for (const pagePath of studioFreePages) pages.push(await studioScriptsOfPage(baseUrl, pagePath));
      const count = pages.reduce((sum, page) => sum + page.files.length, 0);
      const bytes = pages.reduce((sum, page) => sum + page.gzipBytes, 0);
      return {
        value: `${count} studio scripts, ${formatKb(bytes)} gzip on ${pages.length} pages`,
        budget: '0 scripts',
        verdict: count === 0 ? 'ok' : 'over',
        detail: pages
          .map(
            (page) =>
              `${page.path}: ${page.files.map((file) => file.file.replace('/assets/', '')).join(', ') || 'none'}`,
          )
          .join('; '),
      };
    },
  };
}

/** Lighthouse scores and timings of a page, mobile and desktop presets, median of three runs. */
function lighthouseMeasurement(name, pagePath) {
  return {
    name,
    async run(baseUrl) {
      const figures = [];
      for (const preset of ['mobile', 'desktop']) {
        const result = await measureLighthouse(new URL(pagePath, baseUrl).href, preset);
        const perfect = result.performance === 100 && result.accessibility === 100;
        const goals =
          result['best-practices'] === 100 &&
          result.seo === 100 &&
          (preset === 'desktop' || (result.lcp <= 1500 && result.tbt <= 50 && result.cls <= 0.01));
        figures.push({
          name: `${name}, ${preset}`,
          value: formatLighthouse(result),
          budget: preset === 'mobile' ? 'all 100; LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01' : 'all 100',
          verdict: perfect && goals ? 'ok' : 'over',
        });
      }
      return figures;
    },
  };
}

/**
 * Requests per second (autocannon, 10 connections) of a cached page, the same page rendered
 * per request, getPage, and a static server sending the cached page's bytes from memory, all
 * asking for brotli; each is also given as a share of the static baseline. The CPU time the
 * serving process spent per request is given too, and its ratio (static ÷ this): it is what
 * the rate ratio would be on an idle machine, and moves far less with the load of others.
 */
function throughputMeasurement(name, pagePath) {
  return {
    name,
    async run(baseUrl, server) {
      const headers = { 'accept-encoding': 'br' };
      const pageUrl = new URL(pagePath, baseUrl).href;
      await fetch(pageUrl, { headers });
      const baseline = await startStaticBaseline(pageUrl, headers);
      const cpu = (ms) => (Number.isNaN(ms) ? '' : `; ${ms.toFixed(3)} ms CPU per request`);
      try {
        const staticRun = await requestsPerSecond(baseline.url, headers, baseline.pid);
        const rows = [
          ['page from the page cache', pageUrl, headers, 0.8],
          ['API getPage', new URL('/api/wp/getPage?slug=about&lang=en', baseUrl).href, headers, 0.5],
          // Last: renders still running when its time is up would slow the next row down.
          // A request with credentials is never served from the page cache: it renders.
          ['page rendered per request', pageUrl, { ...headers, authorization: 'Bearer bench' }, 0],
        ];
        const figures = [
          {
            name: `${name}: static baseline (${formatKb(baseline.bytes)} br from memory)`,
            value: `${Math.round(staticRun.rate)} req/s${cpu(staticRun.cpuPerRequestMs)}`,
            verdict: 'info',
          },
        ];
        for (const [label, url, requestHeaders, goal] of rows) {
          const { rate, cpuPerRequestMs } = await requestsPerSecond(url, requestHeaders, server?.pid);
          const ratio = rate / staticRun.rate;
          const cpuRatio = staticRun.cpuPerRequestMs / cpuPerRequestMs;
          figures.push({
            name: `${name}: ${label}`,
            value:
              `${Math.round(rate)} req/s = ${ratio.toFixed(3)} × static${cpu(cpuPerRequestMs)}` +
              (Number.isNaN(cpuRatio) ? '' : ` (${cpuRatio.toFixed(3)} × static's)`),
            budget: goal ? `≥ ${goal} × static` : '',
            verdict: goal ? (ratio >= goal ? 'ok' : 'over') : 'info',
          });
        }
        return figures;
      } finally {
        await baseline.stop();
      }
    },
  };
}

/**
 * Answers from memory against a bare node:http server sending the same bytes and headers from
 * memory (scripts/static-baseline.mjs), in one coding: requests per second and its ratio, and
 * the CPU time the serving process spent per request (static's ÷ ours: what the rate ratio would
 * be on an idle machine with the load generator elsewhere). Each row runs its baseline right
 * before it, so both see the same load of the shared machine.
 */
async function versusStatic(name, url, headers, server, goal) {
  await (await fetch(url, { headers })).arrayBuffer();
  const baseline = await startStaticBaseline(url, headers);
  try {
    const staticRun = await requestsPerSecond(baseline.url, headers, baseline.pid);
    const ours = await requestsPerSecond(url, headers, server?.pid);
    const ratio = ours.rate / staticRun.rate;
    const cpuRatio = staticRun.cpuPerRequestMs / ours.cpuPerRequestMs;
    const cpu = (ms) => (Number.isNaN(ms) ? 'n/a' : `${(ms * 1000).toFixed(0)} µs`);
    return {
      name: `${name} (${formatKb(baseline.bytes)})`,
      value:
        `${Math.round(ours.rate)} req/s = ${ratio.toFixed(3)} × static (${Math.round(staticRun.rate)}); ` +
        `CPU per request ${cpu(ours.cpuPerRequestMs)} vs static ${cpu(staticRun.cpuPerRequestMs)}` +
        (Number.isNaN(cpuRatio) ? '' : ` (${cpuRatio.toFixed(3)} × static's)`),
      budget: `≥ ${goal} × static`,
      verdict: ratio >= goal ? 'ok' : 'over',
    };
  } finally {
    await baseline.stop();
  }
}

/** A page from the page cache against the static baseline, with brotli and with gzip only. */
function pageHitMeasurement(name, pagePath) {
  return {
    name,
    async run(baseUrl, server) {
      const url = new URL(pagePath, baseUrl).href;
      const figures = [];
      for (const coding of ['br', 'gzip']) {
        figures.push(await versusStatic(`${name}: ${coding}`, url, { 'accept-encoding': coding }, server, 0.8));
      }
      return figures;
    },
  };
}

/**
 * The largest hashed script a first visit of a page fetches (the modules its HTML preloads),
 * by its size in the build: the one a first visit waits on longest.
 */
async function largestFirstVisitScript(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const folder = path.join(root, 'apps/web/build/client/assets');
  const files = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const sized = [...new Set(files)].map((file) => ({ file, bytes: statSync(path.join(folder, file)).size }));
  return sized.sort((a, b) => b.bytes - a.bytes)[0]?.file;
}

/** The largest script of a first visit against a bare server sending the same bytes, brotli and identity. */
function hashedAssetMeasurement(name, pagePath) {
  return {
    name,
    async run(baseUrl, server) {
      const file = await largestFirstVisitScript(new URL(pagePath, baseUrl).href);
      if (!file) return { value: 'no built assets', verdict: 'info' };
      const url = new URL(`/assets/${file}`, baseUrl).href;
      const figures = [];
      for (const coding of ['br', 'identity']) {
        figures.push(
          await versusStatic(`${name}: ${file}, ${coding}`, url, { 'accept-encoding': coding }, server, 0.8),
        );
      }
      return figures;
    },
  };
}

/** Mixed traffic: pages in both languages, consent variants, API reads, a 404, a search. */
const mixedPaths = [
  '/en/',
  '/nl/',
  '/en/about',
  '/nl/over-ons',
  '/en/approach',
  '/en/components',
  '/en/news',
  '/en/events',
  '/en/team',
  '/en/privacy-statement',
  '/en/no-such-page',
  '/en/searchPage?q=salt',
  '/api/wp/getPage?slug=about&lang=en',
  '/api/wp/getMain?lang=nl',
  '/api/wp/getContactOptions?lang=en',
];
const consentCookies = ['', 'showCookies=no; video-cookies=yes; tracking-cookies=no', 'showCookies=no'];

/**
 * The soak's traffic: the mixed pages above, resized images (each size rendered once, then read
 * from the image cache), searches of many different words (pages and the search API, never the
 * same answer twice in a row) and overview lists.
 */
const soakImages = ['delta', 'quinoa', 'samphire', 'saline-fields', 'greenhouse', 'rice-delta'].flatMap((name) =>
  ['400x225', '305x244', '500x500'].map((size) => `/images/r/${size}/webp/${name}.svg`),
);
const soakWords = ['salt', 'water', 'soil', 'potato', 'quinoa', 'delta', 'farm', 'brackish', 'zout', 'aardappel'];
function soakRequest(index) {
  const word = soakWords[index % soakWords.length];
  const page = Math.floor(index / soakWords.length) % 3;
  switch (index % 5) {
    case 0:
      return { path: soakImages[index % soakImages.length] };
    case 1:
      return { path: `/${word === 'zout' || word === 'aardappel' ? 'nl' : 'en'}/searchPage?q=${word}&page=${page}` };
    case 2:
      return {
        path: `/api/wp/GetOverviewItems?lang=en`,
        init: {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: [
              { key: 'kind', value: [index % 2 ? 'search' : 'news'] },
              { key: 'searchQuery', value: [word] },
              { key: 'page', value: [String(page)] },
            ],
          }),
        },
      };
    default:
      return { path: mixedPaths[index % mixedPaths.length] };
  }
}

function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** The JavaScript heap's figures from the server's metrics (what of the resident memory is Node's heap). */
async function heapFigures(baseUrl) {
  try {
    const text = await (await fetch(new URL('/metrics', baseUrl))).text();
    const figures = text
      .split('\n')
      .filter((line) => /^\w*nodejs_(heap_size_(used|total)_bytes|external_memory_bytes)\s/.test(line))
      .map((line) => {
        const [metric, value] = line.split(/\s+/);
        return `${metric.replace(/^\w*nodejs_/, '')} ${Math.round(Number(value) / 1048576)} MB`;
      });
    return figures.length ? `at the end: ${figures.join(', ')}` : 'no heap figures in /metrics';
  } catch (error) {
    return `no heap figures: ${error}`;
  }
}

/** Sends requests from `next()` on 10 connections until it answers undefined; answers how many failed (5xx other than 503). */
async function drive(baseUrl, next) {
  let failed = 0;
  const worker = async () => {
    for (let request = next(); request; request = next()) {
      const response = await fetch(new URL(request.path, baseUrl), request.init);
      await response.arrayBuffer();
      // 503 is the server shedding load on a busy machine (LOAD_SHED_EVENT_LOOP_DELAY_MS), not a failure.
      if (response.status >= 500 && response.status !== 503) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return failed;
}

/**
 * Resident memory goals: after the warm-up (on the embedded database; on PostgreSQL, when
 * BENCH_DATABASE_URL is set), and how far the soak may move it (share of the warm figure).
 */
export const memoryGoals = { residentMb: process.env.BENCH_DATABASE_URL ? 200 : 250, soakDrift: 0.1 };
/** Minutes of the soak (`BENCH_SOAK_MINUTES`, default 1; 0 leaves it out). */
const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 1);

/**
 * Resident memory of the server process right after start, after 1,000 mixed requests (the
 * warm-up), then during a soak of mixed traffic (pages, API reads, images, searches) of
 * `BENCH_SOAK_MINUTES`: flat when the end is within ± 10 % of the warm figure.
 */
function memoryMeasurement(name, requests = 1000) {
  return {
    name,
    async run(baseUrl, server) {
      if (!server?.pid) return { value: 'needs the server started by the bench', verdict: 'info' };
      const mb = (kb) => `${Math.round(kb / 1024)} MB`;
      const atStart = residentKb(server.pid);
      let sent = 0;
      const warmFailures = await drive(baseUrl, () => {
        if (sent >= requests) return undefined;
        const index = sent++;
        const cookie = consentCookies[Math.floor(index / mixedPaths.length) % consentCookies.length];
        return { path: mixedPaths[index % mixedPaths.length], init: { headers: cookie ? { cookie } : {} } };
      });
      const warm = residentKb(server.pid);
      const rows = [
        { name: `${name} after start`, value: mb(atStart), verdict: 'info' },
        {
          name: `${name} after ${requests} mixed requests`,
          value: mb(warm) + (warmFailures ? ` (${warmFailures} answers 5xx)` : ''),
          budget: `< ${memoryGoals.residentMb} MB`,
          verdict: warm < memoryGoals.residentMb * 1024 && !warmFailures ? 'ok' : 'over',
        },
      ];
      if (!(soakMinutes > 0)) return rows;
      const samples = [];
      const sampler = setInterval(() => samples.push(residentKb(server.pid)), 5_000);
      const ends = Date.now() + soakMinutes * 60_000;
      let soaked = 0;
      const soakFailures = await drive(baseUrl, () => (Date.now() < ends ? soakRequest(soaked++) : undefined));
      clearInterval(sampler);
      const end = residentKb(server.pid);
      const peak = Math.max(warm, end, ...samples);
      const drift = (end - warm) / warm;
      const flat = Math.abs(drift) <= memoryGoals.soakDrift;
      rows.push({
        name: `${name} after a ${soakMinutes} min soak (${soaked} mixed requests)`,
        value: `${mb(end)} (${drift >= 0 ? '+' : ''}${(drift * 100).toFixed(1)} % of the warm ${mb(warm)}; peak ${mb(peak)})${soakFailures ? `; ${soakFailures} answers 5xx` : ''}`,
        budget: `within ± ${memoryGoals.soakDrift * 100} % of warm, < ${memoryGoals.residentMb} MB`,
        verdict: flat && end < memoryGoals.residentMb * 1024 && !soakFailures ? 'ok' : 'over',
        detail: [`resident memory every 5 s: ${samples.map(mb).join(', ')}`, await heapFigures(baseUrl)].join('\n  '),
      });
      return rows;
    },
  };
}

/**
 * Cumulative Layout Shift of a page loaded and scrolled in Chromium, at phone and desktop width;
 * with `fontDelayMs`, the web fonts arrive that late.
 */
function layoutShiftMeasurement(name, pagePath, { fontDelayMs = 0, target = clsTarget } = {}) {
  return {
    name,
    async run(baseUrl) {
      const results = await measureCls(baseUrl, pagePath, { widths: [390, 1440], fontDelayMs });
      const worst = Math.max(...results.map((result) => result.cls));
      return {
        value: results.map((result) => `${result.width}px ${result.cls.toFixed(4)}`).join(', '),
        budget: `< ${target}`,
        verdict: worst < target ? 'ok' : 'over',
      };
    },
  };
}

/** Median and 95th-percentile time of a route over sequential requests (a figure, never a test). */
function latencyMeasurement(name, routePath, requests = 300) {
  return {
    name,
    async run(baseUrl) {
      for (let warm = 0; warm < 20; warm += 1) await (await fetch(baseUrl + routePath)).arrayBuffer();
      const times = [];
      for (let index = 0; index < requests; index += 1) {
        const started = performance.now();
        const response = await fetch(baseUrl + routePath);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${routePath} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(2);
      return { value: `median ${at(0.5)} ms, p95 ${at(0.95)} ms (${requests} requests)`, verdict: 'info' };
    },
  };
}

/** @type {Measurement[]} */
export const measurements = [
  // First, while the server is fresh.
  memoryMeasurement('Resident memory of the server'),
  latencyMeasurement('API: GET /api/wp/getPage?slug=about&lang=en', '/api/wp/getPage?slug=about&lang=en'),
  latencyMeasurement('Page: GET /en/about (server-rendered HTML)', '/en/about'),
  throughputMeasurement(`Throughput (${throughputSeconds} s each)`, '/en/about'),
  pageHitMeasurement('Page hit vs static /en/about', '/en/about'),
  hashedAssetMeasurement('Hashed asset vs static', '/en/'),
  {
    name: `Under load (${loadConnections} connections, ${loadSeconds} s, /en/about rendered)`,
    async run(baseUrl, server) {
      return underLoadFigures(this.name, await measureUnderLoad(baseUrl, '/en/about', server?.pid));
    },
  },
  layoutShiftMeasurement('Layout shift (CLS): components page /en/components', '/en/components'),
  ...['/en/privacy-statement', '/en/about', '/en/news'].map((pagePath) =>
    layoutShiftMeasurement(`Layout shift (CLS), font 1.5 s late: ${pagePath}`, pagePath, {
      fontDelayMs: 1500,
      target: slowFontClsTarget,
    }),
  ),
  clientJsMeasurement('Client JS: plain content page /en/privacy-statement', '/en/privacy-statement', {
    budgeted: true,
  }),
  clientJsMeasurement('Client JS: content page /en/about', '/en/about', { budgeted: false }),
  clientJsMeasurement('Client JS: home page /en/', '/en/', { budgeted: false }),
  clientJsMeasurement('Client JS: content studio /studio (block editor, never on public pages)', '/studio', {
    budgeted: false,
  }),
  studioIsolationMeasurement(`Studio code on public pages (${studioFreePages.join(', ')})`),
  ...overviewMeasurements,
  paidUsersMeasurement,
  ...mapMeasurements,
  ...subscriberMeasurements,
  ...(process.env.BENCH_LIGHTHOUSE === '0'
    ? []
    : [
        lighthouseMeasurement(`Lighthouse (median of ${lighthouseRuns}) home /en/`, '/en/'),
        lighthouseMeasurement('Lighthouse content page /en/about', '/en/about'),
        lighthouseMeasurement('Lighthouse components page /en/components', '/en/components'),
        lighthouseMeasurement('Lighthouse overview page /en/news', '/en/news'),
        lighthouseMeasurement('Lighthouse projects page with the map /en/projects', '/en/projects'),
        lighthouseMeasurement(
          'Lighthouse news item /en/news/quinoa-trial-results-2026',
          '/en/news/quinoa-trial-results-2026',
        ),
        lighthouseMeasurement(
          'Lighthouse event item /en/events/rotterdam-delta-conference',
          '/en/events/rotterdam-delta-conference',
        ),
        lighthouseMeasurement(
          'Lighthouse project page /en/projecten/variety-trials-texel',
          '/en/projecten/variety-trials-texel',
        ),
        lighthouseMeasurement('Lighthouse agency site /spa', '/spa'),
      ]),
];

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(address.port));
    });
  });
}

async function startBuiltServer() {
  for (const built of ['apps/web/build/server/index.js', 'apps/server/dist/main.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run "npm run build" first.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-bench-'));
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...serverProcessEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // BENCH_LOG_LEVEL=info measures with a production server's default log level.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // The embedded database unless BENCH_DATABASE_URL names a PostgreSQL database (an empty one of its own).
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the end of the output is kept (for an error message): an info-level log grows fast.
  const keep = (chunk) => (output = (output + chunk).slice(-64 * 1024));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // A first start imports the demo content: minutes on a loaded machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function printTable(rows) {
  const headers = ['measurement', 'value', 'budget', 'verdict'];
  const table = rows.map((row) => [row.name, row.value, row.budget ?? '', row.verdict ?? '']);
  const widths = headers.map((header, column) => Math.max(header.length, ...table.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of table) console.log(line(row));
  console.log('');
  for (const row of rows) if (row.detail) console.log(`${row.name}:\n  ${row.detail}`);
}

async function main() {
  const baseUrl = process.env.BENCH_BASE_URL;
  const server = baseUrl ? null : await startBuiltServer();
  const url = baseUrl ?? server.url;
  const rows = [];
  // BENCH_ONLY=text runs only the measurements whose name contains it (e.g. "Under load");
  // several texts separated by commas run each one's measurements.
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
  const chosen = only.length
    ? measurements.filter((measurement) => only.some((text) => measurement.name.includes(text)))
    : measurements;
  try {
    for (const measurement of chosen) {
      try {
        const result = await measurement.run(url, server);
        if (Array.isArray(result)) rows.push(...result);
        else rows.push({ name: measurement.name, ...result });
      } catch (error) {
        rows.push({ name: measurement.name, value: 'error', verdict: 'info', detail: String(error) });
      }
    }
  } finally {
    await server?.stop();
  }
  printTable(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
