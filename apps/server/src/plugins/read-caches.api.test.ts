import { recipeCardSchema, recipeDetailSchema, type RecipeCard, type RecipeDetail } from '@hearth/contracts';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, createMember, createTestApp, requester, sampleRecipe, signUp, type TestApp } from '../../test/helpers';
import { createUsersRepository } from '../modules/users/users.repository';

/**
 * The read caches (docs/decisions/0018-read-caches.md) keep sessions, lists and details in memory for
 * seconds. These tests read everything once (so it is cached), change it through the API, and expect
 * the very next read to show the change.
 */
let t: TestApp;
let admin: ReturnType<typeof requester>;

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: '60' });
  const kitchen = await createMember(t, 'admin');
  admin = requester(t, kitchen.cookie);
});

const titles = async (as: ReturnType<typeof requester>, query = '') => ((await as.get(`/api/recipes${query}`)).json() as RecipeCard[]).map((r) => r.title);

describe('read caches never hide a change made through the API', () => {
  it('an edit that adds cashews takes the recipe out of a nut-allergic member’s Curated list at once', async () => {
    const created = await admin.post(
      '/api/recipes',
      sampleRecipe({
        title: 'Garden Pilaf',
        ingredients: [
          { name: 'basmati rice', quantity: '1', unit: 'cup' },
          { name: 'green peas', quantity: '1', unit: 'cup' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as RecipeDetail).id;
    const signedUp = await signUp(t.app);
    await completeProfile(t.app, signedUp.cookie, { allergies: ['Nuts'] });
    await createUsersRepository(t.database.db).approve(signedUp.userId);
    const member = requester(t, signedUp.cookie);

    expect(await titles(member, '?type=curated')).toContain('Garden Pilaf');
    expect(await titles(member, '?search=pilaf')).toEqual(['Garden Pilaf']);
    expect((await member.get(`/api/recipes/${id}`)).json()).toMatchObject({ title: 'Garden Pilaf', myRating: null });

    const edited = await admin.put(
      `/api/recipes/${id}`,
      sampleRecipe({
        title: 'Cashew Pilaf',
        ingredients: [
          { name: 'basmati rice', quantity: '1', unit: 'cup' },
          { name: 'cashew', quantity: '0.5', unit: 'cup' },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);

    expect(await titles(member, '?type=curated')).not.toContain('Cashew Pilaf');
    expect(await titles(member, '?type=curated')).not.toContain('Garden Pilaf');
    expect(await titles(member, '?search=pilaf')).toEqual(['Cashew Pilaf']);
    const detail = (await member.get(`/api/recipes/${id}`)).json() as RecipeDetail;
    expect(detail.title).toBe('Cashew Pilaf');
    expect(detail.derivedAllergens).toContain('Nuts');
  });

  it('a rating shows on the detail page and in the list right away', async () => {
    const id = ((await admin.post('/api/recipes', sampleRecipe({ title: 'Lemon Rasam' }))).json() as RecipeDetail).id;
    const member = requester(t, (await createMember(t, 'approved')).cookie);
    const card = async () => ((await member.get('/api/recipes?search=rasam')).json() as RecipeCard[])[0]!;
    expect((await card()).communityRating).toEqual({ average: 0, count: 0 });
    expect(((await member.get(`/api/recipes/${id}`)).json() as RecipeDetail).myRating).toBeNull();

    expect((await member.post(`/api/recipes/${id}/rate`, { rating: 4 })).statusCode).toBe(200);

    expect((await member.get(`/api/recipes/${id}`)).json() as RecipeDetail).toMatchObject({ myRating: 4, communityRating: { average: 4, count: 1 } });
    expect((await card()).communityRating).toEqual({ average: 4, count: 1 });
  });

  it('cached answers keep the exact shapes of spec §7 (they skip per-request response validation)', async () => {
    const id = ((await admin.post('/api/recipes', sampleRecipe({ title: 'Tomato Shorba' }))).json() as RecipeDetail).id;
    const member = requester(t, (await createMember(t, 'approved')).cookie);
    for (let read = 0; read < 2; read++) {
      const detail = await member.get(`/api/recipes/${id}`);
      expect(detail.headers['content-type']).toMatch(/^application\/json/);
      expect(recipeDetailSchema.strict().parse(detail.json())).toMatchObject({ id, title: 'Tomato Shorba', myRating: null });
      expect(z.array(recipeCardSchema.strict()).parse((await member.get('/api/recipes?search=shorba')).json())).toHaveLength(1);
      expect(
        z
          .array(recipeCardSchema.strict())
          .parse((await member.get(`/api/recipes/related/${id}`)).json())
          .map((r) => r.id),
      ).not.toContain(id);
    }
  });

  it('a ban ends a session that was just read from the cache', async () => {
    const member = await createMember(t, 'approved');
    const as = requester(t, member.cookie);
    expect((await as.get('/api/user')).statusCode).toBe(200);
    expect((await as.get('/api/recipes')).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${member.userId}/ban`)).statusCode).toBe(200);
    expect((await as.get('/api/user')).statusCode).toBe(401);
    expect((await as.get('/api/recipes')).statusCode).toBe(401);
  });

  it('a private recipe stays private: the shared detail is checked against each viewer', async () => {
    const id = ((await admin.post('/api/recipes', sampleRecipe({ title: 'Family Secret Biryani', visibility: 'private' }))).json() as RecipeDetail).id;
    expect((await admin.get(`/api/recipes/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/recipes/related/${id}`)).statusCode).toBe(200); // the list and its access now cached
    const member = requester(t, (await createMember(t, 'approved')).cookie);
    expect((await member.get(`/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await member.get(`/api/recipes/related/${id}`)).statusCode).toBe(404);
    expect(await titles(member, '?search=biryani')).toEqual([]);
  });
});
