import type { RecipeCard, RecipeDetail } from '@hearth/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';
import { createUsersRepository } from '../users/users.repository';
import { createDiscoveryRepository, type BrowseFilters, type CurationProfile, type DiscoveryRepository } from './discovery.repository';

/**
 * Curated reads its pool from curated_pool, a copy refreshed with Trending (decision 0038). Fresh, it
 * must page exactly as ranking the recipes themselves did; stale, it must never show a recipe that is
 * no longer listed or no longer fits the member's rules.
 */
let t: TestApp;
let admin: ReturnType<typeof requester>;
let member: ReturnType<typeof requester>;
/** Members who rate the fixtures (an author cannot rate their own recipe). */
let raters: ReturnType<typeof requester>[];

/** The member's profile, and the same as Curated reads it (discovery.service curationProfileOf). */
const PROFILE = { allergies: ['Nuts'], primaryDietType: ['Vegetarian'], favoriteCuisines: ['Indian', 'Thai'], mealTypes: ['Festive Meals'], cookingStyles: ['Traditional'] };
const CURATION: CurationProfile = {
  allergies: ['Nuts'],
  requiredDiets: ['vegetarian'],
  cuisines: ['Indian', 'Thai'],
  mealTypes: ['Dinner', 'Dessert'],
  cookingStyles: ['Traditional'],
};

const NO_FILTERS: BrowseFilters = { cuisines: [], dietTypes: [], mealTypes: [], search: null };
const lines = (...names: string[]) => names.map((name) => ({ name, quantity: '1', unit: 'cup' }));
/** Title, cuisine, diet, meal type, ingredients, cooking styles, and the ratings three members give it. */
const FIXTURES: [string, string, string, string, string[], string[], number[]][] = [
  ['Paneer Butter Masala', 'Indian', 'Vegetarian', 'Dinner', ['paneer', 'butter', 'tomato'], ['Traditional'], [5, 4, 4]],
  ['Cashew Pulao', 'Indian', 'Vegetarian', 'Lunch', ['cashew', 'basmati rice', 'onion'], [], [5, 5, 5]],
  ['Tofu Green Curry', 'Thai', 'Vegan', 'Dinner', ['tofu', 'coconut milk', 'onion'], [], [4, 4, 3]],
  ['Chicken Tinga', 'Mexican', 'Non-Vegetarian', 'Dinner', ['chicken thigh', 'tomato', 'onion'], [], [5, 5, 4]],
  ['Margherita Pizza', 'Italian', 'Vegetarian', 'Dinner', ['all-purpose flour', 'tomato', 'olive oil'], ['Traditional'], [3, 3, 4]],
  ['Mango Lassi', 'Indian', 'Vegetarian', 'Breakfast', ['mango', 'yogurt', 'milk'], [], [5, 4, 5]],
  ['Greek Salad', 'Mediterranean', 'Vegetarian', 'Lunch', ['cucumber', 'tomato', 'feta cheese'], [], [4, 5, 5]],
  ['Masoor Dal', 'Indian', 'Vegan', 'Dinner', ['red lentils', 'onion', 'tomato'], ['Traditional', 'Smoky'], [2, 3, 3]],
  ['Chana Masala', 'Indian', 'Vegan', 'Lunch', ['chickpea', 'onion', 'tomato'], [], []],
  ['Kheer', 'Indian', 'Vegetarian', 'Dessert', ['basmati rice', 'milk', 'sugar'], [], [4, 4, 4]],
  ['Caprese Toast', 'Italian', 'Vegetarian', 'Breakfast', ['bread', 'tomato', 'mozzarella'], [], [1, 2, 2]],
];
/** A recipe that fits the member on every count: Indian, a dessert, traditional, vegetarian, no nuts. */
const kheer = (title: string) =>
  sampleRecipe({ title, cuisine: 'Indian', dietType: 'Vegetarian', mealTypes: ['Dessert'], cookingStyles: ['Traditional'], ingredients: lines('basmati rice', 'milk', 'sugar') });
const ids: Record<string, number> = {};
const titleOf = (id: number) => Object.keys(ids).find((title) => ids[title] === id) ?? `#${id}`;

