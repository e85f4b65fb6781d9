import { describe, expect, it } from 'vitest';
import { FOODS, foodById } from './catalog.js';
import { getFoodIndex } from './lookup.js';
import { normalizeName } from './normalize.js';
import { ALLERGENS, DIET_KEYS, FOOD_FLAGS, INGREDIENT_CATEGORIES, ORIGINS, type FoodEntry } from './types.js';

const byName = (name: string): FoodEntry => {
  const food = FOODS.find((entry) => entry.name === name);
  if (!food) throw new Error(`catalogue has no "${name}"`);
  return food;
};

describe('food catalogue shape', () => {
  it('has at least 320 entries with unique ids and names', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(320);
    expect(new Set(FOODS.map((food) => food.id)).size).toBe(FOODS.length);
    expect(new Set(FOODS.map((food) => food.name)).size).toBe(FOODS.length);
  });

  it('uses kebab-case ids, lowercase canonical names and known categories', () => {
    for (const food of FOODS) {
      expect(food.id, food.name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(food.name, food.id).toBe(food.name.toLowerCase().trim());
      expect(INGREDIENT_CATEGORIES).toContain(food.category);
      expect(foodById(food.id)).toBe(food);
    }
  });

  it('covers every category', () => {
    const used = new Set(FOODS.map((food) => food.category));
    for (const category of INGREDIENT_CATEGORIES) expect(used.has(category), category).toBe(true);
  });

  it('gives every entry Spanish names and Hindi names in Devanagari and romanised', () => {
    for (const food of FOODS) {
      expect(food.names.es.length, food.name).toBeGreaterThan(0);
      expect(food.names.hi.length, food.name).toBeGreaterThan(0);
      expect(
        food.names.hi.some((name) => /[\u0900-\u097f]/.test(name)),
        food.name,
      ).toBe(true);
      expect(
        food.names.hi.some((name) => /[a-z]/i.test(name)),
        `${food.name} romanised Hindi`,
      ).toBe(true);
    }
  });

  it('keeps taste values within 0–10 and months within 1–12', () => {
    for (const food of FOODS) {
      for (const [axis, value] of Object.entries(food.taste)) {
        expect(Number.isInteger(value) && value >= 0 && value <= 10, `${food.name} ${axis}=${value}`).toBe(true);
      }
      expect(food.season.months.length, food.name).toBeGreaterThan(0);
      for (const month of food.season.months) expect(month >= 1 && month <= 12 && Number.isInteger(month), food.name).toBe(true);
      expect(new Set(food.season.months).size, food.name).toBe(food.season.months.length);
    }
  });

  it('has textures, cuisines, 0–5 aroma compounds, and 1–3 substitutions (water excepted)', () => {
    for (const food of FOODS) {
      expect(food.textures.length, food.name).toBeGreaterThan(0);
      expect(food.cuisines.length, food.name).toBeGreaterThan(0);
      expect(food.aromaCompounds.length, food.name).toBeLessThanOrEqual(5);
      expect(new Set(food.aromaCompounds).size, food.name).toBe(food.aromaCompounds.length);
      if (food.id !== 'water') {
        expect(food.substitutions.length, food.name).toBeGreaterThanOrEqual(1);
        expect(food.substitutions.length, food.name).toBeLessThanOrEqual(3);
      }
      for (const sub of food.substitutions) {
        expect(sub.name && sub.ratio && sub.note, `${food.name} → ${sub.name}`).toBeTruthy();
        expect(sub.name, food.name).not.toBe(food.name);
      }
    }
    // Odourless staples (salt, sugar, starches, refined oils) may list none; nearly all others do.
    const withAroma = FOODS.filter((food) => food.aromaCompounds.length > 0).length;
    expect(withAroma / FOODS.length).toBeGreaterThan(0.9);
  });

  it('spells each aroma compound one way (lowercase, no near-duplicates)', () => {
    const spellings = new Map<string, Set<string>>();
    for (const food of FOODS) {
      for (const compound of food.aromaCompounds) {
        expect(compound, food.name).toBe(compound.toLowerCase().trim());
        const squashed = compound.replace(/[^a-z0-9]/g, '');
        const set = spellings.get(squashed) ?? new Set<string>();
        set.add(compound);
        spellings.set(squashed, set);
      }
    }
    for (const [squashed, set] of spellings) expect(set.size, `${squashed}: ${[...set].join(' / ')}`).toBe(1);
  });

  it('uses only the declared allergens, origins and flags, and plausible measures', () => {
    for (const food of FOODS) {
      for (const allergen of [...food.allergens, ...food.mayContain]) expect(ALLERGENS).toContain(allergen);
      for (const allergen of food.mayContain) expect(food.allergens, food.name).not.toContain(allergen);
      expect(ORIGINS).toContain(food.origin);
      for (const flag of food.flags) expect(FOOD_FLAGS).toContain(flag);
      if (food.densityGPerMl !== undefined) expect(food.densityGPerMl > 0 && food.densityGPerMl < 2, food.name).toBe(true);
      if (food.gramsPerPiece !== undefined) expect(food.gramsPerPiece > 0 && food.gramsPerPiece < 2000, food.name).toBe(true);
    }
  });

  it('cannot be changed at run time', () => {
    const onion = byName('onion');
    expect(Object.isFrozen(FOODS)).toBe(true);
    expect(Object.isFrozen(onion)).toBe(true);
    expect(Object.isFrozen(onion.allergens)).toBe(true);
  });
});

