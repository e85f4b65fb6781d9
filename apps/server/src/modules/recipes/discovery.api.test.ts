import type { RecipeCard, RecipeDetail } from '@hearth/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createTestApp, sampleRecipe, type TestApp } from '../../../test/helpers';
import { createDiscoveryRepository, type BrowseFilters } from './discovery.repository';

let t: TestApp;
let kitchen: { cookie: string; userId: string };
let member: { cookie: string; userId: string };
const ids: Record<string, number> = {};

const recipe = (title: string, overrides: Record<string, unknown>) => sampleRecipe({ title, ...overrides });
const lines = (...names: string[]) => names.map((name) => ({ name, quantity: '1', unit: 'cup' }));

beforeAll(async () => {
  t = await createTestApp();
  kitchen = await createMember(t, 'admin');
  member = await createMember(t, 'approved');
  const fixtures: [string, Record<string, unknown>][] = [
    [
      'Paneer Tikka',
      {
        cuisine: 'Indian',
        dietType: 'Vegetarian',
        mealTypes: ['Snack', 'Dinner'],
        ingredients: lines('paneer', 'yogurt', 'red onion'),
        tags: ['High-Protein', 'Spicy'],
        description: 'Charred cubes from the tandoor.',
      },
    ],
    [
      'Chana Masala',
      {
        cuisine: 'Indian',
        dietType: 'Vegan',
        mealTypes: ['Lunch', 'Dinner'],
        ingredients: lines('chickpea', 'onion', 'tomato'),
        tags: ['Comfort Food'],
        description: 'Chickpeas in a tangy gravy.',
      },
    ],
    [
      'Cashew Korma',
      { cuisine: 'Indian', dietType: 'Vegetarian', mealTypes: ['Dinner'], ingredients: lines('cashew', 'cream', 'onion'), tags: ['Comfort Food'], description: 'Mild and rich.' },
    ],
    [
      'Chicken Tinga Tacos',
      {
        cuisine: 'Mexican',
        dietType: 'Non-Vegetarian',
        mealTypes: ['Lunch', 'Dinner'],
        ingredients: lines('chicken thigh', 'tomato', 'corn tortilla'),
        tags: ['Spicy'],
        description: 'Smoky shredded chicken.',
      },
    ],
    [
      'Crêpes',
      {
        cuisine: 'French',
        dietType: 'Vegetarian',
        mealTypes: ['Breakfast', 'Dessert'],
        ingredients: lines('all-purpose flour', 'milk', 'egg'),
        tags: ['Kid-Friendly'],
        description: 'Thin pancakes; not paneer at all.',
      },
    ],
    [
      'Greek Salad',
      {
        cuisine: 'Mediterranean',
        dietType: 'Vegetarian',
        mealTypes: ['Lunch'],
        ingredients: lines('cucumber', 'tomato', 'feta cheese', 'olive oil'),
        tags: ['No-Cook'],
        description: 'Crisp and bright.',
      },
    ],
  ];
  for (const [title, overrides] of fixtures) {
    const response = await t.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: kitchen.cookie }, payload: recipe(title, overrides) });
    ids[title] = (response.json() as RecipeDetail).id;
  }
});

const browse = async (query: string, cookie = member.cookie) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/recipes${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as RecipeCard[]).map((r) => r.title);
};

describe('filters', () => {
  it('any value within a list, all lists together', async () => {
    expect((await browse('?cuisines=Indian,French')).sort()).toEqual(['Cashew Korma', 'Chana Masala', 'Crêpes', 'Paneer Tikka']);
    expect(await browse('?cuisines=Indian&mealTypes=Snack')).toEqual(['Paneer Tikka']);
    expect(await browse('?dietTypes=Vegan')).toEqual(['Chana Masala']);
    expect(await browse('?dietTypes=Non-Vegetarian')).toEqual(['Chicken Tinga Tacos']);
    expect(await browse('?cuisines=Mexican&dietTypes=Vegan')).toEqual([]);
  });

  it('a diet is what the recipe states or what its ingredients show; several values of a list are any of them', async () => {
    // Vegan recipes are vegetarian too, and nothing with chicken is.
    expect((await browse('?dietTypes=Vegetarian')).sort()).toEqual(['Cashew Korma', 'Chana Masala', 'Crêpes', 'Greek Salad', 'Paneer Tikka']);
    expect((await browse('?dietTypes=Vegan,Non-Vegetarian&type=trending')).sort()).toEqual(['Chana Masala', 'Chicken Tinga Tacos']);
    expect((await browse('?mealTypes=Breakfast,Snack')).sort()).toEqual(['Crêpes', 'Paneer Tikka']);
    expect(await browse('?mealTypes=Lunch&dietTypes=Vegetarian&cuisines=Mediterranean,Mexican&type=trending')).toEqual(['Greek Salad']);
    expect(await browse('?dietTypes=Keto')).toEqual([]);
  });

  it('ignores unknown filter values instead of failing', async () => {
    expect((await browse('?cuisines=Martian')).length).toBe(6);
  });
});

