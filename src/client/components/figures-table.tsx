import type { ReactNode } from 'react';
import { Card } from './card';

export interface FigureColumn<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Extra classes of the cell, e.g. a profit or loss tone. */
  readonly tone?: (row: T) => string;
}

/**
 * Figures in groups as a card holding a table: a named group per row (by sport, book, market,
 * month…), then one right-aligned figure per column, scrolling sideways on a narrow screen.
 * Portfolio Analytics and the track record draw every breakdown with it.
 */
export function FiguresTable<T>({
  title,
  note,
  lead,
  column,
  rows,
  rowKey,
  rowLabel,
  columns,
  empty,
  narrow = false,
}: {
  title: string;
  note?: ReactNode;
  /** Shown above the table when there are rows, e.g. a share bar. */
  lead?: ReactNode;
  /** The first column's heading. */
  column: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowLabel: (row: T) => ReactNode;
  columns: readonly FigureColumn<T>[];
  /** What an empty table says. */
  empty: ReactNode;
  /** Few columns: a narrower minimum width before it scrolls. */
  narrow?: boolean;
}) {
  const cellClass = (index: number) =>
    index === columns.length - 1 ? 'py-2 pl-2 text-right' : 'px-2 py-2 text-right';
  return (
    <Card className="p-4">
      <h2 className="font-medium">{title}</h2>
      {note !== undefined && <p className="text-xs text-muted">{note}</p>}
      {rows.length > 0 && lead}
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{empty}</p>
      ) : (
        <div className="-mx-4 mt-3 overflow-x-auto px-4">
          <table
            className={`w-full ${narrow ? 'min-w-[28rem]' : 'min-w-[36rem]'} text-sm tabular-nums`}
          >
            <thead className="text-xs text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {column}
                </th>
                {columns.map((each, index) => (
                  <th key={each.header} scope="col" className={`${cellClass(index)} font-medium`}>
                    {each.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {rowLabel(row)}
                  </th>
                  {columns.map((each, index) => (
                    <td
                      key={each.header}
                      className={`${cellClass(index)} ${each.tone?.(row) ?? ''}`}
                    >
                      {each.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
