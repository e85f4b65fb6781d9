import type { RecipeCard } from '@hearth/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';
import { rowsOf } from '../../db/rows';
import { createDiscoveryRepository } from './discovery.repository';

/**
 * Related recipes are ranked ahead of time and kept per recipe (decision 0048): when a recipe is enriched
 * (with its closest neighbours), when an admin approves it, and once a day by the Trending refresh. A page
 * reads the kept ranking and checks each recipe as it is now.
 */
let t: TestApp;
let admin: ReturnType<typeof requester>;
const ids: Record<string, number> = {};
const lines = (...names: string[]) => names.map((name) => ({ name, quantity: '1', unit: 'cup' }));

const kept = async (id: number) =>
  (
    await rowsOf<{ relatedIds: number[]; ageSeconds: number }>(
      t.database.db,
      sql`select related_ids as "relatedIds", extract(epoch from now() - ranked_at)::float8 as "ageSeconds" from recipe_related where recipe_id = ${id}`,
    )
  )[0];
const relatedTitles = async (id: number) => {
  // The rows below are changed behind the app's back, so its read caches are emptied first.
  t.app.readCaches.invalidate();
  const response = await admin.get(`/api/recipes/related/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as RecipeCard[]).map((r) => r.title);
};
const titleOf = (id: number) => Object.keys(ids).find((title) => ids[title] === id);

beforeAll(async () => {
  t = await createTestApp();
  admin = requester(t, (await createMember(t, 'admin')).cookie);
  const recipes: [string, object][] = [
    ['Paneer Butter Masala', { ingredients: lines('paneer', 'tomato', 'cream'), tags: ['Comfort Food'] }],
    ['Palak Paneer', { ingredients: lines('paneer', 'spinach', 'garlic'), tags: ['Comfort Food'] }],
    ['Paneer Bhurji', { ingredients: lines('paneer', 'onion', 'tomato'), tags: ['High-Protein'] }],
    ['Matar Paneer', { ingredients: lines('paneer', 'green peas', 'tomato'), tags: ['Comfort Food'] }],
    ['Miso Soup', { cuisine: 'Japanese', ingredients: lines('miso paste', 'tofu', 'seaweed'), tags: ['Quick'] }],
  ];
  for (const [title, overrides] of recipes) {
    const created = await admin.post('/api/recipes', sampleRecipe({ title, ...overrides }));
    expect(created.statusCode).toBe(201);
    ids[title] = created.json().id;
  }
}, 60_000);

describe('related recipes kept per recipe', () => {
  it('are ranked when recipes are enriched, each recipe among its neighbours’ at once', async () => {
    // The first recipe was ranked when it had no neighbours; the later ones ranked it again.
    const first = await kept(ids['Paneer Butter Masala']!);
    expect(first?.relatedIds.map(titleOf)).toEqual(expect.arrayContaining(['Palak Paneer', 'Paneer Bhurji', 'Matar Paneer']));
    expect(first?.relatedIds).not.toContain(ids['Paneer Butter Masala']);
    expect(await relatedTitles(ids['Paneer Butter Masala']!)).toEqual(first?.relatedIds.map(titleOf));
  });

  it('are read from the kept ranking, each one checked as it is now', async () => {
    const id = ids['Palak Paneer']!;
    const liveOrder = await relatedTitles(id);
    // The page follows the kept list, whatever it holds...
    await t.database.db.execute(sql`update recipe_related set related_ids = ${sql.param([ids['Miso Soup'], ids['Paneer Bhurji']])}::int[] where recipe_id = ${id}`);
    expect(await relatedTitles(id)).toEqual(['Miso Soup', 'Paneer Bhurji']);
    // ...but never shows a recipe made private or deleted since it was ranked.
    await t.database.db.execute(sql`update recipes set visibility = 'private' where id = ${ids['Miso Soup']}`);
    expect(await relatedTitles(id)).toEqual(['Paneer Bhurji']);
    expect((await admin.delete(`/api/admin/recipes/${ids['Paneer Bhurji']}`)).statusCode).toBeLessThan(300);
    expect(await relatedTitles(id)).toEqual([]);
    await t.database.db.execute(sql`update recipes set visibility = 'public' where id = ${ids['Miso Soup']}`);
    // Not ranked yet (a recipe from before rankings were kept): ranked on the spot, in the same order.
    await t.database.db.execute(sql`delete from recipe_related where recipe_id = ${id}`);
    expect(await relatedTitles(id)).toEqual(liveOrder.filter((title) => title !== 'Paneer Bhurji'));
    expect(await kept(id)).toBeUndefined();
  });

  it('take in a recipe once an admin approves it', async () => {
    const member = requester(t, (await createMember(t, 'approved')).cookie);
    const created = await member.post('/api/recipes', sampleRecipe({ title: 'Kadai Paneer', ingredients: lines('paneer', 'bell pepper', 'tomato'), tags: ['Comfort Food'] }));
    expect(created.statusCode).toBe(201);
    ids['Kadai Paneer'] = created.json().id;
    expect(await relatedTitles(ids['Matar Paneer']!)).not.toContain('Kadai Paneer'); // pending
    expect((await admin.post(`/api/admin/recipes/${ids['Kadai Paneer']}/approve`)).statusCode).toBeLessThan(300);
    expect(await relatedTitles(ids['Matar Paneer']!)).toContain('Kadai Paneer');
  });

  it('are ranked again when missing or a day old, oldest first, a bounded number at a time', async () => {
    const discovery = createDiscoveryRepository(t.database.db);
    expect(await discovery.rankStaleRelated(100)).toBe(0);
    await t.database.db.execute(sql`delete from recipe_related where recipe_id = ${ids['Palak Paneer']}`);
    expect(await discovery.rankStaleRelated(100)).toBe(1);
    expect(await kept(ids['Palak Paneer']!)).toBeDefined();
    const [day, twoDays, fresh] = [ids['Matar Paneer']!, ids['Paneer Butter Masala']!, ids['Miso Soup']!];
    await t.database.db.execute(sql`update recipe_related set ranked_at = now() - interval '25 hours' where recipe_id = ${day}`);
    await t.database.db.execute(sql`update recipe_related set ranked_at = now() - interval '49 hours' where recipe_id = ${twoDays}`);
    await t.database.db.execute(sql`update recipe_related set ranked_at = now() - interval '23 hours' where recipe_id = ${fresh}`);
    expect(await discovery.rankStaleRelated(1)).toBe(1);
    expect((await kept(twoDays))!.ageSeconds).toBeLessThan(60);
    expect((await kept(day))!.ageSeconds).toBeGreaterThan(24 * 3600);
    expect(await discovery.rankStaleRelated(100)).toBe(1);
    expect((await kept(day))!.ageSeconds).toBeLessThan(60);
    expect((await kept(fresh))!.ageSeconds).toBeGreaterThan(22 * 3600);
    expect(await discovery.rankStaleRelated(100)).toBe(0);
  });
});