describe('search', () => {
  it('matches prefixes while typing, title matches first', async () => {
    const results = await browse('?search=panee');
    expect(results[0]).toBe('Paneer Tikka');
    expect(results).toContain('Crêpes'); // its description mentions paneer, so it comes after the title match
  });

  it('searches tags and ingredient names', async () => {
    expect(await browse('?search=chickpea')).toEqual(['Chana Masala']);
    expect(await browse('?search=no-cook')).toContain('Greek Salad');
  });

  it('tolerates typos and ignores accents', async () => {
    expect(await browse('?search=panner')).toContain('Paneer Tikka');
    expect(await browse('?search=crepes')).toEqual(['Crêpes']);
    expect(await browse('?search=CRÊPE')).toEqual(['Crêpes']);
  });

  it('never shows what the viewer may not see', async () => {
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: member.cookie },
      payload: recipe('Secret Paneer Pulao', { visibility: 'private' }),
    });
    expect(hidden.statusCode).toBe(201);
    expect(await browse('?search=paneer')).not.toContain('Secret Paneer Pulao');
  });

  it('combines with filters and pages with limit and offset', async () => {
    expect(await browse('?search=tomato&cuisines=Indian')).toEqual(['Chana Masala']);
    const first = await browse('?limit=2');
    const second = await browse('?limit=2&offset=2');
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(first.some((title) => second.includes(title))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes?limit=101', headers: { cookie: member.cookie } })).statusCode).toBe(400);
  });
});

describe('search as members type', () => {
  it('finds recipes from the first letters, word by word', async () => {
    for (const typed of ['ch', 'chi', 'chic', 'chick']) expect((await browse(`?search=${typed}`)).slice(0, 2).sort(), typed).toEqual(['Chana Masala', 'Chicken Tinga Tacos']);
    expect(await browse('?search=chickp')).toEqual(['Chana Masala']);
    expect(await browse('?search=paneer%20tik')).toEqual(['Paneer Tikka']);
    // One letter of the next word narrows the first, whatever words it begins.
    expect(await browse('?search=paneer%20t')).toEqual(['Paneer Tikka', 'Crêpes']); // 'not paneer at all', 'thin'
    expect(await browse('?search=chicken%20t')).toEqual(['Chicken Tinga Tacos']);
    expect(await browse('?search=tomato%20chick')).toEqual(expect.arrayContaining(['Chana Masala', 'Chicken Tinga Tacos']));
    expect(await browse('?search=tomato%20chickpea')).toEqual(['Chana Masala']);
  });

  it('corrects a typo in any word to the nearest word recipes use, and finds nothing for a word nothing resembles', async () => {
    expect(await browse('?search=panner%20tikka')).toEqual(['Paneer Tikka']);
    expect(await browse('?search=chiken%20tinga')).toEqual(['Chicken Tinga Tacos']);
    expect(await browse('?search=zzqx')).toEqual([]);
    expect(await browse('?search=paneer%20zzqx')).toEqual([]);
  });

  it('when filters leave the capped read of the postings short, reading all of them finds the rest in the same order', async () => {
    const filters: BrowseFilters = { cuisines: [], dietTypes: [], mealTypes: [], search: 'tomato' };
    const full = createDiscoveryRepository(t.database.db);
    const capped = createDiscoveryRepository(t.database.db, { postingsReadCap: 1 });
    const titles = async (repo: typeof full, extra: Partial<typeof filters>, offset = 0) =>
      (await repo.browseRecipes({ filters: { ...filters, ...extra }, order: 'newest', limit: 10, offset })).map((r) => r.title);
    expect(await titles(capped, { cuisines: ['Mexican'] })).toEqual(['Chicken Tinga Tacos']);
    expect(await titles(capped, { search: 'tomato onion' })).toEqual(await titles(full, { search: 'tomato onion' }));
    expect(await titles(capped, { mealTypes: ['Lunch'] })).toEqual(await titles(full, { mealTypes: ['Lunch'] }));
    expect(await titles(capped, { mealTypes: ['Lunch'] }, 1)).toEqual((await titles(full, { mealTypes: ['Lunch'] })).slice(1));
  });

  it('leaves out words like "the" and "with"', async () => {
    expect(await browse('?search=the%20paneer')).toContain('Paneer Tikka');
    expect(await browse('?search=%20%2C%20')).toHaveLength(6);
  });
});

