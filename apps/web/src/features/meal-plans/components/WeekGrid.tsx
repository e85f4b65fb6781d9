import { MEAL_PLAN_TYPES, type MealPlanEntry } from '@hearth/contracts';
import { Clock, Plus, UtensilsCrossed, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { plannedDayCalories } from '../calories';
import { isToday, planByDay, toIsoDate, weekDays, type MealType } from '../week';
import { DayCalories } from './DayCalories';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useT } from '@/i18n/react';
import { useDuration } from '@/i18n/format';
import commonEn from '@/i18n/locales/en/common.json';
import { useFormat } from '@/i18n/format';

export interface WeekGridProps {
  weekStart: Date;
  now: Date;
  entries: readonly MealPlanEntry[];
  /** The member's daily calorie target: each day with meals shows its total against it. */
  calorieTarget: number | null;
  onAdd: (date: string, mealType: MealType) => void;
  onRemove: (entry: MealPlanEntry) => void;
  removingId: number | null;
}

/**
 * The week from Sunday to Saturday (spec §2): each day with breakfast, lunch, dinner and snack slots, each slot
 * with its planned meals and an add button. Today is highlighted (and marked aria-current="date").
 */
export function WeekGrid({ weekStart, now, entries, calorieTarget, onAdd, onRemove, removingId }: WeekGridProps) {
  const t = useT(mealPlannerEn);
  const formats = useFormat();
  const plan = planByDay(entries, weekStart);
  const calories = plannedDayCalories(entries);
  return (
    <ol className="flex flex-col gap-3" aria-label={t('daysOfWeek')}>
      {weekDays(weekStart).map((day) => {
        const iso = toIsoDate(day);
        const today = isToday(day, now);
        const dayName = formats.date(day, { weekday: 'long', month: 'long', day: 'numeric' });
        const slots = plan.get(iso)!;
        const headingId = `day-${iso}`;
        return (
          <li
            key={iso}
            aria-labelledby={headingId}
            aria-current={today ? 'date' : undefined}
            data-today={today || undefined}
            className={cn('rounded-2xl border border-border bg-card p-3 shadow-xs sm:p-4', today && 'border-primary/70 bg-accent/35 ring-1 ring-primary/40 dark:bg-accent/25')}
          >
            <div className="mb-3 flex flex-wrap items-center gap-3">
              <div
                aria-hidden="true"
                className={cn(
                  'flex size-11 shrink-0 flex-col items-center justify-center rounded-xl border border-border bg-background leading-none',
                  today && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                <span className="text-[0.65rem] font-semibold tracking-wide uppercase">{formats.date(day, { weekday: 'short' })}</span>
                <span className="font-display text-lg font-semibold">{formats.date(day, { day: 'numeric' })}</span>
              </div>
              <h3 id={headingId} className="min-w-0 flex-1 text-base font-semibold">
                {formats.date(day, { weekday: 'long' })} <span className="font-normal text-muted-foreground">{formats.date(day, { month: 'short', day: 'numeric' })}</span>
                <span className="sr-only">{today ? `, ${t('today')}` : ''}</span>
              </h3>
              {today ? <Badge aria-hidden="true">{t('today')}</Badge> : null}
              {calorieTarget && calories.has(iso) ? (
                <DayCalories day={calories.get(iso)!} target={calorieTarget} className="basis-full sm:basis-auto sm:items-end sm:text-right" />
              ) : null}
            </div>
            <div className="grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 lg:grid-cols-4">
              {MEAL_PLAN_TYPES.map((type) => (
                <Slot key={type} type={type} dayName={dayName} entries={slots[type]} onAdd={() => onAdd(iso, type)} onRemove={onRemove} removingId={removingId} />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Slot({
  type,
  dayName,
  entries,
  onAdd,
  onRemove,
  removingId,
}: {
  type: MealType;
  dayName: string;
  entries: MealPlanEntry[];
  onAdd: () => void;
  onRemove: WeekGridProps['onRemove'];
  removingId: number | null;
}) {
  const t = useT(mealPlannerEn);
  const label = t(`slot.${type}`);
  return (
    <section
      aria-label={t('slotOnDay', { slot: label, day: dayName })}
      data-slot-type={type}
      className="flex flex-col gap-1.5 rounded-xl lg:min-h-24 border border-dashed border-border bg-background/70 p-2"
    >
      <div className="flex items-center justify-between gap-1 pl-1">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</h4>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-primary hover:text-primary"
          onClick={onAdd}
          aria-label={t('addToSlot', { slot: label.toLocaleLowerCase(), day: dayName })}
          title={t('addToSlot', { slot: label.toLocaleLowerCase(), day: dayName })}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {entries.length ? (
        <ul className="flex flex-col gap-1.5">
          {entries.map((entry) => (
            <li key={entry.id}>
              <MealItem entry={entry} slotLabel={label} dayName={dayName} onRemove={onRemove} removing={removingId === entry.id} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-1 pb-1 text-xs text-muted-foreground/90">{t('nothingPlanned')}</p>
      )}
    </section>
  );
}

function MealItem({
  entry,
  slotLabel,
  dayName,
  onRemove,
  removing,
}: {
  entry: MealPlanEntry;
  slotLabel: string;
  dayName: string;
  onRemove: WeekGridProps['onRemove'];
  removing: boolean;
}) {
  const common = useT(commonEn);
  const duration = useDuration();
  const t = useT(mealPlannerEn);
  const title = entry.recipe?.title ?? t('unavailable');
  const removeLabel = t('removeMeal', { title: title, slot: slotLabel.toLocaleLowerCase(), day: dayName });
  return (
    <div className={cn('group flex items-start gap-2 rounded-lg border border-border bg-card p-1.5 shadow-xs', removing && 'opacity-60')}>
      <div className="size-10 shrink-0 overflow-hidden rounded-md bg-muted" aria-hidden="true">
        {entry.recipe?.imageUrl ? (
          <img src={entry.recipe.imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-[#f6d3b8] to-[#e9a27c] dark:from-[#4a2a1c] dark:to-[#6b3a22]">
            <UtensilsCrossed className="size-4 text-[#3d2b22]/60 dark:text-[#f4ece4]/55" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 py-0.5">
        {entry.recipe ? (
          <Link
            to={`/recipe/${entry.recipe.id}`}
            className="line-clamp-2 text-sm leading-snug font-medium break-words text-foreground outline-none hover:text-primary hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
          >
            {title}
          </Link>
        ) : (
          <span className="text-sm text-muted-foreground italic">{title}</span>
        )}
        {entry.recipe?.cookingTime || entry.servings ? (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            {entry.recipe?.cookingTime ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3" />
                {duration(entry.recipe.cookingTime)}
              </span>
            ) : null}
            {entry.servings ? <span>{common('servings', { count: entry.servings })}</span> : null}
          </p>
        ) : null}
        {entry.notes ? <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground italic">{entry.notes}</p> : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 shrink-0 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onRemove(entry)}
        disabled={removing}
        aria-label={removeLabel}
        title={removeLabel}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

export function WeekGridSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-border bg-card p-3 sm:p-4">
          <div className="mb-3 flex items-center gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <Skeleton className="h-5 w-40" />
          </div>
          <div className="grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={j} className="h-24 rounded-xl" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
