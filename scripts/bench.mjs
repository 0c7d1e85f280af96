// `npm run bench`: starts the built server on a fresh data directory (as the end-to-end tests
// do), runs every measurement in `measurements` and prints one table. Measurements report
// figures; they never fail on wall-clock time. Add a measurement by appending to the list.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
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
} from './measure-client-js.mjs';
import { formatLighthouse, lighthouseRuns, measureLighthouse } from './measure-lighthouse.mjs';
import { requestsPerSecond, startStaticBaseline, throughputSeconds } from './measure-throughput.mjs';
import { clsTarget, measureCls } from './measure-cls.mjs';
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

function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** Resident memory of the server process right after start and after 1,000 mixed requests. */
function memoryMeasurement(name, requests = 1000) {
  return {
    name,
    async run(baseUrl, server) {
      if (!server?.pid) return { value: 'needs the server started by the bench', verdict: 'info' };
      const atStart = residentKb(server.pid);
      let next = 0;
      const worker = async () => {
        while (next < requests) {
          const index = next++;
          const path = mixedPaths[index % mixedPaths.length];
          const cookie = consentCookies[Math.floor(index / mixedPaths.length) % consentCookies.length];
          const response = await fetch(new URL(path, baseUrl), { headers: cookie ? { cookie } : {} });
          await response.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      const after = residentKb(server.pid);
      const mb = (kb) => `${Math.round(kb / 1024)} MB`;
      return [
        { name: `${name} after start`, value: mb(atStart), verdict: 'info' },
        {
          name: `${name} after ${requests} mixed requests`,
          value: mb(after),
          budget: '< 250 MB',
          verdict: after < 250 * 1024 ? 'ok' : 'over',
        },
      ];
    },
  };
}

/** Cumulative Layout Shift of a page loaded and scrolled in Chromium, at phone and desktop width. */
function layoutShiftMeasurement(name, pagePath) {
  return {
    name,
    async run(baseUrl) {
      const results = await measureCls(baseUrl, pagePath);
      const worst = Math.max(...results.map((result) => result.cls));
      return {
        value: results.map((result) => `${result.width}px ${result.cls.toFixed(4)}`).join(', '),
        budget: `< ${clsTarget}`,
        verdict: worst < clsTarget ? 'ok' : 'over',
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
  {
    name: `Under load (${loadConnections} connections, ${loadSeconds} s, /en/about rendered)`,
    async run(baseUrl, server) {
      return underLoadFigures(this.name, await measureUnderLoad(baseUrl, '/en/about', server?.pid));
    },
  },
  layoutShiftMeasurement('Layout shift (CLS): components page /en/components', '/en/components'),
  clientJsMeasurement('Client JS: plain content page /en/privacy-statement', '/en/privacy-statement', {
    budgeted: true,
  }),
  clientJsMeasurement('Client JS: content page /en/about', '/en/about', { budgeted: false }),
  clientJsMeasurement('Client JS: home page /en/', '/en/', { budgeted: false }),
  clientJsMeasurement('Client JS: content studio /studio (block editor, never on public pages)', '/studio', {
    budgeted: false,
  }),
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
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
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
