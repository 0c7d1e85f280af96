import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PaidUserRow } from '@zilt/contracts/admin-hub';
import type { PaidUser } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { recurrentPayments, subscriptions, userSubscriptions, users } from '../../db/schema.ts';
import { toRecurrentPayment } from './records.ts';
import { loadSubscriberUsers } from './user-reader.ts';

/** Paying: the active subscription is paid by an active recurring payment (after the user id `after`). */
function paying(after: string | null | undefined): SQL | undefined {
  const conditions: SQL[] = [isNull(userSubscriptions.dateEnded), eq(recurrentPayments.status, 'Active')];
  if (after) conditions.push(gt(userSubscriptions.userId, after));
  return and(...conditions);
}

/**
 * Paying subscribers: users whose active subscription is paid by an active recurring payment.
 * Read a page at a time in user-id order: pass the `next` of one page as `after` of the next;
 * `next` is null on the last page.
 */
export async function readPaidUsers(
  db: Database,
  options: { after?: string | null; limit?: number } = {},
): Promise<{ users: PaidUser[]; next: string | null }> {
  const limit = options.limit ?? 1000;
  const rows = await db
    .select({ userId: userSubscriptions.userId, recurrent: recurrentPayments })
    .from(userSubscriptions)
    .innerJoin(recurrentPayments, eq(recurrentPayments.id, userSubscriptions.ongoingRecurrentPaymentId))
    .where(paying(options.after))
    .orderBy(asc(userSubscriptions.userId))
    .limit(limit);
  const people = await loadSubscriberUsers(
    db,
    rows.map((row) => row.userId),
  );
  const paid = rows.flatMap((row) => {
    const user = people.get(row.userId);
    return user ? [{ User: user, RecurrentPayment: toRecurrentPayment(row.recurrent) }] : [];
  });
  return { users: paid, next: rows.length === limit ? (rows.at(-1)?.userId ?? null) : null };
}

/** Every paying subscriber, read in pages of `pageSize`. */
export async function* allPaidUsers(db: Database, pageSize = 1000): AsyncGenerator<PaidUser[]> {
  let after: string | null = null;
  do {
    const page: { users: PaidUser[]; next: string | null } = await readPaidUsers(db, { after, limit: pageSize });
    if (page.users.length > 0) yield page.users;
    after = page.next;
  } while (after);
}

/**
 * Paying subscribers as the paid-users list shows them (name, e-mail, the active subscription,
 * the recurring payment), read a page at a time in user-id order in one query, like
 * `readPaidUsers`; for the hub's GetPaidUsers, which sends every one of them.
 */
export async function readPaidUserRows(
  db: Database,
  options: { after?: string | null; limit?: number } = {},
): Promise<{ users: PaidUserRow[]; next: string | null }> {
  const limit = options.limit ?? 1000;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      heldId: userSubscriptions.id,
      dateStarted: userSubscriptions.dateStarted,
      subscriptionId: subscriptions.id,
      title: subscriptions.title,
      kind: subscriptions.kind,
      paymentFrequency: subscriptions.paymentFrequency,
      recurrent: recurrentPayments,
    })
    .from(userSubscriptions)
    .innerJoin(recurrentPayments, eq(recurrentPayments.id, userSubscriptions.ongoingRecurrentPaymentId))
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscriptionId))
    .where(paying(options.after))
    .orderBy(asc(userSubscriptions.userId))
    .limit(limit);
  const paid = rows.map((row): PaidUserRow => ({
    User: {
      Id: row.id,
      Name: row.name,
      Surname: row.surname,
      Email: row.email,
      ActiveSubscription: {
        Id: row.heldId,
        DateStarted: row.dateStarted.toISOString(),
        OngoingRecurrentPaymentId: row.recurrent.id,
        Subscription: {
          Id: row.subscriptionId,
          Title: row.title,
          SubscriptionKind: row.kind,
          PaymentFrequency: row.paymentFrequency,
        },
      },
    },
    RecurrentPayment: toRecurrentPayment(row.recurrent),
  }));
  return { users: paid, next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null };
}
