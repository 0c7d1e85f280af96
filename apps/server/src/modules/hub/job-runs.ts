import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { hubJobs, type HubJob, type HubJobStatus } from '@zilt/contracts/admin-hub';
import type { Database } from '../../db/client.ts';
import { auditLog, hubJobRuns, hubLogLines } from '../../db/schema.ts';

export interface JobRun {
  id: string;
  job: HubJob;
  startedAt: Date;
  /** The name of the token that started the run (never the token). */
  startedBy: string;
}

/** How many of the newest log lines are kept, and sent to a System page that (re)connects. */
export const keptLogLines = 500;

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
      return { id, job, startedAt, startedBy };
    },

    /** Records the end of a run, and in the same step its record in the audit trail (who ran what, how it ended). */
    async end(run: JobRun, state: 'done' | 'error'): Promise<Date> {
      const endedAt = new Date();
      await db.transaction(async (tx) => {
        await tx.update(hubJobRuns).set({ state, endedAt }).where(eq(hubJobRuns.id, run.id));
        await tx.insert(auditLog).values({
          at: endedAt,
          actor: run.startedBy,
          kind: run.job,
          targetType: 'job',
          targetId: run.id,
          parameters: { StartedAt: run.startedAt.toISOString(), EndedAt: endedAt.toISOString() },
          ok: state === 'done',
          message: state === 'done' ? 'finished' : 'ended with an error',
        });
      });
      return endedAt;
    },

    /** Keeps a line a job wrote to the log. */
    async appendLog(run: JobRun, line: string): Promise<void> {
      await db.insert(hubLogLines).values({ job: run.job, runId: run.id, line });
    },

    /** The newest kept log lines, oldest first. */
    async recentLog(limit = keptLogLines): Promise<string[]> {
      const rows = await db
        .select({ line: hubLogLines.line })
        .from(hubLogLines)
        .orderBy(desc(hubLogLines.id))
        .limit(limit);
      return rows.map((row) => row.line).reverse();
    },

    /** Drops log lines older than the newest `keep`, so the kept log stays bounded. */
    async pruneLog(keep = keptLogLines): Promise<void> {
      const [edge] = await db
        .select({ id: hubLogLines.id })
        .from(hubLogLines)
        .orderBy(desc(hubLogLines.id))
        .offset(keep - 1)
        .limit(1);
      if (edge) await db.delete(hubLogLines).where(lt(hubLogLines.id, edge.id));
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
          StartedBy: row.startedBy,
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
