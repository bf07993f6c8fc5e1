import type { ReactNode } from 'react';

/**
 * A table's header row: one column header per name, the columns spaced by padding after every one
 * but the last. `rowClass` and `cellClass` carry the table's own look.
 */
export function TableHead({
  columns,
  rowClass = 'border-b border-slate-200',
  cellClass = 'py-2',
}: {
  columns: readonly string[];
  rowClass?: string;
  cellClass?: string;
}) {
  return (
    <thead>
      <tr className={rowClass || undefined}>
        {columns.map((column, i) => (
          <th key={column} scope="col" className={i < columns.length - 1 ? `${cellClass} pr-4` : cellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A full-width table that scrolls sideways on a narrow screen: its caption (for screen readers),
 * the header row, then the rows `children` gives.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
