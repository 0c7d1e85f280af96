// The GetPaidUsers part of `npm run bench`: runs scripts/paid-users-bench.ts (the server's hub
// on an in-memory PGlite with 10,000 and then 100,000 sample subscribers, a real socket.io
// client) and turns its figures into one row: the time for 100,000 users and the memory the
// job added at its peak, beside the same for 10,000 (flat memory: about the same rise).
import { runJsonScript } from './measure-overview.mjs';

/** Goal for 100,000 users, from the invoke to the job's end state with every row received. */
export const paidUsersGoalMs = 2000;

/** @type {import('./bench.mjs').Measurement} */
export const paidUsersMeasurement = {
  name: 'Hub GetPaidUsers, 100,000 users (in-process PGlite, socket.io client)',
  async run() {
    const { runs } = await runJsonScript('scripts/paid-users-bench.ts', ['--expose-gc']);
    const small = runs.find((run) => run.users === 10_000);
    const large = runs.find((run) => run.users === 100_000);
    const rise = (run) => Math.round((run.heapPeakMb - run.heapBeforeMb) * 10) / 10;
    const flat = small && large ? rise(large) <= rise(small) * 1.5 + 10 : false;
    return {
      value: `${large.ms} ms for ${large.paidUsers} paying; heap peak +${rise(large)} MB (10,000 users: ${small.ms} ms, +${rise(small)} MB)`,
      budget: `< ${paidUsersGoalMs} ms, heap rise flat`,
      verdict: large.ms < paidUsersGoalMs && flat ? 'ok' : 'over',
      detail: runs
        .map(
          (run) =>
            `${run.users} users: ${run.paidUsers} paying in ${run.ms} ms; heap ${run.heapBeforeMb} → peak ${run.heapPeakMb} MB, RSS ${run.rssBeforeMb} → peak ${run.rssPeakMb} MB`,
        )
        .join('\n  '),
    };
  },
};