describe('the search postings follow every change to a recipe', () => {
  let own: TestApp;
  let cook: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  beforeAll(async () => {
    own = await createTestApp();
    admin = await createMember(own, 'admin');
    cook = await createMember(own, 'approved');
  });
  const find = async (query: string) =>
    ((await own.app.inject({ method: 'GET', url: `/api/recipes?search=${query}`, headers: { cookie: cook.cookie } })).json() as RecipeCard[]).map((r) => r.title);
  const create = async (title: string, overrides: Record<string, unknown> = {}) =>
    ((await own.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: admin.cookie }, payload: recipe(title, overrides) })).json() as RecipeDetail).id;
  const put = (id: number, title: string, overrides: Record<string, unknown> = {}) =>
    own.app.inject({ method: 'PUT', url: `/api/recipes/${id}`, headers: { cookie: admin.cookie }, payload: recipe(title, overrides) });

  it('a new listed recipe is found at once; an edited title is found by its new words only', async () => {
    const id = await create('Saffron Kheer');
    expect(await find('saffron')).toEqual(['Saffron Kheer']);
    expect((await put(id, 'Cardamom Kheer')).statusCode).toBe(200);
    expect(await find('saffron')).toEqual([]);
    expect(await find('cardam')).toEqual(['Cardamom Kheer']);
  });

  it('a recipe made private, or whose creator is banned, leaves search; approved again, it returns', async () => {
    const id = await create('Hidden Harissa Stew');
    expect(await find('harissa')).toEqual(['Hidden Harissa Stew']);
    expect((await put(id, 'Hidden Harissa Stew', { visibility: 'private' })).statusCode).toBe(200);
    expect(await find('harissa')).toEqual([]);
    await put(id, 'Hidden Harissa Stew', { visibility: 'public' });
    expect(await find('harissa')).toEqual(['Hidden Harissa Stew']);
    const banned = await createMember(own, 'approved');
    const theirs = (
      (await own.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: banned.cookie }, payload: recipe('Banned Baklava', {}) })).json() as RecipeDetail
    ).id;
    await own.app.inject({ method: 'POST', url: `/api/admin/recipes/${theirs}/approve`, headers: { cookie: admin.cookie } });
    expect(await find('baklava')).toEqual(['Banned Baklava']);
    await own.app.inject({ method: 'POST', url: `/api/admin/users/${banned.userId}/ban`, headers: { cookie: admin.cookie } });
    expect(await find('baklava')).toEqual([]);
  });

  it('title matches come before ingredient matches, and among equals the better-rated recipe first', async () => {
    const plain = await create('Lemon Rice Plain');
    const loved = await create('Lemon Rice Loved');
    await create('Fish Curry', { ingredients: lines('lemon', 'fish') });
    for (let i = 0; i < 3; i += 1) {
      const rater = await createMember(own, 'approved');
      await own.app.inject({ method: 'POST', url: `/api/recipes/${loved}/rate`, headers: { cookie: rater.cookie }, payload: { rating: 5 } });
      await own.app.inject({ method: 'POST', url: `/api/recipes/${plain}/rate`, headers: { cookie: rater.cookie }, payload: { rating: 2 } });
    }
    expect(await find('lemon')).toEqual(['Lemon Rice Loved', 'Lemon Rice Plain', 'Fish Curry']);
  });
});

