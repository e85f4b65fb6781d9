import { sql } from 'drizzle-orm';
import { ALLERGIES, COOKING_STYLES, DIET_FLAG_KEYS, DIET_TYPES, MEAL_TYPES } from '@hearth/contracts';

/**
 * What browse filters and Curated's rules and score read of a recipe, kept with it as generated columns
 * (decision 0042): its quality, whether allergen and diet rules can vouch for it, and its lists as bits
 * (bit i for the list's i-th value). The browse indexes carry them beside their order keys, so a filtered
 * page is one index walk testing bits, and only the page's own rows are read from the table. Curated's
 * pool copies them.
 */

/** The lists kept as bits, bit i for the list's i-th value: the order is part of the stored data. */
export const BIT_LISTS = { allergens: ALLERGIES, diets: DIET_FLAG_KEYS, mealTypes: MEAL_TYPES, cookingStyles: COOKING_STYLES, dietFilters: DIET_TYPES } as const;
export type BitList = keyof typeof BIT_LISTS;

/** Enriched, with every ingredient known: only then can allergen and diet rules vouch for a recipe. */
const VERIFIED_RULE = `(enrichment_status = 'ready' and cardinality(unknown_ingredients) = 0)`;

/** What each diet filter asks of a recipe: its stated diet, or what enrichment derived from its ingredients. */
const DIET_FILTER_RULES: Record<(typeof DIET_TYPES)[number], string> = {
  Vegetarian: `diet_type in ('Vegetarian', 'Vegan') or (diet_flags->>'vegetarian')::boolean is true`,
  Vegan: `diet_type = 'Vegan' or (diet_flags->>'vegan')::boolean is true`,
  'Non-Vegetarian': `diet_type = 'Non-Vegetarian' or (diet_flags->>'pescatarian')::boolean is false`,
  Pescatarian: `diet_type = 'Pescatarian' or (diet_flags->>'pescatarian')::boolean is true`,
  // Only a recipe whose every ingredient is known can vouch for having no gluten.
  'Gluten-Free': `diet_type = 'Gluten-Free' or (${VERIFIED_RULE} and not ('Gluten' = any(derived_allergens) or 'Gluten' = any(may_contain_allergens)))`,
  Keto: `diet_type = 'Keto'`,
};

const bitsOf = (conditions: string[]) => sql.raw(conditions.map((condition, bit) => `(case when ${condition} then ${1 << bit} else 0 end)`).join(' | '));

/** Ratings once a recipe has some, the AI's estimate before; the order Curated's pool is chosen by. */
export const qualityExpression = sql.raw(`case when rating_count > 0 then rating_sum::real / rating_count else coalesce(ai_rating, 2.5) end`);
export const verifiedExpression = sql.raw(VERIFIED_RULE);
export const mealTypeBitsExpression = bitsOf(BIT_LISTS.mealTypes.map((mealType) => `'${mealType}' = any(meal_types)`));
export const cookingStyleBitsExpression = bitsOf(BIT_LISTS.cookingStyles.map((style) => `'${style}' = any(cooking_styles)`));
/** An allergen counts when the ingredients contain it or may. */
export const allergenBitsExpression = bitsOf(BIT_LISTS.allergens.map((allergen) => `('${allergen}' = any(derived_allergens) or '${allergen}' = any(may_contain_allergens))`));
export const dietBitsExpression = bitsOf(BIT_LISTS.diets.map((flag) => `(diet_flags->>'${flag}')::boolean is true`));
export const dietFilterBitsExpression = bitsOf(BIT_LISTS.dietFilters.map((diet) => `(${DIET_FILTER_RULES[diet]})`));

/** The bits of `values` in a mask over `list`, or null when one is not in it. */
export function maskOf(list: readonly string[], values: readonly string[]): number | null {
  let mask = 0;
  for (const value of values) {
    const bit = list.indexOf(value);
    if (bit < 0) return null;
    mask |= 1 << bit;
  }
  return mask;
}
