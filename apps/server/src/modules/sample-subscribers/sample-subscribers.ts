import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  defaultTrialDays,
  originalPaymentTypes,
  type InvoiceBody,
  type PaymentFrequency,
  type SubscriptionKind,
} from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import {
  invoices,
  lookupCountries,
  lookupJobs,
  payments,
  recurrentPayments,
  storeDocuments,
  subscriptions,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import { buildUserDocuments } from '../subscriber-store/stores.ts';
import { queueAccountsForSharePoint } from '../support-changes/sharepoint-accounts.ts';

// Realistic sample subscribers for demos and benchmarks: names, companies with VAT numbers,
// countries, active and terminated subscriptions, payments with references, recurring
// payments and invoices over several years. The same seed gives the same people.

const firstNames = [
  'Anna',
  'Bram',
  'Chloé',
  'Daan',
  'Eva',
  'Fatima',
  'Gijs',
  'Hannah',
  'Ibrahim',
  'Julia',
  'Kees',
  'Lotte',
  'Mohamed',
  'Noor',
  'Olivier',
  'Priya',
  'Quinten',
  'Rosa',
  'Sem',
  'Tess',
  'Umar',
  'Vera',
  'Willem',
  'Xin',
  'Yara',
  'Zeynep',
];
const surnames = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'El Amrani',
  'Nguyen',
  'Rahman',
  'Haddad',
  'Kowalski',
  'Schmidt',
];
const companyWords = ['Zout', 'Delta', 'Polder', 'Kwel', 'Getij', 'Brak', 'Wad', 'Duin', 'Kreek', 'Slik'];
const companySuffixes = ['Agro B.V.', 'Water Advies', 'Teelt', 'Consultancy', 'Farms', 'Research', 'Engineering B.V.'];
const cities = [
  ['Amsterdam', '1012 AB'],
  ['Rotterdam', '3011 BD'],
  ['Groningen', '9711 LM'],
  ['Leeuwarden', '8911 KJ'],
  ['Middelburg', '4331 LK'],
  ['Den Helder', '1781 AA'],
  ['Texel', '1791 AB'],
  ['Wageningen', '6708 PB'],
] as const;
const streets = ['Dijkweg', 'Zeedijk', 'Kanaalstraat', 'Polderweg', 'Havenkade', 'Slikweg', 'Molenstraat'];
const genders = ['female', 'male', 'other', null] as const;
const languagesOfUsers = ['nl', 'en', 'nl', 'en', 'de', 'fr'];

/** A small, fast, seedable random source (mulberry32). */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const day = 24 * 60 * 60 * 1000;

function addMonths(date: Date, months: number): Date {
  const copy = new Date(date);
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
}

export interface SeedSubscribersOptions {
  users: number;
  /** Same seed, same people (default 1). */
  seed?: number;
  /** The present (tests fix it); now by default. */
  now?: Date;
  /** Called after every batch with the number of users written so far. */
  onProgress?: (written: number) => void;
}

const batchSize = 1000;

/**
 * Adds `users` sample subscribers to both stores (their search documents are written directly,
 * not queued) and queues each for the SharePoint-style list as a new account. E-mail addresses and payment references continue after the users already there,
 * so seeding twice adds more people rather than failing.
 */
