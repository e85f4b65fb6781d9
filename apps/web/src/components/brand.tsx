import { cn } from '@/lib/utils';

/** The Hearth mark: a flame over a hearthstone. Decorative; pair it with the visible name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        className="fill-primary-foreground"
        d="M16.6 5.2c.4 3-1 4.8-2.6 6.6-1.7 1.9-3.6 3.9-3.6 7.4A5.6 5.6 0 0 0 16 25a5.6 5.6 0 0 0 5.6-5.8c0-2.6-1.3-4.3-2.4-5.6.1 1.6-.4 2.9-1.5 3.6.5-3.7-.3-8.2-1.1-12Z"
      />
      <rect x="8" y="24.5" width="16" height="2.2" rx="1.1" className="fill-primary-foreground" />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  return <span className={cn('font-display text-xl font-semibold tracking-tight', className)}>Hearth</span>;
}
