import { describe, it, expect } from 'vitest';
import { BROWSE_CUISINES, COOKING_STYLES, DIET_TYPES, MEAL_TYPES, PRESET_TAGS, PROFILE_HEALTH_DIETS, recipeFormSchema } from '@hearth/contracts';
import { demoRecipes, type DemoRecipe } from './demo-recipes';
import { recipeFacts } from '../../ai/analysis/recipe-facts';
import { findFood } from '../../ai/knowledge/lookup';
import { demoIngredients, INGREDIENT_CATEGORIES, type IngredientCategory } from './demo-ingredients';

const key = (name: string) => name.trim().toLowerCase();

const categoryOf = new Map(demoIngredients.map((i) => [key(i.name), i.category]));

const namesOf = (recipe: DemoRecipe) => recipe.ingredients.map((i) => key(i.name));

const inCategories = (recipe: DemoRecipe, categories: readonly IngredientCategory[]) =>
  namesOf(recipe).filter((name) => {
    const category = categoryOf.get(name);
    return category !== undefined && categories.includes(category);
  });

const countBy = (values: readonly string[], pick: (r: DemoRecipe) => readonly string[]) =>
  Object.fromEntries(values.map((v) => [v, demoRecipes.filter((r) => pick(r).includes(v)).length]));

const MEAT_STOCKS = ['beef stock', 'chicken stock'];
const GLUTEN_SOURCES = [
  'all-purpose flour',
  'bread flour',
  'spaghetti',
  'macaroni',
  'baguette',
  'pita bread',
  'ladyfinger',
  'soy sauce',
  'shaoxing wine',
  'doubanjiang',
  'miso',
  'chaat masala',
];
const PANTRY_STAPLES = ['salt', 'black pepper', 'water'];
const HEAT_SOURCE = /chili|jalape|chipotle|cayenne|curry paste|doubanjiang|pepper flakes/;
const QUICK_MINUTES = 30;
const HEAT_STEP = /\b(bake|boil|simmer|fry|fries|roast|grill|toast|saut[eé]|steam|poach|sear|heat the|preheat)\w*/i;

/**
 * The least time each duration in a step names ('30–40 minutes' → 30, 'overnight' → 8 h), leaving out
 * longer alternatives ('at least 30 minutes, or up to 8 hours').
 */
function stepMinutes(instruction: string): number[] {
  const required = instruction.split(/,? or (?=up to|overnight|longer)/i)[0]!;
  return [...required.matchAll(/(\d+)(?:\s*[–-]\s*\d+)?\s*(hours?|hrs?|minutes?|mins?)\b|\bovernight\b/gi)].map((m) =>
    m[0].toLowerCase() === 'overnight' ? 8 * 60 : Number(m[1]) * (/^h/i.test(m[2]!) ? 60 : 1),
  );
}

