import type { Nutrition } from '@hearth/contracts';
import { Apple } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Language } from '@/i18n/languages';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useLanguage, useT } from '@/i18n/react';
import { translator } from '@/i18n/runtime';

/** Below this share of the weight matched, the panel says the figures leave some ingredients out. */
export const NUTRITION_FULL_COVERAGE = 0.95;

const ROWS = ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'fiberG'] as const;

/** '412 kcal', '18 g', '3.4 g': grams below 10 keep one decimal, since 0 g of fibre and 0.4 g differ. */
export function nutritionValue(key: (typeof ROWS)[number], value: number): string {
  if (key === 'energyKcal') return `${Math.round(value)} kcal`;
  const grams = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${grams} g`;
}

/** The note under partial figures, or null when the data covers (nearly) every ingredient. */
export function coverageNote(coverage: number, language?: Language): string | null {
  if (coverage >= NUTRITION_FULL_COVERAGE) return null;
  return translator(recipeEn, language)('nutrition.partial', { percent: Math.round(coverage * 100) });
}

/**
 * Nutrition per serving (issue 13, item 5) from the recipe's computed facts, with where the figures come
 * from and, when some ingredients had no data, how much of the recipe they cover. Per serving, so the
 * servings scaler does not change it.
 */
export function NutritionPanel({ nutrition, preparing }: { nutrition: Nutrition | null; preparing: boolean }) {
  const t = useT(recipeEn);
  const language = useLanguage();
  const note = nutrition ? coverageNote(nutrition.coverage, language) : null;
  return (
    <Card role="region" aria-labelledby="nutrition-title" data-testid="nutrition-panel">
      <CardHeader className="pb-3">
        <CardTitle id="nutrition-title" className="flex items-center gap-2 text-base">
          <Apple aria-hidden="true" className="size-4 text-primary" />
          {t('nutrition.title')}
        </CardTitle>
        {nutrition ? <CardDescription>{t('nutrition.perServing')}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {nutrition ? (
          <>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
              {ROWS.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{t(`nutrition.rows.${key}`)}</dt>
                  <dd className="text-right font-semibold tabular-nums">{nutritionValue(key, nutrition[key])}</dd>
                </div>
              ))}
            </dl>
            {note ? (
              <p className="text-xs leading-relaxed text-muted-foreground" data-testid="nutrition-coverage">
                {note}
              </p>
            ) : null}
            <p className="text-xs text-muted-foreground">{t('nutrition.source', { source: nutrition.source })}</p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{preparing ? t('nutrition.preparing') : t('nutrition.unavailable')}</p>
        )}
      </CardContent>
    </Card>
  );
}
