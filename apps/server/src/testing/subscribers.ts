import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionKind } from '@zilt/contracts/subscribers';
import type { Database } from '../db/client.ts';
import { invoices, payments, recurrentPayments, subscriptions, userSubscriptions, users } from '../db/schema.ts';

const day = 24 * 60 * 60 * 1000;
let counter = 0;

export interface TestSubscriber {
  id: string;
  email: string;
  /** References of the user's payments, newest first. */
  paymentReferences: string[];
  recurrentPaymentId?: string;
}

export interface TestSubscriberOptions {
  /** An active Pro monthly subscription paid by an active recurring payment, with two paid payments and invoices. */
  pro?: boolean;
  /** A Student or Teacher subscription granted until 60 days from now. */
  running?: 'Student' | 'Teacher';
  /** An open payment due in 10 days. */
  openPayment?: boolean;
  blocked?: boolean;
  country?: string;
  /** The first name (default "Test"). */
  name?: string;
}

async function catalogue(db: Database, kind: SubscriptionKind, frequency: 'Monthly' | 'Yearly') {
  const [entry] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.kind, kind), eq(subscriptions.paymentFrequency, frequency)));
  return entry!;
}

/** A valid accounting document for an invoice row. */
export function invoiceBody(number: string, invoiceDate: string, email: string) {
  return {
    id: randomUUID(),
    number,
    externalDocumentNumber: '',
    invoiceDate,
    postingDate: invoiceDate,
    dueDate: invoiceDate,
    customerId: randomUUID(),
    customerNumber: 'C0000001',
    customerName: 'Test Customer',
    billToAddressLine1: 'Dijkweg 1',
    billToCity: 'Texel',
    billToCountry: 'Netherlands',
    currencyId: randomUUID(),
    currencyCode: 'EUR',
    orderId: randomUUID(),
    orderNumber: '',
    paymentTermsId: randomUUID(),
    shipmentMethodId: randomUUID(),
    salesperson: '',
    pricesIncludeTax: true,
    discountAmount: 0,
    discountAppliedBeforeTax: true,
    totalAmountExcludingTax: 8.22,
    totalTaxAmount: 1.73,
    totalAmountIncludingTax: 9.95,
    remainingAmount: 0,
    status: 'Paid',
    lastModifiedDateTime: `${invoiceDate}T10:00:00Z`,
    phoneNumber: '',
    email,
  };
}

/** Writes one subscriber in the state the options describe; a new e-mail address each time. */
export async function createTestSubscriber(db: Database, options: TestSubscriberOptions = {}): Promise<TestSubscriber> {
  counter += 1;
  const id = randomUUID();
  const tag = `${Date.now().toString(36)}${counter}`;
  const email = `tester.${tag}@example.org`;
  const now = Date.now();
  await db.insert(users).values({
    id,
    name: options.name ?? 'Test',
    surname: `Subscriber ${tag}`,
    email,
    username: `tester${tag}`,
    country: options.country ?? 'Netherlands',
    language: 'nl',
    trialDaysAllotted: 14,
    cachedTrialDaysLeft: 0,
    blocked: options.blocked ?? false,
    createdAt: new Date(now - 400 * day),
    updatedAt: new Date(now - day),
  });
  const result: TestSubscriber = { id, email, paymentReferences: [] };
  if (options.pro) {
    const entry = await catalogue(db, 'Pro', 'Monthly');
    const recurrentId = randomUUID();
    await db.insert(recurrentPayments).values({
      id: recurrentId,
      userId: id,
      amountCents: entry.priceCents,
      status: 'Active',
      frequency: 'Monthly',
      nextPaymentDate: new Date(now + 20 * day),
      originalTransactionKey: `TX-${tag}`,
      originalPaymentType: 'iDEAL',
    });
    await db.insert(userSubscriptions).values({
      id: randomUUID(),
      userId: id,
      subscriptionId: entry.id,
      dateStarted: new Date(now - 300 * day),
      ongoingRecurrentPaymentId: recurrentId,
    });
    result.recurrentPaymentId = recurrentId;
    for (const daysAgo of [10, 40]) {
      const reference = `TST-${tag}-${daysAgo}`;
      await db.insert(payments).values({
        id: randomUUID(),
        userId: id,
        recurrentPaymentId: recurrentId,
        amountCents: entry.priceCents,
        status: 'Paid',
        paymentDate: new Date(now - daysAgo * day),
        paymentReference: reference,
        description: 'Pro monthly',
      });
      result.paymentReferences.push(reference);
    }
    const year = new Date().getUTCFullYear();
    const billTo = {
      Address: 'Dijkweg 1',
      City: 'Texel',
      CompanyName: '',
      Country: 'Netherlands',
      MemberId: 'C0000001',
      NameSurname: 'Test Subscriber',
      Postcode: '1791 AB',
      VAT: '',
    };
    for (const [number, date, body] of [
      [`INV-${tag}-1`, `${year}-01-15`, JSON.stringify(invoiceBody(`INV-${tag}-1`, `${year}-01-15`, email))],
      [`INV-${tag}-2`, `${year - 1}-06-15`, JSON.stringify(invoiceBody(`INV-${tag}-2`, `${year - 1}-06-15`, email))],
      // Stored by a faulty import: not an invoice document. Readers drop it and log why.
      [`INV-${tag}-bad`, `${year}-02-15`, JSON.stringify({ id: 'x', totalAmountIncludingTax: 'a lot' })],
    ] as const) {
      await db.insert(invoices).values({
        id: randomUUID(),
        userId: id,
        title: `Invoice ${number}`,
        invoiceInfoDate: new Date(`${date}T10:00:00Z`),
        invoiceInfoNumber: number,
        serviceDescription: 'Pro monthly subscription',
        serviceFrom: new Date(`${date}T00:00:00Z`),
        serviceTo: new Date(`${date}T00:00:00Z`),
        billTo,
        jsonBody: body,
      });
    }
  }
  if (options.running) {
    const entry = await catalogue(db, options.running, 'Yearly');
    await db.insert(userSubscriptions).values({
      id: randomUUID(),
      userId: id,
      subscriptionId: entry.id,
      dateStarted: new Date(now - 30 * day),
      dateEnded: new Date(now - 30 * day),
      nextPaymentDateWhenTerminated: new Date(now + 60 * day),
    });
  }
  if (options.openPayment) {
    const reference = `OPEN-${tag}`;
    await db.insert(payments).values({
      id: randomUUID(),
      userId: id,
      amountCents: 2500,
      status: 'Open',
      paymentDate: new Date(now - day),
      dueDate: new Date(now + 10 * day),
      paymentReference: reference,
      description: 'Open payment',
    });
    result.paymentReferences.unshift(reference);
  }
  return result;
}
