import { useRelatedRecipes } from '../related-recipes';
import { RecipeCard, RecipeCardSkeleton } from './RecipeCard';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useT } from '@/i18n/react';

/** 'Related Recipes' under a recipe (spec §2); hidden when there are none. */
export function RelatedRecipes({ recipeId, viewerAllergies }: { recipeId: number; viewerAllergies?: readonly string[] }) {
  const t = useT(recipeEn);
  const { data, isPending, isError } = useRelatedRecipes(recipeId);
  const related = data ?? [];
  if (isError || (!isPending && !related.length)) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="mb-4 font-display text-2xl font-semibold tracking-tight">
        {t('related')}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <RecipeCardSkeleton />
              </li>
            ))
          : related.map((recipe) => (
              <li key={recipe.id} className="flex">
                <RecipeCard recipe={recipe} viewerAllergies={viewerAllergies} />
              </li>
            ))}
      </ul>
    </section>
  );
}
