import { formatMinutes, splitCookingTime } from '@hearth/contracts';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { cookingCopy } from '../copy';

/**
 * The recipe's time (decision 0024: waiting included) and, when the steps' own times account for it, how
 * much of it is preparing and cooking and how much is waiting, labelled as read from the steps.
 */
export function RecipeTimes({ cookingTime, steps }: { cookingTime: number | null; steps: readonly string[] }) {
  const split = useMemo(() => splitCookingTime(cookingTime, steps), [cookingTime, steps]);
  if (!cookingTime) return null;
  return (
    <li className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1" data-testid="recipe-times">
      <Clock aria-hidden="true" className="size-4" />
      {split ? (
        <>
          <span>
            {cookingCopy.times.total} <span className="font-semibold text-foreground">{formatMinutes(cookingTime, 'long')}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {cookingCopy.times.prepAndCook} <span className="font-semibold text-foreground">{formatMinutes(split.prepAndCook, 'long')}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {cookingCopy.times.waiting} <span className="font-semibold text-foreground">{formatMinutes(split.waiting, 'long')}</span>
          </span>
          <span className="text-xs">({cookingCopy.times.fromSteps})</span>
        </>
      ) : (
        <span>
          {cookingCopy.times.total} <span className="font-semibold text-foreground">{formatMinutes(cookingTime, 'long')}</span>
        </span>
      )}
    </li>
  );
}
