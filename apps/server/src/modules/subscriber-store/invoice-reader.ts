import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { parseInvoiceBody, type Invoice } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { toInvoice } from './records.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Where a dropped invoice row is reported. */
export type InvoiceProblemLog = (details: { invoiceId: string; problems: string[] }, message: string) => void;

/**
 * The rows whose `JsonBody` text is an invoice document, the text sent on as it is stored; a row
 * whose body is not valid JSON or not an invoice document is dropped and reported, so one bad
 * row does not hide the others.
 */
export function readInvoiceRows(rows: readonly InvoiceRow[], report: InvoiceProblemLog): Invoice[] {
  return rows.flatMap((row) => {
    const body = parseInvoiceBody(row.jsonBody);
    if (!body.ok) {
      report({ invoiceId: row.id, problems: body.problems }, 'invoice row dropped');
      return [];
    }
    return [toInvoice(row)];
  });
}

/** The user's latest invoices, newest first. */
export async function latestInvoices(db: Database, userId: string, limit: number, report: InvoiceProblemLog) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.invoiceInfoDate))
    .limit(limit);
  return readInvoiceRows(rows, report);
}

/** The user's invoices dated in `year` (UTC), newest first. */
export async function invoicesOfYear(db: Database, userId: string, year: number, report: InvoiceProblemLog) {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        gte(invoices.invoiceInfoDate, new Date(Date.UTC(year, 0, 1))),
        lt(invoices.invoiceInfoDate, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(desc(invoices.invoiceInfoDate));
  return readInvoiceRows(rows, report);
}
