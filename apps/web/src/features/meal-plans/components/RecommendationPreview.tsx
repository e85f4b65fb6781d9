import type { MealRecommendations } from '@hearth/contracts';
import { Undo2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { formatKcal, proposalDayCalories, type ProposedMeal, type RecommendedRecipe } from '../calories';
import { parseIsoDate } from '../week';
import { DayCalories } from './DayCalories';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useT } from '@/i18n/react';
import { useFormat, type Formats } from '@/i18n/format';
import type { Translate } from '@/i18n/runtime';

const kcalText = (t: Translate<typeof mealPlannerEn>, recipe: RecommendedRecipe) =>
  recipe.energyKcal === null ? t('calories.unknown') : t('calories.perServing', { kcal: formatKcal(recipe.energyKcal) });
const dayName = (formats: Formats, date: string) => {
  const day = parseIsoDate(date);
  return day ? formats.date(day, { weekday: 'long', month: 'short', day: 'numeric' }) : date;
};

/**
 * The AI proposal before anything is saved (issue 13, item 6): day by day, the slots already planned, each
 * proposed meal with its calories per serving, a swap among the slot's alternatives and a remove (undoable),
 * and the day's total against the member's daily target.
 */
export function RecommendationPreview({
  proposal,
  meals,
  onSwap,
  onRemove,
  disabled,
}: {
  proposal: MealRecommendations;
  meals: readonly ProposedMeal[];
  onSwap: (key: string, recipeId: number) => void;
  onRemove: (key: string, removed: boolean) => void;
  disabled: boolean;
}) {
  const t = useT(mealPlannerEn);
  const formats = useFormat();
  const target = proposal.dailyCalorieTarget;
  const plannedCount = proposal.days.reduce((sum, day) => sum + day.plannedSlots.length, 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p>{meals.length ? t('aiDialog.onlyEmptySlots', { planned: plannedCount }) : t('aiDialog.nothingToPlan')}</p>
        <p className="text-xs">{target ? t('calories.target', { target: formatKcal(target) }) : t('calories.noTarget')}</p>
      </div>
      <ol aria-label={t('aiDialog.previewTitle')} className="flex max-h-[min(55vh,32rem)] flex-col gap-2 overflow-y-auto pr-1">
        {proposal.days.map((day) => {
          const name = dayName(formats, day.date);
          const ofDay = meals.filter((meal) => meal.plannedDate === day.date);
          const headingId = `proposal-${day.date}`;
          return (
            <li key={day.date} aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-3" data-testid="proposal-day">
              <div className="mb-2 flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <h3 id={headingId} className="text-sm font-semibold">
                  {name}
                </h3>
                <DayCalories day={proposalDayCalories(day, meals)} target={target} className="items-end text-right" />
              </div>
              {day.plannedSlots.length ? (
                <p className="mb-2 text-xs text-muted-foreground">
                  {t('aiDialog.alreadyPlanned')}: {formats.list(day.plannedSlots.map((slot) => t(`slot.${slot}`)))}
                </p>
              ) : null}
              {ofDay.length ? (
                <ul className="flex flex-col gap-1.5">
                  {ofDay.map((meal) => (
                    <li key={meal.key}>
                      <ProposedMealRow meal={meal} dayName={name} onSwap={onSwap} onRemove={onRemove} disabled={disabled} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ProposedMealRow({
  meal,
  dayName: day,
  onSwap,
  onRemove,
  disabled,
}: {
  meal: ProposedMeal;
  dayName: string;
  onSwap: (key: string, recipeId: number) => void;
  onRemove: (key: string, removed: boolean) => void;
  disabled: boolean;
}) {
  const t = useT(mealPlannerEn);
  const slot = t(`slot.${meal.mealType}`);
  const swapLabel = t('aiDialog.swap', { slot: slot.toLocaleLowerCase(), day: day });
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 rounded-lg border border-border bg-background p-2 sm:flex-nowrap', meal.removed && 'border-dashed opacity-70')}
      data-testid="proposed-meal"
      data-removed={meal.removed || undefined}
    >
      <span className="w-full shrink-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:w-20">{slot}</span>
      {meal.removed ? (
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">
          <span className="line-through">{meal.choice.recipe.title}</span> <span className="italic">({t('aiDialog.removed')})</span>
        </p>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {meal.options.length > 1 ? (
            <Select value={String(meal.choice.recipeId)} onValueChange={(value) => onSwap(meal.key, Number(value))} disabled={disabled}>
              <SelectTrigger aria-label={swapLabel} title={swapLabel} className="h-auto min-h-9 w-full py-1.5 text-left text-sm font-medium">
                {/* The trigger shows the title; the calories are the line below it. */}
                <SelectValue>{meal.choice.recipe.title}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {meal.options.map((option) => (
                  <SelectItem key={option.recipeId} value={String(option.recipeId)}>
                    {option.recipe.title} · {kcalText(t, option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <p className="text-sm font-medium">{meal.choice.recipe.title}</p>
          )}
          <p className="px-1 text-xs text-muted-foreground tabular-nums">{kcalText(t, meal.choice)}</p>
        </div>
      )}
      {meal.removed ? (
        <Button type="button" variant="outline" size="sm" onClick={() => onRemove(meal.key, false)} disabled={disabled}>
          <Undo2 aria-hidden="true" />
          {t('aiDialog.putBack')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onRemove(meal.key, true)}
          disabled={disabled}
          aria-label={t('aiDialog.remove', { value: `${meal.choice.recipe.title} (${slot.toLowerCase()}, ${day})` })}
          title={t('aiDialog.remove', { value: meal.choice.recipe.title })}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      )}
    </div>
  );
}
