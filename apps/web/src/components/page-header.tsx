import { useEffect, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useSpecText } from '@/i18n/react';

/** Sets the browser tab's title while a screen is shown (a spec title in the reader's language). */
export function useDocumentTitle(english: string): void {
  const title = useSpecText()(english);
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Hearth` : 'Hearth';
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A screen's title and subtitle (spec §2; the contracts' English shown in the reader's language), with optional actions on the right. */
export function PageHeader({
  title: english,
  subtitle,
  icon,
  actions,
  className,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  useDocumentTitle(english);
  const text = useSpecText();
  const title = text(english);
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="flex items-start gap-3.5">
        {icon ? <div className="mt-0.5 flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-5">{icon}</div> : null}
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-[2rem]">{title}</h1>
          {subtitle ? <p className="mt-1 text-base text-muted-foreground">{text(subtitle)}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The page body container used by every signed-in screen. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8', className)}>{children}</div>;
}
