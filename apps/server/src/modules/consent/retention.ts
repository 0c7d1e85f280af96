import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from '../../lib/periodic-task.ts';
import type { ConsentService } from './consent-service.ts';

const day = 24 * 60 * 60 * 1000;

/** Deletes expired proof-of-consent records now and once a day; returns a stop function. */
export function scheduleConsentPurge(
  consent: ConsentService,
  retentionDays: number,
  log: FastifyBaseLogger,
): () => void {
  return runPeriodically(
    'consent record purge',
    day,
    async () => {
      const deleted = await consent.purgeOlderThan(retentionDays);
      if (deleted > 0) log.info({ deleted, retentionDays }, 'expired consent records deleted');
    },
    log,
  );
}
