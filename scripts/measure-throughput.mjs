// Requests per second of a running server (autocannon: 10 connections, loopback), against a
// static baseline that serves the same page bytes from memory in its own process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const throughputSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

/** CPU time (user + system, ms) a process has used so far (Linux /proc; NaN elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Requests per second (mean) of GET `url` with these headers; fails on any non-2xx/304 answer.
 * With the serving process's `pid`, also the CPU time it spent per request: on a shared,
 * loaded machine that figure moves far less than the rate.
 */
export async function requestsPerSecond(url, headers = {}, pid = undefined) {
  const cpuBefore = pid ? cpuMs(pid) : Number.NaN;
  const result = await autocannon({ url, connections, duration: throughputSeconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > result.requests.total / 100) throw new Error(`${url}: ${failed} of ${result.requests.total} failed`);
  const cpuPerRequestMs = pid ? (cpuMs(pid) - cpuBefore) / result.requests.total : Number.NaN;
  return { rate: result.requests.average, cpuPerRequestMs };
}

/** One GET as it comes over the wire: status, headers and the body still in its content coding. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Starts the static baseline with the bytes and headers `url` answers now (with these request
 * headers). The bytes are read as sent (fetch would inflate a compressed body).
 */
export async function startStaticBaseline(url, headers) {
  const response = await rawGet(url, headers);
  const body = response.body;
  const kept = {};
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'content-security-policy'])
    if (response.headers[name] !== undefined) kept[name] = response.headers[name];
  const folder = await mkdtemp(path.join(tmpdir(), 'zilt-baseline-'));
  const file = path.join(folder, 'response.json');
  await writeFile(file, JSON.stringify({ status: response.status, headers: kept, body: body.toString('base64') }));
  const child = spawn(process.execPath, [path.join(root, 'scripts/static-baseline.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the static baseline exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    bytes: body.length,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
