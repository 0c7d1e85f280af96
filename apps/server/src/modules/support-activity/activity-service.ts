import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { hubJobs } from '@zilt/contracts/admin-hub';
import { changeKinds } from '@zilt/contracts/support-api';
import { activityPageSize, type ActivityQuery, type ActivityResponse } from '@zilt/contracts/support-activity';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { emailIs } from '../subscriber-store/user-reader.ts';

export type ActivityOutcome = { ok: true; value: ActivityResponse } | { ok: false; status: 404; message: string };

/**
 * What support staff read of the audit trail: support changes and job runs. The editors' work
 * and the staff's sign-ins (with address and browser) are for admins only.
 */
const supportKinds: string[] = [...changeKinds, ...hubJobs];

/**
 * The audit trail as support staff read it: every support change and every job run, newest
 * first, a page at a time; with a subscriber, only the changes made to that subscriber.
 */
export function createActivityService(db: Database) {
  /** The subscriber's id: an e-mail address is looked up; anything else is taken as an id. */
  async function subscriberId(subscriber: string): Promise<string | undefined> {
    if (!subscriber.includes('@')) return subscriber;
    const [found] = await db.select({ id: users.id }).from(users).where(emailIs(subscriber)).limit(1);
    return found?.id;
  }

  return {
    async list(query: ActivityQuery): Promise<ActivityOutcome> {
      const id = query.subscriber === undefined ? undefined : await subscriberId(query.subscriber);
      if (query.subscriber !== undefined && id === undefined) {
        return { ok: false, status: 404, message: 'No user has this e-mail address' };
      }
      const filter = and(
        inArray(auditLog.kind, supportKinds),
        id === undefined ? undefined : and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id)),
      );
      const [total] = await db.select({ value: count() }).from(auditLog).where(filter);
      const rows = await db
        .select()
        .from(auditLog)
        .where(filter)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(activityPageSize)
        .offset((query.page - 1) * activityPageSize);
      return {
        ok: true,
        value: {
          Entries: rows.map((row) => ({
            Id: row.id,
            At: row.at.toISOString(),
            Actor: row.actor,
            Kind: row.kind,
            TargetType: row.targetType,
            TargetId: row.targetId,
            Parameters: row.parameters,
            Ok: row.ok,
            Message: row.message,
          })),
          Page: query.page,
          PageSize: activityPageSize,
          Total: total?.value ?? 0,
          SubscriberId: id ?? null,
        },
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
