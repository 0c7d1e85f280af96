// CSV as support staff open it in a spreadsheet: the server's exports and the Mini-Admin's
// downloads write it the same way.

/** Characters that make a spreadsheet read a cell as a formula when they start it. */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading apostrophe, and a
 * cell holding the separator, a quote or a line break is quoted (quotes doubled).
 */
export function csvCell(value: string, separator: string): string {
  const safe = value !== '' && formulaStarts.has(value[0]!) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[], separator: string): string {
  return rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator) + '\r\n').join('');
}

/**
 * Spreadsheets (Excel above all) read a `;`-separated file as UTF-8 only when it starts with the
 * byte-order mark; without it "Chloé" opens as "ChloÃ©". Every CSV support staff download starts with it.
 */
export const utf8ByteOrderMark = '\uFEFF';

/** CSV text as a file for spreadsheets: the byte-order mark, then the rows. */
export function csvForSpreadsheets(rows: readonly (readonly string[])[], separator: string): string {
  return utf8ByteOrderMark + toCsv(rows, separator);
}
