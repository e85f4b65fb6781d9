import type { Ingredient } from '@hearth/contracts';
import { catalogueNameOf } from '../recipes/catalogue-names';
import type { AlternativeNames, AlternativeNamesChange, IngredientRow, IngredientsRepository } from './ingredients.repository';

export const toIngredient = (row: IngredientRow): Ingredient => ({ id: row.id, name: row.name, category: row.category, imageUrl: row.imageUrl });

/** The ingredient catalogue, a page at a time (admin Ingredients tab, spec §2). */
export async function listIngredients(ingredients: IngredientsRepository, limit: number, offset: number): Promise<Ingredient[]> {
  return (await ingredients.list(limit, offset)).map(toIngredient);
}

/** A language's entry names something: a non-blank name, or a list with one (the web shows the first). */
const namesSomething = (entry: string | string[] | undefined): boolean => (Array.isArray(entry) ? entry.some((name) => name.trim()) : Boolean(entry?.trim()));

/**
 * The row's names with the food knowledge's added for each language the row has none in (decision 0036), or
 * null when there is nothing to add. A language that already has names keeps them: someone chose them.
 */
export function withKnownNames(name: string, current: AlternativeNames): AlternativeNames | null {
  const known = Object.entries(catalogueNameOf(name).alternativeNames).filter(([language, names]) => namesSomething(names) && !namesSomething(current[language]));
  return known.length ? { ...current, ...Object.fromEntries(known) } : null;
}

/**
 * Gives the food knowledge's Hindi and Spanish names to catalogue ingredients added before new ones took
 * them when inserted (`catalogueNameOf`, decision 0036). Idempotent: a row with names in every language the knowledge has
 * is left alone, so a second run changes nothing. One UPDATE per page of `pageSize` rows. Returns how
 * many rows were given names.
 */
export async function backfillCatalogueNames(ingredients: IngredientsRepository, pageSize = 500): Promise<number> {
  let filled = 0;
  for (let afterId = 0; ;) {
    const rows = await ingredients.listNamesAfter(afterId, pageSize);
    const changes = rows.flatMap((row): AlternativeNamesChange[] => {
      const after = withKnownNames(row.name, row.alternativeNames);
      return after ? [{ id: row.id, before: row.alternativeNames, after }] : [];
    });
    filled += await ingredients.replaceAlternativeNames(changes);
    if (rows.length < pageSize) return filled;
    afterId = rows.at(-1)!.id;
  }
}
