import { describe, expect, it } from 'vitest';
import { anachronismsIn, ERAS, FOOD_FIRST_DATES, firstYearIn, PLACE_BY_KEY, PERIODS, SOURCES, type Zone } from '.';

const OLD_WORLD: Zone[] = ['europe', 'near-east', 'south-asia', 'east-asia', 'southeast-asia', 'africa'];
const food = (name: string) => FOOD_FIRST_DATES.find((f) => f.food === name)!;

describe('the historical kitchen', () => {
  it('covers the eight eras of the issue, and more', () => {
    const keys = ERAS.map((e) => e.key);
    for (const key of ['ancient-rome', 'medieval-europe', 'tang-song-china', 'mughal-india', 'aztec-mexico', 'edo-japan', 'victorian-britain', 'fifties-america'])
      expect(keys).toContain(key);
    expect(ERAS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ERAS)('$name has 2–5 dishes, each recorded within the era, with context, ingredients, methods and sources', (era) => {
    expect(era.dishes.length).toBeGreaterThanOrEqual(2);
    expect(era.dishes.length).toBeLessThanOrEqual(5);
    expect(era.from).toBeLessThan(era.to);
    expect(era.context.length).toBeGreaterThan(100);
    for (const dish of era.dishes) {
      expect(dish.year, dish.key).toBeGreaterThanOrEqual(era.from);
      expect(dish.year, dish.key).toBeLessThanOrEqual(era.to);
      expect(dish.context.length, dish.key).toBeGreaterThan(80);
      expect(dish.recipe.description.length, dish.key).toBeGreaterThan(80);
      expect(dish.ingredients.length, dish.key).toBeGreaterThanOrEqual(2);
      expect(dish.methods.length, dish.key).toBeGreaterThanOrEqual(1);
      expect(dish.sources.length, dish.key).toBeGreaterThanOrEqual(1);
      expect(dish.sources.some((key) => SOURCES.get(key)?.kind === 'period') || dish.documented.length > 0, dish.key).toBe(true);
      expect(dish.taste.length, dish.key).toBeGreaterThan(20);
    }
    for (const place of era.places) expect(PLACE_BY_KEY.has(place), place).toBe(true);
  });

  it('names every dish once across all eras', () => {
    const keys = ERAS.flatMap((e) => e.dishes.map((d) => d.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cites only works it lists, and each citation contains the fragment that identifies it', () => {
    const used = new Set(ERAS.flatMap((e) => [...e.sources, ...e.dishes.flatMap((d) => d.sources)]));
    for (const key of used) expect(SOURCES.has(key), key).toBe(true);
    for (const source of SOURCES.values()) {
      const folded = source.cite
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[’‘]/g, "'");
      expect(
        source.titles.some((title) => folded.includes(title)),
        source.key,
      ).toBe(true);
      expect(used.has(source.key), `${source.key} is listed but never cited`).toBe(true);
    }
  });

  it('every period a member may name has a real span and a known place', () => {
    for (const period of PERIODS) {
      expect(period.from, period.label).toBeLessThan(period.to);
      if (period.place) expect(PLACE_BY_KEY.has(period.place), period.label).toBe(true);
    }
  });
});

describe('food first dates', () => {
  it('keeps every food of the Americas out of the Old World before 1492', () => {
    for (const name of ['tomato', 'potato', 'maize', 'chilli', 'vanilla', 'cacao', 'turkey', 'peanut', 'squash', 'common bean']) {
      for (const zone of OLD_WORLD) expect(firstYearIn(food(name), zone), `${name} in ${zone}`).toBeGreaterThanOrEqual(1492);
      expect(firstYearIn(food(name), 'mesoamerica')).toBeNull();
    }
  });

  it('keeps the Old World’s foods out of Mexico before Cortés (1519)', () => {
    for (const name of ['wheat', 'rice', 'pork', 'beef and veal', 'chicken', 'sugar (cane)', 'onion family', 'lemon', 'lime (citrus)', 'orange', 'dairy']) {
      expect(firstYearIn(food(name), 'mesoamerica'), name).toBeGreaterThanOrEqual(1519);
    }
  });

  it.each([
    ['tomatoes', 'europe', 400, 'tomato'],
    ['2 red bell peppers', 'europe', 1390, 'chilli'],
    ['kidney beans', 'south-asia', 1400, 'common bean'],
    ['cornmeal', 'europe', 1465, 'maize'],
    ['a little vanilla', 'near-east', 1226, 'vanilla'],
    ['pumpkin purée', 'europe', 1390, 'squash'],
    ['pork lard', 'mesoamerica', 1500, 'pork'],
    ['lime juice', 'mesoamerica', 1500, 'lime (citrus)'],
    ['garlic', 'mesoamerica', 1500, 'onion family'],
    ['wheat flour tortillas', 'mesoamerica', 1500, 'wheat'],
    ['sugar', 'europe', -100, 'sugar (cane)'],
    ['spinach', 'east-asia', 600, 'spinach'],
  ] as const)('flags %s in %s in %i (%s)', (line, zone, year, name) => {
    expect(anachronismsIn(line, zone, year).map((a) => a.food.food)).toContain(name);
  });

  it.each([
    ['dried maize, cooked with slaked lime (cal)', 'mesoamerica', 1500],
    ['fermented black beans (douchi)', 'east-asia', 1000],
    ['green peppercorns', 'europe', 1390],
    ['long pepper', 'europe', 1390],
    ['broad beans', 'europe', 1390],
    ['bottle gourd', 'europe', 1390],
    ['honey', 'mesoamerica', 1500],
    ['cacao butter', 'mesoamerica', 1500],
    ['almond milk', 'europe', 1390],
    ['sugar', 'europe', 1390],
    ['tomatoes', 'north-america', 1955],
  ] as const)('lets %s pass in %s in %i', (line, zone, year) => {
    expect(anachronismsIn(line, zone, year)).toEqual([]);
  });

  it.each(ERAS.flatMap((era) => era.dishes.map((dish) => ({ era, dish, label: `${era.name}: ${dish.name}` }))))(
    '$label uses only foods cooked there at the time',
    ({ era, dish }) => {
      const lines = [...dish.ingredients, ...dish.adaptations.map((a) => a.historicalIngredient)];
      for (const line of lines) expect(anachronismsIn(line, era.zone, dish.year), line).toEqual([]);
    },
  );
});
