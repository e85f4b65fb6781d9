import { recipeJsonLdSchema, type Nutrition } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, isoDuration, safeFileName, toRecipeJsonLd, type RecipeForJsonLd } from './recipe-jsonld';

const nutrition: Nutrition = { energyKcal: 412.6, proteinG: 18.04, fatG: 9.96, carbsG: 55.55, fiberG: 6.2, sodiumMg: 640.4, coverage: 0.97, source: 'IFCT 2017' };

const recipe = (overrides: Partial<RecipeForJsonLd> = {}): RecipeForJsonLd => ({
  id: 42,
  title: 'Poha',
  description: 'Flattened rice with peanuts.',
  imageUrls: ['/media/recipes/abc-1200.webp', 'https://cdn.example/pic.jpg'],
  cookingTime: 25,
  servings: 1,
  cuisine: 'Indian',
  dietType: 'Vegan',
  healthDiets: ['Gluten-Free', 'Low Carb'],
  mealTypes: ['Breakfast', 'Snack'],
  tags: ['Quick', 'Spicy'],
  nutrition,
  ratingSum: 14,
  ratingCount: 3,
  createdAt: new Date('2026-11-20T08:00:00.000Z'),
  updatedAt: new Date('2026-11-21T09:30:00.000Z'),
  creatorName: 'Asha',
  lines: [
    { quantity: '2', unit: 'cup', name: 'poha' },
    { quantity: '10', unit: '', name: 'curry leaf' },
    { quantity: 'to taste', unit: '', name: 'salt' },
  ],
  steps: [
    { stepNumber: 2, instruction: 'Temper the spices.', imageUrl: '/media/recipes/step-2.webp' },
    { stepNumber: 1, instruction: 'Rinse the poha.', imageUrl: null },
  ],
  ...overrides,
});

describe('isoDuration', () => {
  it('writes whole minutes as schema.org times', () => {
    expect([0, 1, 45, 60, 90, 400, 24 * 60 + 5].map(isoDuration)).toEqual(['PT0M', 'PT1M', 'PT45M', 'PT1H', 'PT1H30M', 'PT6H40M', 'PT24H5M']);
  });
});

describe('toRecipeJsonLd', () => {
  it('is a schema.org Recipe with lines as a cook reads them, HowToSteps in order and absolute URLs', () => {
    const document = toRecipeJsonLd(recipe(), 'https://hearth.example');
    expect(recipeJsonLdSchema.strict().parse(document)).toEqual(document);
    expect(document).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Poha',
      description: 'Flattened rice with peanuts.',
      image: ['https://hearth.example/media/recipes/abc-1200.webp', 'https://cdn.example/pic.jpg'],
      author: { '@type': 'Person', name: 'Asha' },
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-21T09:30:00.000Z',
      totalTime: 'PT25M',
      recipeYield: '1 serving',
      recipeCuisine: 'Indian',
      recipeCategory: ['Breakfast', 'Snack'],
      keywords: 'Quick, Spicy',
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
      recipeIngredient: ['2 cups poha', '10 curry leaves', 'to taste salt'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Rinse the poha.' },
        { '@type': 'HowToStep', position: 2, text: 'Temper the spices.', image: 'https://hearth.example/media/recipes/step-2.webp' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1 serving',
        calories: '413 kcal',
        proteinContent: '18 g',
        fatContent: '10 g',
        carbohydrateContent: '55.6 g',
        fiberContent: '6.2 g',
        sodiumContent: '640 mg',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 3, bestRating: 5, worstRating: 1 },
      url: 'https://hearth.example/recipe/42',
    });
  });

  it('leaves out what it does not know rather than guessing', () => {
    const document = toRecipeJsonLd(
      recipe({
        description: null,
        imageUrls: [],
        cookingTime: null,
        servings: null,
        cuisine: null,
        dietType: 'Keto',
        healthDiets: [],
        mealTypes: [],
        tags: [],
        nutrition: null,
        ratingCount: 0,
        ratingSum: 0,
        creatorName: null,
      }),
      'https://hearth.example',
    );
    expect(Object.keys(document).sort()).toEqual(['@context', '@type', 'dateModified', 'datePublished', 'image', 'name', 'recipeIngredient', 'recipeInstructions', 'url']);
  });

  it('keeps partial nutrition out: without the page’s note the figures would undercount unseen', () => {
    expect(toRecipeJsonLd(recipe({ nutrition: { ...nutrition, coverage: 0.6 } }), 'https://h.example').nutrition).toBeUndefined();
    expect(toRecipeJsonLd(recipe({ nutrition: { ...nutrition, sodiumMg: null } }), 'https://h.example').nutrition).not.toHaveProperty('sodiumContent');
  });
});

describe('absoluteUrl and safeFileName', () => {
  it('makes site paths absolute against the origin', () => {
    expect(absoluteUrl('http://localhost:3000', '/media/a/b.webp')).toBe('http://localhost:3000/media/a/b.webp');
    expect(absoluteUrl('https://h.example', 'https://other.example/x.png')).toBe('https://other.example/x.png');
  });

  it('names downloads in lower-case ASCII words, safe in a header and any file system', () => {
    expect(safeFileName('Crème Brûlée: "Best" / Easy!', 'jsonld', 'recipe-1')).toBe('creme-brulee-best-easy.jsonld');
    expect(safeFileName('दाल तड़का', 'jsonld', 'recipe-7')).toBe('recipe-7.jsonld');
    expect(safeFileName(`${'long words '.repeat(20)}`, 'json', 'x')).toMatch(/^[a-z-]{1,60}\.json$/);
    expect(safeFileName('../../etc/passwd', 'json', 'x')).toBe('etc-passwd.json');
  });
});