describe('names and aliases', () => {
  it('has no name, alias or translation claimed by two foods', () => {
    expect(getFoodIndex().collisions).toEqual([]);
  });

  it('resolves every canonical name, alias, Hindi and Spanish name to its own entry', () => {
    const index = getFoodIndex();
    for (const food of FOODS) {
      for (const name of [food.name, ...food.aliases, ...food.names.hi, ...food.names.es]) {
        expect(index.find(name)?.id, `"${name}" should be ${food.id}`).toBe(food.id);
        expect(index.find(name.toUpperCase())?.id, `"${name}" upper-case`).toBe(food.id);
      }
    }
  });

  it('does not repeat the canonical name among the aliases', () => {
    for (const food of FOODS) {
      expect(food.aliases.map(normalizeName), food.name).not.toContain(normalizeName(food.name));
    }
  });
});

describe('allergens and diets agree', () => {
  it('derives diets from origin as Hearth defines them', () => {
    for (const food of FOODS) {
      const d = food.diets;
      expect(Object.keys(d).sort()).toEqual([...DIET_KEYS].sort());
      // Each diet is a subset of the next: vegan ⊂ vegetarian ⊂ eggetarian ⊂ pescatarian; jain ⊂ vegetarian.
      if (d.vegan) expect(d.vegetarian, food.name).toBe(true);
      if (d.vegetarian) expect(d.eggetarian, food.name).toBe(true);
      if (d.eggetarian) expect(d.pescatarian, food.name).toBe(true);
      if (d.jain) expect(d.vegetarian, food.name).toBe(true);
    }
  });

  it('never calls dairy, eggs, honey, meat or fish vegan', () => {
    for (const food of FOODS) {
      if (food.allergens.includes('Dairy') || food.allergens.includes('Eggs') || food.allergens.includes('Shellfish')) {
        expect(food.diets.vegan, food.name).toBe(false);
      }
      if (food.origin !== 'plant') expect(food.diets.vegan, food.name).toBe(false);
    }
    for (const name of ['honey', 'gelatin', 'fish sauce', 'ghee', 'paneer', 'egg', 'mayonnaise', 'worcestershire sauce', 'oyster sauce', 'dashi']) {
      expect(byName(name).diets.vegan, name).toBe(false);
    }
  });

  it('keeps meat out of vegetarian, eggetarian, pescatarian and Jain diets', () => {
    for (const food of FOODS.filter((entry) => entry.category === 'Meat & Poultry')) {
      expect(food.diets, food.name).toEqual({ vegetarian: false, vegan: false, pescatarian: false, eggetarian: false, jain: false });
    }
    for (const name of ['gelatin', 'chicken stock', 'beef stock', 'lard']) expect(byName(name).diets.pescatarian, name).toBe(false);
  });

  it('makes fish and seafood pescatarian but not vegetarian or eggetarian', () => {
    for (const food of FOODS.filter((entry) => entry.category === 'Fish & Seafood')) {
      expect(food.diets.pescatarian, food.name).toBe(true);
      expect(food.diets.vegetarian, food.name).toBe(false);
      expect(food.diets.eggetarian, food.name).toBe(false);
    }
  });

  it('makes eggs eggetarian (and pescatarian) but not vegetarian in the Indian sense, nor Jain', () => {
    for (const food of FOODS.filter((entry) => entry.category === 'Eggs' || entry.allergens.includes('Eggs'))) {
      expect(food.diets.eggetarian, food.name).toBe(true);
      expect(food.diets.pescatarian, food.name).toBe(true);
      expect(food.diets.vegetarian, food.name).toBe(false);
      expect(food.diets.jain, food.name).toBe(false);
    }
  });

  it('keeps dairy vegetarian and, apart from rennet- or mould-made cheese, Jain', () => {
    for (const food of FOODS.filter((entry) => entry.category === 'Dairy')) {
      expect(food.allergens, food.name).toContain('Dairy');
      expect(food.diets.vegetarian, food.name).toBe(true);
      expect(food.diets.jain, food.name).toBe(!food.flags.some((flag) => flag === 'animal-rennet' || flag === 'fungus'));
    }
  });

  it('keeps roots, tubers, alliums, mushrooms, honey and alcohol out of Jain diets', () => {
    const notJain = [
      'onion',
      'garlic',
      'potato',
      'carrot',
      'beetroot',
      'radish',
      'ginger',
      'fresh turmeric',
      'sweet potato',
      'turnip',
      'shallot',
      'spring onion',
      'leek',
      'chive',
      'taro',
      'elephant foot yam',
      'cassava',
      'lotus root',
      'galangal',
      'mushroom',
      'shiitake',
      'instant yeast',
      'honey',
      'dry white wine',
      'mirin',
      'ginger-garlic paste',
      'garlic powder',
      'eggplant',
    ];
    for (const name of notJain) expect(byName(name).diets.jain, name).toBe(false);
    for (const food of FOODS) {
      if (food.flags.some((flag) => ['underground', 'allium', 'fungus', 'alcohol'].includes(flag))) expect(food.diets.jain, food.name).toBe(false);
    }
    // Dried spices that Jain kitchens use in place of fresh roots and alliums.
    for (const name of ['turmeric', 'ground ginger', 'asafoetida', 'paneer', 'spinach', 'tomato', 'rice', 'toor dal', 'ghee']) {
      expect(byName(name).diets.jain, name).toBe(true);
    }
  });

  it('flags the allergens the product relies on', () => {
    const expectations: [string, string][] = [
      ['cashew', 'Nuts'],
      ['pine nut', 'Nuts'],
      ['almond', 'Nuts'],
      ['walnut', 'Nuts'],
      ['pistachio', 'Nuts'],
      ['peanut', 'Nuts'],
      ['ghee', 'Dairy'],
      ['paneer', 'Dairy'],
      ['butter', 'Dairy'],
      ['heavy cream', 'Dairy'],
      ['yogurt', 'Dairy'],
      ['mozzarella', 'Dairy'],
      ['parmesan', 'Dairy'],
      ['feta', 'Dairy'],
      ['gruyère', 'Dairy'],
      ['mascarpone', 'Dairy'],
      ['ricotta', 'Dairy'],
      ['khoya', 'Dairy'],
      ['all-purpose flour', 'Gluten'],
      ['whole wheat flour', 'Gluten'],
      ['semolina', 'Gluten'],
      ['soy sauce', 'Gluten'],
      ['bread', 'Gluten'],
      ['pasta', 'Gluten'],
      ['seitan', 'Gluten'],
      ['barley', 'Gluten'],
      ['asafoetida', 'Gluten'],
      ['couscous', 'Gluten'],
      ['tofu', 'Soy'],
      ['soy sauce', 'Soy'],
      ['miso', 'Soy'],
      ['edamame', 'Soy'],
      ['tempeh', 'Soy'],
      ['tamari', 'Soy'],
      ['shrimp', 'Shellfish'],
      ['crab', 'Shellfish'],
      ['lobster', 'Shellfish'],
      ['shrimp paste', 'Shellfish'],
      ['egg', 'Eggs'],
      ['mayonnaise', 'Eggs'],
      ['egg yolk', 'Eggs'],
      ['tomato', 'Nightshades'],
      ['potato', 'Nightshades'],
      ['eggplant', 'Nightshades'],
      ['bell pepper', 'Nightshades'],
      ['green chili', 'Nightshades'],
      ['paprika', 'Nightshades'],
      ['cayenne pepper', 'Nightshades'],
      ['red chili powder', 'Nightshades'],
    ];
    for (const [name, allergen] of expectations) expect(byName(name).allergens, name).toContain(allergen);
  });

  it('keeps tamari, rice, corn tortillas and buckwheat free of gluten; coconut and nutmeg free of nuts', () => {
    for (const name of ['tamari', 'rice', 'corn tortilla', 'buckwheat flour', 'glutinous rice', 'rice noodle', 'quinoa']) {
      expect(byName(name).allergens, name).not.toContain('Gluten');
    }
    for (const name of ['coconut', 'nutmeg', 'makhana', 'sesame seed']) expect(byName(name).allergens, name).not.toContain('Nuts');
    for (const name of ['black pepper', 'sweet potato', 'sichuan peppercorn']) expect(byName(name).allergens, name).not.toContain('Nightshades');
  });
});
