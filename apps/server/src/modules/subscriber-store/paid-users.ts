import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PaidUserRow } from '@zilt/contracts/admin-hub';
import type { PaidUser } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { recurrentPayments, subscriptions, userSubscriptions, users } from '../../db/schema.ts';
import { toRecurrentPayment } from './records.ts';
import { loadSubscriberUsers } from './user-reader.ts';

type RecurrentPaymentRow = typeof recurrentPayments.$inferSelect;

/** Active subscriptions (after the user id `after`), in user-id order, at most `limit`. */
async function activeSubscriptionPage(db: Database, after: string | null | undefined, limit: number) {
  const conditions: SQL[] = [isNull(userSubscriptions.dateEnded)];
  if (after) conditions.push(gt(userSubscriptions.userId, after));
  // Read in the order of the one-active-subscription index and limited before anything is
  // joined: every page costs the same however many subscribers there are (joined first, the
  // planner may hash every paying subscriber for each page when the table's statistics are
  // missing, as in a freshly loaded embedded database).
  const held = await db
    .select()
    .from(userSubscriptions)
    .where(and(...conditions))
    .orderBy(asc(userSubscriptions.userId))
    .limit(limit);
  return { held, next: held.length === limit ? (held.at(-1)?.userId ?? null) : null };
}

/** The active recurring payments among `ids`, by id. */
async function activeRecurrentPayments(db: Database, ids: readonly (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map<string, RecurrentPaymentRow>();
  const rows = await db
    .select()
    .from(recurrentPayments)
    .where(and(inArray(recurrentPayments.id, wanted), eq(recurrentPayments.status, 'Active')));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One page of active subscriptions (see `activeSubscriptionPage`), narrowed to those paid by an
 * active recurring payment, with those payments by id.
 */
async function payingPage(db: Database, after: string | null | undefined, limit: number) {
  const { held, next } = await activeSubscriptionPage(db, after, limit);
  const paying = await activeRecurrentPayments(
    db,
    held.map((row) => row.ongoingRecurrentPaymentId),
  );
  const payers = held.filter((row) => row.ongoingRecurrentPaymentId && paying.has(row.ongoingRecurrentPaymentId));
  return { payers, paying, next };
}

/**
 * Paying subscribers: users whose active subscription is paid by an active recurring payment.
 * Read a page at a time in user-id order: pass the `next` of one page as `after` of the next;
 * `next` is null on the last page. A page looks at `limit` active subscriptions, so it may hold
 * fewer paying subscribers than that (even none) before the last page.
 */
export async function readPaidUsers(
  db: Database,
  options: { after?: string | null; limit?: number } = {},
): Promise<{ users: PaidUser[]; next: string | null }> {
  const { payers, paying, next } = await payingPage(db, options.after, options.limit ?? 1000);
  const people = await loadSubscriberUsers(
    db,
    payers.map((row) => row.userId),
  );
  const paid = payers.flatMap((row) => {
    const user = people.get(row.userId);
    const recurrent = paying.get(row.ongoingRecurrentPaymentId!)!;
    return user ? [{ User: user, RecurrentPayment: toRecurrentPayment(recurrent) }] : [];
  });
  return { users: paid, next };
}

/** Every paying subscriber, read in pages of `pageSize` active subscriptions. */
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
 * the recurring payment), read a page at a time in user-id order like `readPaidUsers`; for the
 * hub's GetPaidUsers, which sends every one of them.
 */
export async function readPaidUserRows(
  db: Database,
  options: { after?: string | null; limit?: number } = {},
): Promise<{ users: PaidUserRow[]; next: string | null }> {
  const [{ payers, paying, next }, catalogue] = await Promise.all([
    payingPage(db, options.after, options.limit ?? 1000),
    db.select().from(subscriptions),
  ]);
  const people =
    payers.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              payers.map((row) => row.userId),
            ),
          );
  const byId = new Map(people.map((person) => [person.id, person]));
  const offered = new Map(catalogue.map((subscription) => [subscription.id, subscription]));
  const paid = payers.flatMap((row): PaidUserRow[] => {
    const person = byId.get(row.userId);
    const subscription = offered.get(row.subscriptionId);
    const recurrent = paying.get(row.ongoingRecurrentPaymentId!)!;
    if (!person || !subscription) return [];
    return [
      {
        User: {
          Id: person.id,
          Name: person.name,
          Surname: person.surname,
          Email: person.email,
          ActiveSubscription: {
            Id: row.id,
            DateStarted: row.dateStarted.toISOString(),
            OngoingRecurrentPaymentId: recurrent.id,
            Subscription: {
              Id: subscription.id,
              Title: subscription.title,
              SubscriptionKind: subscription.kind,
              PaymentFrequency: subscription.paymentFrequency,
            },
          },
        },
        RecurrentPayment: toRecurrentPayment(recurrent),
      },
    ];
  });
  return { users: paid, next };
}
