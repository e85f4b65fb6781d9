import { errors as errorCopy, nav, toasts, type MealPlanEntry } from '@hearth/contracts';
import { CalendarDays, Plus, ShoppingBasket, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { AddMealDialog, type AddMealPreset } from '@/features/meal-plans/components/AddMealDialog';
import { AiRecommendationsDialog } from '@/features/meal-plans/components/AiRecommendationsDialog';
import { WeekGrid, WeekGridSkeleton } from '@/features/meal-plans/components/WeekGrid';
import { WeekNav } from '@/features/meal-plans/components/WeekNav';
import { useDeleteMealPlan } from '@/features/meal-plans/delete-meal-plan';
import { useProfilePreferences } from '@/features/meal-plans/get-profile-preferences';
import { useMealPlans } from '@/features/meal-plans/list-meal-plans';
import { useNow } from '@/features/meal-plans/use-now';
import { useWeekParam } from '@/features/meal-plans/use-week-param';
import { defaultPlanDate, toIsoDate, weekRange } from '@/features/meal-plans/week';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useSpec, useT } from '@/i18n/react';

/**
 * Meal Planner (spec §2), approved members only (the router redirects anyone else): a week from Sunday to
 * Saturday, four slots a day with add and delete, each day's calories against the member's target, and AI
 * recommendations. `?week=YYYY-MM-DD` picks the week.
 */
export default function MealPlannerPage() {
  const t = useT(mealPlannerEn);
  const words = useSpec(nav);
  const failed = useSpec(errorCopy);
  const now = useNow();
  const { weekStart, shift, goTo } = useWeekParam(now);
  const range = weekRange(weekStart);
  const plans = useMealPlans(range);
  const remove = useDeleteMealPlan();
  const [adding, setAdding] = useState<AddMealPreset | null>(null);
  // The general 'Add meal' presets the day but leaves the meal type to the member (issue 13, item 11).
  const [lastPreset, setLastPreset] = useState<AddMealPreset>({ date: toIsoDate(defaultPlanDate(weekStart, now)), mealType: null });
  // Days are compared with the member's daily calorie target when the profile has one.
  const calorieTarget = useProfilePreferences().data?.dailyCalorieTarget ?? null;
  const [aiOpen, setAiOpen] = useState(false);

  const openAdd = (preset: AddMealPreset) => {
    setLastPreset(preset);
    setAdding(preset);
  };

  const removeMeal = async (entry: MealPlanEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      toast({ title: toasts.mealRemoved.title, description: entry.recipe?.title });
      // The removed meal's button is gone: keep keyboard focus in its slot (on the slot's add button).
      document.querySelector<HTMLButtonElement>(`[aria-labelledby="day-${entry.plannedDate.slice(0, 10)}"] [data-slot-type="${entry.mealType}"] button`)?.focus();
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  };

  const count = plans.data?.length ?? 0;

  return (
    <PageContainer>
      <PageHeader
        title={words.mealPlanner}
        subtitle={t('subtitle')}
        icon={<CalendarDays />}
        actions={
          <>
            <Button variant="outline" onClick={() => openAdd({ date: toIsoDate(defaultPlanDate(weekStart, now)), mealType: null })}>
              <Plus aria-hidden="true" />
              {t('addMeal')}
            </Button>
            <Button onClick={() => setAiOpen(true)}>
              <Sparkles aria-hidden="true" />
              {t('aiRecommendations')}
            </Button>
          </>
        }
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <WeekNav weekStart={weekStart} now={now} onShift={shift} onToday={() => goTo(now)} />
          {plans.isSuccess ? <p className="text-sm text-muted-foreground">{t('weekSummary', { count })}</p> : null}
        </div>
        <Link to={`/shopping-list?week=${range.startDate}`} className={cn(buttonVariants({ variant: 'link' }), 'h-auto self-start px-0 py-1 sm:self-auto')}>
          <ShoppingBasket aria-hidden="true" />
          {t('shoppingListForWeek')}
        </Link>
      </div>

      <section aria-label={words.mealPlanner} aria-busy={plans.isPending || undefined}>
        {plans.isPending ? (
          <>
            <WeekGridSkeleton />
            <span className="sr-only" role="status">
              {t('loading')}
            </span>
          </>
        ) : plans.isError ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={failed.fetchMealPlans}
            description={t('checkConnection')}
            action={
              <Button variant="outline" onClick={() => void plans.refetch()} disabled={plans.isRefetching}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <WeekGrid
            weekStart={weekStart}
            now={now}
            entries={plans.data}
            calorieTarget={calorieTarget}
            onAdd={(date, mealType) => openAdd({ date, mealType })}
            onRemove={(entry) => void removeMeal(entry)}
            removingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
      </section>

      <AddMealDialog open={adding != null} onOpenChange={(open) => (open ? undefined : setAdding(null))} preset={adding ?? lastPreset} />
      <AiRecommendationsDialog open={aiOpen} onOpenChange={setAiOpen} startDate={toIsoDate(defaultPlanDate(weekStart, now))} />
    </PageContainer>
  );
}
