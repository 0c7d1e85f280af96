import { readHubLogLine } from '@zilt/contracts/hub-log-lines';
import { useTranslation } from 'react-i18next';

/**
 * A line of the live log in the staff's language: a text the hub's jobs are known to write is
 * translated with the values it carries; the time and the job's name stay as they are; a text the
 * Mini-Admin does not know yet is shown as the server wrote it.
 */
export function useLogLineText(): (line: string) => string {
  const { t, i18n } = useTranslation();
  return (raw) => {
    const line = readHubLogLine(raw);
    const key = line.key ? `hubLog.lines.${line.key}` : undefined;
    if (!line.time || !line.job || !key || !i18n.exists(key)) return raw;
    return `${line.time} ${line.job}: ${t(key, line.parameters)}`;
  };
}

type Translate = (key: string, options: { defaultValue: string }) => string;

/** The paid users' column headings in the staff's language (the CSV keeps its own headings). */
export function previewColumns(columns: readonly string[], t: Translate): string[] {
  return columns.map((column) => t(`paidUsersColumns.${column}`, { defaultValue: column }));
}

/** A paid user's cells for the preview: the payment frequency in the staff's language. */
export function previewCells(cells: string[], columns: readonly string[], t: Translate): string[] {
  const frequency = columns.indexOf('Frequency');
  return cells.map((cell, index) =>
    index === frequency ? t(`data.values.PaymentFrequency.${cell}`, { defaultValue: cell }) : cell,
  );
}
