// The overview and search part of `npm run bench`: runs scripts/overview-bench.ts (10,000
// generated nodes in an in-memory PGlite, the server's own services, no HTTP) once and turns
// its timings into two rows, overview queries and search, each judged by its p95 goal.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** p95 goals in milliseconds, in-process. */
export const overviewGoals = { overview: 10, search: 15 };

/**
 * Runs a TypeScript bench script in a Node process of its own and answers the JSON object it
 * prints on its last line.
 */
export function runJsonScript(script, nodeOptions = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${script} exited with ${code}:\n${errors}`));
      else resolve(JSON.parse(line));
    });
  });
}

let run;

/** Runs the generated-store benchmark once; both rows read the same run. */
function overviewTimings() {
  run ??= runJsonScript('scripts/overview-bench.ts');
  return run;
}

function groupMeasurement(name, group) {
  return {
    name,
    async run() {
      const timings = await overviewTimings();
      const queries = timings.queries.filter((query) => query.group === group);
      const worstP95 = Math.max(...queries.map((query) => query.p95));
      const worstP50 = Math.max(...queries.map((query) => query.p50));
      return {
        value: `p50 ≤ ${worstP50} ms, p95 ≤ ${worstP95} ms (${timings.nodes} nodes, ${timings.runs} runs per query)`,
        budget: `p95 < ${overviewGoals[group]} ms`,
        verdict: worstP95 < overviewGoals[group] ? 'ok' : 'over',
        detail: [
          ...queries.map((query) => `${query.name}: p50 ${query.p50} ms, p95 ${query.p95} ms, ${query.total} items`),
          `store generated in ${timings.setupMs} ms`,
        ].join('\n  '),
      };
    },
  };
}

/** @type {import('./bench.mjs').Measurement[]} */
export const overviewMeasurements = [
  groupMeasurement('Overview query (GetOverviewItems, in-process)', 'overview'),
  groupMeasurement('Search (GetOverviewItems kind search, in-process)', 'search'),
];
