import { errors as errorCopy, RATING_MAX, RATING_MIN, toasts, type RecipeDetail } from '@hearth/contracts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRateRecipe } from '../rate-recipe';
import { useFormat } from '@/i18n/format';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The rating card (spec §2, §5): whole stars 1 to 5 as buttons. The page hides it from the creator. */
export function RatingCard({ recipe }: { recipe: Pick<RecipeDetail, 'id' | 'communityRating' | 'myRating'> }) {
  const t = useT(recipeEn);
  const formats = useFormat();
  const rate = useRateRecipe(String(recipe.id));
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? (rate.isPending ? rate.variables : null) ?? recipe.myRating ?? 0;
  const { average, count } = recipe.communityRating;

  const submit = async (rating: number) => {
    try {
      await rate.mutateAsync(rating);
      toast(toasts.ratingSubmitted);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('rate.title')}</CardTitle>
        <CardDescription>{recipe.myRating ? t('rate.yours', { rating: recipe.myRating, max: RATING_MAX }) : t('rate.prompt')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div role="group" aria-label={t('rate.yourRating')} className="flex gap-1" onMouseLeave={() => setHover(null)}>
          {SCORES.map((score) => (
            <button
              key={score}
              type="button"
              disabled={rate.isPending}
              aria-pressed={recipe.myRating === score}
              aria-label={t('rate.star', { count: score })}
              onMouseEnter={() => setHover(score)}
              onFocus={() => setHover(score)}
              onBlur={() => setHover(null)}
              onClick={() => void submit(score)}
              className="rounded-lg p-1.5 outline-none transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-70"
            >
              <Star aria-hidden="true" className={cn('size-7 transition-colors', score <= shown ? 'fill-saffron text-saffron' : 'text-muted-foreground/60')} />
            </button>
          ))}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="rating-summary">
          {count > 0 ? t('rate.average', { average: formats.number(average, ONE_DECIMAL), count }) : t('rate.firstOne')}
        </p>
      </CardContent>
    </Card>
  );
}
