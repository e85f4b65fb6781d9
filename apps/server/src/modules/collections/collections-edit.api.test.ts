import { collectionMessages, type Collection, type RecipeCard, type RecipeDetail } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';

// Editing and deleting collections, and asking which of them hold a recipe (issue 13, item 9).

let t: TestApp;
let owner: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
let recipe: RecipeDetail;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t, 'approved');
  other = await createMember(t, 'approved');
  admin = await createMember(t, 'admin');
  recipe = (await t.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: admin.cookie }, payload: sampleRecipe({ title: 'Kept Khichdi' }) })).json();
});

const as = (cookie: string) => ({
  ...requester(t, cookie),
  patch: (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload }),
});
const newCollection = async (cookie: string, body: object) => {
  const response = await as(cookie).post('/api/collections', body);
  expect(response.statusCode).toBe(201);
  return response.json() as Collection;
};
/** The collection as its owner sees it now, or null when it is gone. */
const current = async (id: number) => {
  const response = await as(owner.cookie).get(`/api/collections/${id}`);
  return response.statusCode === 404 ? null : (response.json() as Collection);
};

describe('PATCH /api/collections/{id}', () => {
  it('the owner renames, redescribes and switches a collection; fields left out stay as they are', async () => {
    const collection = await newCollection(owner.cookie, { name: 'Weeknights', description: 'Fast ones', isPublic: false });
    await as(owner.cookie).post(`/api/collections/${collection.id}/recipes`, { recipeId: recipe.id });

    const renamed = await as(owner.cookie).patch(`/api/collections/${collection.id}`, { name: '  Quick weeknights ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: collection.id, name: 'Quick weeknights', description: 'Fast ones', isPublic: false, recipeCount: 1, isOwner: true });

    const opened = await as(owner.cookie).patch(`/api/collections/${collection.id}`, { isPublic: true, description: 'Under 30 minutes' });
    expect(opened.json()).toMatchObject({ name: 'Quick weeknights', description: 'Under 30 minutes', isPublic: true });
    // Now public, another member can read it by its link.
    expect((await as(other.cookie).get(`/api/collections/${collection.id}`)).json()).toMatchObject({ name: 'Quick weeknights', isOwner: false });

    // A blank description clears it; switching back to private hides it from others again.
    const closed = await as(owner.cookie).patch(`/api/collections/${collection.id}`, { description: '   ', isPublic: false });
    expect(closed.json()).toMatchObject({ description: null, isPublic: false });
    expect((await as(other.cookie).get(`/api/collections/${collection.id}`)).statusCode).toBe(404);
    expect(await current(collection.id)).toMatchObject({ name: 'Quick weeknights', description: null, isPublic: false, recipeCount: 1 });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const collection = await newCollection(owner.cookie, { name: 'Baking', description: 'Breads', isPublic: true });
    const bad: [object, string][] = [
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
      [{ description: 'y'.repeat(501) }, ''],
      [{ isPublic: 'yes' }, ''],
      [{ name: 'Bad\u0000name' }, ''],
      [{}, collectionMessages.nothingToChange],
      [{ unknownField: 'dropped' }, collectionMessages.nothingToChange],
    ];
    for (const [body, message] of bad) {
      const response = await as(owner.cookie).patch(`/api/collections/${collection.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(response.json()), JSON.stringify(body)).toContain(message);
    }
    expect((await as(owner.cookie).patch('/api/collections/not-a-number', { name: 'Fine' })).statusCode).toBe(400);
    expect(await current(collection.id)).toMatchObject({ name: 'Baking', description: 'Breads', isPublic: true });
  });

  it('another member cannot change it: 404 for a private one they may not see, 403 for a public one; nothing changes', async () => {
    const hidden = await newCollection(owner.cookie, { name: 'Private stash' });
    const shared = await newCollection(owner.cookie, { name: 'Open house', isPublic: true });

    const privateTry = await as(other.cookie).patch(`/api/collections/${hidden.id}`, { name: 'Mine now', isPublic: true });
    expect(privateTry.statusCode).toBe(404);
    expect(privateTry.json().message).toBe(collectionMessages.notFound);
    const publicTry = await as(other.cookie).patch(`/api/collections/${shared.id}`, { isPublic: false });
    expect(publicTry.statusCode).toBe(403);
    expect(publicTry.json().message).toBe(collectionMessages.onlyOwner);
    // Admins have no say over members' collections either.
    expect((await as(admin.cookie).patch(`/api/collections/${shared.id}`, { name: 'Moderated' })).statusCode).toBe(403);
    expect((await as(owner.cookie).patch('/api/collections/2147483647', { name: 'Nobody' })).statusCode).toBe(404);

    expect(await current(hidden.id)).toMatchObject({ name: 'Private stash', isPublic: false });
    expect(await current(shared.id)).toMatchObject({ name: 'Open house', isPublic: true });
  });
});

describe('DELETE /api/collections/{id}', () => {
  it('the owner deletes a collection and its links; the recipe stays, in its other collections too', async () => {
    const doomed = await newCollection(owner.cookie, { name: 'Short-lived' });
    const keeper = await newCollection(owner.cookie, { name: 'Keeper' });
    for (const c of [doomed, keeper]) await as(owner.cookie).post(`/api/collections/${c.id}/recipes`, { recipeId: recipe.id });

    expect((await as(owner.cookie).delete(`/api/collections/${doomed.id}`)).statusCode).toBe(204);
    expect(await current(doomed.id)).toBeNull();
    expect((await as(owner.cookie).get(`/api/collections/${doomed.id}/recipes`)).statusCode).toBe(404);
    const list = (await as(owner.cookie).get('/api/collections')).json() as Collection[];
    expect(list.map((c) => c.id)).not.toContain(doomed.id);
    expect(list.map((c) => c.id)).toContain(keeper.id);

    expect((await as(owner.cookie).get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect(((await as(owner.cookie).get(`/api/collections/${keeper.id}/recipes`)).json() as RecipeCard[]).map((r) => r.id)).toEqual([recipe.id]);
    // Gone is gone: a second delete finds nothing.
    expect((await as(owner.cookie).delete(`/api/collections/${doomed.id}`)).statusCode).toBe(404);
  });

  it('another member cannot delete it (404 private, 403 public) and it keeps its recipes', async () => {
    const hidden = await newCollection(owner.cookie, { name: 'Not yours' });
    const shared = await newCollection(owner.cookie, { name: 'Look, do not touch', isPublic: true });
    for (const c of [hidden, shared]) await as(owner.cookie).post(`/api/collections/${c.id}/recipes`, { recipeId: recipe.id });

    expect((await as(other.cookie).delete(`/api/collections/${hidden.id}`)).statusCode).toBe(404);
    const publicTry = await as(other.cookie).delete(`/api/collections/${shared.id}`);
    expect(publicTry.statusCode).toBe(403);
    expect(publicTry.json().message).toBe(collectionMessages.onlyOwner);
    expect((await as(admin.cookie).delete(`/api/collections/${shared.id}`)).statusCode).toBe(403);

    for (const c of [hidden, shared]) expect(await current(c.id)).toMatchObject({ id: c.id, recipeCount: 1 });
  });

  it('pending members can neither edit nor delete', async () => {
    const pending = await createMember(t, 'pending');
    const collection = await newCollection(owner.cookie, { name: 'Approved only', isPublic: true });
    expect((await as(pending.cookie).patch(`/api/collections/${collection.id}`, { name: 'Pending' })).statusCode).toBe(403);
    expect((await as(pending.cookie).delete(`/api/collections/${collection.id}`)).statusCode).toBe(403);
    expect(await current(collection.id)).toMatchObject({ name: 'Approved only' });
  });
});

describe('GET /api/collections?recipeId=', () => {
  it('says for each of the member’s collections whether the recipe is in it', async () => {
    const member = await createMember(t, 'approved');
    const holding = await newCollection(member.cookie, { name: 'Has it' });
    const without = await newCollection(member.cookie, { name: 'Lacks it' });
    await as(member.cookie).post(`/api/collections/${holding.id}/recipes`, { recipeId: recipe.id });

    const asked = (await as(member.cookie).get(`/api/collections?recipeId=${recipe.id}`)).json() as Collection[];
    expect(asked.map((c) => [c.id, c.containsRecipe])).toEqual([
      [without.id, false],
      [holding.id, true],
    ]);
    // Without the question the list is as before, with no answer to it.
    const plain = (await as(member.cookie).get('/api/collections')).json() as Collection[];
    expect(plain.map((c) => c.name)).toEqual(['Lacks it', 'Has it']);
    expect(plain.every((c) => !('containsRecipe' in c))).toBe(true);

    await as(member.cookie).delete(`/api/collections/${holding.id}/recipes/${recipe.id}`);
    expect(((await as(member.cookie).get(`/api/collections?recipeId=${recipe.id}`)).json() as Collection[]).some((c) => c.containsRecipe)).toBe(false);
  });

  it('refuses a recipeId that is not an id', async () => {
    for (const bad of ['abc', '0', '-4', '2147483648']) expect((await as(owner.cookie).get(`/api/collections?recipeId=${bad}`)).statusCode, bad).toBe(400);
  });
});