describe('demo recipes', () => {
  it('has at least 24 recipes with unique titles', () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(24);
    const titles = demoRecipes.map((r) => key(r.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(demoRecipes.map((r) => [r.title, r] as const))('%s passes the recipe form schema', (_title, recipe) => {
    const result = recipeFormSchema.safeParse(recipe);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    // Parsing must not silently drop anything (blank or duplicate list entries).
    if (result.success) {
      expect(result.data.tags).toEqual(recipe.tags);
      expect(result.data.mealTypes).toEqual(recipe.mealTypes);
      expect(result.data.ingredients).toHaveLength(recipe.ingredients.length);
      expect(result.data.cuisine).toBe(recipe.cuisine);
      expect(result.data.dietType).toBe(recipe.dietType);
    }
  });

  it.each(demoRecipes.map((r) => [r.title, r] as const))('%s is complete and well formed', (_title, recipe) => {
    expect(recipe.visibility).toBe('public');
    expect(recipe.description?.length ?? 0).toBeGreaterThan(40);
    expect(recipe.backstory?.length ?? 0).toBeGreaterThan(80);
    expect(typeof recipe.cookingTime).toBe('number');
    expect(typeof recipe.servings).toBe('number');
    expect(recipe.steps.length).toBeGreaterThanOrEqual(4);
    expect(recipe.steps.length).toBeLessThanOrEqual(9);
    expect(recipe.tags?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(recipe.tags?.length ?? 0).toBeLessThanOrEqual(5);
    expect(recipe.mealTypes.length).toBeGreaterThanOrEqual(1);
    for (const meal of recipe.mealTypes) expect(MEAL_TYPES).toContain(meal);
    for (const diet of recipe.healthDiets ?? []) expect(PROFILE_HEALTH_DIETS).toContain(diet);
    for (const style of recipe.cookingStyles ?? []) expect(COOKING_STYLES).toContain(style);
    for (const ingredient of recipe.ingredients) {
      expect(ingredient.quantity?.trim(), `${ingredient.name} quantity`).toBeTruthy();
      expect(ingredient.name, 'ingredient names are trimmed').toBe(ingredient.name.trim());
    }
    const names = namesOf(recipe);
    expect(new Set(names).size, 'an ingredient is listed twice').toBe(names.length);
  });

  it('covers every browse cuisine, diet type and meal type', () => {
    const cuisines = countBy(BROWSE_CUISINES, (r) => [r.cuisine]);
    const diets = countBy(DIET_TYPES, (r) => [r.dietType]);
    const meals = countBy(MEAL_TYPES, (r) => r.mealTypes);
    for (const cuisine of BROWSE_CUISINES) expect(cuisines[cuisine], cuisine).toBeGreaterThanOrEqual(3);
    // Keto is the one label that meat-free keto dishes cannot carry (they are labelled Vegetarian).
    for (const diet of DIET_TYPES) expect(diets[diet], diet).toBeGreaterThanOrEqual(diet === 'Keto' ? 1 : 2);
    for (const meal of MEAL_TYPES) expect(meals[meal], meal).toBeGreaterThanOrEqual(3);
    expect(demoRecipes.filter((r) => r.cuisine === 'Fusion').length).toBeGreaterThanOrEqual(1);
  });

  it('uses the preset tags', () => {
    const used = new Set(demoRecipes.flatMap((r) => r.tags ?? []));
    for (const tag of PRESET_TAGS) expect(used, tag).toContain(tag);
  });

  it('uses preset tags honestly', () => {
    for (const recipe of demoRecipes) {
      const tags = recipe.tags ?? [];
      const names = namesOf(recipe);
      if (tags.includes('5 Ingredients or Less')) {
        const counted = names.filter((n) => !PANTRY_STAPLES.includes(n));
        expect(counted.length, recipe.title).toBeLessThanOrEqual(5);
      }
      if (tags.includes('Spicy')) {
        expect(
          names.some((n) => HEAT_SOURCE.test(n)),
          recipe.title,
        ).toBe(true);
      }
      if (tags.includes('Quick')) expect(recipe.cookingTime ?? Infinity, recipe.title).toBeLessThanOrEqual(QUICK_MINUTES);
      if (tags.includes('No-Cook'))
        expect(
          recipe.steps.filter((s) => HEAT_STEP.test(s.instruction)).map((s) => s.instruction),
          recipe.title,
        ).toEqual([]);
    }
  });

  // The time a card shows is the time a cook must plan for, waiting included (chilling, soaking,
  // rising): no single step may take longer than the whole recipe says.
  it.each(demoRecipes.map((r) => [r.title, r] as const))('%s: its time covers every step’s own time', (_title, recipe) => {
    for (const { instruction } of recipe.steps) {
      for (const minutes of stepMinutes(instruction)) expect(minutes, instruction).toBeLessThanOrEqual(Number(recipe.cookingTime ?? 0));
    }
  });
});

describe('demo ingredient catalogue', () => {
  it('has no duplicate names and only known categories', () => {
    const names = demoIngredients.map((i) => key(i.name));
    expect(new Set(names).size).toBe(names.length);
    for (const ingredient of demoIngredients) {
      expect(INGREDIENT_CATEGORIES).toContain(ingredient.category);
      expect(ingredient.name).toBe(ingredient.name.trim());
    }
  });

  it('contains every ingredient the demo recipes use, with the same spelling', () => {
    const spelled = new Set(demoIngredients.map((i) => i.name));
    const missing = new Set<string>();
    const misspelled = new Set<string>();
    for (const recipe of demoRecipes) {
      for (const { name } of recipe.ingredients) {
        if (!categoryOf.has(key(name))) missing.add(name);
        else if (!spelled.has(name)) misspelled.add(name);
      }
    }
    expect([...missing]).toEqual([]);
    expect([...misspelled]).toEqual([]);
  });

  it('files each ingredient in the aisle the food knowledge does', () => {
    const mismatched = demoIngredients.flatMap((i) => {
      const food = findFood(i.name);
      return food && food.category !== i.category ? [`${i.name}: ${i.category} ≠ ${food.category}`] : [];
    });
    expect(mismatched).toEqual([]);
  });

  it('contains no ingredient that no demo recipe uses', () => {
    const used = new Set(demoRecipes.flatMap(namesOf));
    const unused = demoIngredients.map((i) => i.name).filter((name) => !used.has(key(name)));
    expect(unused).toEqual([]);
  });
});

describe('demo diet types are honest', () => {
  const byDiet = (diet: DemoRecipe['dietType']) => demoRecipes.filter((r) => r.dietType === diet);

  // The label a member filters by must agree with what the food knowledge computes from the
  // ingredients (the recipe page shows both). Hearth counts eggs apart from vegetarian, as the profile's
  // Vegetarian and Eggetarian diets do; a dish that is vegetarian or vegan carries that label, so a
  // vegetarian filtering by it finds every such dish.
  it.each(demoRecipes.map((r) => [r.title, r] as const))('%s: its diet type agrees with its computed diets', (_title, recipe) => {
    const facts = recipeFacts(
      recipe.ingredients.map((i) => ({ name: i.name, quantity: i.quantity ?? '', unit: i.unit ?? '' })),
      recipe.servings ? Number(recipe.servings) : null,
    );
    const { vegan, vegetarian, pescatarian, eggetarian } = facts.diets;
    const hasFish = pescatarian && !vegetarian && !eggetarian;
    const glutenFree = !facts.allergens.includes('Gluten') && !facts.mayContain.includes('Gluten');
    const sweetened = inCategories(recipe, ['Sweeteners']).length > 0;
    const allowed = vegan
      ? ['Vegan']
      : vegetarian
        ? ['Vegetarian']
        : hasFish || (pescatarian && inCategories(recipe, ['Fish & Seafood']).length > 0)
          ? ['Pescatarian']
          : ['Non-Vegetarian', ...(glutenFree ? ['Gluten-Free'] : []), ...(!sweetened ? ['Keto'] : [])];
    expect(allowed, JSON.stringify(facts.diets)).toContain(recipe.dietType);
  });

  it('non-vegetarian recipes do contain meat, fish or egg', () => {
    for (const recipe of byDiet('Non-Vegetarian')) {
      const animal = [...inCategories(recipe, ['Meat & Poultry', 'Fish & Seafood', 'Eggs']), ...namesOf(recipe).filter((n) => MEAT_STOCKS.includes(n))];
      expect(animal.length, recipe.title).toBeGreaterThan(0);
    }
  });

  it('gluten-free recipes (by diet type or health diet) have no gluten sources', () => {
    const glutenFree = demoRecipes.filter((r) => r.dietType === 'Gluten-Free' || r.healthDiets?.includes('Gluten-Free'));
    expect(glutenFree.length).toBeGreaterThanOrEqual(2);
    for (const recipe of glutenFree) {
      expect(
        namesOf(recipe).filter((n) => GLUTEN_SOURCES.includes(n)),
        recipe.title,
      ).toEqual([]);
    }
  });

  it('keto recipes (by diet type or health diet) avoid starches, sugar and pulses', () => {
    const keto = demoRecipes.filter((r) => r.dietType === 'Keto' || r.healthDiets?.includes('Keto'));
    expect(keto.length).toBeGreaterThanOrEqual(1);
    for (const recipe of keto) {
      expect(inCategories(recipe, ['Grains & Cereals', 'Legumes & Pulses', 'Sweeteners', 'Baking']), recipe.title).toEqual([]);
    }
  });

  it('dairy-free recipes use no dairy', () => {
    for (const recipe of demoRecipes.filter((r) => r.healthDiets?.includes('Dairy-Free'))) {
      expect(inCategories(recipe, ['Dairy']), recipe.title).toEqual([]);
    }
  });
});
