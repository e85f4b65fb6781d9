import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, completeProfile, signUp, type TestApp } from '../../../test/helpers';
import { demoRecipes } from './demo-recipes';
import { seedDemoContent } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const count = async (table: string) => {
  const result = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

describe('demo content', () => {
  it('seeds the Hearth Kitchen account, its recipes, steps and catalogue once', async () => {
    expect(await seedDemoContent(t.database.db)).toEqual({ seeded: true, recipeIds: expect.any(Array) });
    const before = {
      recipes: await count('recipes'),
      steps: await count('recipe_steps'),
      lines: await count('recipe_ingredients'),
      ingredients: await count('ingredients'),
      users: await count('users'),
    };
    expect(before.recipes).toBe(demoRecipes.length);
    expect(before.steps).toBe(demoRecipes.reduce((n, r) => n + r.steps.length, 0));
    expect(before.lines).toBe(demoRecipes.reduce((n, r) => n + r.ingredients.length, 0));

    expect(await seedDemoContent(t.database.db)).toEqual({ seeded: false, recipeIds: [] });
    expect({
      recipes: await count('recipes'),
      steps: await count('recipe_steps'),
      lines: await count('recipe_ingredients'),
      ingredients: await count('ingredients'),
      users: await count('users'),
    }).toEqual(before);
  });

  it('the seeded recipes are public and approved, so members can browse them', async () => {
    const { cookie } = await signUp(t.app);
    await completeProfile(t.app, cookie);
    const response = await t.app.inject({ method: 'GET', url: '/api/recipes?limit=100', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as { title: string }[]).map((r) => r.title);
    expect(titles).toHaveLength(demoRecipes.length);
    expect(titles).toContain('Paneer Tikka');
  });

  it('members with an incomplete profile cannot list recipes yet', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes', headers: { cookie } })).statusCode).toBe(403);
  });
});
