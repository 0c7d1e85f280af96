import {
  hubJobs,
  hubResultEvents,
  type HubAnswer,
  type HubJob,
  type HubResult,
  type HubServerEvents,
} from '@zilt/contracts/admin-hub';
import type { Release } from '../../db/client.ts';
import type { JobRun, JobRuns } from './job-runs.ts';

/** The connection that invoked a job. */
export interface Requester {
  /**
   * Sends an event to that connection only and waits until it has been written out, so a job
   * that sends a lot holds at most one event in memory. False when the connection is gone.
   */
  send<Event extends keyof HubServerEvents>(
    event: Event,
    ...args: Parameters<HubServerEvents[Event]>
  ): Promise<boolean>;
}

export interface JobContext {
  runId: string;
  /** Appends a line to the log of every connected staff client (and the server's log). */
  log(text: string): void;
  /** Aborted when the server shuts down: a job stops between two steps. */
  signal: AbortSignal;
  requester: Requester;
}

/** What a job does; it answers its result, and a thrown error counts as 'error'. */
export type JobWork = (context: JobContext) => Promise<HubResult>;

/** Sends an event to every staff client connected to any server process. */
export type Broadcast = <Event extends keyof HubServerEvents>(
  event: Event,
  ...args: Parameters<HubServerEvents[Event]>
) => void;

export interface JobRunnerOptions {
  runs: JobRuns;
  tryLock(key: number): Promise<Release | undefined>;
  broadcast: Broadcast;
  work: Record<HubJob, JobWork>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/** Any fixed numbers, one per job: a job runs at most once at a time across every process. */
const lockKeyBase = 74_300;
export function jobLockKey(job: HubJob): number {
  return lockKeyBase + hubJobs.indexOf(job);
}

/**
 * Runs the hub's jobs: each under its advisory lock (a second invoke while it runs, through any
 * process, answers 'busy'), recorded in the shared run table, with its log lines, its result
 * event and its state sent to every staff client.
 */
export function createJobRunner({ runs, tryLock, broadcast, work, log }: JobRunnerOptions) {
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();

  async function execute(job: HubJob, run: JobRun, startedBy: string, release: Release, requester: Requester) {
    const { id: runId, startedAt } = run;
    // Lines are kept in the order they were written: each waits for the one before it.
    let kept: Promise<void> = Promise.resolve();
    const context: JobContext = {
      runId,
      signal: shutdown.signal,
      requester,
      log(text) {
        const line = `${new Date().toISOString()} ${job}: ${text}`;
        broadcast('Log', line);
        log.info({ job, runId }, text);
        kept = kept
          .then(() => runs.appendLog(run, line))
          .catch((error: unknown) => log.error({ job, runId, err: error }, 'hub log line could not be kept'));
      },
    };
    let result: HubResult;
    try {
      context.log(`started (token "${startedBy}")`);
      result = await work[job](context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.log(`failed: ${message}`);
      log.error({ job, runId, err: error }, 'hub job failed');
      result = 'error';
    }
    const state = result === 'success' ? 'done' : 'error';
    // The lock is let go before the end is announced: staff who hear "done" may start the job
    // again at once and are never told it is still running.
    let endedAt: Date;
    try {
      endedAt = await runs.end(run, state);
    } finally {
      await release();
    }
    context.log(state === 'done' ? 'finished' : 'ended with an error');
    await kept;
    if (job !== 'GetPaidUsers') broadcast(hubResultEvents[job], result);
    broadcast('JobState', {
      Job: job,
      State: state,
      RunId: runId,
      StartedAt: startedAt.toISOString(),
      EndedAt: endedAt.toISOString(),
      StartedBy: startedBy,
    });
  }

  return {
    /** Starts `job` unless it runs already; answers at once, the job goes on in the background. */
    async invoke(job: HubJob, startedBy: string, requester: Requester): Promise<HubAnswer> {
      if (shutdown.signal.aborted) return { status: 'refused', message: 'The server is shutting down' };
      const release = await tryLock(jobLockKey(job));
      if (!release) return { status: 'busy', message: `${job} is running already; wait for it to end` };
      let run;
      try {
        run = await runs.start(job, startedBy);
      } catch (error) {
        await release();
        throw error;
      }
      broadcast('JobState', {
        Job: job,
        State: 'running',
        RunId: run.id,
        StartedAt: run.startedAt.toISOString(),
        StartedBy: startedBy,
      });
      // Bounded: the lines of older runs beyond the kept number go.
      runs.pruneLog().catch((error: unknown) => log.error({ job, err: error }, 'hub log could not be pruned'));
      const task = execute(job, run, startedBy, release, requester)
        .catch((error: unknown) => log.error({ job, runId: run.id, err: error }, 'hub job could not be recorded'))
        .finally(() => running.delete(task));
      running.add(task);
      return { status: 'started', runId: run.id };
    },

    /** Asks running jobs to stop at their next step and waits for them. */
    async close(): Promise<void> {
      shutdown.abort();
      await Promise.all([...running]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
