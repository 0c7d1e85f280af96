import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PaidUserRow } from '@zilt/contracts/admin-hub';
import type { PaidUser } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { rowFromJson, selectRows } from '../../db/rows.ts';
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
 * A paying subscriber as `readPaidUserRows`' statement sends it: the active subscription's id,
 * user id and start, the user's name, surname and e-mail, the catalogue entry's id, title, kind
 * and payment frequency, and the recurring payment's row (as JSON, keyed by column name).
 */
type PaidUserTuple = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  PaidUserRow['User']['ActiveSubscription']['Subscription']['SubscriptionKind'],
  PaidUserRow['User']['ActiveSubscription']['Subscription']['PaymentFrequency'],
  Record<string, unknown>,
];

/**
 * Paying subscribers as the paid-users list shows them (name, e-mail, the active subscription,
 * the recurring payment), read a page at a time in user-id order like `readPaidUsers`; for the
 * hub's GetPaidUsers, which sends every one of them. A page is one statement: the page of active
 * subscriptions is taken first from the one-active-subscription index (limited before anything
 * is joined, so every page costs the same however many subscribers there are), then each one's
 * recurring payment and user are looked up by key (lateral subqueries, which the planner cannot
 * turn into hashes of whole tables), with only the columns the row shows. The page comes as one
 * JSON value rather than a row per subscriber: the embedded database's driver parses each row
 * of a result on its own, which cost more than reading the rows.
 */
export async function readPaidUserRows(
  db: Database,
  options: { after?: string | null; limit?: number } = {},
): Promise<{ users: PaidUserRow[]; next: string | null }> {
  const limit = options.limit ?? 1000;
  const after = options.after ? sql`and ${userSubscriptions.userId} > ${options.after}` : sql``;
  const [page] = await selectRows<{ held: number; last: string | null; paying: PaidUserTuple[] | string | null }>(
    db,
    sql`
    with page as materialized (
      select ${userSubscriptions.id} as id, ${userSubscriptions.userId} as user_id,
        ${userSubscriptions.dateStarted} as date_started, ${userSubscriptions.subscriptionId} as subscription_id,
        ${userSubscriptions.ongoingRecurrentPaymentId} as recurrent_id
      from ${userSubscriptions}
      where ${userSubscriptions.dateEnded} is null ${after}
      order by ${userSubscriptions.userId}
      limit ${limit}
    )
    select count(*)::integer as held,
      (select user_id from page order by user_id desc limit 1) as last,
      (select json_agg(json_build_array(held.id, held.user_id, held.date_started, person.name, person.surname,
          person.email, offered.id, offered.title, offered.kind, offered.payment_frequency, to_json(payer))
          order by held.user_id)
        from page held
        join lateral (
          select * from ${recurrentPayments} r where r.id = held.recurrent_id and r.status = 'Active' offset 0
        ) payer on true
        join lateral (
          select u.name, u.surname, u.email from ${users} u where u.id = held.user_id offset 0
        ) person on true
        join ${subscriptions} offered on offered.id = held.subscription_id) as paying
    from page`,
  );
  const next = page && Number(page.held) === limit ? page.last : null;
  // The PostgreSQL driver parses a json column; the embedded one may hand over its text.
  const tuples = typeof page?.paying === 'string' ? (JSON.parse(page.paying) as PaidUserTuple[]) : (page?.paying ?? []);
  const paid = tuples.map(
    ([id, userId, dateStarted, name, surname, email, subscriptionId, title, kind, frequency, payer]): PaidUserRow => {
      const recurrent = rowFromJson(recurrentPayments, payer);
      return {
        User: {
          Id: userId,
          Name: name,
          Surname: surname,
          Email: email,
          ActiveSubscription: {
            Id: id,
            // Mapped as the column maps the driver's value, like every other read of it.
            DateStarted: (userSubscriptions.dateStarted.mapFromDriverValue(dateStarted) as Date).toISOString(),
            OngoingRecurrentPaymentId: recurrent.id,
            Subscription: { Id: subscriptionId, Title: title, SubscriptionKind: kind, PaymentFrequency: frequency },
          },
        },
        RecurrentPayment: toRecurrentPayment(recurrent),
      };
    },
  );
  return { users: paid, next };
}
