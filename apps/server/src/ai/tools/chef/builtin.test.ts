import { aiRecipeSchema, CHEF_INSPIRATIONS } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISH_ARCHETYPES } from '../../knowledge/dish-archetypes';
import { findFood } from '../../knowledge/lookup';
import { ALLERGENS, DIET_KEYS, type Allergen, type DietKey } from '../../knowledge/types';
import { problemsWith } from '../member-rules';
import { archetypeOptions, composeRecipe as composeOrNull, formatAmount, readPrompt, type ComposeRequest } from './composer';
import { chefAnswerProblems } from './task';

const noRules = { allergies: [] as Allergen[], requiredDiets: [] as DietKey[] };
const request = (prompt: string, overrides: Partial<ComposeRequest> = {}): ComposeRequest => ({
  prompt,
  mustUse: [],
  onlyUse: null,
  rules: noRules,
  variant: 0,
  nearby: [],
  ...overrides,
});
const names = (recipe: { ingredients: { name: string }[] }) => recipe.ingredients.map((i) => i.name);
/** A composition that must exist (every request below has a dish the rules allow). */
function composeRecipe(req: ComposeRequest) {
  const recipe = composeOrNull(req);
  if (!recipe) throw new Error(`nothing composed for "${req.prompt}"`);
  return recipe;
}

