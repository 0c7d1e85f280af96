import { and, asc, gte, lt } from 'drizzle-orm';
import type { ConsentChoices, ConsentRecordRequest } from '@zilt/contracts/consent';
import type { Database } from '../../db/client.ts';
import { consentRecords } from '../../db/schema.ts';

export interface ConsentRecord {
  consentId: string;
  choices: ConsentChoices;
  action: string;
  revision: number;
  language: string;
  recordedAt: Date;
}

/** Proof of consent: each choice is stored with a random id, never with an address or browser. */
export function createConsentService(db: Database) {
  return {
    async record(consentId: string, request: ConsentRecordRequest): Promise<ConsentRecord> {
      const [row] = await db
        .insert(consentRecords)
        .values({
          consentId,
          choices: request.choices,
          action: request.action,
          revision: request.revision,
          language: request.language,
        })
        .returning();
      if (!row) throw new Error('the consent record was not stored');
      return row;
    },

    async listSince(from: Date, until?: Date): Promise<ConsentRecord[]> {
      const rows = await db
        .select()
        .from(consentRecords)
        .where(
          until
            ? and(gte(consentRecords.recordedAt, from), lt(consentRecords.recordedAt, until))
            : gte(consentRecords.recordedAt, from),
        )
        .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
      return rows;
    },

    /** Deletes records older than the retention period; answers how many went. */
    async purgeOlderThan(days: number, now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      const deleted = await db
        .delete(consentRecords)
        .where(lt(consentRecords.recordedAt, cutoff))
        .returning({ id: consentRecords.id });
      return deleted.length;
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;

const csvColumns = [
  'recorded_at',
  'consent_id',
  'action',
  'revision',
  'language',
  'functional',
  'analytical',
  'video',
  'tracking',
];

/** The records as CSV (comma-separated, RFC 4180 quoting where needed). */
export function consentRecordsToCsv(records: ConsentRecord[]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = records.map((record) =>
    [
      record.recordedAt.toISOString(),
      record.consentId,
      record.action,
      String(record.revision),
      record.language,
      record.choices.functional,
      record.choices.analytical,
      record.choices.video,
      record.choices.tracking,
    ]
      .map(quote)
      .join(','),
  );
  return [csvColumns.join(','), ...lines].join('\n') + '\n';
}
