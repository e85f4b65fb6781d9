import { recipeFormSchema, recipeImportDraftSchema, type RecipeImportDraft } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/page-server';
import { decodePage, readRecipe } from './recipe-import.service';
import { quantityText } from './to-draft';

const read = (name: string, url: string | null = null) => {
  const draft = readRecipe(fixture(name), url);
  if (!draft) throw new Error(`no recipe read from ${name}`);
  return recipeImportDraftSchema.parse(draft);
};
const lines = (draft: RecipeImportDraft) => draft.ingredients.map(({ quantity, unit, name }) => [quantity, unit, name].filter(Boolean).join(' '));
// How names are cleaned is the ingredient-line parser's business (tested beside it); these tests check
// that every line reaches the form with its amount and unit, and keeps its original wording.
const amounts = (draft: RecipeImportDraft) => draft.ingredients.map(({ quantity, unit }) => [quantity, unit].filter(Boolean).join(' '));
const steps = (draft: RecipeImportDraft) => draft.steps.map((step) => step.instruction);

describe('reading recipes from saved pages', () => {
  it('JSON-LD, one Recipe: times, yield as text, cuisine, diet, meal type, tags, HowToSteps, Person author, relative picture', () => {
    const draft = read('jsonld-single.html', 'https://kitchen.example.com/chana-masala');
    expect(draft).toMatchObject({
      title: 'Smoky Chana Masala',
      description: 'Chickpeas simmered in an onion & tomato gravy with a little smoked paprika.',
      cookingTime: 90,
      servings: 4,
      cuisine: 'Indian',
      dietType: 'Vegetarian',
      mealTypes: ['Dinner'],
      tags: ['chickpeas', 'Comfort Food', 'Spicy', 'one pot', 'Main course'],
      source: { url: 'https://kitchen.example.com/chana-masala', author: 'Meera Iyer' },
      imageUrl: 'https://kitchen.example.com/pictures/chana-masala.jpg',
      backstory: 'Recipe by Meera Iyer, from https://kitchen.example.com/chana-masala',
    });
    // The name as the page spells it, without the preparation ('soaked overnight', 'finely chopped').
    expect(draft.ingredients[0]).toEqual({ name: 'dried chickpeas', quantity: '2', unit: 'cup', original: '2 cups dried chickpeas, soaked overnight' });
    expect(draft.ingredients[2]).toMatchObject({ name: 'onions', quantity: '2', unit: '', original: '2 large onions, finely chopped' });
    expect(amounts(draft)).toEqual(['2 cup', '3 tbsp', '2', '1 1/2 tsp', '400 g', '']);
    expect(lines(draft)).toContain('3 tbsp vegetable oil');
    expect(steps(draft)).toHaveLength(4);
    expect(steps(draft)[1]).toBe('Fry the onions in the oil until deep golden.');
  });

  it('JSON-LD in a top-level array beside other nodes: several authors, picture list, yields as a list, instructions as one numbered string', () => {
    const draft = read('jsonld-array.html');
    expect(draft).toMatchObject({
      title: 'Brown Butter Oat Cookies',
      servings: 12,
      cookingTime: 37,
      mealTypes: ['Dessert'],
      tags: ['baking', 'Kid-Friendly'],
      source: { url: null, author: 'Sam Ortiz and Lee Park' },
      imageUrl: 'https://cdn.example.org/cookies-1x1.jpg',
    });
    expect(steps(draft)).toEqual([
      'Brown the butter and let it cool.',
      'Beat in the sugar and egg.',
      'Fold in the oats, flour and baking soda.',
      'Bake spoonfuls at 180 °C for 12 minutes.',
    ]);
    expect(lines(draft)).toContain('1/2 tsp baking soda');
  });

  it('JSON-LD @graph: the Recipe among other nodes, author and picture by @id, HowToSections (tips left out)', () => {
    const draft = read('jsonld-graph.html');
    expect(draft).toMatchObject({
      title: 'Lemon Herb Roast Chicken',
      description: 'A whole chicken roasted over lemons and thyme.',
      cookingTime: 105,
      servings: 4,
      cuisine: 'French',
      source: { url: 'https://sunday.example.com/roast-chicken/', author: 'Ana Costa' },
      imageUrl: 'https://sunday.example.com/img/roast-chicken.jpg',
    });
    expect(steps(draft)).toEqual([
      'Prepare: Heat the oven to 200 °C.',
      'Stuff the chicken with the lemons, thyme and garlic.',
      'Roast: Rub with oil and roast for 1 hour 20 minutes.',
      'Rest for 15 minutes before carving.',
    ]);
    expect(amounts(draft)).toEqual(['1', '2', '6 sprig', '4 clove', '2 tbsp']);
    expect(lines(draft)).toContain('2 tbsp olive oil');
  });

  it('bare JSON-LD (pasted): author as text, ImageObject, numeric yield, instructions on separate lines', () => {
    const draft = read('jsonld-imageobject.json');
    expect(draft).toMatchObject({ title: 'Cold Sesame Noodles', servings: 2, cookingTime: 15, cuisine: 'Chinese', imageUrl: 'https://noodles.example.net/sesame.png' });
    expect(draft.source.author).toBe('Wen Li');
    expect(steps(draft)).toEqual(['Boil the noodles and rinse them cold.', 'Whisk the tahini, soy sauce and chilli oil.', 'Toss together and serve.']);
  });

  it('Microdata: nested Person, time from datetime, meta content, the picture against the page address', () => {
    const draft = read('microdata.html', 'https://soups.example.co.uk/pea');
    expect(draft).toMatchObject({
      title: 'Green Pea Soup with Mint',
      description: 'A bright soup for a cold evening.',
      cookingTime: 35,
      servings: 4,
      cuisine: null, // 'British' is not one of the form's cuisines
      tags: ['soup', 'quick'],
      source: { url: 'https://soups.example.co.uk/pea', author: 'Tom Hale' },
      imageUrl: 'https://soups.example.co.uk/img/pea-soup.webp',
    });
    expect(amounts(draft)).toEqual(['1 tbsp', '1', '500 g', '750 ml', '1 handful']);
    expect(draft.ingredients.map((i) => i.original)).toEqual(['1 tbsp butter', '1 onion, diced', '500 g frozen peas', '750 ml vegetable stock', 'a handful of mint leaves']);
    expect(steps(draft)).toEqual(['Soften the onion in the butter.', 'Add the peas and stock and simmer for 10 minutes.', 'Blend with the mint until smooth.']);
  });

  it('RDFa: typeof and property under a schema.org vocab, nested HowToSteps', () => {
    const draft = read('rdfa.html');
    expect(draft).toMatchObject({ title: 'Mango Lassi', cookingTime: 5, servings: 2, cuisine: 'Indian', mealTypes: ['Snack'], source: { author: 'Priya Nair' } });
    expect(amounts(draft)).toEqual(['1 cup', '1 cup', '1/2 cup', '2 tsp']);
    expect(lines(draft)).toContain('1 cup mango pulp');
    expect(steps(draft)).toEqual(['Blend everything until frothy.', 'Pour over ice and serve.']);
  });

  it('a page without markup: the lists under Ingredients (with sub-headings) and Method, stopping at Notes', () => {
    const draft = read('plain.html');
    expect(draft).toMatchObject({
      title: "Grandma's Apple Crumble",
      description: 'The apple crumble my grandmother made every autumn.',
      imageUrl: 'https://diary.example.com/photos/crumble.jpg',
    });
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '4 apples, peeled and sliced',
      '2 tbsp sugar',
      '1 tsp cinnamon',
      '150 g flour',
      '100 g cold butter',
      '75 g brown sugar',
    ]);
    expect(steps(draft)).toHaveLength(4);
    expect(steps(draft).at(-1)).toBe('Bake for 40 minutes until golden.');
  });

  it('text copied from a page: title, ingredient lines, numbered steps', () => {
    const draft = read('pasted-text.txt');
    expect(draft.title).toBe('Quick Tomato Rice');
    expect(amounts(draft)).toEqual(['1 cup', '2', '1 tsp', '2 cup']);
    expect(lines(draft)).toContain('1 cup basmati rice');
    expect(steps(draft)).toEqual(['Fry the cumin seeds in a little oil.', 'Add the tomatoes and cook until soft.', 'Add the rice and water, cover and cook for 15 minutes.']);
  });

  it('finds nothing on a page without a recipe', () => {
    expect(readRecipe(fixture('no-recipe.html'), null)).toBeNull();
    expect(readRecipe('{"@type": "Recipe", "name": "Only a name"}', null)).toBeNull();
    expect(readRecipe('{not json', null)).toBeNull();
  });

  it('fits the form: long titles and lists are cut, with notes saying so, and the draft passes the form schema', () => {
    const page = JSON.stringify({
      '@type': 'Recipe',
      name: `A ${'very '.repeat(40)}long title`,
      recipeIngredient: Array.from({ length: 70 }, (_, i) => `${i + 1} g spice number ${i + 1}`),
      recipeInstructions: Array.from({ length: 65 }, (_, i) => `Step ${i + 1}: stir.`),
      recipeCuisine: 'Martian',
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet'],
      keywords: `ok, ${'x'.repeat(60)}, OK, Spicy`,
    });
    const draft = recipeImportDraftSchema.parse(readRecipe(page, null));
    expect(draft.title.length).toBeLessThanOrEqual(120);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft.ingredients).toHaveLength(60);
    expect(draft.steps).toHaveLength(60);
    expect(draft.steps[0]!.instruction).toBe('stir.');
    expect(draft.cuisine).toBeNull();
    expect(draft.dietType).toBe('Vegan');
    expect(draft.tags).toEqual(['ok', 'Spicy']);
    expect(draft.notes).toEqual([
      'The title was shortened to 120 characters.',
      'The page has 65 steps; the first 60 were kept.',
      'The page has 70 ingredients; the first 60 were kept.',
    ]);
    // The same notes as codes and numbers, which the web words in the reader's language.
    expect(draft.noteDetails.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'IMPORT_TITLE_SHORTENED', params: { max: 120 } },
      { code: 'IMPORT_STEPS_CUT', params: { count: 65, max: 60 } },
      { code: 'IMPORT_INGREDIENTS_CUT', params: { count: 70, max: 60 } },
    ]);
    expect(draft.noteDetails.map((note) => note.message)).toEqual(draft.notes);
    const form = recipeFormSchema.safeParse({ ...draft, ingredients: draft.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })) });
    expect(form.success).toBe(true);
  });

  it('ignores JSON-LD nested deeper than any recipe, and reads blocks with raw line breaks in strings', () => {
    expect(readRecipe(`${'['.repeat(200)}${']'.repeat(200)}`, null)).toBeNull();
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Two\nlines","recipeIngredient":["1 egg"],"recipeInstructions":"Boil."}</script>`;
    expect(readRecipe(page, null)?.title).toBe('Two lines');
  });
});

describe('quantityText', () => {
  it('writes amounts as the form does', () => {
    expect([2, 0.5, 1.5, 0.333, 2.75, 0.125, 0.3, 1.999].map(quantityText)).toEqual(['2', '1/2', '1 1/2', '1/3', '2 3/4', '1/8', '0.3', '2']);
  });
});

describe('decodePage', () => {
  it('uses the declared charset, else the meta tag, else UTF-8', () => {
    const latin = Buffer.from('<meta charset="iso-8859-1"><p>Cr\xe8me br\xfbl\xe9e</p>', 'latin1');
    expect(decodePage(latin, null)).toContain('Crème brûlée');
    expect(decodePage(Buffer.from('<p>Crème</p>'), 'utf-8')).toContain('Crème');
    expect(decodePage(Buffer.from('<p>Crème</p>'), 'no-such-charset')).toContain('Crème');
  });
});
