import { getTableColumns, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Runs a statement written in SQL and answers its rows as the database sent them (column names
 * as in the statement, no mapping). Both drivers answer `{ rows }`; an array is taken as the rows.
 */
export async function selectRows<Row extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  statement: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}

/**
 * A table's row from its JSON form built in SQL (`to_jsonb(row)`: keys are the column names),
 * mapped by the table's own columns as a row read through the driver is (dates become `Date`,
 * and so on); the mapping from rows to the API's records stays in one place for both.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
