import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Bot, ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import aiToolsEn from '@/i18n/locales/en/aiTools.json';
import { useT } from '@/i18n/react';

/** The card a tool's answer is shown in. */
export function ResultCard({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className} aria-live="polite">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="font-display text-xl">{title}</CardTitle>
          {description ? <CardDescription className="mt-1">{description}</CardDescription> : null}
        </div>
        {actions}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

/** One titled part of an answer. */
export function ResultSection({ title, icon, children, className }: { title: string; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn('flex flex-col gap-2', className)}>
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        {icon}
        {title}
      </h3>
      <div className="text-sm leading-relaxed">{children}</div>
    </section>
  );
}

/** Who answered: members deserve to know whether a model or Hearth's own engine wrote what they read. */
export function SourceNote({ source }: { source: 'builtin' | 'model' }) {
  const t = useT(aiToolsEn);
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      {source === 'model' ? <Bot aria-hidden="true" className="size-3.5" /> : <ChefHat aria-hidden="true" className="size-3.5" />}
      {source === 'model' ? t('answeredByModel') : t('answeredByBuiltin')}
    </p>
  );
}

/**
 * A tool's history (spec §2): a spinner while loading, the tool's own rendering of each entry, and its
 * empty text.
 */
export function HistoryList<T, K extends QueryKey>({
  options,
  empty,
  children,
  className,
}: {
  options: UseQueryOptions<T[], Error, T[], K>;
  empty: { title: string; description?: string };
  children: (items: T[]) => ReactNode;
  className?: string;
}) {
  const t = useT(aiToolsEn);
  const query = useQuery(options);
  if (query.isPending) return <Spinner label={t('loadingHistory')} className="py-10" />;
  if (query.isError) return <p className="py-6 text-sm text-destructive">{errorMessage(query.error)}</p>;
  if (!query.data.length) return <EmptyState title={empty.title} description={empty.description} />;
  return <div className={cn('flex flex-col gap-3', className)}>{children(query.data)}</div>;
}
