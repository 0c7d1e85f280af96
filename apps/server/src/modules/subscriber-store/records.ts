import type {
  Invoice,
  Payment,
  RecurrentPayment,
  SubscriberUser,
  Subscription,
  TerminatedSubscription,
  ActiveSubscription,
} from '@zilt/contracts/subscribers';
import type {
  invoices,
  payments,
  recurrentPayments,
  subscriptions,
  userSubscriptions,
  users,
} from '../../db/schema.ts';

// One mapping from stored rows to the API's records. Money is stored in cents and sent in euro.

type SubscriptionRow = typeof subscriptions.$inferSelect;
type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;
type UserRow = typeof users.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RecurrentPaymentRow = typeof recurrentPayments.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

export const euroFromCents = (cents: number) => cents / 100;
export const centsFromEuro = (euro: number) => Math.round(euro * 100);

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    Id: row.id,
    Title: row.title,
    Description: row.description,
    SubscriptionKind: row.kind,
    PaymentFrequency: row.paymentFrequency,
    Price: euroFromCents(row.priceCents),
    Currency: row.currency,
    CanBeChosenDirectlyByUser: row.canBeChosenDirectlyByUser,
    BusinessCentralId: row.businessCentralId,
    BusinessCentralNumber: row.businessCentralNumber,
    LastSentToBusinessCentral: isoOrNull(row.lastSentToBusinessCentral),
  };
}

export interface UserSubscriptionWithCatalogue {
  held: UserSubscriptionRow;
  subscription: SubscriptionRow;
}

/** A user's record: the user row and the subscriptions it holds, in start order. */
export function toSubscriberUser(row: UserRow, held: readonly UserSubscriptionWithCatalogue[]): SubscriberUser {
  let active: ActiveSubscription | null = null;
  const terminated: TerminatedSubscription[] = [];
  for (const { held: entry, subscription } of held) {
    if (entry.dateEnded === null) {
      active = {
        Id: entry.id,
        DateStarted: iso(entry.dateStarted),
        Subscription: toSubscription(subscription),
        OngoingRecurrentPaymentId: entry.ongoingRecurrentPaymentId,
      };
    } else {
      terminated.push({
        Id: entry.id,
        DateStarted: iso(entry.dateStarted),
        DateEnded: iso(entry.dateEnded),
        NextPaymentDateWhenTerminated: isoOrNull(entry.nextPaymentDateWhenTerminated),
        Subscription: toSubscription(subscription),
      });
    }
  }
  return {
    Id: row.id,
    Name: row.name,
    Surname: row.surname,
    Email: row.email,
    PhoneNumber: row.phoneNumber,
    Username: row.username,
    Country: row.country,
    Language: row.language,
    Job: row.job,
    SharepointId: row.sharepointId,
    BusinessCentralNumber: row.businessCentralNumber,
    Blocked: row.blocked,
    LastLoginAttempt: isoOrNull(row.lastLoginAttempt),
    TrialDaysAllotted: row.trialDaysAllotted,
    CachedTrialDaysLeft: row.cachedTrialDaysLeft,
    Company:
      row.companyTitle === null
        ? null
        : {
            Title: row.companyTitle,
            VAT: row.companyVat,
            Address: row.companyAddress,
            Postcode: row.companyPostcode,
            City: row.companyCity,
            BusinessCentralNumber: row.companyBusinessCentralNumber,
            Country: row.companyCountry,
          },
    ActiveSubscription: active,
    TerminatedSubscriptions: terminated,
    Birthday: row.birthday,
    Gender: row.gender,
    Enable2FA: row.enable2fa,
    MustChangePasswordAtNextLogin: row.mustChangePasswordAtNextLogin,
    PhoneNumberVerified: row.phoneNumberVerified,
    EmailConfirmed: row.emailConfirmed,
    SubscriptionEndDate: isoOrNull(row.subscriptionEndDate),
    ConsecutiveSuccessfulPayments: row.consecutiveSuccessfulPayments,
    UserInactiveSent: row.userInactiveSent,
    Newsletter: row.newsletter,
    HasPassword: row.passwordHash !== null,
    Created: iso(row.createdAt),
    Modified: iso(row.updatedAt),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    Id: row.id,
    UserId: row.userId,
    Amount: euroFromCents(row.amountCents),
    Status: row.status,
    PaymentDate: iso(row.paymentDate),
    DueDate: isoOrNull(row.dueDate),
    PaymentReference: row.paymentReference,
    Description: row.description,
    RecurrentPaymentId: row.recurrentPaymentId,
  };
}

export function toRecurrentPayment(row: RecurrentPaymentRow): RecurrentPayment {
  return {
    Id: row.id,
    UserId: row.userId,
    Amount: euroFromCents(row.amountCents),
    Status: row.status,
    Frequency: row.frequency,
    NextPaymentDate: iso(row.nextPaymentDate),
    OriginalTransactionKey: row.originalTransactionKey,
    OriginalPaymentType: row.originalPaymentType,
  };
}

/** An invoice row whose JSON body was checked; the body goes out as the text it is stored as. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    Id: row.id,
    UserId: row.userId,
    Title: row.title,
    InvoiceInfoDate: iso(row.invoiceInfoDate),
    InvoiceInfoNumber: row.invoiceInfoNumber,
    ServiceDescription: row.serviceDescription,
    ServiceFrom: iso(row.serviceFrom),
    ServiceTo: iso(row.serviceTo),
    BillTo: row.billTo,
    JsonBody: row.jsonBody,
    LastSentToBusinessCentral: isoOrNull(row.lastSentToBusinessCentral),
  };
}
