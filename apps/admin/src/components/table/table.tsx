import type { ReactNode } from 'react';

/** A small table that scrolls sideways inside its card on narrow screens (reachable by keyboard). */
export function Table({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
