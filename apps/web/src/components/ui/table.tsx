import type { ComponentProps, Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * A data table inside a horizontally scrolling region. On a narrow screen the table keeps its columns and
 * scrolls sideways; the region is focusable and labelled so keyboard users can scroll it too.
 */
export function Table({
  className,
  label,
  containerClassName,
  containerRef,
  ...props
}: ComponentProps<'table'> & { label: string; containerClassName?: string; containerRef?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('relative w-full overflow-x-auto rounded-xl border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring', containerClassName)}
    >
      <table data-slot="table" className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/60 [&_tr]:border-b [&_tr]:border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b border-border transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn('h-11 px-3 text-left first:pl-4 last:pr-4 align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-3 align-middle first:pl-4 last:pr-4', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('px-4 py-3 text-sm text-muted-foreground', className)} {...props} />;
}
