import type { HubAnswer, HubJob, HubJobStatus, HubResult, PaidUserRow as PaidUser } from '@zilt/contracts/admin-hub';
import { hubJobs } from '@zilt/contracts/admin-hub';

// What the System page knows about the jobs, built from the hub's events alone, so a page that
// connects (or reconnects) in the middle of a job shows what every staff client shows.

/** A job as the page shows it: not run yet (or failed), running, or done. */
export type JobView = 'idle' | 'running' | 'done';

/** How a job's latest ended run went, when, and the name of the token that started it. */
export interface LastOutcome {
  outcome: 'done' | 'error';
  /** When it ended (ISO time). */
  at: string;
  by: string | undefined;
}

/** The run a job is busy with: when it started and the name of the token that started it. */
export interface CurrentRun {
  at: string;
  by: string | undefined;
}

export interface SystemState {
  jobs: Record<HubJob, JobView>;
  /** Each job's last ended run, whatever the view: a job that failed is idle but shows it failed. */
  last: Record<HubJob, LastOutcome | undefined>;
  /** Each running job's start. */
  current: Record<HubJob, CurrentRun | undefined>;
  /** The run each job's view belongs to; a state of an older run is out of date. */
  runs: Record<HubJob, KnownRun | undefined>;
  log: string[];
  /** Rows of the last GetPaidUsers run this page asked for. */
  paidUsers: PaidUser[];
  paidUsersDone: boolean;
  /** Whether this page asked for the paid users: until then their number is "not run yet", not 0. */
  paidUsersAsked: boolean;
}

/** The log panel keeps the newest lines only, so a long session does not grow without bound. */
export const maxLogLines = 2000;

interface KnownRun {
  id: string;
  /** When the run started (ISO time), once a state event has said so. */
  startedAt?: string;
  ended: boolean;
}

export type SystemEvent =
  | { type: 'invoked'; job: HubJob }
  | { type: 'answered'; job: HubJob; answer: HubAnswer }
  | { type: 'job-state'; status: HubJobStatus }
  | { type: 'result'; job: HubJob; result: HubResult }
  | { type: 'paid-users'; rows: PaidUser[] }
  | { type: 'log'; line: string }
  /** The recent log the server keeps, sent on (re)connecting: it replaces what the page shows. */
  | { type: 'log-history'; lines: string[] };

export function initialSystemState(): SystemState {
  const jobs = Object.fromEntries(hubJobs.map((job) => [job, 'idle'])) as Record<HubJob, JobView>;
  const none = () => Object.fromEntries(hubJobs.map((job) => [job, undefined]));
  return {
    jobs,
    runs: none() as SystemState['runs'],
    last: none() as SystemState['last'],
    current: none() as SystemState['current'],
    log: [],
    paidUsers: [],
    paidUsersDone: false,
    paidUsersAsked: false,
  };
}

const withJob = (state: SystemState, job: HubJob, view: JobView): SystemState => ({
  ...state,
  jobs: { ...state.jobs, [job]: view },
});

/** A failed job goes back to idle, so it can be started again; a finished one shows done. */
const viewOf = (state: HubJobStatus['State']): JobView =>
  state === 'running' ? 'running' : state === 'done' ? 'done' : 'idle';

export function systemReducer(state: SystemState, event: SystemEvent): SystemState {
  switch (event.type) {
    case 'invoked': {
      const next = withJob(state, event.job, 'running');
      return event.job === 'GetPaidUsers'
        ? { ...next, paidUsers: [], paidUsersDone: false, paidUsersAsked: true }
        : next;
    }
    case 'answered': {
      const { job, answer } = event;
      if (answer.status === 'started') {
        // The start event may have come first; an ended run stays ended.
        const known = state.runs[job];
        if (known?.id === answer.runId && known.ended) return state;
        return {
          ...withJob(state, job, 'running'),
          runs: { ...state.runs, [job]: { id: answer.runId, ended: false } },
        };
      }
      // Busy: the job runs already (its state events follow). Refused: nothing runs.
      return withJob(state, job, answer.status === 'busy' ? 'running' : 'idle');
    }
    case 'job-state': {
      const {
        Job: job,
        State: jobState,
        RunId: runId,
        StartedAt: startedAt,
        EndedAt: endedAt,
        StartedBy: by,
      } = event.status;
      const known = state.runs[job];
      const ended = jobState !== 'running';
      const last =
        jobState === 'done' || jobState === 'error'
          ? { ...state.last, [job]: { outcome: jobState, at: endedAt ?? startedAt ?? '', by } }
          : state.last;
      if (known && runId) {
        // A state of a run whose end was seen, or of a run older than the one shown, is out of
        // date; the end state of the run whose result came first still tells how and when it ended.
        if (known.id === runId && known.ended) {
          return ended ? { ...state, last, current: { ...state.current, [job]: undefined } } : state;
        }
        const older = known.id !== runId && startedAt && known.startedAt && startedAt < known.startedAt;
        if (older) return state;
      }
      const runs = runId ? { ...state.runs, [job]: { id: runId, startedAt, ended } } : state.runs;
      const current =
        jobState === 'running' && startedAt
          ? { ...state.current, [job]: { at: startedAt, by } }
          : { ...state.current, [job]: undefined };
      const next = { ...withJob(state, job, viewOf(jobState)), runs, last, current };
      return job === 'GetPaidUsers' && ended ? { ...next, paidUsersDone: jobState === 'done' } : next;
    }
    case 'result': {
      const known = state.runs[event.job];
      const runs = known ? { ...state.runs, [event.job]: { ...known, ended: true } } : state.runs;
      const current = { ...state.current, [event.job]: undefined };
      return { ...withJob(state, event.job, event.result === 'error' ? 'idle' : 'done'), runs, current };
    }
    case 'paid-users':
      return { ...state, paidUsers: [...state.paidUsers, ...event.rows] };
    case 'log-history':
      return { ...state, log: event.lines.slice(-maxLogLines) };
    case 'log': {
      const log = [...state.log, event.line];
      return { ...state, log: log.length > maxLogLines ? log.slice(log.length - maxLogLines) : log };
    }
  }
}

/** While any job runs, no other job may be started. */
export function anyJobRunning(state: SystemState): boolean {
  return Object.values(state.jobs).includes('running');
}
