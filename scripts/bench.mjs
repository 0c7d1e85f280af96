// `npm run bench`: starts the built server on a fresh data directory (as the end-to-end tests
// do), runs every measurement in `measurements` and prints one table. Measurements report
// figures; they never fail on wall-clock time. Add a measurement by appending to the list.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientJsBudget, formatKb, measureClientJs, sizesByPart } from './measure-client-js.mjs';
import { clsTarget, measureCls } from './measure-cls.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * @typedef {{ value: string, budget?: string, verdict?: 'ok' | 'over' | 'info', detail?: string }} Figure
 * @typedef {{ name: string, run: (baseUrl: string) => Promise<Figure> }} Measurement
 */

function clientJsMeasurement(name, pagePath, { budgeted }) {
  return {
    name,
    async run(baseUrl) {
      const result = await measureClientJs(baseUrl, pagePath);
      const verdict = !budgeted ? 'info' : result.gzipBytes <= clientJsBudget.limitBytes ? 'ok' : 'over';
      return {
        value: `${formatKb(result.gzipBytes)} gzip`,
        budget: budgeted ? `≤ ${formatKb(clientJsBudget.limitBytes)} (aim < ${formatKb(clientJsBudget.targetBytes)})` : '',
        verdict,
        detail: [
          sizesByPart(result.files).map(({ part, gzipBytes }) => `${part} ${formatKb(gzipBytes)}`).join('; '),
          result.files.map((file) => `${file.file.replace('/assets/', '')} ${formatKb(file.gzipBytes)}`).join(', '),
        ].join('\n  '),
      };
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
  latencyMeasurement('API: GET /api/wp/getPage?slug=about&lang=en', '/api/wp/getPage?slug=about&lang=en'),
  latencyMeasurement('Page: GET /en/about (server-rendered HTML)', '/en/about'),
  layoutShiftMeasurement('Layout shift (CLS): components page /en/components', '/en/components'),
  clientJsMeasurement('Client JS: plain content page /en/privacy-statement', '/en/privacy-statement', { budgeted: true }),
  clientJsMeasurement('Client JS: content page /en/about', '/en/about', { budgeted: false }),
  clientJsMeasurement('Client JS: home page /en/', '/en/', { budgeted: false }),
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
  if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    throw new Error('The web app is not built: run "npm run build" first.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-bench-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
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
  try {
    for (const measurement of measurements) {
      try {
        rows.push({ name: measurement.name, ...(await measurement.run(url)) });
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