export async function seedSampleSubscribers(db: Database, options: SeedSubscribersOptions): Promise<number> {
  const now = options.now ?? new Date();
  const random = randomSource(options.seed ?? 1);
  const catalogue = await db.select().from(subscriptions);
  const countries = (
    await db.select({ title: lookupCountries.title, code: lookupCountries.businessCentralCode }).from(lookupCountries)
  ).sort((a, b) => a.code.localeCompare(b.code));
  const jobs = (await db.select({ title: lookupJobs.title }).from(lookupJobs)).map((row) => row.title).sort();
  const plan = (kind: SubscriptionKind, frequency: PaymentFrequency) => {
    const found = catalogue.find((entry) => entry.kind === kind && entry.paymentFrequency === frequency);
    if (!found) throw new Error(`The subscription catalogue has no ${kind} ${frequency}`);
    return found;
  };
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  const offset = Number(existing?.count ?? 0);

  let written = 0;
  while (written < options.users) {
    const size = Math.min(batchSize, options.users - written);
    const batch = {
      users: [] as (typeof users.$inferInsert)[],
      held: [] as (typeof userSubscriptions.$inferInsert)[],
      recurrent: [] as (typeof recurrentPayments.$inferInsert)[],
      payments: [] as (typeof payments.$inferInsert)[],
      invoices: [] as (typeof invoices.$inferInsert)[],
    };
    for (let i = 0; i < size; i += 1) {
      const number = offset + written + i + 1;
      const userId = randomUUID();
      const name = random.pick(firstNames);
      const surname = random.pick(surnames);
      const country = random.chance(0.7)
        ? (countries.find((c) => c.code === 'NL') ?? random.pick(countries))
        : random.pick(countries);
      const created = new Date(now.getTime() - random.int(1, 6 * 365) * day);
      const hasCompany = random.chance(0.3);
      const [city, postcode] = random.pick(cities);
      const companyTitle = `${random.pick(companyWords)}${random.pick(companyWords).toLowerCase()} ${random.pick(companySuffixes)}`;
      const vat = `${country.code}${String(random.int(100_000_000, 999_999_999))}B${String(random.int(1, 99)).padStart(2, '0')}`;
      const emailLocal = `${name}.${surname}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '');
      const trialDays = random.chance(0.9) ? defaultTrialDays : 30;
      const daysSinceCreated = Math.floor((now.getTime() - created.getTime()) / day);
      batch.users.push({
        id: userId,
        name,
        surname,
        email: `${emailLocal}.${number}@example.org`,
        phoneNumber: random.chance(0.6) ? `+316${String(random.int(10_000_000, 99_999_999))}` : null,
        username: `${emailLocal.replace(/\./g, '')}${number}`,
        country: country.title,
        language: random.pick(languagesOfUsers),
        job: random.chance(0.8) ? random.pick(jobs) : null,
        sharepointId: String(100_000 + number),
        businessCentralNumber: `C${String(number).padStart(7, '0')}`,
        blocked: random.chance(0.01),
        lastLoginAttempt: random.chance(0.8) ? new Date(now.getTime() - random.int(0, 90) * day) : null,
        trialDaysAllotted: trialDays,
        cachedTrialDaysLeft: Math.max(0, trialDays - daysSinceCreated),
        passwordHash: null,
        companyTitle: hasCompany ? companyTitle : null,
        companyVat: hasCompany ? vat : null,
        companyAddress: hasCompany ? `${random.pick(streets)} ${random.int(1, 250)}` : null,
        companyPostcode: hasCompany ? postcode : null,
        companyCity: hasCompany ? city : null,
        companyBusinessCentralNumber: hasCompany ? `K${String(number).padStart(7, '0')}` : null,
        companyCountry: hasCompany ? country.title : null,
        birthday: random.chance(0.5)
          ? `${random.int(1950, 2005)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
          : null,
        gender: random.pick(genders),
        enable2fa: random.chance(0.15),
        mustChangePasswordAtNextLogin: random.chance(0.02),
        phoneNumberVerified: random.chance(0.4),
        emailConfirmed: random.chance(0.97),
        consecutiveSuccessfulPayments: 0,
        userInactiveSent: random.chance(0.05),
        newsletter: random.chance(0.35),
        createdAt: created,
        updatedAt: created,
      });
      const user = batch.users.at(-1)!;
      let referenceCount = 0;
      const reference = () =>
        `ZLT-${String(number).padStart(7, '0')}-${String((referenceCount += 1)).padStart(3, '0')}`;
      const billTo = {
        Address: user.companyAddress ?? `${random.pick(streets)} ${random.int(1, 250)}`,
        City: user.companyCity ?? city,
        CompanyName: user.companyTitle ?? '',
        Country: country.title,
        MemberId: user.businessCentralNumber!,
        NameSurname: `${name} ${surname}`,
        Postcode: user.companyPostcode ?? postcode,
        VAT: user.companyVat ?? '',
      };

      const roll = random.next();
      if (roll < 0.5) {
        // A paying Pro subscriber, possibly after an earlier subscription that ended.
        const frequency: PaymentFrequency = random.chance(0.6) ? 'Monthly' : 'Yearly';
        const entry = plan('Pro', frequency);
        const started = new Date(created.getTime() + trialDays * day);
        const step = frequency === 'Monthly' ? 1 : 12;
        let next = new Date(started);
        const paidDates: Date[] = [];
        while (next <= now) {
          paidDates.push(next);
          next = addMonths(next, step);
        }
        const recurrentId = randomUUID();
        batch.recurrent.push({
          id: recurrentId,
          userId,
          amountCents: entry.priceCents,
          status: 'Active',
          frequency,
          nextPaymentDate: next,
          originalTransactionKey: `TX${random.int(10_000_000, 99_999_999)}${number}`,
          originalPaymentType: random.pick(originalPaymentTypes),
          createdAt: started,
        });
        batch.held.push({
          id: randomUUID(),
          userId,
          subscriptionId: entry.id,
          dateStarted: started,
          ongoingRecurrentPaymentId: recurrentId,
        });
        user.consecutiveSuccessfulPayments = paidDates.length;
        user.subscriptionEndDate = next;
        for (const paidAt of paidDates.slice(-6)) {
          batch.payments.push({
            id: randomUUID(),
            userId,
            recurrentPaymentId: recurrentId,
            amountCents: entry.priceCents,
            status: random.chance(0.97) ? 'Paid' : 'Failed',
            paymentDate: paidAt,
            dueDate: null,
            paymentReference: reference(),
            description: `${entry.title}, ${paidAt.toISOString().slice(0, 10)}`,
          });
        }
        // One invoice per year of the subscription (at most three, the latest).
        const years = [...new Set(paidDates.map((date) => date.getUTCFullYear()))].slice(-3);
        for (const year of years) {
          const yearDates = paidDates.filter((date) => date.getUTCFullYear() === year);
          const invoiceDate = yearDates.at(-1)!;
          const total = entry.priceCents * yearDates.length;
          const numberText = `INV-${year}-${String(number).padStart(7, '0')}`;
          batch.invoices.push({
            id: randomUUID(),
            userId,
            title: `${entry.title} ${year}`,
            invoiceInfoDate: invoiceDate,
            invoiceInfoNumber: numberText,
            serviceDescription: `${entry.title} subscription`,
            serviceFrom: yearDates[0]!,
            serviceTo: new Date(Math.min(addMonths(invoiceDate, step).getTime(), Date.UTC(year + 1, 0, 1))),
            billTo,
            jsonBody: JSON.stringify(invoiceBody(numberText, invoiceDate, total, user, billTo)),
          });
        }
        if (random.chance(0.15)) {
          batch.held.push({
            id: randomUUID(),
            userId,
            subscriptionId: plan('Student', 'Yearly').id,
            dateStarted: new Date(created.getTime()),
            dateEnded: new Date(created.getTime() + trialDays * day),
            nextPaymentDateWhenTerminated: new Date(created.getTime() + trialDays * day),
          });
        }
      } else if (roll < 0.62) {
        // A Pro subscriber who stopped; access runs until the next payment would have been due.
        const frequency: PaymentFrequency = random.chance(0.6) ? 'Monthly' : 'Yearly';
        const entry = plan('Pro', frequency);
        const started = new Date(created.getTime() + trialDays * day);
        const ended = new Date(Math.min(now.getTime() - day, started.getTime() + random.int(30, 700) * day));
        const accessUntil = new Date(ended.getTime() + random.int(-20, 25) * day);
        batch.held.push({
          id: randomUUID(),
          userId,
          subscriptionId: entry.id,
          dateStarted: started,
          dateEnded: ended,
          nextPaymentDateWhenTerminated: accessUntil,
        });
        user.subscriptionEndDate = accessUntil;
        batch.payments.push({
          id: randomUUID(),
          userId,
          recurrentPaymentId: null,
          amountCents: entry.priceCents,
          status: 'Paid',
          paymentDate: started,
          dueDate: null,
          paymentReference: reference(),
          description: `${entry.title}, ${started.toISOString().slice(0, 10)}`,
        });
      } else if (roll < 0.74) {
        // A student or teacher subscription granted by support until a date (running or over).
        const kind: SubscriptionKind = random.chance(0.65) ? 'Student' : 'Teacher';
        const started = new Date(now.getTime() - random.int(10, 500) * day);
        const until = new Date(started.getTime() + random.int(90, 730) * day);
        batch.held.push({
          id: randomUUID(),
          userId,
          subscriptionId: plan(kind, 'Yearly').id,
          dateStarted: started,
          dateEnded: started,
          nextPaymentDateWhenTerminated: until,
        });
        user.subscriptionEndDate = until;
      }
      if (random.chance(0.05)) {
        const amount = random.pick([995, 4900, 9900, 2500]);
        batch.payments.push({
          id: randomUUID(),
          userId,
          recurrentPaymentId: null,
          amountCents: amount,
          status: 'Open',
          paymentDate: new Date(now.getTime() - random.int(1, 20) * day),
          dueDate: new Date(now.getTime() + random.int(1, 30) * day),
          paymentReference: reference(),
          description: 'Open payment',
        });
      }
    }
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.insert(users).values(batch.users);
      if (batch.recurrent.length > 0) await tx.insert(recurrentPayments).values(batch.recurrent);
      if (batch.held.length > 0) await tx.insert(userSubscriptions).values(batch.held);
      if (batch.payments.length > 0) await tx.insert(payments).values(batch.payments);
      if (batch.invoices.length > 0) await tx.insert(invoices).values(batch.invoices);
      const documents = await buildUserDocuments(
        tx,
        batch.users.map((user) => user.id!),
      );
      await tx
        .insert(storeDocuments)
        .values(
          [...documents].map(([id, { document, updatedAt }]) => ({ kind: 'user' as const, id, document, updatedAt })),
        );
      // New subscribers reach the SharePoint-style list like any new account.
      await queueAccountsForSharePoint(
        tx,
        batch.users.map((user) => user.id!),
      );
    });
    written += size;
    options.onProgress?.(written);
  }
  // A bulk load leaves the planner without statistics until something analyses the tables
  // (the embedded database never does by itself): give it them now.
  await db.execute(sql`analyze users, user_subscriptions, recurrent_payments, payments, invoices, store_documents`);
  return written;
}

