import { Fragment, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (User, Recipe): first on a phone, without a label. */
  primary?: boolean;
  /** The row's buttons: last on a phone; right-aligned on wider screens. */
  actions?: boolean;
  className?: string;
}

/**
 * An admin table. From 768 px it is a real table (scrolling sideways if the screen is still too narrow);
 * below, each row becomes a card: the row's name first, then labelled details, then its buttons full width,
 * so nothing a phone user needs is off screen.
 */
export function DataTable<T>({ label, rows, columns, rowKey }: { label: string; rows: readonly T[]; columns: readonly Column<T>[]; rowKey: (row: T) => string | number }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    const primary = columns.find((c) => c.primary);
    const actions = columns.find((c) => c.actions);
    const details = columns.filter((c) => !c.primary && !c.actions);
    return (
      <ul aria-label={label} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
            {primary ? primary.cell(row) : null}
            <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] items-center gap-x-4 gap-y-2 text-sm">
              {details.map((column) => (
                <Fragment key={column.id}>
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
            {actions ? <div className="flex flex-wrap gap-2 *:flex-1">{actions.cell(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.id} className={cn(column.actions && 'text-right')}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.id} className={column.className}>
                {column.actions ? <div className="flex justify-end gap-2">{column.cell(row)}</div> : column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
