// The support-search part of `npm run bench`: runs scripts/subscriber-bench.ts (100,000 sample
// subscribers in an in-memory PGlite, the real app through `inject`, no network) and turns its
// timings into a row judged by the p95 goal of a search by e-mail.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** p95 goal of `POST /api/v1/Dev/Search` by e-mail, in milliseconds, in-process. */
export const subscriberSearchGoalMs = 5;

function subscriberTimings() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/subscriber-bench.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`subscriber bench exited with ${code}:\n${errors}`));
      else resolve(JSON.parse(line));
    });
  });
}

/** @type {import('./bench.mjs').Measurement[]} */
export const subscriberMeasurements = [
  {
    name: 'Dev/Search by e-mail (in-process)',
    async run() {
      const timings = await subscriberTimings();
      return {
        value: `p50 ${timings.byEmail.p50} ms, p95 ${timings.byEmail.p95} ms (${timings.users.toLocaleString('en')} users, ${timings.runs} searches)`,
        budget: `p95 < ${subscriberSearchGoalMs} ms`,
        verdict: timings.byEmail.p95 < subscriberSearchGoalMs ? 'ok' : 'over',
        detail: [
          `by payment reference: p50 ${timings.byReference.p50} ms, p95 ${timings.byReference.p95} ms`,
          `store generated in ${Math.round(timings.setupMs / 1000)} s`,
        ].join('\n  '),
      };
    },
  },
];
