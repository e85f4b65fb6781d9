import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ingredients } from '../../db/schema';
import { catalogueNameOf } from '../recipes/catalogue-names';
import { createIngredientsRepository } from './ingredients.repository';
import { backfillCatalogueNames } from './ingredients.service';

/** Ingredients added before the catalogue took the food knowledge's names get them at start (decision 0036). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const okra = catalogueNameOf('okra').alternativeNames;
const known = (name: string) => catalogueNameOf(name).alternativeNames;

async function insert(rows: { name: string; alternativeNames: Record<string, string | string[]> }[]) {
  return t.database.db.insert(ingredients).values(rows).returning({ id: ingredients.id, name: ingredients.name });
}
async function namesOf(ids: number[]) {
  const rows = await t.database.db.select({ name: ingredients.name, alternativeNames: ingredients.alternativeNames }).from(ingredients).where(inArray(ingredients.id, ids));
  return Object.fromEntries(rows.map((row) => [row.name, row.alternativeNames]));
}

describe('the catalogue names backfill', () => {
  it('fills the Hindi and Spanish names an old ingredient lacks, keeps an admin’s own, and is idempotent', async () => {
    // The foods below are ones the knowledge names in both languages.
    for (const name of ['okra', 'paneer', 'turmeric']) expect([known(name).hi?.length, known(name).es?.length].every(Boolean), name).toBe(true);
    const repository = createIngredientsRepository(t.database.db);
    // Small pages, so that walking past a page boundary is part of the test.
    const pageSize = 2;
    const rows = await insert([
      { name: 'Okra', alternativeNames: {} },
      { name: 'Paneer', alternativeNames: { hi: ['पनीर (घर का)'] } },
      { name: 'Turmeric', alternativeNames: { hi: [], es: '  ', fr: ['curcuma'] } },
      { name: 'Grandma’s secret spice mix', alternativeNames: {} },
      { name: 'Cumin', alternativeNames: { hi: ['जीरा'], es: ['comino'] } },
    ]);
    const ids = rows.map((row) => row.id);

    expect(await backfillCatalogueNames(repository, pageSize)).toBe(3);
    const after = await namesOf(ids);
    expect(after['Okra']).toEqual(okra);
    // The admin's Hindi name stays as entered; only the missing Spanish is added.
    expect(after['Paneer']).toEqual({ hi: ['पनीर (घर का)'], es: known('paneer').es });
    // Blank entries count as none; a language the knowledge does not cover is kept.
    expect(after['Turmeric']).toEqual({ ...known('turmeric'), fr: ['curcuma'] });
    expect(after['Grandma’s secret spice mix']).toEqual({});
    expect(after['Cumin']).toEqual({ hi: ['जीरा'], es: ['comino'] });

    expect(await backfillCatalogueNames(repository, pageSize)).toBe(0);
    expect(await namesOf(ids)).toEqual(after);
  });

  it('leaves a row whose names changed after they were read', async () => {
    const repository = createIngredientsRepository(t.database.db);
    const [row] = await insert([{ name: 'Bhindi masala base', alternativeNames: {} }]);
    await t.database.db
      .update(ingredients)
      .set({ alternativeNames: { hi: ['एडमिन'] } })
      .where(eq(ingredients.id, row!.id));
    expect(await repository.replaceAlternativeNames([{ id: row!.id, before: {}, after: { hi: ['x'], es: ['y'] } }])).toBe(0);
    expect((await namesOf([row!.id]))['Bhindi masala base']).toEqual({ hi: ['एडमिन'] });
  });
});
