import type { HubJob } from '@zilt/contracts/admin-hub';
import type { Database } from '../../db/client.ts';
import type { ContentReader } from '../content/read-service.ts';
import { rebuildContentIndex } from '../content/derived-content.ts';
import type { createBusinessCentralLogin } from './bc-login.ts';
import type { JobWork } from './job-runner.ts';
import { readPaidUserRows } from '../subscriber-store/paid-users.ts';
import { changeQueueLengths, flushEsChangeQueueToPg, flushPgChangeQueueToEs } from '../subscriber-store/stores.ts';
import { flushChangeQueue } from './flush-queue.ts';
import { getPaidUsers } from './paid-users.ts';
import { reloadContentFull } from './reload-content.ts';
import { flushChangesToSharePoint, type SharePointSettings } from './sharepoint-outbox.ts';

export interface HubJobDependencies {
  db: Database;
  /** The content reader of this process (with its cache), to read the map data again. */
  reader: Pick<ContentReader, 'getMapProjects'>;
  contentChanged(): Promise<void>;
  businessCentral: ReturnType<typeof createBusinessCentralLogin>;
  sharePoint: SharePointSettings;
}

/** What each job of the hub does. */
export function createHubJobs(dependencies: HubJobDependencies): Record<HubJob, JobWork> {
  const { db } = dependencies;
  return {
    GetPaidUsers: getPaidUsers((after, limit) => readPaidUserRows(db, { after, limit })),
    ReloadContentFull: reloadContentFull({
      rebuildIndex: () => rebuildContentIndex(db),
      contentChanged: dependencies.contentChanged,
      reader: dependencies.reader,
    }),
    FlushChangesToSP: flushChangesToSharePoint(dependencies.db, dependencies.sharePoint),
    BCLogin: dependencies.businessCentral.work,
    FlushESChangeQueueToPG: flushChangeQueue(
      {
        pending: async () => (await changeQueueLengths(db)).esToPg,
        drain: (batchSize) => flushEsChangeQueueToPg(db, { batchSize }),
      },
      'ES',
      'PG',
    ),
    FlushPGChangeQueueToES: flushChangeQueue(
      {
        pending: async () => (await changeQueueLengths(db)).pgToEs,
        drain: (batchSize) => flushPgChangeQueueToEs(db, { batchSize }),
      },
      'PG',
      'ES',
    ),
  };
}
