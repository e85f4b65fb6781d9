import { cn } from '@/lib/utils';
import { againstTarget, formatKcal, type DayCalories as Day } from '../calories';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useT } from '@/i18n/react';

const STATUS_STYLE = {
  under: 'bg-muted-foreground/50',
  'on-target': 'bg-primary',
  over: 'bg-amber-500 dark:bg-amber-400',
} as const;

/**
 * A day's calories (one serving of each meal, from the recipes' nutrition): against the member's daily target
 * when there is one, with meals lacking a figure said, not counted as zero.
 */
export function DayCalories({ day, target, className }: { day: Day; target: number | null; className?: string }) {
  const t = useT(mealPlannerEn);
  const total = formatKcal(day.kcal);
  const against = target ? againstTarget(day.kcal, target) : null;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1 text-xs', className)} data-testid="day-calories">
      <p className="flex flex-wrap items-baseline gap-x-2 text-muted-foreground">
        <span className="font-medium text-foreground tabular-nums">
          {target ? t('calories.ofTarget', { kcal: total, target: formatKcal(target) }) : t('calories.dayTotal', { kcal: total })}
        </span>
        {against ? <span className={cn(against.status === 'over' && 'font-medium text-amber-700 dark:text-amber-300')}>{t(`calories.status.${against.status}`)}</span> : null}
      </p>
      {against ? (
        <div aria-hidden="true" className="h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-muted">
          <div className={cn('h-full rounded-full', STATUS_STYLE[against.status])} style={{ width: `${against.percent}%` }} />
        </div>
      ) : null}
      {day.withoutKcal ? <p className="text-muted-foreground italic">{t('calories.withoutFigures', { count: day.withoutKcal })}</p> : null}
    </div>
  );
}
