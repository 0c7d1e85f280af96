import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { hubJobs, type HubJob, type HubJobStatus } from '@zilt/contracts/admin-hub';
import type { Database } from '../../db/client.ts';
import { hubJobRuns } from '../../db/schema.ts';

export interface JobRun {
  id: string;
  job: HubJob;
  startedAt: Date;
}

/** The record of job runs every server process shares. */
export function createJobRuns(db: Database) {
  return {
    /**
     * Records the start of a run. Called only while holding the job's lock: a run of the same
     * job still marked as running was cut off (its process ended) and is marked as failed.
     */
    async start(job: HubJob, startedBy: string): Promise<JobRun> {
      const id = randomUUID();
      const startedAt = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(hubJobRuns)
          .set({ state: 'error', endedAt: startedAt })
          .where(and(eq(hubJobRuns.job, job), eq(hubJobRuns.state, 'running'), ne(hubJobRuns.id, id)));
        await tx.insert(hubJobRuns).values({ id, job, state: 'running', startedBy, startedAt });
      });
      return { id, job, startedAt };
    },

    async end(run: JobRun, state: 'done' | 'error'): Promise<Date> {
      const endedAt = new Date();
      await db.update(hubJobRuns).set({ state, endedAt }).where(eq(hubJobRuns.id, run.id));
      return endedAt;
    },

    /** The latest run of every job, as the System page shows it; 'idle' for a job that never ran. */
    async latest(): Promise<HubJobStatus[]> {
      const rows = await db
        .selectDistinctOn([hubJobRuns.job])
        .from(hubJobRuns)
        .orderBy(hubJobRuns.job, desc(hubJobRuns.startedAt));
      return hubJobs.map((job): HubJobStatus => {
        const row = rows.find((candidate) => candidate.job === job);
        if (!row) return { Job: job, State: 'idle' };
        return {
          Job: job,
          State: row.state,
          RunId: row.id,
          StartedAt: row.startedAt.toISOString(),
          ...(row.endedAt ? { EndedAt: row.endedAt.toISOString() } : {}),
        };
      });
    },

    /** How many runs of `job` were recorded (tests and operators). */
    async count(job: HubJob): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(hubJobRuns)
        .where(eq(hubJobRuns.job, job));
      return row?.count ?? 0;
    },
  };
}

export type JobRuns = ReturnType<typeof createJobRuns>;
