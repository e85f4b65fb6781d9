import { collectionMessages, type Collection, type RecipeCard, type RecipeDetail } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, sampleRecipe, type TestApp, requester } from '../../../test/helpers';

let t: TestApp;
let owner: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
let chef: { cookie: string; userId: string };
let publicRecipe: RecipeDetail;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t, 'approved');
  other = await createMember(t, 'approved');
  chef = await createMember(t, 'admin');
  publicRecipe = (await t.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: chef.cookie }, payload: sampleRecipe({ title: 'Saved Sambar' }) })).json();
});

const as = (cookie: string) => requester(t, cookie);
const newCollection = async (cookie: string, body: object) => (await as(cookie).post('/api/collections', body)).json() as Collection;

describe('collections', () => {
  it('creates a collection, saves a recipe, lists it and removes it', async () => {
    const created = await as(owner.cookie).post('/api/collections', { name: '  Weeknight wins ', description: '', isPublic: false });
    expect(created.statusCode).toBe(201);
    const collection = created.json() as Collection;
    expect(collection).toMatchObject({ name: 'Weeknight wins', description: null, isPublic: false, recipeCount: 0, isOwner: true });

    const added = await as(owner.cookie).post(`/api/collections/${collection.id}/recipes`, { recipeId: publicRecipe.id });
    expect(added.json()).toEqual({ message: collectionMessages.added, added: true });
    expect((await as(owner.cookie).post(`/api/collections/${collection.id}/recipes`, { recipeId: publicRecipe.id })).json()).toEqual({
      message: collectionMessages.alreadyThere,
      added: false,
    });

    const list = (await as(owner.cookie).get('/api/collections')).json() as Collection[];
    expect(list.find((c) => c.id === collection.id)).toMatchObject({ recipeCount: 1, coverImageUrl: expect.stringMatching(/card\.webp$/) });
    expect(((await as(owner.cookie).get(`/api/collections/${collection.id}/recipes`)).json() as RecipeCard[]).map((r) => r.title)).toEqual(['Saved Sambar']);

    expect((await as(owner.cookie).delete(`/api/collections/${collection.id}/recipes/${publicRecipe.id}`)).statusCode).toBe(204);
    expect((await as(owner.cookie).get(`/api/collections/${collection.id}/recipes`)).json()).toEqual([]);
  });

  it('a name is required', async () => {
    const response = await as(owner.cookie).post('/api/collections', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Name is required');
  });

  it("private collections are the owner's alone; public ones are readable by any member but changed only by the owner", async () => {
    const mine = await newCollection(owner.cookie, { name: 'Secret stash' });
    const shared = await newCollection(owner.cookie, { name: 'Festival menu', isPublic: true });
    await as(owner.cookie).post(`/api/collections/${shared.id}/recipes`, { recipeId: publicRecipe.id });

    expect((await as(other.cookie).get(`/api/collections/${mine.id}/recipes`)).statusCode).toBe(404);
    expect((await as(other.cookie).post(`/api/collections/${mine.id}/recipes`, { recipeId: publicRecipe.id })).statusCode).toBe(404);
    expect(((await as(other.cookie).get(`/api/collections/${shared.id}/recipes`)).json() as RecipeCard[]).map((r) => r.id)).toEqual([publicRecipe.id]);
    expect((await as(other.cookie).get(`/api/collections/${shared.id}`)).json()).toMatchObject({ name: 'Festival menu', isPublic: true, isOwner: false, recipeCount: 1 });
    expect((await as(other.cookie).get(`/api/collections/${mine.id}`)).statusCode).toBe(404);
    const tamper = await as(other.cookie).delete(`/api/collections/${shared.id}/recipes/${publicRecipe.id}`);
    expect(tamper.statusCode).toBe(403);
    expect(tamper.json().message).toBe(collectionMessages.onlyOwner);
    expect(((await as(other.cookie).get('/api/collections')).json() as Collection[]).map((c) => c.id)).not.toContain(shared.id);
  });

  it("a recipe the member may not see cannot be added; one that later goes private disappears from others' collections", async () => {
    const hidden = (await as(other.cookie).post('/api/recipes', sampleRecipe({ title: 'Not yet approved' }))).json() as RecipeDetail;
    const collection = await newCollection(owner.cookie, { name: 'Borrowed', isPublic: true });
    expect((await as(owner.cookie).post(`/api/collections/${collection.id}/recipes`, { recipeId: hidden.id })).statusCode).toBe(404);

    const soonPrivate = (await as(chef.cookie).post('/api/recipes', sampleRecipe({ title: 'Going Private Pie' }))).json() as RecipeDetail;
    await as(owner.cookie).post(`/api/collections/${collection.id}/recipes`, { recipeId: soonPrivate.id });
    await as(chef.cookie).put(`/api/recipes/${soonPrivate.id}`, sampleRecipe({ title: 'Going Private Pie', visibility: 'private' }));
    expect((await as(owner.cookie).get(`/api/collections/${collection.id}/recipes`)).json()).toEqual([]);
    expect(((await as(owner.cookie).get('/api/collections')).json() as Collection[]).find((c) => c.id === collection.id)!.recipeCount).toBe(0);
  });

  it("a public collection's count and cover come only from recipes the viewer may see (issue 12, item 4)", async () => {
    const listed = (await as(chef.cookie).post('/api/recipes', sampleRecipe({ title: 'Listed Lemon Rice' }))).json() as RecipeDetail;
    const ownPrivate = (await as(owner.cookie).post('/api/recipes', sampleRecipe({ title: 'Family Secret Curry', visibility: 'private' }))).json() as RecipeDetail;
    const ownPending = (await as(owner.cookie).post('/api/recipes', sampleRecipe({ title: 'Awaiting Review Kheer' }))).json() as RecipeDetail;
    expect(ownPending.isApproved).toBe(false);
    const shared = await newCollection(owner.cookie, { name: 'Open kitchen', isPublic: true });
    // The hidden ones are added last, so a cover taken from "the newest recipe" would be one of them.
    for (const recipe of [listed, ownPrivate, ownPending]) await as(owner.cookie).post(`/api/collections/${shared.id}/recipes`, { recipeId: recipe.id });
    const hiddenCovers = [ownPrivate.imageUrl, ownPending.imageUrl];
    expect(listed.imageUrl).toMatch(/card\.webp$/);
    expect(hiddenCovers.every((url) => url && url !== listed.imageUrl)).toBe(true);

    // The owner sees all three; another member only the listed one, as the recipe list shows them.
    expect((await as(owner.cookie).get(`/api/collections/${shared.id}`)).json()).toMatchObject({ recipeCount: 3, coverImageUrl: ownPending.imageUrl });
    const seen = (await as(other.cookie).get(`/api/collections/${shared.id}`)).json() as Collection;
    expect(seen).toMatchObject({ recipeCount: 1, coverImageUrl: listed.imageUrl });
    expect(((await as(other.cookie).get(`/api/collections/${shared.id}/recipes`)).json() as RecipeCard[]).map((r) => r.id)).toEqual([listed.id]);

    // With nothing visible left, there is no count and no cover to give anything away.
    const onlyHidden = await newCollection(owner.cookie, { name: 'Drafts', isPublic: true });
    await as(owner.cookie).post(`/api/collections/${onlyHidden.id}/recipes`, { recipeId: ownPrivate.id });
    expect((await as(other.cookie).get(`/api/collections/${onlyHidden.id}`)).json()).toMatchObject({ recipeCount: 0, coverImageUrl: null });
    // Admins may see every recipe, so they get the full count.
    expect((await as(chef.cookie).get(`/api/collections/${shared.id}`)).json()).toMatchObject({ recipeCount: 3 });
  });

  it('pending members cannot use collections', async () => {
    const pending = await createMember(t, 'pending');
    expect((await as(pending.cookie).get('/api/collections')).statusCode).toBe(403);
  });
});
