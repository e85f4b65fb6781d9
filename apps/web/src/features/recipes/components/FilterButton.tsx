import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import browseEn from '@/i18n/locales/en/browse.json';
import { useT } from '@/i18n/react';

export interface FilterMenuProps {
  label: string;
  options: readonly string[];
  values: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  onClear: () => void;
}

/**
 * A filter's button: its name, a chevron, and how many values are ticked as a small count on its corner
 * (so three buttons fit side by side on a phone).
 */
export function FilterButton({ label, count, className, ...props }: ComponentProps<'button'> & { label: string; count: number }) {
  const t = useT(browseEn);
  return (
    <Button
      variant="outline"
      className={cn('relative h-11 gap-1 rounded-xl px-2.5 sm:gap-1.5 sm:px-3.5', count > 0 && 'border-primary/60 bg-accent text-accent-foreground', className)}
      {...props}
    >
      {label}
      {/* A space, so the name reads 'Cuisine 2 selected' (flex layout drops it visually); the visible count is the sr-only one's. */}
      {count > 0 ? ' ' : null}
      {count > 0 ? (
        <span className="absolute -top-2 -right-2 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground ring-2 ring-card">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('filters.selected', { count })}</span>
        </span>
      ) : null}
      <ChevronDown aria-hidden="true" className="size-3.5 text-muted-foreground sm:size-4" />
    </Button>
  );
}
