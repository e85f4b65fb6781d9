import { categorizeIngredientInputSchema, categorizeIngredientOutputSchema, INGREDIENT_CATEGORIES, type IngredientCategorization } from '@hearth/contracts';
import { findFood } from '../knowledge/lookup';
import type { FoodEntry } from '../knowledge/types';
import { defineTask } from '../task';

type Category = (typeof INGREDIENT_CATEGORIES)[number];

/** Word cues for names the knowledge base does not hold, most specific first. */
const CATEGORY_CUES: [RegExp, Category][] = [
  [/\b(sauce|ketchup|mustard|vinegar|paste|chutney|pickle|relish|dressing|salsa|mayo)\b/, 'Condiments & Sauces'],
  [/\b(oil|butter|ghee|lard|shortening|margarine)\b/, 'Oils & Fats'],
  [/\b(cheese|milk|cream|yogh?urt|curd|paneer|khoya)\b/, 'Dairy'],
  [/\b(chicken|beef|pork|lamb|mutton|turkey|duck|bacon|ham|sausage|goat)\b/, 'Meat & Poultry'],
  [/\b(fish|salmon|tuna|cod|prawn|shrimp|crab|lobster|squid|mussel|clam|oyster|anchov)/, 'Fish & Seafood'],
  [/\begg/, 'Eggs'],
  [/\b(rice|flour|wheat|oats?|barley|millet|quinoa|pasta|noodle|bread|semolina|couscous)\b/, 'Grains & Cereals'],
  [/\b(dal|lentil|bean|chickpea|pea|gram)s?\b/, 'Legumes & Pulses'],
  [/\b(nut|almond|cashew|walnut|pistachio|seed)s?\b/, 'Nuts & Seeds'],
  [/\b(sugar|honey|syrup|jaggery|molasses)\b/, 'Sweeteners'],
  [/\b(powder|masala|spice|pepper|seeds?)\b/, 'Spices'],
  [/\b(leaves|leaf|herb)\b/, 'Herbs'],
  [/\b(juice|tea|coffee|wine|beer|water|stock|broth)\b/, 'Beverages'],
  [/\b(yeast|baking|cocoa|chocolate|vanilla|gelatin)\b/, 'Baking'],
  [/\b(apple|banana|mango|berry|berries|lemon|lime|orange|grape|melon|fruit)\b/, 'Fruits'],
];

/** A known food's Hindi and Spanish names, as the catalogue keeps them (the web shows them to readers of those languages). */
export function alternativeNamesOf(food: FoodEntry): IngredientCategorization['alternativeNames'] {
  return { hi: food.names.hi.slice(0, 6), es: food.names.es.slice(0, 6) };
}

export function categorizeByKnowledge(name: string): IngredientCategorization {
  const food = findFood(name);
  if (food) {
    return {
      category: food.category,
      allergens: [...food.allergens],
      alternativeNames: alternativeNamesOf(food),
    };
  }
  const lower = name.toLowerCase();
  const category = CATEGORY_CUES.find(([cue]) => cue.test(lower))?.[1] ?? 'Other';
  return { category, allergens: [], alternativeNames: { hi: [], es: [] } };
}

/** Files a catalogue ingredient under a category, with its allergen classes and Hindi and Spanish names. */
export const categorizeIngredientTask = defineTask({
  name: 'categorize-ingredient',
  input: categorizeIngredientInputSchema,
  output: categorizeIngredientOutputSchema,
  instructions: [
    'You are the ingredient librarian of a recipe platform.',
    `Classify the ingredient into exactly one category from: ${INGREDIENT_CATEGORIES.join(', ')}.`,
    'List the allergen classes it contains as usually sold, only from: Nuts, Dairy, Gluten, Soy, Shellfish, Eggs, Nightshades.',
    'Give its common Hindi names (Devanagari and romanised) and Spanish names; empty lists when unsure.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => ({ ingredient: input.name }),
  builtin: (input) => categorizeByKnowledge(input.name),
});
