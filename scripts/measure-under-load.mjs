// Behaviour under load: 100 connections on a server-rendered page for a few seconds, with the
// throughput, the 99th-percentile latency, how many requests were shed (503), and how long a
// `/healthz` on a new connection takes while the load runs (what a load balancer sees).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuMs } from './measure-throughput.mjs';

export const loadConnections = 100;
export const loadSeconds = 10;

// The probe runs in a process of its own: the load generator keeps its own event loop busy,
// and a probe beside it would time that loop as well as the server's.
const probeScript = `
import { request } from 'node:http';
const url = process.argv[1];
const times = [];
let running = true;
process.on('message', () => (running = false));
function fresh() {
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    outgoing.on('error', () => resolve(Number.NaN));
    outgoing.end();
  });
}
process.send('started');
while (running) {
  times.push(await fresh());
  await new Promise((resolve) => setTimeout(resolve, 250));
}
process.send(times, () => process.exit(0));
`;

/** Starts probing `url` (one GET on a new connection every 250 ms); `stop()` answers the times in ms. */
async function startProbe(url) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', probeScript, url], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages = [];
  let notify;
  child.on('message', (message) => {
    messages.push(message);
    notify?.();
  });
  const next = () => new Promise((resolve) => (notify = resolve));
  if (messages.length === 0) await next();
  return {
    async stop() {
      child.send('stop');
      while (messages.length < 2) await next();
      return messages[1];
    },
  };
}

/**
 * Runs the load on `pageUrl` (with credentials, so that every request renders) and probes
 * `/healthz` on new connections every 250 ms meanwhile.
 */
export async function measureUnderLoad(baseUrl, pagePath, pid) {
  const pageUrl = new URL(pagePath, baseUrl).href;
  const healthUrl = new URL('/healthz', baseUrl).href;
  const probe = await startProbe(healthUrl);
  const cpuBefore = pid ? cpuMs(pid) : Number.NaN;
  const wallBefore = performance.now();
  const result = await autocannon({
    url: pageUrl,
    connections: loadConnections,
    duration: loadSeconds,
    headers: { authorization: 'Bearer bench', 'accept-encoding': 'br' },
  });
  const serverCpuMs = pid ? cpuMs(pid) - cpuBefore : Number.NaN;
  const wallMs = performance.now() - wallBefore;
  const probes = (await probe.stop()).sort((a, b) => a - b);
  const at = (share) => probes[Math.min(probes.length - 1, Math.floor(share * probes.length))] ?? NaN;
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    shed,
    total: result.requests.total,
    healthMedianMs: at(0.5),
    healthMaxMs: probes[probes.length - 1] ?? NaN,
    probes: probes.length,
    rendered: result['2xx'],
    serverCpuMs,
    wallMs,
  };
}

/** The bench's figures of one run under load. */
export function underLoadFigures(name, figures) {
  return [
    {
      name: `${name}: throughput`,
      value: `${Math.round(figures.requestsPerSecond)} req/s (${figures.total} requests, ${figures.shed} shed with 503)`,
      verdict: 'info',
    },
    { name: `${name}: p99 latency`, value: `${figures.p99Ms} ms`, verdict: 'info' },
    {
      name: `${name}: /healthz on a new connection during the load`,
      value: `median ${figures.healthMedianMs.toFixed(1)} ms, max ${figures.healthMaxMs.toFixed(1)} ms (${figures.probes} probes)`,
      budget: 'max < 100 ms',
      verdict: figures.healthMaxMs < 100 ? 'ok' : 'over',
    },
    {
      // On a shared machine the server may get far less than a core: this says how much it had.
      name: `${name}: server CPU during the load`,
      value: Number.isNaN(figures.serverCpuMs)
        ? 'unknown'
        : `${Math.round(figures.serverCpuMs)} ms in ${Math.round(figures.wallMs)} ms ` +
          `(${(figures.serverCpuMs / figures.wallMs).toFixed(2)} of a core; ${figures.rendered} pages rendered)`,
      verdict: 'info',
    },
  ];
}
