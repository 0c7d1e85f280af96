import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` now and then every `intervalMs`; returns a stop function. The timer does not keep
 * the process alive, and a failed run is logged under `label` without stopping later runs.
 */
export function runPeriodically(
  label: string,
  intervalMs: number,
  task: () => Promise<void>,
  log: FastifyBaseLogger,
): () => void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, `${label} failed`);
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
