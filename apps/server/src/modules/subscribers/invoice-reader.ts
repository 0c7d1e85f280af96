import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { formatZodIssues } from '@zilt/contracts/issues';
import { invoiceBodySchema, type Invoice } from '@zilt/contracts/subscribers';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { toInvoice } from './records.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Where a dropped invoice row is reported. */
export type InvoiceProblemLog = (details: { invoiceId: string; problems: string[] }, message: string) => void;

/**
 * The rows with their `JsonBody` parsed and checked; a row whose body is not valid JSON or not
 * an invoice document is dropped and reported, so one bad row does not hide the others.
 */
export function readInvoiceRows(rows: readonly InvoiceRow[], report: InvoiceProblemLog): Invoice[] {
  return rows.flatMap((row) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.jsonBody);
    } catch {
      report({ invoiceId: row.id, problems: ['JsonBody: invalid JSON'] }, 'invoice row dropped');
      return [];
    }
    const body = invoiceBodySchema.safeParse(parsed);
    if (!body.success) {
      report(
        { invoiceId: row.id, problems: formatZodIssues(body.error, { pathPrefix: ['JsonBody'] }) },
        'invoice row dropped',
      );
      return [];
    }
    return [toInvoice(row, body.data)];
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
