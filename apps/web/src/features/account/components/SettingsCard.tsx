import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One block of the account settings: a titled card, as the profile sections above it look. */
export function SettingsCard({ title, description, tone, children }: { title: string; description?: ReactNode; tone?: 'danger'; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('rounded-2xl border bg-card px-5 py-5 shadow-xs sm:px-6', tone === 'danger' ? 'border-destructive/40' : 'border-border')}>
      <h3 id={titleId} className={cn('m-0 font-display text-lg font-semibold', tone === 'danger' && 'text-destructive')}>
        {title}
      </h3>
      {description ? <p className="mt-1 mb-0 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
