import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatWeekRange, isCurrentWeek } from '../week';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useLanguage, useT } from '@/i18n/react';

/**
 * Previous / next week and the week's date range (Sunday to Saturday), with a way back to this week.
 * The range is announced politely when it changes.
 */
export function WeekNav({
  weekStart,
  now,
  onShift,
  onToday,
  headingLevel = 2,
  className,
}: {
  weekStart: Date;
  now: Date;
  /** Moves by whole weeks: -1 back, 1 forward. */
  onShift: (weeks: number) => void;
  onToday: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useT(mealPlannerEn);
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const current = isCurrentWeek(weekStart, now);
  return (
    <div className={cn('flex flex-wrap items-center gap-2 sm:gap-3', className)}>
      <div className="flex items-center gap-1.5">
        <Button variant="outline" size="icon" onClick={() => onShift(-1)} aria-label={t('previousWeek')} title={t('previousWeek')}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" onClick={() => onShift(1)} aria-label={t('nextWeek')} title={t('nextWeek')}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <Heading className="min-w-0 font-display text-xl font-semibold tracking-tight sm:text-2xl" aria-live="polite">
        <span className="sr-only">{t('weekOfPrefix')}</span>
        {formatWeekRange(weekStart, language)}
      </Heading>
      {current ? null : (
        <Button variant="ghost" size="sm" onClick={onToday} className="text-primary">
          {t('thisWeek')}
        </Button>
      )}
    </div>
  );
}