beforeAll(async () => {
  // No read caches: every page here comes from the database.
  t = await createTestApp({ READ_CACHE_SECONDS: '0' });
  admin = requester(t, (await createMember(t, 'admin')).cookie);
  raters = await Promise.all([1, 2, 3].map(async () => requester(t, (await createMember(t, 'approved')).cookie)));
  for (const [title, cuisine, dietType, mealType, ingredients, cookingStyles, ratings] of FIXTURES) {
    const created = await admin.post('/api/recipes', sampleRecipe({ title, cuisine, dietType, mealTypes: [mealType], ingredients: lines(...ingredients), cookingStyles }));
    expect(created.statusCode, created.body).toBe(201);
    ids[title] = (created.json() as RecipeDetail).id;
    for (const [i, rating] of ratings.entries()) await raters[i]!.post(`/api/recipes/${ids[title]}/rate`, { rating });
  }
  const signedUp = await createMember(t, 'approved');
  member = requester(t, signedUp.cookie);
  expect((await member.post('/api/profile', { username: `curated_${Date.now().toString(36)}`, ...PROFILE })).statusCode).toBe(200);
});

/**
 * Curated's order written out on `recipes`: the `poolSize` best-rated listed recipes (ties: newest
 * first) by the member's score, then newest; past them the others, best-rated first. For profiles with
 * allergies or a diet (only verified recipes), and an optional filter.
 */
async function rankedFromRecipes(poolSize: number, profile: CurationProfile = CURATION, filter = sql`true`): Promise<string[]> {
  const allergies = sql.param(profile.allergies);
  const diets = profile.requiredDiets.map((diet) => sql` and (diet_flags->>${diet})::boolean is true`);
  const result = await t.database.db.execute(sql`
    with listed as (
      select *, case when rating_count > 0 then rating_sum::real / rating_count else coalesce(ai_rating, 2.5) end as q
      from recipes where is_approved and visibility = 'public' and not creator_banned
    ),
    pool as (select id from listed order by q desc, id desc limit ${poolSize}),
    fitting as (
      select *, id in (select id from pool) as pooled from listed
      where enrichment_status = 'ready' and cardinality(unknown_ingredients) = 0
        and not (derived_allergens && ${allergies}::text[]) and not (may_contain_allergens && ${allergies}::text[])
        ${sql.join(diets)} and ${filter}
    )
    select id from (
      select id, 0 as part, row_number() over (order by
        (case when cuisine = any(${sql.param(profile.cuisines)}::text[]) then 3 else 0 end)
          + (case when meal_types && ${sql.param(profile.mealTypes)}::text[] then 2 else 0 end)
          + (case when cooking_styles && ${sql.param(profile.cookingStyles)}::text[] then 1 else 0 end)
          + q / 2.5 + least(trending_score, 10) / 20 desc,
        created_at desc, id desc) as place
      from fitting where pooled
      union all
      select id, 1, row_number() over (order by q desc, id desc) from fitting where not pooled
    ) ranked order by part, place`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => titleOf(r.id));
}

/** Every page of Curated for `profile`, `limit` at a time, straight from a repository. */
async function pagesFrom(repository: DiscoveryRepository, profile: CurationProfile, limit: number, filters: Partial<BrowseFilters> = {}): Promise<string[]> {
  const titles: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await repository.browseRecipes({ filters: { ...NO_FILTERS, ...filters }, order: 'curated', profile, limit, offset });
    titles.push(...page.map((r) => titleOf(r.id)));
    if (page.length < limit) return titles;
  }
}