const DISH_WORDS = DISH_ARCHETYPES.flatMap((a) => a.keywords);
const FOOD_WORDS = [
  'chicken',
  'tofu',
  'chickpeas',
  'shrimp',
  'paneer',
  'spinach',
  'mushrooms',
  'salmon',
  'eggs',
  'peanuts',
  'cheddar',
  'mango',
  'potato',
  'tomato',
  'miso',
  'bacon',
  'pumpkin',
  'apple',
  'rice',
  'lentils',
];
const promptArbitrary = fc
  .record({
    style: fc.constantFrom('', 'quick', 'healthy', 'comfort', 'gourmet', 'rainbow', 'zero-waste', 'molecular', 'savory dessert', 'breakfast', 'dessert'),
    cuisine: fc.constantFrom('', 'Italian', 'Thai', 'Indian', 'Japanese', 'Mexican', 'Italian-Japanese', 'French'),
    diet: fc.constantFrom('', 'vegan', 'vegetarian', 'gluten-free', 'keto', 'dairy-free', 'jain', 'pescatarian'),
    dish: fc.constantFrom('', ...DISH_WORDS),
    foods: fc.subarray(FOOD_WORDS, { maxLength: 3 }),
    servings: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    minutes: fc.option(fc.constantFrom(20, 30, 45, 60), { nil: null }),
  })
  .map((p) =>
    [
      p.style,
      p.diet,
      p.cuisine,
      p.dish,
      p.foods.length ? `with ${p.foods.join(' and ')}` : '',
      p.servings ? `for ${p.servings}` : '',
      p.minutes ? `under ${p.minutes} minutes` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
const rulesArbitrary = fc.record({ allergies: fc.subarray([...ALLERGENS]), requiredDiets: fc.subarray([...DIET_KEYS], { maxLength: 2 }) });

describe('dish archetypes (knowledge data)', () => {
  it('name only foods the knowledge knows, written so they still resolve to the same food', () => {
    const lost = archetypeOptions().filter(({ option, resolved }) => !resolved || (typeof option !== 'string' && option[3] !== undefined && resolved.written !== option[3]));
    expect(lost.map((o) => `${o.archetype}/${o.role}/${JSON.stringify(o.option)}`)).toEqual([]);
  });

  it('every step placeholder names a role the dish has', () => {
    for (const archetype of DISH_ARCHETYPES) {
      const roles = new Set(archetype.roles.map((r) => r.role));
      for (const step of archetype.steps)
        for (const [, role] of step.text.matchAll(/\{([a-z]+)[}:]/g)) if (role !== 'cue') expect(roles, `${archetype.key}: {${role}}`).toContain(role);
    }
  });
});

describe('reading a request', () => {
  it('finds the dish, cuisines, foods, diets, servings and time limit', () => {
    const intent = readPrompt('A quick vegan Thai curry with tofu and spinach for 3, under 30 minutes, without mushrooms');
    expect(intent).toMatchObject({ dishType: 'curry', cuisines: ['Thai'], diets: ['vegan'], servings: 3, maxMinutes: 30, excluded: ['mushroom'] });
    expect(intent.ingredients).toEqual(expect.arrayContaining(['tofu', 'spinach']));
    expect(intent.styles).toContain('quick');
  });

  it('takes the head noun as the dish and reads allergen and keto words', () => {
    expect(readPrompt('chocolate pancakes').dishType).toBe('pancakes');
    expect(readPrompt('molecular mac and cheese').dishType).toBe('modernist-mac');
    expect(readPrompt('gluten-free dairy-free dinner').avoid).toEqual(['Gluten', 'Dairy']);
    expect(readPrompt('keto breakfast').keto).toBe(true);
    expect(readPrompt('Italian-Japanese fusion').styles).toContain('fusion');
  });
});

describe('composed recipes (property tests)', () => {
  it('never break the member’s rules, are complete and valid, and are deterministic', () => {
    fc.assert(
      fc.property(promptArbitrary, rulesArbitrary, fc.integer({ min: 0, max: 2 }), (prompt, rules, variant) => {
        const req = request(prompt, { rules, variant });
        const recipe = composeRecipe(req);
        expect(problemsWith(names(recipe), rules)).toEqual([]);
        expect(aiRecipeSchema.safeParse(recipe).success).toBe(true);
        expect(recipe.ingredients.length).toBeGreaterThanOrEqual(5);
        expect(recipe.ingredients.every((i) => i.quantity.trim().length > 0)).toBe(true);
        expect(recipe.steps.length).toBeGreaterThanOrEqual(4);
        expect(recipe.steps.every((s) => s.timing)).toBe(true);
        expect(composeRecipe(req)).toEqual(recipe);
        const intent = readPrompt(prompt);
        expect(chefAnswerProblems({ prompt, intent, rules, nearby: [] }, recipe)).toEqual([]);
      }),
      { numRuns: 200, seed: 20240611 },
    );
  }, 60_000);

  it('use the ingredients a request names when the rules allow them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('chickpeas', 'tofu', 'spinach', 'mushrooms', 'paneer', 'salmon', 'pumpkin', 'mango', 'shrimp'),
        fc.constantFrom('', 'curry', 'salad', 'bowl', 'soup'),
        (food, dish) => {
          const recipe = composeRecipe(request(`${dish} with ${food}`.trim()));
          const wanted = findFood(food)!.id;
          expect(
            names(recipe).some((n) => findFood(n)?.id === wanted),
            `${recipe.title}: ${names(recipe).join(', ')}`,
          ).toBe(true);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });

  it('leave out a named food the member cannot eat and say so', () => {
    const recipe = composeRecipe(request('shrimp pasta', { rules: { allergies: ['Shellfish'], requiredDiets: [] } }));
    expect(names(recipe).some((n) => findFood(n)?.name === 'shrimp')).toBe(false);
    expect(recipe.description).toContain('Shrimp is left out');
  });

  it('serve the number asked for and fit the time limit when no dish is named', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom(25, 30, 40, 60), fc.constantFrom('', 'vegetarian', 'healthy', 'Thai', 'Italian'), (servings, minutes, word) => {
        const recipe = composeRecipe(request(`${word} dinner for ${servings} in ${minutes} minutes`));
        expect(recipe.servings).toBe(servings);
        expect(recipe.cookingTime).toBeLessThanOrEqual(minutes);
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it('scale amounts to the servings in cooks’ measures', () => {
    expect(formatAmount(0.5, 'tbsp', 4)).toEqual({ quantity: '2', unit: 'tbsp' });
    expect(formatAmount(0.25, 'tsp', 12)).toEqual({ quantity: '1', unit: 'tbsp' });
    expect(formatAmount(1, 'clove', 3)).toEqual({ quantity: '3', unit: 'cloves' });
    expect(formatAmount(0.5, 'piece', 3)).toEqual({ quantity: '1 1/2', unit: '' });
    expect(formatAmount(150, 'g', 4)).toEqual({ quantity: '600', unit: 'g' });
  });

  it('give different recipes for different variants of the same request', () => {
    const titles = new Set([0, 1, 2].map((variant) => composeRecipe(request('dinner with chickpeas', { variant })).title));
    expect(titles.size).toBeGreaterThanOrEqual(2);
  });

  it('stay fast (p95 under 150 ms)', () => {
    const times: number[] = [];
    fc.assert(
      fc.property(promptArbitrary, rulesArbitrary, (prompt, rules) => {
        const started = performance.now();
        composeRecipe(request(prompt, { rules }));
        times.push(performance.now() - started);
      }),
      { numRuns: 100, seed: 3 },
    );
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(150);
  });
});

describe('the six inspiration prompts', () => {
  const recipes = CHEF_INSPIRATIONS.map((card) => composeRecipe(request(card.prompt)));

  it('give six different dishes with different main ingredients', () => {
    expect(new Set(recipes.map((r) => r.title)).size).toBe(6);
    expect(new Set(recipes.map((r) => findFood(r.ingredients[0]!.name)?.id ?? r.ingredients[0]!.name)).size).toBe(6);
  });

  it('answer what each card asks for', () => {
    const [savory, fusion, comfort, rainbow, zeroWaste, molecular] = recipes.map((r) => ({ ...r, text: `${r.title} ${names(r).join(' ')}`.toLowerCase() }));
    expect(savory!.title).toMatch(/Savory/);
    expect(savory!.steps.some((s) => /chill/i.test(s.instruction))).toBe(true);
    expect(fusion!.cuisine).toBe('Fusion');
    expect(fusion!.text).toMatch(/spaghetti|fettuccine|penne|pasta/);
    expect(fusion!.text).toMatch(/miso|shiitake|nori|soy|shiso/);
    expect(comfort!.text).toMatch(/gruy|cheese|cream|butter/);
    expect(rainbow!.title).toMatch(/^Rainbow/);
    expect(zeroWaste!.title).toMatch(/^Zero-Waste/);
    expect(zeroWaste!.description).toMatch(/Using it all up/);
    expect(molecular!.text).toContain('sodium citrate');
    expect(molecular!.description).toMatch(/What is real here/);
  });

  it('the molecular mac uses the classic starch method when the member has rules the knowledge must vouch for', () => {
    const recipe = composeRecipe(request('Molecular mac and cheese', { rules: { allergies: ['Nuts'], requiredDiets: [] } }));
    expect(names(recipe)).not.toContain('sodium citrate');
    expect(problemsWith(names(recipe), { allergies: ['Nuts'], requiredDiets: [] })).toEqual([]);
  });
});

/** An amount in teaspoons ("1 1/2" tbsp → 4.5), or null when it is not a spoon or pinch measure. */
function teaspoons(line: { quantity: string; unit: string }): number | null {
  const perUnit: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48, pinch: 0.0625, pinches: 0.0625 };
  if (!(line.unit in perUnit)) return null;
  const value = line.quantity.split(' ').reduce((sum, part) => {
    const [a, b] = part.split('/').map(Number);
    return sum + (b ? a! / b : a!);
  }, 0);
  return value * perUnit[line.unit]!;
}

describe('dishes limited to the member’s ingredients', () => {
  const limited = (ingredients: string[], variant: number, rules = noRules) =>
    composeOrNull(request(`A dish using only ${ingredients.join(', ')}, plus basic pantry staples`, { mustUse: ingredients, onlyUse: ingredients, variant, rules }));

  it('never pick a dish whose base is missing, and never cook a legume as the starch', () => {
    for (const variant of [0, 1, 2]) {
      const recipe = limited(['chickpeas', 'tomato', 'onion'], variant)!;
      expect(recipe.title).not.toMatch(/risotto|pilaf|pasta|noodle|fried rice|porridge|pancake|gratin/i);
      expect(recipe.title).toMatch(/stew|soup|salad/i);
      const allowed = new Set(['chickpea', 'tomato', 'onion', 'salt', 'black pepper', 'water', 'olive oil', 'vegetable oil', 'sunflower oil', 'sugar']);
      expect(
        names(recipe)
          .map((n) => findFood(n)?.name)
          .filter((n) => !allowed.has(n!)),
        recipe.title,
      ).toEqual([]);
    }
  });

  it('a named legume is a protein or garnish, never the rice of a risotto', () => {
    const recipe = composeRecipe(request('risotto with chickpeas'));
    expect(names(recipe).some((n) => findFood(n)?.name === 'arborio rice')).toBe(true);
  });

  it('answer null rather than throw when nothing can be composed', () => {
    expect(limited(['eggs'], 0, { allergies: ['Eggs'], requiredDiets: [] })).toBeNull();
  });

  it('are the same whatever order the ingredients were listed in, and the same every time', () => {
    const a = limited(['chickpeas', 'tomato', 'onion'], 1);
    expect(limited(['onion', 'chickpeas', 'tomato'], 1)).toEqual(a);
    expect(limited(['chickpeas', 'tomato', 'onion'], 1)).toEqual(a);
  });
});

describe('amounts a cook would recognise', () => {
  it('salt stays within about 1/2 tsp a serving and each spice within a teaspoon', () => {
    fc.assert(
      fc.property(promptArbitrary, rulesArbitrary, fc.integer({ min: 0, max: 2 }), (prompt, rules, variant) => {
        const recipe = composeOrNull(request(prompt, { rules, variant }));
        if (!recipe) return;
        for (const line of recipe.ingredients) {
          const food = findFood(line.name);
          const tsp = teaspoons(line);
          if (food?.name === 'salt') expect(tsp, `${recipe.title}: ${line.quantity} ${line.unit} salt for ${recipe.servings}`).not.toBeNull();
          if (food?.name === 'salt') expect(tsp! / recipe.servings, `${recipe.title}: ${line.quantity} ${line.unit} salt for ${recipe.servings}`).toBeLessThanOrEqual(0.5);
          if (food?.category === 'Spices' && tsp !== null) expect(tsp / recipe.servings, `${recipe.title}: ${line.quantity} ${line.unit} ${line.name}`).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 100, seed: 5 },
    );
  }, 60_000);

  it('uses less salt where soy sauce or cheese already brings it', () => {
    const recipe = composeRecipe(request('Italian-Japanese fusion pasta with miso and parmesan for 4'));
    const salt = recipe.ingredients.find((l) => findFood(l.name)?.name === 'salt');
    if (salt) expect(teaspoons(salt)! / 4).toBeLessThanOrEqual(0.125);
  });

  it('counts eggs, onions, garlic, lemons and potatoes, in amounts that fit the servings', () => {
    const counted = new Set(['egg', 'onion', 'garlic', 'lemon', 'lime', 'potato']);
    fc.assert(
      fc.property(
        fc.constantFrom('curry', 'soup', 'salad', 'stew', 'gratin', 'bowl', 'fried rice', 'frittata', ''),
        fc.constantFrom('eggs', 'potatoes', 'onions', 'chickpeas'),
        fc.integer({ min: 1, max: 6 }),
        (dish, food, servings) => {
          const recipe = composeRecipe(request(`${dish} with ${food} for ${servings}`.trim()));
          for (const line of recipe.ingredients) {
            const known = findFood(line.name);
            if (!known || !counted.has(known.name)) continue;
            expect(['', 'clove', 'cloves'], `${recipe.title}: ${line.quantity} ${line.unit} ${line.name}`).toContain(line.unit);
            if (known.name === 'egg') expect(Number(line.quantity) / servings, `${recipe.title}: ${line.quantity} eggs`).toBeLessThanOrEqual(3);
          }
        },
      ),
      { numRuns: 60, seed: 13 },
    );
  }, 30_000);

  it('an egg curry has whole, hard-boiled eggs', () => {
    const recipe = composeRecipe(request('egg curry for 4'));
    const eggs = recipe.ingredients.find((l) => findFood(l.name)?.name === 'egg')!;
    expect(eggs).toMatchObject({ quantity: '8', unit: '' });
    expect(eggs.name).toMatch(/^eggs, hard-boiled/);
  });
});

describe('a curry follows its cuisine', () => {
  it('a Thai curry reaches for Thai aromatics, not garam masala or curry leaves', () => {
    for (const prompt of ['Thai curry with chicken for 2', 'A vegan Thai curry with tofu']) {
      const recipe = composeRecipe(request(prompt));
      const foods = names(recipe).map((n) => findFood(n)?.name);
      expect(
        foods.some((f) => ['lemongrass', 'galangal', 'makrut lime leaf', 'green curry paste'].includes(f!)),
        `${recipe.title}: ${foods.join(', ')}`,
      ).toBe(true);
      expect(foods.filter((f) => ['garam masala', 'curry leaf', 'kasuri methi', 'mustard seed'].includes(f!))).toEqual([]);
    }
  });
});