function invoiceBody(
  numberText: string,
  invoiceDate: Date,
  totalCents: number,
  user: typeof users.$inferInsert,
  billTo: { Address: string; City: string; Country: string; Postcode: string; NameSurname: string },
): InvoiceBody {
  const date = invoiceDate.toISOString().slice(0, 10);
  const excluding = Math.round(totalCents / 1.21) / 100;
  const including = totalCents / 100;
  return {
    id: randomUUID(),
    number: numberText,
    externalDocumentNumber: '',
    invoiceDate: date,
    postingDate: date,
    dueDate: new Date(invoiceDate.getTime() + 14 * day).toISOString().slice(0, 10),
    customerId: user.id!,
    customerNumber: user.businessCentralNumber ?? '',
    customerName: user.companyTitle ?? billTo.NameSurname,
    billToName: billTo.NameSurname,
    billToCustomerId: user.id!,
    billToCustomerNumber: user.businessCentralNumber ?? '',
    billToAddressLine1: billTo.Address,
    billToAddressLine2: '',
    billToCity: billTo.City,
    billToCountry: billTo.Country,
    billToState: '',
    billToPostCode: billTo.Postcode,
    sellToAddressLine1: billTo.Address,
    sellToAddressLine2: '',
    sellToCity: billTo.City,
    sellToCountry: billTo.Country,
    sellToState: '',
    sellToPostCode: billTo.Postcode,
    shipToName: billTo.NameSurname,
    shipToContact: billTo.NameSurname,
    shipToAddressLine1: billTo.Address,
    shipToAddressLine2: '',
    shipToCity: billTo.City,
    shipToCountry: billTo.Country,
    shipToState: '',
    shipToPostCode: billTo.Postcode,
    city: billTo.City,
    country: billTo.Country,
    currencyId: '00000000-0000-0000-0000-000000000000',
    currencyCode: 'EUR',
    orderId: '00000000-0000-0000-0000-000000000000',
    orderNumber: '',
    paymentTermsId: '00000000-0000-0000-0000-000000000000',
    shipmentMethodId: '00000000-0000-0000-0000-000000000000',
    salesperson: '',
    pricesIncludeTax: true,
    discountAmount: 0,
    discountAppliedBeforeTax: true,
    totalAmountExcludingTax: excluding,
    totalTaxAmount: Math.round((including - excluding) * 100) / 100,
    totalAmountIncludingTax: including,
    remainingAmount: 0,
    status: 'Paid',
    lastModifiedDateTime: invoiceDate.toISOString(),
    phoneNumber: user.phoneNumber ?? '',
    email: user.email,
  };
}
