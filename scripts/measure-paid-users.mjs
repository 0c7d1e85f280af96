// The GetPaidUsers part of `npm run bench`: runs scripts/paid-users-bench.ts (the server's hub
// on an in-memory PGlite with 10,000 and then 100,000 sample subscribers, a real socket.io
// client) and turns its figures into one row: the time for 100,000 users and the memory the
// job holds at most, beside the same for 10,000 (flat memory: about the same rise).
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
    const rise = (peak, before) => Math.round((peak - before) * 10) / 10;
    const held = (run) => rise(run.heldPeakMb, run.heldBeforeMb);
    const peak = (run) => rise(run.heapPeakMb, run.heapBeforeMb);
    // Flat: what the job holds (its heap with garbage collected) rises by about as much for
    // 100,000 users as for 10,000. The timed run's peak also counts garbage not yet collected,
    // which grows with the job's length; it is shown beside.
    const flat = small && large ? held(large) <= held(small) * 1.5 + 10 : false;
    return {
      value:
        `${large.ms} ms for ${large.paidUsers} paying; heap held +${held(large)} MB (10,000 users: ${small.ms} ms, ` +
        `+${held(small)} MB); peak with garbage +${peak(large)} MB (10,000 users: +${peak(small)} MB)`,
      budget: `< ${paidUsersGoalMs} ms, heap held flat`,
      verdict: large.ms < paidUsersGoalMs && flat ? 'ok' : 'over',
      detail: runs
        .map(
          (run) =>
            `${run.users} users: ${run.paidUsers} paying in ${run.ms} ms; heap ${run.heapBeforeMb} → peak ${run.heapPeakMb} MB, held ${run.heldBeforeMb} → ${run.heldPeakMb} MB, RSS ${run.rssBeforeMb} → peak ${run.rssPeakMb} MB`,
        )
        .join('\n  '),
    };
  },
};
