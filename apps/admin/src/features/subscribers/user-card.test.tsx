import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@zilt/contracts/support-api';
import { UserCards } from './user-card.tsx';

// The user card of the data page, drawn from a search answer as the server sends it: each
// invoice's JsonBody is JSON text that the Mini-Admin reads itself.

function invoiceDocument(number: string, total: number, status: string) {
  const zero = '00000000-0000-0000-0000-000000000000';
  return {
    id: `doc-${number}`,
    number,
    externalDocumentNumber: '',
    invoiceDate: '2026-01-15',
    postingDate: '2026-01-15',
    dueDate: '2026-01-29',
    customerId: 'user-1',
    customerNumber: 'C0000001',
    customerName: 'Anna de Vries',
    currencyId: zero,
    currencyCode: 'EUR',
    orderId: zero,
    orderNumber: '',
    paymentTermsId: zero,
    shipmentMethodId: zero,
    salesperson: '',
    pricesIncludeTax: true,
    discountAmount: 0,
    discountAppliedBeforeTax: true,
    totalAmountExcludingTax: Math.round((total / 1.21) * 100) / 100,
    totalTaxAmount: Math.round((total - total / 1.21) * 100) / 100,
    totalAmountIncludingTax: total,
    remainingAmount: 0,
    status,
    lastModifiedDateTime: '2026-01-15T10:00:00Z',
    phoneNumber: '',
    email: 'anna@example.org',
  };
}

function invoiceRow(number: string, jsonBody: string) {
  return {
    Id: `invoice-${number}`,
    UserId: 'user-1',
    Title: `Invoice ${number}`,
    InvoiceInfoDate: '2026-01-15T10:00:00Z',
    InvoiceInfoNumber: number,
    ServiceDescription: 'Pro monthly subscription',
    ServiceFrom: '2026-01-15T00:00:00Z',
    ServiceTo: '2026-02-14T00:00:00Z',
    BillTo: {
      Address: 'Dijkweg 1',
      City: 'Texel',
      CompanyName: '',
      Country: 'Netherlands',
      MemberId: 'C0000001',
      NameSurname: 'Anna de Vries',
      Postcode: '1791 AB',
      VAT: '',
    },
    JsonBody: jsonBody,
    LastSentToBusinessCentral: null,
  };
}

/** A search answer by e-mail, as JSON text off the wire, read with the client's schema. */
function answerWith(invoices: ReturnType<typeof invoiceRow>[]) {
  const wire = JSON.stringify({
    User: {
      Id: 'user-1',
      Name: 'Anna',
      Surname: 'de Vries',
      Email: 'anna@example.org',
      PhoneNumber: null,
      Username: 'annadevries',
      Country: 'Netherlands',
      Language: 'nl',
      Job: null,
      SharepointId: '100001',
      BusinessCentralNumber: 'C0000001',
      Blocked: false,
      LastLoginAttempt: null,
      TrialDaysAllotted: 14,
      CachedTrialDaysLeft: 0,
      Company: null,
      ActiveSubscription: null,
      TerminatedSubscriptions: [],
      Birthday: null,
      Gender: null,
      Enable2FA: false,
      MustChangePasswordAtNextLogin: false,
      PhoneNumberVerified: false,
      EmailConfirmed: true,
      SubscriptionEndDate: null,
      ConsecutiveSuccessfulPayments: 0,
      UserInactiveSent: false,
      Newsletter: false,
      HasPassword: true,
      Created: '2025-01-01T00:00:00Z',
      Modified: '2026-01-15T10:00:00Z',
    },
    Payment: null,
    OngoingRecurrentPayment: null,
    LatestPayments: [],
    LatestInvoices: invoices,
    RecurrentPayment: null,
    ElasticSearchMoreUptoDate: false,
  });
  return searchResponseSchema.parse(JSON.parse(wire));
}

async function renderCards(answer: ReturnType<typeof answerWith>): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <UserCards answer={answer} now={new Date('2026-03-01T00:00:00Z')} terminatedActions={() => null} />
    </I18nextProvider>,
  );
}

/** The cells of the latest-invoices table, row by row. */
function invoiceCells(html: string): string[][] {
  const table = /aria-label="data\.tables\.latestInvoices"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '')),
  );
}

describe('the user card', () => {
  it('reads each invoice total and status from the JsonBody text the search sends', async () => {
    const answer = answerWith([
      invoiceRow('INV-2', JSON.stringify(invoiceDocument('INV-2', 99, 'Open'))),
      invoiceRow('INV-1', JSON.stringify(invoiceDocument('INV-1', 9.95, 'Paid'))),
    ]);
    expect(typeof answer.LatestInvoices?.[0]?.JsonBody).toBe('string');
    const cells = invoiceCells(await renderCards(answer));
    expect(cells.map((row) => [row[0], row[3], row[4]])).toEqual([
      ['INV-2', '€99.00', 'Open'],
      ['INV-1', '€9.95', 'Paid'],
    ]);
  });

  it('leaves the figures of an unreadable invoice blank and still shows the others', async () => {
    const answer = answerWith([
      invoiceRow('INV-3', '{"status": "Paid", "totalAmountIncludingTax": "a lot"'),
      invoiceRow('INV-1', JSON.stringify(invoiceDocument('INV-1', 9.95, 'Paid'))),
    ]);
    const cells = invoiceCells(await renderCards(answer));
    expect(cells.map((row) => [row[0], row[3], row[4]])).toEqual([
      ['INV-3', '—', '—'],
      ['INV-1', '€9.95', 'Paid'],
    ]);
  });
});
