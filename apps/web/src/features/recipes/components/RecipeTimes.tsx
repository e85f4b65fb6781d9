import { splitCookingTime } from '@hearth/contracts';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { useDuration } from '@/i18n/format';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

/**
 * The recipe's time (decision 0024: waiting included) and, when the steps' own times account for it, how
 * much of it is preparing and cooking and how much is waiting, labelled as read from the steps.
 */
export function RecipeTimes({ cookingTime, steps }: { cookingTime: number | null; steps: readonly string[] }) {
  const t = useT(recipeEn);
  const duration = useDuration();
  const split = useMemo(() => splitCookingTime(cookingTime, steps), [cookingTime, steps]);
  if (!cookingTime) return null;
  return (
    <li className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1" data-testid="recipe-times">
      <Clock aria-hidden="true" className="size-4" />
      {split ? (
        <>
          <span>
            {t('times.total')} <span className="font-semibold text-foreground">{duration(cookingTime, 'long')}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {t('times.prepAndCook')} <span className="font-semibold text-foreground">{duration(split.prepAndCook, 'long')}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {t('times.waiting')} <span className="font-semibold text-foreground">{duration(split.waiting, 'long')}</span>
          </span>
          <span className="text-xs">({t('times.fromSteps')})</span>
        </>
      ) : (
        <span>
          {t('times.total')} <span className="font-semibold text-foreground">{duration(cookingTime, 'long')}</span>
        </span>
      )}
    </li>
  );
}
