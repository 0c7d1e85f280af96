// Support search (Dev/Search): finds a subscriber by e-mail address or payment reference.

import { sql, type SQL } from 'drizzle-orm';
import { latestRecordsPerSearch, type SearchRequest, type SearchResponse } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import { rowFromJson, selectRows } from '../../db/rows.ts';
import {
  invoices,
  payments,
  recurrentPayments,
  storeDocuments,
  subscriptions,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import { readInvoiceRows, type InvoiceProblemLog } from '../subscriber-store/invoice-reader.ts';
import { toPayment, toRecurrentPayment, toSubscriberUser } from '../subscriber-store/records.ts';
import { emailIs } from '../subscriber-store/user-reader.ts';

type Json = Record<string, unknown>;

interface SupportViewRow extends Json {
  user: Json;
  newer: boolean;
  held: { held: Json; subscription: Json; recurrent: Json | null }[];
  payments: Json[] | null;
  invoices: Json[] | null;
  payment: Json | null;
  recurrent: Json | null;
}

/** The latest `limit` rows of `table` of user `u`, newest first by `dateColumn`, as a JSON array. */
function latestOfUser(table: SQL, dateColumn: SQL, limit: number): SQL {
  return sql`(select coalesce(jsonb_agg(latest.row order by latest.position), '[]'::jsonb)
      from (select to_jsonb(own) as row, row_number() over (order by own.${dateColumn} desc) as position
        from ${table} own where own.user_id = u.id order by own.${dateColumn} desc limit ${limit}) latest)`;
}

/**
 * What a support search shows of the one user that `condition` selects, read in one statement:
 * the user, whether its search document is newer, the subscriptions it holds (with their
 * catalogue entries and paying recurring payments, in start order), and, when asked, the latest
 * payments and invoices, or the payment with `reference` and its recurring payment. Each part
 * comes as the JSON of its rows and is mapped by the same record mapping as rows read one by one.
 */
async function readSupportView(
  db: Database,
  condition: SQL,
  parts: { latest: number } | { reference: string },
): Promise<SupportViewRow | undefined> {
  const byReference = 'reference' in parts;
  const [row] = await selectRows<SupportViewRow>(
    db,
    sql`
    with found as (
      select ${users}.*, coalesce(d.updated_at > ${users.updatedAt}, false) as newer
      from ${users} left join ${storeDocuments} d on d.kind = 'user' and d.id = ${users.id}
      where ${condition}
      limit 1
    )
    select to_jsonb(u) as user, u.newer,
      (select coalesce(jsonb_agg(jsonb_build_object('held', to_jsonb(h), 'subscription', to_jsonb(s), 'recurrent', to_jsonb(r))
          order by h.date_started, h.id), '[]'::jsonb)
        from ${userSubscriptions} h join ${subscriptions} s on s.id = h.subscription_id
        left join ${recurrentPayments} r on r.id = h.ongoing_recurrent_payment_id
        where h.user_id = u.id) as held,
      ${byReference ? sql`null` : latestOfUser(sql`${payments}`, sql.raw('payment_date'), parts.latest)} as payments,
      ${byReference ? sql`null` : latestOfUser(sql`${invoices}`, sql.raw('invoice_info_date'), parts.latest)} as invoices,
      ${byReference ? sql`to_jsonb(p)` : sql`null`} as payment,
      ${byReference ? sql`to_jsonb(pr)` : sql`null`} as recurrent
    from found u
    ${
      byReference
        ? sql`join lateral (select * from ${payments} where lower(payment_reference) = ${parts.reference.trim().toLowerCase()} limit 1) p on true
          left join ${recurrentPayments} pr on pr.id = p.recurrent_payment_id`
        : sql``
    }`,
  );
  return row;
}

/** What support staff search by: a user by e-mail address, or the user of a payment by its reference. */
export function createSubscriberSearch(db: Database) {
  function answer(row: SupportViewRow, report: InvoiceProblemLog): SearchResponse {
    const held = row.held.map((entry) => ({
      held: rowFromJson(userSubscriptions, entry.held),
      subscription: rowFromJson(subscriptions, entry.subscription),
      recurrent: entry.recurrent ? rowFromJson(recurrentPayments, entry.recurrent) : null,
    }));
    const ongoing = held.findLast((entry) => entry.held.dateEnded === null && entry.recurrent)?.recurrent ?? null;
    return {
      User: toSubscriberUser(rowFromJson(users, row.user), held),
      Payment: row.payment ? toPayment(rowFromJson(payments, row.payment)) : null,
      OngoingRecurrentPayment: ongoing ? toRecurrentPayment(ongoing) : null,
      LatestPayments: row.payments ? row.payments.map((payment) => toPayment(rowFromJson(payments, payment))) : null,
      LatestInvoices: row.invoices
        ? readInvoiceRows(
            row.invoices.map((invoice) => rowFromJson(invoices, invoice)),
            report,
          )
        : null,
      RecurrentPayment: row.recurrent ? toRecurrentPayment(rowFromJson(recurrentPayments, row.recurrent)) : null,
      ElasticSearchMoreUptoDate: row.newer === true,
    };
  }

  return {
    /** The search's answer, or undefined when no user matches. */
    async search(request: SearchRequest, report: InvoiceProblemLog): Promise<SearchResponse | undefined> {
      const row =
        request.SearchKind === 'UserByEmail'
          ? await readSupportView(db, emailIs(request.SearchUserByEmail.Email), { latest: latestRecordsPerSearch })
          : await readSupportView(
              db,
              sql`${users.id} = (select user_id from ${payments} where lower(payment_reference) = ${request.SearchUserByPaymentReference.PaymentReference.trim().toLowerCase()} limit 1)`,
              { reference: request.SearchUserByPaymentReference.PaymentReference },
            );
      return row ? answer(row, report) : undefined;
    },
  };
}

export type SubscriberSearch = ReturnType<typeof createSubscriberSearch>;
