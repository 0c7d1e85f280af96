import { z } from 'zod';
import { formatZodIssues, type ParseResult } from './issues.ts';
import {
  originalPaymentTypes,
  paymentFrequencies,
  paymentStatuses,
  recurrentPaymentStatuses,
  subscriptionKinds,
} from './subscriber-rules.ts';

// Subscriber records as the support API and the checkout calls send them, with the field names
// the product uses (PascalCase). Dates are ISO 8601 texts, amounts and prices euro numbers.
// Response objects are not strict: a client ignores fields it does not know.
export * from './subscriber-rules.ts';

const dateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO date-time');
const nullableDateTime = dateTime.nullable();

export const subscriptionKindSchema = z.enum(subscriptionKinds);
export const paymentFrequencySchema = z.enum(paymentFrequencies);
export const originalPaymentTypeSchema = z.enum(originalPaymentTypes);
export const paymentStatusSchema = z.enum(paymentStatuses);
export const recurrentPaymentStatusSchema = z.enum(recurrentPaymentStatuses);

/** One entry of the subscription catalogue (also the `Subscriptions` lookup array). */
export const subscriptionSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Description: z.string(),
  SubscriptionKind: subscriptionKindSchema,
  PaymentFrequency: paymentFrequencySchema,
  Price: z.number(),
  Currency: z.string(),
  CanBeChosenDirectlyByUser: z.boolean(),
  BusinessCentralId: z.string().nullable(),
  BusinessCentralNumber: z.string().nullable(),
  LastSentToBusinessCentral: nullableDateTime,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const companySchema = z.object({
  Title: z.string(),
  VAT: z.string().nullable(),
  Address: z.string().nullable(),
  Postcode: z.string().nullable(),
  City: z.string().nullable(),
  BusinessCentralNumber: z.string().nullable(),
  Country: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const activeSubscriptionSchema = z.object({
  Id: z.string(),
  DateStarted: dateTime,
  Subscription: subscriptionSchema,
  OngoingRecurrentPaymentId: z.string().nullable(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

export const terminatedSubscriptionSchema = z.object({
  Id: z.string(),
  DateStarted: dateTime,
  DateEnded: dateTime,
  /** Access continues until this date (for Student and Teacher subscriptions: the date support granted them until). */
  NextPaymentDateWhenTerminated: nullableDateTime,
  Subscription: subscriptionSchema,
});
export type TerminatedSubscription = z.infer<typeof terminatedSubscriptionSchema>;

/** A subscriber as support staff see it. */
export const subscriberUserSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Surname: z.string(),
  Email: z.string(),
  PhoneNumber: z.string().nullable(),
  Username: z.string(),
  Country: z.string().nullable(),
  Language: z.string().nullable(),
  Job: z.string().nullable(),
  SharepointId: z.string().nullable(),
  BusinessCentralNumber: z.string().nullable(),
  Blocked: z.boolean(),
  LastLoginAttempt: nullableDateTime,
  TrialDaysAllotted: z.number().int(),
  CachedTrialDaysLeft: z.number().int(),
  Company: companySchema.nullable(),
  ActiveSubscription: activeSubscriptionSchema.nullable(),
  TerminatedSubscriptions: z.array(terminatedSubscriptionSchema),
  Birthday: z.string().nullable(),
  Gender: z.string().nullable(),
  Enable2FA: z.boolean(),
  MustChangePasswordAtNextLogin: z.boolean(),
  PhoneNumberVerified: z.boolean(),
  EmailConfirmed: z.boolean(),
  SubscriptionEndDate: nullableDateTime,
  ConsecutiveSuccessfulPayments: z.number().int(),
  UserInactiveSent: z.boolean(),
  Newsletter: z.boolean(),
  HasPassword: z.boolean(),
  Created: dateTime,
  Modified: dateTime,
});
export type SubscriberUser = z.infer<typeof subscriberUserSchema>;

export const paymentSchema = z.object({
  Id: z.string(),
  UserId: z.string(),
  Amount: z.number(),
  Status: paymentStatusSchema,
  PaymentDate: dateTime,
  /** When an open payment is due. */
  DueDate: nullableDateTime,
  PaymentReference: z.string(),
  Description: z.string(),
  RecurrentPaymentId: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const recurrentPaymentSchema = z.object({
  Id: z.string(),
  UserId: z.string(),
  Amount: z.number(),
  Status: recurrentPaymentStatusSchema,
  Frequency: paymentFrequencySchema,
  NextPaymentDate: dateTime,
  OriginalTransactionKey: z.string(),
  OriginalPaymentType: originalPaymentTypeSchema,
});
export type RecurrentPayment = z.infer<typeof recurrentPaymentSchema>;

export const invoiceBillToSchema = z.object({
  Address: z.string(),
  City: z.string(),
  CompanyName: z.string(),
  Country: z.string(),
  MemberId: z.string(),
  NameSurname: z.string(),
  Postcode: z.string(),
  VAT: z.string(),
});
export type InvoiceBillTo = z.infer<typeof invoiceBillToSchema>;

const optionalText = z.string().optional();

/** The accounting system's invoice document (an invoice row's `JsonBody`, parsed). */
export const invoiceBodySchema = z.object({
  id: z.string(),
  number: z.string(),
  externalDocumentNumber: z.string(),
  invoiceDate: z.string(),
  postingDate: z.string(),
  dueDate: z.string(),
  customerId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  billToName: optionalText,
  billToCustomerId: optionalText,
  billToCustomerNumber: optionalText,
  billToAddressLine1: optionalText,
  billToAddressLine2: optionalText,
  billToCity: optionalText,
  billToCountry: optionalText,
  billToState: optionalText,
  billToPostCode: optionalText,
  sellToAddressLine1: optionalText,
  sellToAddressLine2: optionalText,
  sellToCity: optionalText,
  sellToCountry: optionalText,
  sellToState: optionalText,
  sellToPostCode: optionalText,
  shipToName: optionalText,
  shipToContact: optionalText,
  shipToAddressLine1: optionalText,
  shipToAddressLine2: optionalText,
  shipToCity: optionalText,
  shipToCountry: optionalText,
  shipToState: optionalText,
  shipToPostCode: optionalText,
  city: optionalText,
  country: optionalText,
  currencyId: z.string(),
  currencyCode: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  paymentTermsId: z.string(),
  shipmentMethodId: z.string(),
  salesperson: z.string(),
  pricesIncludeTax: z.boolean(),
  discountAmount: z.number(),
  discountAppliedBeforeTax: z.boolean(),
  totalAmountExcludingTax: z.number(),
  totalTaxAmount: z.number(),
  totalAmountIncludingTax: z.number(),
  remainingAmount: z.number(),
  status: z.string(),
  lastModifiedDateTime: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;

/**
 * Reads an invoice's `JsonBody` text: the invoice document, or the problems (each naming its
 * place under `JsonBody`) that make the text unreadable or not an invoice document.
 */
export function parseInvoiceBody(text: string): ParseResult<InvoiceBody> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['JsonBody: invalid JSON'] };
  }
  const body = invoiceBodySchema.safeParse(parsed, { reportInput: true });
  if (body.success) return { ok: true, value: body.data };
  return { ok: false, problems: formatZodIssues(body.error, { pathPrefix: ['JsonBody'] }) };
}

/**
 * An invoice row. `JsonBody` is the accounting system's document as JSON text, sent as it is
 * stored (the server leaves out a row whose text is not an invoice document); clients read it
 * with `parseInvoiceBody`. `LastSentToBusinessCentral`: when BCLogin last delivered the invoice
 * to the Business-Central-style endpoint, or null while it has not.
 */
export const invoiceSchema = z.object({
  Id: z.string(),
  UserId: z.string(),
  Title: z.string(),
  InvoiceInfoDate: dateTime,
  InvoiceInfoNumber: z.string(),
  ServiceDescription: z.string(),
  ServiceFrom: dateTime,
  ServiceTo: dateTime,
  BillTo: invoiceBillToSchema,
  JsonBody: z.string(),
  LastSentToBusinessCentral: nullableDateTime,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /api/v1/Checkout/LookupData`. */
export const lookupDataSchema = z.object({
  Countries: z.array(
    z.object({
      BusinessCentralCode: z.string(),
      Created: dateTime,
      Id: z.string(),
      Modified: dateTime,
      Title: z.string(),
    }),
  ),
  IDealIssuers: z.array(z.object({ BIC: z.string(), Id: z.string(), Title: z.string() })),
  Jobs: z.array(z.object({ Id: z.string(), Title: z.string() })),
  Languages: z.array(z.object({ Code: z.string(), Title: z.string() })),
  Subscriptions: z.array(subscriptionSchema),
});
export type LookupData = z.infer<typeof lookupDataSchema>;

/** A paying subscriber: the user and the recurring payment that pays the active subscription. */
export const paidUserSchema = z.object({ User: subscriberUserSchema, RecurrentPayment: recurrentPaymentSchema });
export type PaidUser = z.infer<typeof paidUserSchema>;
