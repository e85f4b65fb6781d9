import { splitCookingTime, type RecipeDetail, type UnitSystem } from '@hearth/contracts';
import { ingredientText } from './IngredientList';
import { useDuration } from '@/i18n/format';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useLanguage, useT } from '@/i18n/react';

/**
 * The recipe as it prints (issue 13, item 5): title, a small picture, times, servings, ingredients at the
 * servings and units chosen on screen, and the steps, laid out for one page. Hidden on screen; the page
 * hides everything else when printing.
 */
export function RecipePrintView({
  recipe,
  steps,
  servings,
  scale,
  units,
}: {
  recipe: RecipeDetail;
  steps: readonly string[];
  servings: number | null;
  scale: number;
  units: UnitSystem;
}) {
  const t = useT(recipeEn);
  const duration = useDuration();
  const language = useLanguage();
  const picture = recipe.imageUrl ?? recipe.images[0] ?? null;
  const split = splitCookingTime(recipe.cookingTime, steps);
  const times = recipe.cookingTime
    ? [
        `${t('times.total')} ${duration(recipe.cookingTime, 'long')}`,
        ...(split ? [`${t('times.prepAndCook')} ${duration(split.prepAndCook, 'long')}`, `${t('times.waiting')} ${duration(split.waiting, 'long')}`] : []),
      ]
    : [];
  return (
    <article className="recipe-print hidden text-[10.5pt] leading-snug text-black print:block" data-testid="recipe-print">
      {/* Not a <header>: the shared print rules hide the app header by that element. */}
      <div className="flex items-start justify-between gap-6 border-b border-black/30 pb-3">
        <div className="min-w-0">
          <h1 className="font-display text-[20pt] leading-tight font-semibold">{recipe.title}</h1>
          <p className="mt-1.5">
            {[...times, servings ? t('print.serves', { count: servings }) : null].filter(Boolean).join(' · ')}
            {split ? <span className="text-[8.5pt]"> ({t('times.fromSteps')})</span> : null}
          </p>
        </div>
        {picture ? <img src={picture} alt="" className="h-[32mm] w-[44mm] shrink-0 rounded object-cover" /> : null}
      </div>
      <section className="mt-3 break-inside-avoid">
        <h2 className="text-[12pt] font-semibold">{t('detail.ingredients')}</h2>
        <ul className="mt-1.5 columns-2 gap-8">
          {recipe.recipeIngredients.map((line) => (
            <li key={line.id} className="break-inside-avoid py-0.5 pl-4 -indent-4">
              <span aria-hidden="true">☐ </span>
              {ingredientText(line, scale, units, language)}
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-3">
        <h2 className="text-[12pt] font-semibold">{t('detail.instructions')}</h2>
        <ol className="mt-1.5 flex list-decimal flex-col gap-1.5 pl-5">
          {steps.map((step, index) => (
            <li key={index} className="break-inside-avoid pl-1">
              {step}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
