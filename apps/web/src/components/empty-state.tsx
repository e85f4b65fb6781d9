import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useSpecText } from '@/i18n/react';

/**
 * An honest "nothing here yet" panel: an icon, a title, a sentence and an optional action. A title or
 * sentence that is a spec string (the contracts' English) is shown in the reader's language.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  const text = useSpecText();
  return (
    <div className={cn('flex flex-col items-center justify-center rounded-2xl border border-dashed border-border bg-card/60 px-6 py-14 text-center', className)}>
      {icon ? (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold">{text(title)}</Heading>
      {description ? (
        <div className="mt-1.5 max-w-md text-sm leading-relaxed text-muted-foreground">{typeof description === 'string' ? text(description) : description}</div>
      ) : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
