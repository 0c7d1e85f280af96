import type { JobWork } from './job-runner.ts';

/** A change queue between the two subscriber stores, drained in batches. */
export interface ChangeQueue {
  /** Changes waiting. */
  pending(): Promise<number>;
  /**
   * Applies up to `batchSize` of the oldest waiting changes to the other store and removes them
   * from the queue, in one transaction; answers how many it took and how many still wait.
   */
  drain(batchSize: number): Promise<{ taken: number; remaining: number }>;
}

const batchSize = 500;

/**
 * FlushESChangeQueueToPG / FlushPGChangeQueueToES: drains a change queue batch by batch until it
 * is empty. Each batch is one transaction, so a flush that stops half-way (an error, a shutdown)
 * keeps what it applied and leaves the rest queued; a second flush finds nothing more to move.
 */
export function flushChangeQueue(queue: ChangeQueue, from: string, to: string): JobWork {
  return async (context) => {
    const waiting = await queue.pending();
    context.log(`${waiting} changes queued from ${from} to ${to}`);
    let moved = 0;
    for (;;) {
      if (context.signal.aborted) {
        context.log(`stopped after ${moved} changes: the server is shutting down`);
        return 'error';
      }
      const { taken, remaining } = await queue.drain(batchSize);
      if (taken === 0) break;
      moved += taken;
      context.log(`${moved} changes applied to ${to}, ${remaining} waiting`);
      if (remaining === 0) break;
    }
    context.log(moved === 0 ? `nothing to move from ${from} to ${to}` : `${moved} changes moved from ${from} to ${to}`);
    return 'success';
  };
}
