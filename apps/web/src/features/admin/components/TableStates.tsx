import { Inbox, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errors as errorCopy } from '@hearth/contracts';
import { errorMessage } from '@/lib/api';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

/** Placeholder rows while a table loads. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-1.5">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="ml-auto h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const t = useT(adminEn);
  return (
    <EmptyState
      className="py-10"
      headingLevel={3}
      icon={<TriangleAlert />}
      title={errorCopy.title}
      description={errorMessage(error)}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}

export function EmptyTable({ title, icon = <Inbox /> }: { title: string; icon?: ReactNode }) {
  return <EmptyState className="py-10" headingLevel={3} icon={icon} title={title} />;
}

/** "Show more" under a paged table, while the server has more rows. */
export function ShowMore({ hasMore, loading, onMore, shown, total }: { hasMore: boolean; loading: boolean; onMore: () => void; shown: number; total?: number }) {
  const t = useT(adminEn);
  if (!hasMore) return null;
  return (
    <div className="flex items-center justify-center gap-3 pt-3">
      <span className="text-sm text-muted-foreground">{total !== undefined && total >= shown ? t('showingOf', { shown, total }) : t('showing', { shown })}</span>
      <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
        {loading ? t('loadingMore') : t('showMore')}
      </Button>
    </div>
  );
}