describe('Trending', () => {
  it('ranks recent views and ratings highest', async () => {
    const viewers = [member, await createMember(t, 'approved'), await createMember(t, 'approved')];
    for (const viewer of viewers) {
      await t.app.inject({ method: 'GET', url: `/api/recipes/${ids['Greek Salad']}`, headers: { cookie: viewer.cookie } });
      await t.app.inject({ method: 'POST', url: `/api/recipes/${ids['Greek Salad']}/rate`, headers: { cookie: viewer.cookie }, payload: { rating: 5 } });
    }
    await t.app.inject({ method: 'GET', url: `/api/recipes/${ids['Chana Masala']}`, headers: { cookie: member.cookie } });
    // The signals are written in a batch within a second of the requests (activity-recorder.ts).
    const recorded = async () => {
      const result = await t.database.db.execute(sql`
        select count(*)::int as n from recipe_activity
        where (recipe_id = ${ids['Greek Salad']} and user_id = any(${sql.param(viewers.map((v) => v.userId))}::text[]) and kind in ('view', 'rate'))
           or (recipe_id = ${ids['Chana Masala']} and user_id = ${member.userId} and kind = 'view')`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    await vi.waitFor(async () => expect(await recorded()).toBe(7), { timeout: 5000, interval: 100 });
    await createDiscoveryRepository(t.database.db).refreshTrending();
    const trending = await browse('?type=trending');
    expect(trending.slice(0, 2)).toEqual(['Greek Salad', 'Chana Masala']);
  });
});

describe('Curated', () => {
  it("never shows a member's allergen or a recipe outside their diet, and favours their cuisines", async () => {
    const picky = await createMember(t, 'approved');
    await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie: picky.cookie },
      payload: { username: `picky_${Date.now()}`, allergies: ['Nuts'], primaryDietType: ['Vegetarian'], favoriteCuisines: ['Mediterranean'] },
    });
    const curated = await browse('?type=curated', picky.cookie);
    expect(curated).not.toContain('Cashew Korma');
    expect(curated).not.toContain('Chicken Tinga Tacos');
    expect(curated).not.toContain('Crêpes'); // eggs: not vegetarian in Hearth's (Indian) sense
    expect(curated[0]).toBe('Greek Salad');
  });

  it('follows a change of the profile at once, read caches on (the session read brings the lists along)', async () => {
    const changing = await createMember(t, 'approved');
    expect(await browse('?type=curated', changing.cookie)).toContain('Cashew Korma');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie: changing.cookie },
      payload: { username: `changing_${Date.now()}`, allergies: ['Nuts'] },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const after = await browse('?type=curated', changing.cookie);
    expect(after).not.toContain('Cashew Korma');
    expect(after).toContain('Greek Salad');
  });

  it('with no preferences it ranks by quality', async () => {
    const plain = await createMember(t, 'approved');
    const curated = await browse('?type=curated', plain.cookie);
    expect(curated[0]).toBe('Greek Salad'); // the only one with community ratings (5.0)
    expect(curated).toHaveLength(6);
  });

  it('ranks the best-rated pool first, then pages on through the rest, best-rated first, without repeats or gaps', async () => {
    const profile = { allergies: [], requiredDiets: [], cuisines: ['Indian'], mealTypes: [], cookingStyles: [] };
    const filters = { cuisines: [], dietTypes: [], mealTypes: [], search: null };
    const titlesOf = (rows: { id: number }[]) => rows.map((r) => Object.keys(ids).find((title) => ids[title] === r.id));
    // Every signal written first, so both refreshes below compute the same trending scores.
    await t.app.activity.flush();
    await createDiscoveryRepository(t.database.db).refreshTrending();
    const everything = await createDiscoveryRepository(t.database.db).browseRecipes({ filters, order: 'curated', profile, limit: 24, offset: 0 });
    // With one recipe in the pool, the best-rated (Greek Salad) comes first although Indian ones score higher.
    const small = createDiscoveryRepository(t.database.db, { curatedPoolSize: 1 });
    await small.refreshTrending();
    const pages = [];
    try {
      for (let offset = 0; offset < 8; offset += 2) pages.push(...(await small.browseRecipes({ filters, order: 'curated', profile, limit: 2, offset })));
    } finally {
      await createDiscoveryRepository(t.database.db).refreshTrending();
    }
    expect(titlesOf(pages)[0]).toBe('Greek Salad');
    const rest = pages.slice(1);
    expect(titlesOf(rest).sort()).toEqual(
      titlesOf(everything)
        .filter((title) => title !== 'Greek Salad')
        .sort(),
    );
    const qualities = rest.map((r) => r.quality);
    expect(qualities).toEqual([...qualities].sort((a, b) => b! - a!));
    expect(new Set(qualities).size).toBeGreaterThan(1);
    expect(titlesOf(everything).slice(0, 3).sort()).toEqual(['Cashew Korma', 'Chana Masala', 'Paneer Tikka']);
  });
});

describe('related recipes', () => {
  it('shares ingredients, tags or cuisine; never itself; only visible recipes', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/recipes/related/${ids['Chana Masala']}`, headers: { cookie: member.cookie } });
    const titles = (response.json() as RecipeCard[]).map((r) => r.title);
    expect(titles).not.toContain('Chana Masala');
    expect(titles).not.toContain('Secret Paneer Pulao');
    // Korma shares an ingredient, the cuisine and a tag; the others share one of those.
    expect(titles[0]).toBe('Cashew Korma');
    expect(titles).toEqual(expect.arrayContaining(['Paneer Tikka', 'Greek Salad', 'Chicken Tinga Tacos']));
    expect(titles).not.toContain('Crêpes');
    const hidden = await t.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: member.cookie }, payload: recipe('Hidden Dal', { visibility: 'private' }) });
    const other = await createMember(t, 'approved');
    const relatedOf = (id: number, cookie: string) => t.app.inject({ method: 'GET', url: `/api/recipes/related/${id}`, headers: { cookie } });
    expect((await relatedOf(hidden.json().id, other.cookie)).statusCode).toBe(404);
    const own = await relatedOf(hidden.json().id, member.cookie);
    expect(own.statusCode).toBe(200);
    const ownTitles = (own.json() as RecipeCard[]).map((r) => r.title);
    expect(ownTitles.length).toBeGreaterThan(0); // its creator sees what shares its cuisine and tags
    expect(ownTitles).not.toContain('Hidden Dal');
    expect((await relatedOf(2_000_000_000, member.cookie)).statusCode).toBe(404);
  });
});
