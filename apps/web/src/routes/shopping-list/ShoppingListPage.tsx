import { errors as errorCopy } from '@hearth/contracts';
import { CalendarDays, ClipboardCopy, Printer, Share2, ShoppingBasket, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { WeekNav } from '@/features/meal-plans/components/WeekNav';
import { useNow } from '@/features/meal-plans/use-now';
import { useWeekParam } from '@/features/meal-plans/use-week-param';
import { formatWeekRange, toIsoDate } from '@/features/meal-plans/week';
import { AddExtraItemForm } from '@/features/shopping-list/components/AddExtraItemForm';
import { ShoppingGroups } from '@/features/shopping-list/components/ShoppingGroups';
import { useShoppingList } from '@/features/shopping-list/get-shopping-list';
import { useSetShoppingCheck } from '@/features/shopping-list/set-shopping-check';
import { useRemoveShoppingExtra } from '@/features/shopping-list/shopping-extras';
import { countItems, formatShoppingListText } from '@/features/shopping-list/shopping-text';
import { errorMessage } from '@/lib/api';
import { PRINT_STYLES } from './print-styles';
import shoppingListEn from '@/i18n/locales/en/shoppingList.json';
import { useLanguage, useT } from '@/i18n/react';

/**
 * Shopping List (Hearth's own screen, approved members only): the ingredients of a week's planned meals,
 * grouped by category, plus items the member adds by hand; ticks kept on the server, a plain-text copy, the
 * system share sheet where there is one, and a print view without the app chrome. The week (Sunday start)
 * comes from `?week=`, else the current week.
 */
export default function ShoppingListPage() {
  const t = useT(shoppingListEn);
  const language = useLanguage();
  const now = useNow();
  const { weekStart, shift, goTo } = useWeekParam(now);
  const weekStartIso = toIsoDate(weekStart);
  const list = useShoppingList(weekStartIso);
  const check = useSetShoppingCheck();
  const removeExtra = useRemoveShoppingExtra(weekStartIso);
  const counts = list.data ? countItems(list.data) : { total: 0, checked: 0 };
  const heading = t('heading', { range: formatWeekRange(weekStart, language) });

  const setChecked = (itemKey: string, checked: boolean) => {
    check.mutate(
      { weekStart: weekStartIso, itemKey, checked },
      { onError: (error) => toast({ title: errorCopy.title, description: errorMessage(error, t('checkFailed')), variant: 'destructive' }) },
    );
  };

  const copyList = async () => {
    if (!list.data) return;
    try {
      await navigator.clipboard.writeText(formatShoppingListText(list.data, heading, language));
      toast({ title: t('copiedTitle'), description: t('copied') });
    } catch {
      toast({ title: errorCopy.title, description: t('copyFailed'), variant: 'destructive' });
    }
  };

  const removeItem = (extraId: number) => {
    removeExtra.mutate(extraId, { onError: (error) => toast({ title: errorCopy.title, description: errorMessage(error, t('removeFailed')), variant: 'destructive' }) });
  };

  // Phones hand the list to a messaging app; elsewhere there is Copy list.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareList = async () => {
    if (!list.data) return;
    try {
      await navigator.share({ title: heading, text: formatShoppingListText(list.data, heading, language) });
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') toast({ title: errorCopy.title, description: t('shareFailed'), variant: 'destructive' });
    }
  };

  const empty = counts.total === 0;

  return (
    <PageContainer className="print:max-w-none print:p-0">
      <style media="print">{PRINT_STYLES}</style>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        icon={<ShoppingBasket />}
        className="print:hidden"
        actions={
          <>
            {canShare ? (
              <Button variant="outline" onClick={() => void shareList()} disabled={!list.isSuccess || empty}>
                <Share2 aria-hidden="true" />
                {t('share')}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => void copyList()} disabled={!list.isSuccess || empty}>
              <ClipboardCopy aria-hidden="true" />
              {t('copyList')}
            </Button>
            <Button variant="outline" onClick={() => window.print()} disabled={!list.isSuccess || empty}>
              <Printer aria-hidden="true" />
              {t('print')}
            </Button>
          </>
        }
      />
      {/* On paper: just the heading and the list. */}
      <p className="hidden font-display text-2xl font-semibold print:block">{heading}</p>

      <div className="flex flex-col gap-3 print:hidden">
        <WeekNav weekStart={weekStart} now={now} onShift={shift} onToday={() => goTo(now)} />
        {list.isSuccess && !empty ? (
          <div className="flex max-w-md items-center gap-3">
            <Progress value={counts.checked} max={counts.total} aria-label={t('progress', { checked: counts.checked, total: counts.total })} className="flex-1" />
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{t('progress', { checked: counts.checked, total: counts.total })}</span>
          </div>
        ) : null}
        <AddExtraItemForm weekStart={weekStartIso} />
      </div>

      <section aria-label={heading} aria-busy={list.isPending || undefined}>
        {list.isPending ? (
          <div className="columns-1 gap-4 lg:columns-2">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="mb-4 break-inside-avoid rounded-2xl border border-border bg-card p-4">
                <Skeleton className="mb-3 h-5 w-32" />
                {Array.from({ length: 3 }, (_, j) => (
                  <Skeleton key={j} className="mb-2 h-5 w-full" />
                ))}
              </div>
            ))}
            <span className="sr-only" role="status">
              {t('loading')}
            </span>
          </div>
        ) : list.isError ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('loadFailed')}
            description={errorMessage(list.error)}
            action={
              <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isRefetching}>
                {t('tryAgain')}
              </Button>
            }
          />
        ) : empty ? (
          <EmptyState
            icon={<ShoppingBasket />}
            title={t('emptyTitle')}
            description={t('emptyDescription')}
            action={
              <Link to={`/meal-planner?week=${weekStartIso}`} className={buttonVariants()}>
                <CalendarDays aria-hidden="true" />
                {t('openPlanner')}
              </Link>
            }
          />
        ) : (
          <ShoppingGroups list={list.data} onCheck={setChecked} onRemove={removeItem} />
        )}
      </section>
    </PageContainer>
  );
}
