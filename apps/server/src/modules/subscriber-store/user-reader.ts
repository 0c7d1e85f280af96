import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeEmailAddress } from '@zilt/contracts/subscriber-rules';
import type { SubscriberUser } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { recurrentPayments, storeDocuments, subscriptions, userSubscriptions, users } from '../../db/schema.ts';
import { toSubscriberUser, type UserSubscriptionWithCatalogue } from './records.ts';

type RecurrentPaymentRow = typeof recurrentPayments.$inferSelect;

/** The subscriptions the users hold, with their catalogue entries and the recurring payments that pay them. */
async function heldSubscriptions(db: Database, userIds: readonly string[]) {
  const rows = await db
    .select({ held: userSubscriptions, subscription: subscriptions, recurrent: recurrentPayments })
    .from(userSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscriptionId))
    .leftJoin(recurrentPayments, eq(recurrentPayments.id, userSubscriptions.ongoingRecurrentPaymentId))
    .where(
      userIds.length === 1
        ? eq(userSubscriptions.userId, userIds[0]!)
        : inArray(userSubscriptions.userId, [...userIds]),
    )
    .orderBy(asc(userSubscriptions.dateStarted), asc(userSubscriptions.id));
  const byUser = new Map<string, UserSubscriptionWithCatalogue[]>();
  const ongoing = new Map<string, RecurrentPaymentRow>();
  for (const row of rows) {
    const list = byUser.get(row.held.userId) ?? [];
    list.push(row);
    byUser.set(row.held.userId, list);
    if (row.held.dateEnded === null && row.recurrent) ongoing.set(row.held.userId, row.recurrent);
  }
  return { byUser, ongoing };
}

/** The users with these ids as support staff see them (two queries, whatever the number of ids). */
export async function loadSubscriberUsers(db: Database, ids: readonly string[]): Promise<Map<string, SubscriberUser>> {
  const found = new Map<string, SubscriberUser>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  const [userRows, held] = await Promise.all([
    db.select().from(users).where(inArray(users.id, unique)),
    heldSubscriptions(db, unique),
  ]);
  for (const row of userRows) found.set(row.id, toSubscriberUser(row, held.byUser.get(row.id) ?? []));
  return found;
}

export async function loadSubscriberUser(db: Database, id: string): Promise<SubscriberUser | undefined> {
  return (await loadSubscriberUsers(db, [id])).get(id);
}

/** Users whose e-mail address is `email`, compared without case (the unique index answers it). */
export const emailIs = (email: string): SQL => sql`lower(${users.email}) = ${normalizeEmailAddress(email)}`;

export interface FoundSubscriber {
  user: SubscriberUser;
  /** The recurring payment of the active subscription. */
  ongoing: RecurrentPaymentRow | null;
  /** Whether the user's search document was written after the user's row. */
  searchDocumentIsNewer: boolean;
}

/** The one user `condition` selects, with what a support search shows beside it (two queries). */
export async function findSubscriber(db: Database, condition: SQL): Promise<FoundSubscriber | undefined> {
  const [row] = await db
    .select({ user: users, newer: sql<boolean>`coalesce(${storeDocuments.updatedAt} > ${users.updatedAt}, false)` })
    .from(users)
    .leftJoin(storeDocuments, and(eq(storeDocuments.kind, 'user'), eq(storeDocuments.id, users.id)))
    .where(condition)
    .limit(1);
  if (!row) return undefined;
  const held = await heldSubscriptions(db, [row.user.id]);
  return {
    user: toSubscriberUser(row.user, held.byUser.get(row.user.id) ?? []),
    ongoing: held.ongoing.get(row.user.id) ?? null,
    searchDocumentIsNewer: row.newer === true,
  };
}
