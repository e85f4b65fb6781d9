import { errors as errorCopy, RECIPE_SELECT_MAX_HEIGHT_PX, SEARCH_DEBOUNCE_MS, type RecipeCard } from '@hearth/contracts';
import { useMemo, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useRecipeOptions } from '../list-recipe-options';
import { useDebouncedValue } from '../use-debounced-value';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useT } from '@/i18n/react';
import { useDuration } from '@/i18n/format';

const toOption =
  (duration: (minutes: number) => string) =>
  (recipe: RecipeCard): ComboboxOption => ({
    value: String(recipe.id),
    label: recipe.title,
    hint: [recipe.cuisine, recipe.cookingTime ? duration(recipe.cookingTime) : null].filter(Boolean).join(' · ') || undefined,
  });

/**
 * The planner's searchable recipe select (spec §2, §9: list max height 300 px). It offers the first 100
 * recipes at once, filters them as the member types, and adds the server's search results once typing pauses.
 */
export function RecipeSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: {
  id: string;
  value: RecipeCard | null;
  onChange: (recipe: RecipeCard) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const duration = useDuration();
  const t = useT(mealPlannerEn);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const base = useRecipeOptions('');
  const searched = useRecipeOptions(term, { enabled: term.length > 0 });

  const recipes = useMemo(() => {
    const all = base.data ?? [];
    if (!needle) return all;
    const local = all.filter((r) => r.title.toLowerCase().includes(needle));
    const remote = term.toLowerCase() === needle && !searched.isPlaceholderData ? (searched.data ?? []) : [];
    const seen = new Set(local.map((r) => r.id));
    return [...local, ...remote.filter((r) => !seen.has(r.id))];
  }, [base.data, needle, term, searched.data, searched.isPlaceholderData]);

  const byId = useMemo(() => new Map([...(base.data ?? []), ...(searched.data ?? [])].map((r) => [String(r.id), r])), [base.data, searched.data]);

  return (
    <Combobox
      id={id}
      options={recipes.map(toOption(duration))}
      value={value ? String(value.id) : null}
      selectedLabel={value?.title}
      onValueChange={(next) => {
        const recipe = byId.get(next);
        if (recipe) onChange(recipe);
      }}
      search={search}
      onSearchChange={setSearch}
      loading={base.isPending || (term.length > 0 && searched.isFetching)}
      listMaxHeight={RECIPE_SELECT_MAX_HEIGHT_PX}
      placeholder={t('addDialog.recipePlaceholder')}
      searchLabel={t('addDialog.recipeSearch')}
      searchPlaceholder={t('addDialog.recipeSearchPlaceholder')}
      emptyText={base.isError ? errorCopy.fetchRecipes : t('addDialog.recipeEmpty')}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
    />
  );
}
