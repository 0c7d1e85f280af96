import type { PaidUserRow as PaidUser } from '@zilt/contracts/admin-hub';
import { csvForSpreadsheets, toCsv } from '@zilt/contracts/csv';

/** The paid-users download: separator ';', these columns, in this order. */
export const paidUsersCsvColumns = [
  'Name',
  'Surname',
  'Email',
  'Started',
  'Frequency',
  'Next payment',
  'Payment type',
] as const;
export const paidUsersCsvSeparator = ';';

/** The preview on the page shows this many rows, then '...'. */
export const paidUsersPreviewRows = 20;

/** A date as the day it falls on (YYYY-MM-DD), or empty when there is none. */
const day = (value: string | null) => (value ? value.slice(0, 10) : '');

/** One subscriber's cells, in the order of the columns: the preview and the CSV show the same. */
export function paidUserCells({ User, RecurrentPayment }: PaidUser): string[] {
  return [
    User.Name,
    User.Surname,
    User.Email,
    day(User.ActiveSubscription?.DateStarted ?? null),
    RecurrentPayment.Frequency,
    day(RecurrentPayment.NextPaymentDate),
    RecurrentPayment.OriginalPaymentType,
  ];
}

export function paidUsersCsv(rows: readonly PaidUser[]): string {
  return toCsv([paidUsersCsvColumns, ...rows.map(paidUserCells)], paidUsersCsvSeparator);
}

/** The downloaded file: UTF-8 with the byte-order mark, as spreadsheets expect of a `;`-separated file. */
export function paidUsersCsvFile(rows: readonly PaidUser[]): Blob {
  const text = csvForSpreadsheets([paidUsersCsvColumns, ...rows.map(paidUserCells)], paidUsersCsvSeparator);
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/** `paidUsers-2026-11-23.csv`: the day of the download. */
export function paidUsersFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `paidUsers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
