// Support search (Dev/Search): finds a subscriber by e-mail address or payment reference.

import { desc, eq, sql } from 'drizzle-orm';
import { latestRecordsPerSearch, type SearchRequest, type SearchResponse } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import { payments, recurrentPayments, users } from '../../db/schema.ts';
import { latestInvoices, type InvoiceProblemLog } from '../subscriber-store/invoice-reader.ts';
import { toPayment, toRecurrentPayment } from '../subscriber-store/records.ts';
import { emailIs, findSubscriber } from '../subscriber-store/user-reader.ts';

/** What support staff search by: a user by e-mail address, or the user of a payment by its reference. */
export function createSubscriberSearch(db: Database) {
  async function byEmail(email: string, report: InvoiceProblemLog): Promise<SearchResponse | undefined> {
    const found = await findSubscriber(db, emailIs(email));
    if (!found) return undefined;
    const [latestPayments, invoices] = await Promise.all([
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, found.user.Id))
        .orderBy(desc(payments.paymentDate))
        .limit(latestRecordsPerSearch),
      latestInvoices(db, found.user.Id, latestRecordsPerSearch, report),
    ]);
    return {
      User: found.user,
      Payment: null,
      OngoingRecurrentPayment: found.ongoing ? toRecurrentPayment(found.ongoing) : null,
      LatestPayments: latestPayments.map(toPayment),
      LatestInvoices: invoices,
      RecurrentPayment: null,
      ElasticSearchMoreUptoDate: found.searchDocumentIsNewer,
    };
  }

  async function byPaymentReference(reference: string): Promise<SearchResponse | undefined> {
    const [match] = await db
      .select({ payment: payments, recurrent: recurrentPayments })
      .from(payments)
      .leftJoin(recurrentPayments, eq(recurrentPayments.id, payments.recurrentPaymentId))
      .where(sql`lower(${payments.paymentReference}) = ${reference.trim().toLowerCase()}`);
    if (!match) return undefined;
    const found = await findSubscriber(db, eq(users.id, match.payment.userId));
    if (!found) return undefined;
    return {
      User: found.user,
      Payment: toPayment(match.payment),
      OngoingRecurrentPayment: found.ongoing ? toRecurrentPayment(found.ongoing) : null,
      LatestPayments: null,
      LatestInvoices: null,
      RecurrentPayment: match.recurrent ? toRecurrentPayment(match.recurrent) : null,
      ElasticSearchMoreUptoDate: found.searchDocumentIsNewer,
    };
  }

  return {
    /** The search's answer, or undefined when no user matches. */
    search(request: SearchRequest, report: InvoiceProblemLog): Promise<SearchResponse | undefined> {
      return request.SearchKind === 'UserByEmail'
        ? byEmail(request.SearchUserByEmail.Email, report)
        : byPaymentReference(request.SearchUserByPaymentReference.PaymentReference);
    },
  };
}

export type SubscriberSearch = ReturnType<typeof createSubscriberSearch>;
