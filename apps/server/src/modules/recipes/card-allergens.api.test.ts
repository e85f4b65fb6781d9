import { recipeCardSchema, type Collection, type RecipeCard, type RecipeDetail } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';

// Cards carry the recipe's derived allergens (issue 13, item 11), so the grid can warn a member allergic
// to one without opening each recipe.

let t: TestApp;
let cook: { cookie: string };
let member: { cookie: string };
let pulao: RecipeDetail;
let dal: RecipeDetail;

const cards = async (url: string, cookie = member.cookie) => {
  const response = await requester(t, cookie).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return z.array(recipeCardSchema.strict()).parse(response.json());
};
const cardOf = (list: RecipeCard[], id: number) => list.find((card) => card.id === id);

beforeAll(async () => {
  t = await createTestApp();
  cook = await createMember(t, 'admin');
  member = await createMember(t, 'approved');
  const create = async (recipe: object) => {
    const response = await requester(t, cook.cookie).post('/api/recipes', recipe);
    expect(response.statusCode, response.body).toBe(201);
    return (await requester(t, cook.cookie).get(`/api/recipes/${(response.json() as RecipeDetail).id}`)).json() as RecipeDetail;
  };
  pulao = await create(
    sampleRecipe({
      title: 'Cashew Pulao',
      ingredients: [
        { name: 'basmati rice', quantity: '1', unit: 'cup' },
        { name: 'cashew', quantity: '1/4', unit: 'cup' },
        { name: 'ghee', quantity: '2', unit: 'tbsp' },
      ],
    }),
  );
  dal = await create(
    sampleRecipe({
      title: 'Plain Masoor Dal',
      dietType: 'Vegan',
      ingredients: [
        { name: 'red lentil', quantity: '1', unit: 'cup' },
        { name: 'turmeric', quantity: '1/2', unit: 'tsp' },
      ],
    }),
  );
});

describe('recipe cards list their derived allergens', () => {
  it('on the browse grid, as the detail derives them', async () => {
    expect(pulao.derivedAllergens).toEqual(['Nuts', 'Dairy']);
    const grid = await cards('/api/recipes');
    expect(cardOf(grid, pulao.id)?.derivedAllergens).toEqual(['Nuts', 'Dairy']);
    expect(cardOf(grid, dal.id)?.derivedAllergens).toEqual([]);
  });

  it('in My Recipes, Related Recipes and a collection', async () => {
    expect(cardOf(await cards('/api/recipes/my', cook.cookie), pulao.id)?.derivedAllergens).toEqual(['Nuts', 'Dairy']);
    expect(cardOf(await cards(`/api/recipes/related/${dal.id}`), pulao.id)?.derivedAllergens).toEqual(['Nuts', 'Dairy']);
    const collection = (await requester(t, member.cookie).post('/api/collections', { name: 'Rice nights', description: '', isPublic: false })).json() as Collection;
    await requester(t, member.cookie).post(`/api/collections/${collection.id}/recipes`, { recipeId: pulao.id });
    expect(cardOf(await cards(`/api/collections/${collection.id}/recipes`), pulao.id)?.derivedAllergens).toEqual(['Nuts', 'Dairy']);
  });

  it('follows an edit that takes the allergen out', async () => {
    const edited = await requester(t, cook.cookie).put(`/api/recipes/${pulao.id}`, {
      ...sampleRecipe({ title: 'Cashew Pulao' }),
      ingredients: [
        { name: 'basmati rice', quantity: '1', unit: 'cup' },
        { name: 'vegetable oil', quantity: '2', unit: 'tbsp' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(cardOf(await cards('/api/recipes'), pulao.id)?.derivedAllergens).toEqual([]);
  });
});
