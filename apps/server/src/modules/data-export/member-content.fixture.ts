import type { RecipeDetail } from '@hearth/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createMember, requester, sampleRecipe, type TestApp } from '../../../test/helpers';

/** A small real PNG, for photo uploads. */
export const samplePng = (colour = 120) =>
  sharp({ create: { width: 96, height: 72, channels: 3, background: { r: colour, g: 90, b: 40 } } })
    .png()
    .toBuffer();

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered.json() as T;
};

/**
 * What an active member leaves in Hearth, made through the API as they would: a recipe with a photo,
 * a collection holding it and `othersRecipeId`, a meal plan, a rating, a shopping-list item and a
 * Time Machine journey (AI tool history). For the export and backup tests.
 */
export async function createActiveMember(t: TestApp, options: { name: string; title: string; othersRecipeId: number; visibility?: 'public' | 'private' }) {
  const member = await createMember(t, 'approved', { name: options.name });
  const as = requester(t, member.cookie);
  const recipe = await ok<RecipeDetail>(
    as.post(
      '/api/recipes',
      sampleRecipe({
        title: options.title,
        visibility: options.visibility ?? 'public',
        ingredients: [...sampleRecipe().ingredients, { name: 'salt', quantity: '0.5', unit: 'tsp' }],
      }),
    ),
    201,
  );
  await ok(as.upload(`/api/recipes/${recipe.id}/images`, 'photo.png', 'image/png', await samplePng()), 201);
  const collection = await ok<{ id: number }>(as.post('/api/collections', { name: `${options.name}'s favourites`, description: 'Weeknight keepers', isPublic: false }), 201);
  for (const recipeId of [recipe.id, options.othersRecipeId]) await ok(as.post(`/api/collections/${collection.id}/recipes`, { recipeId }));
  await ok(as.post('/api/meal-plans', { recipeId: recipe.id, plannedDate: '2026-11-24', mealType: 'dinner', notes: `${options.name} cooks` }), 201);
  await ok(as.post(`/api/recipes/${options.othersRecipeId}/rate`, { rating: 4 }));
  await ok(as.post('/api/shopping-list/items', { weekStart: '2026-11-23', name: `${options.name}'s kitchen roll`, amount: '2' }), 201);
  await ok(as.post('/api/ai/time-machine', { era: 'Victorian', region: 'England' }));
  const profile = await ok<{ username: string }>(as.get('/api/profile'));
  return { ...member, username: profile.username, recipeId: recipe.id, collectionId: collection.id };
}
