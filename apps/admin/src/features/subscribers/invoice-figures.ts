import { parseInvoiceBody, type Invoice } from '@zilt/contracts/subscribers';

/** What the invoice table shows of an invoice's accounting document. */
export interface InvoiceFigures {
  /** The total including tax, in euro; undefined when the document cannot be read. */
  total: number | undefined;
  /** The accounting system's status of the invoice (e.g. Paid); undefined likewise. */
  status: string | undefined;
}

/**
 * Reads the figures from the invoice's `JsonBody`, which arrives as JSON text. A text that is not
 * an invoice document leaves the figures blank instead of breaking the whole user card.
 */
export function invoiceFigures(invoice: Invoice): InvoiceFigures {
  const body = parseInvoiceBody(invoice.JsonBody);
  if (!body.ok) return { total: undefined, status: undefined };
  return { total: body.value.totalAmountIncludingTax, status: body.value.status };
}