/** Every page of the member's Curated list, `limit` at a time, through the API. */
async function curatedPages(limit: number): Promise<string[]> {
  const titles: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const response = await member.get(`/api/recipes?type=curated&limit=${limit}&offset=${offset}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = (response.json() as RecipeCard[]).map((card) => card.title);
    titles.push(...page);
    if (page.length < limit) return titles;
  }
}

/** Trending's signals written (they are batched), then Trending and the pool refreshed. */
const refresh = async (curatedPoolSize?: number) => {
  await t.app.activity.flush();
  await createDiscoveryRepository(t.database.db, curatedPoolSize ? { curatedPoolSize } : {}).refreshTrending();
};

describe('Curated from its pool table', () => {
  it('a fresh pool pages exactly as ranking the recipes themselves did, across the pool and the rest', async () => {
    await refresh();
    const expected = await rankedFromRecipes(3000);
    // The rules hold: nothing with nuts, nothing that is not vegetarian.
    expect(expected).not.toContain('Cashew Pulao');
    expect(expected).not.toContain('Chicken Tinga');
    expect(expected.length).toBeGreaterThan(5);
    expect(await curatedPages(2)).toEqual(expected);

    // A pool of four: its matches first, then the rest, paged through without repeats or gaps.
    const small = createDiscoveryRepository(t.database.db, { curatedPoolSize: 4 });
    await refresh(4);
    try {
      const fromSmallPool = await rankedFromRecipes(4);
      expect(fromSmallPool).not.toEqual(expected);
      expect(await pagesFrom(small, CURATION, 3)).toEqual(fromSmallPool);
      // With filters, which the pool checks on its copied columns.
      const vegan = sql`meal_types && '{Dinner,Lunch}'::text[] and (diet_type = 'Vegan' or (diet_flags->>'vegan')::boolean is true)`;
      expect(await pagesFrom(small, CURATION, 2, { mealTypes: ['Dinner', 'Lunch'], dietTypes: ['Vegan'] })).toEqual(await rankedFromRecipes(4, CURATION, vegan));
    } finally {
      await refresh();
    }
  });

  it('a preference outside the lists profiles choose from is ignored; a rule outside them leaves nothing', async () => {
    // Recipes keep those lists as bits; 'Smoky' and 'Brunch' have none, and neither has 'Mustard'.
    const unlisted = { allergies: ['Nuts'], requiredDiets: ['vegan'], cuisines: ['Indian'], mealTypes: ['Brunch'], cookingStyles: ['Smoky'] };
    const expected = await rankedFromRecipes(3000, { ...unlisted, mealTypes: [], cookingStyles: [] });
    expect(expected.length).toBeGreaterThan(1);
    expect(await pagesFrom(createDiscoveryRepository(t.database.db), unlisted, 2)).toEqual(expected);
    // An allergy no recipe records cannot be vouched for: safer to show nothing than to ignore it.
    expect(await pagesFrom(createDiscoveryRepository(t.database.db), { ...unlisted, allergies: ['Nuts', 'Mustard'] }, 2)).toEqual([]);
  });

  it('never shows a recipe made private, deleted, banned with its creator or changed to break a rule since the refresh, and keeps the page full', async () => {
    const cook = await createMember(t, 'approved');
    const cookRequests = requester(t, cook.cookie);
    const kheers = ['Saffron Kheer', 'Rose Kheer', 'Vanilla Kheer', 'Cardamom Kheer'];
    for (const title of kheers) {
      const creator = title === 'Rose Kheer' ? cookRequests : admin;
      const created = await creator.post('/api/recipes', kheer(title));
      ids[title] = (created.json() as RecipeDetail).id;
      if (title === 'Rose Kheer') expect((await admin.post(`/api/admin/recipes/${ids[title]}/approve`)).statusCode).toBe(204);
      // Rated 5: the best-rated recipes of all, and the best fits for the member.
      for (const rater of [member, raters[0]!]) await rater.post(`/api/recipes/${ids[title]}/rate`, { rating: 5 });
    }
    await refresh();
    const first = async () => ((await member.get('/api/recipes?type=curated&limit=4')).json() as RecipeCard[]).map((card) => card.title);
    expect((await first()).sort()).toEqual(['Cardamom Kheer', 'Rose Kheer', 'Saffron Kheer', 'Vanilla Kheer']);

    expect((await admin.put(`/api/recipes/${ids['Saffron Kheer']}`, { ...kheer('Saffron Kheer'), visibility: 'private' })).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/recipes/${ids['Vanilla Kheer']}`)).statusCode).toBe(204);
    await createUsersRepository(t.database.db).ban(cook.userId);
    const withCashews = { ...kheer('Cardamom Kheer'), ingredients: lines('basmati rice', 'milk', 'cashew') };
    expect((await admin.put(`/api/recipes/${ids['Cardamom Kheer']}`, withCashews)).statusCode).toBe(200);

    // The pool still holds all four as they were; none of them shows, and the page is still four long.
    const after = await first();
    expect(after).toHaveLength(4);
    for (const title of kheers) expect(after).not.toContain(title);
    const everything = await curatedPages(5);
    for (const title of kheers) expect(everything).not.toContain(title);
    expect(everything).toEqual(await rankedFromRecipes(3000));
    // Sorting only as many pool rows as the page needs, the four dropped ones leave it short: the whole pool is read again.
    const noSlack = createDiscoveryRepository(t.database.db, { curatedCheckSlack: 0 });
    expect(await pagesFrom(noSlack, CURATION, 4)).toEqual(everything);
  });

  it('a new best-rated recipe joins the pool at the next refresh', async () => {
    const created = await admin.post('/api/recipes', kheer('Festive Kheer'));
    ids['Festive Kheer'] = (created.json() as RecipeDetail).id;
    for (const rater of [member, raters[0]!]) await rater.post(`/api/recipes/${ids['Festive Kheer']}/rate`, { rating: 5 });
    // Until the refresh it is listed after every pooled recipe, as any recipe outside the pool is.
    const before = await curatedPages(4);
    expect(before.at(-1)).toBe('Festive Kheer');
    await refresh();
    const after = await curatedPages(4);
    expect(after[0]).toBe('Festive Kheer');
    expect(after).toEqual(await rankedFromRecipes(3000));
  });
});
