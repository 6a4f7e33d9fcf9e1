import type { ReactNode } from 'react';

/**
 * One markup for both widths: a table from `md` up; below it each row is a card whose cells read
 * "label … value" (the label comes from the cell's data-label), so nothing scrolls sideways at
 * 390 px and no text is rendered twice.
 */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table aria-label={label} className="block w-full text-sm md:table">
      <thead className="hidden md:table-header-group">
        <tr className="border-b border-line text-left text-xs text-muted">
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 md:table-row-group md:space-y-0">{children}</tbody>
    </table>
  );
}

export function Row({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <tr
      data-testid={testId}
      className="block rounded-md border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
    >
      {children}
    </tr>
  );
}

export function Cell({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td
      data-label={label}
      className={`flex items-baseline justify-between gap-3 py-0.5 text-right tabular-nums before:shrink-0 before:text-xs before:text-muted before:content-[attr(data-label)] md:table-cell md:px-3 md:py-2 md:text-left md:align-top md:before:content-none ${className}`}
    >
      {children}
    </td>
  );
}
