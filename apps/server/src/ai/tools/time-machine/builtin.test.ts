import { TIME_MACHINE_EXAMPLES, timeTravelDishSchema, type TimeTravelDish } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERAS, eraByKey, type EraKey, type HistoricalEra } from '../../knowledge/historical-kitchens';
import { answerProblems, composeDish, findDish, pickDish, requestKey, resolveEra, unreadableEraMessage } from './builtin';
import { normalizeInput, readDates, readEra } from './read-era';
import { timeMachineTask } from './task';

const PRESENT = 2026;
const era = (key: EraKey) => eraByKey(key)!;
const resolve = (text: string, region: string | null = null) => resolveEra({ era: text, region }, PRESENT);

describe('reading dates', () => {
  it.each([
    ['12th century', 1100, 1199],
    ['the twelfth century', 1100, 1199],
    ['early 19th century', 1800, 1833],
    ['late 15th century', 1466, 1499],
    ['5th century BC', -500, -401],
    ['1600s', 1600, 1699],
    ["1600's", 1600, 1699],
    ['the 1920s', 1920, 1929],
    ['the late 1950s', 1956, 1959],
    ["the '50s", 1950, 1959],
    ['the sixties', 1960, 1969],
    ['300 BC', -300, -300],
    ['AD 300', 300, 300],
    ['c. 1390', 1390, 1390],
    ['1500-1600', 1500, 1600],
    ['500 to 300 BC', -500, -300],
    ['300 BC to AD 100', -300, 100],
  ])('%s → %i…%i', (text, from, to) => {
    expect(readDates(normalizeInput(text))?.span).toEqual({ from, to });
    expect(readEra(text, PRESENT).span).toEqual({ from, to });
  });

  it('reads nothing where there is no date', () => {
    expect(readDates('my grandmother')).toBeNull();
  });
});

describe('choosing a kitchen', () => {
  it('answers each of the eight example badges from its own kitchen, exactly and without a note', () => {
    const expected: EraKey[] = ['ancient-rome', 'medieval-europe', 'tang-song-china', 'mughal-india', 'aztec-mexico', 'edo-japan', 'victorian-britain', 'fifties-america'];
    TIME_MACHINE_EXAMPLES.forEach((example, i) => {
      const resolved = resolve(example)!;
      expect(resolved.era.key, example).toBe(expected[i]);
      expect(resolved.match).toEqual({ kind: 'exact', note: null });
    });
  });

  it.each(ERAS.flatMap((e) => e.aliases.map((alias) => ({ alias, key: e.key }))))('“$alias” names $key', ({ alias, key }) => {
    expect(resolve(alias)?.era.key).toBe(key);
  });

  it.each([
    // Named kitchens by other names.
    ['Roman', null, 'ancient-rome', 'exact'],
    ['imperial Rome', 'Italy', 'ancient-rome', 'exact'],
    ['the Song dynasty', null, 'tang-song-china', 'exact'],
    ['Tokugawa', 'Kyoto', 'edo-japan', 'exact'],
    ['Mughal', 'Delhi', 'mughal-india', 'exact'],
    ['Aztec', null, 'aztec-mexico', 'exact'],
    ['medieval', null, 'medieval-europe', 'exact'],
    ['Renaissance', null, 'renaissance-italy', 'exact'],
    // Dates within a kitchen.
    ['300 BC', null, 'ancient-rome', 'exact'],
    ['AD 300', null, 'ancient-rome', 'exact'],
    ['1390', 'England', 'medieval-europe', 'exact'],
    ['the 1600s', 'Japan', 'edo-japan', 'exact'],
    ['17th century', 'India', 'mughal-india', 'exact'],
    ['the 1950s', null, 'fifties-america', 'exact'],
    ["the '50s", 'USA', 'fifties-america', 'exact'],
    ['12th century', 'Baghdad', 'abbasid-baghdad', 'exact'],
    ['1850', 'London', 'victorian-britain', 'exact'],
    ['medieval Baghdad', null, 'abbasid-baghdad', 'exact'],
    // Periods Hearth has no kitchen for: the nearest one.
    ['Tudor', null, 'medieval-europe', 'nearest'],
    ['Georgian', null, 'victorian-britain', 'nearest'],
    ['Edwardian', null, 'victorian-britain', 'nearest'],
    ['Ming dynasty', null, 'tang-song-china', 'nearest'],
    ['Han dynasty', null, 'tang-song-china', 'nearest'],
    ['Qing', null, 'edo-japan', 'nearest'],
    ['Meiji era', null, 'edo-japan', 'nearest'],
    ['medieval', 'Japan', 'edo-japan', 'nearest'],
    ['Ottoman', null, 'abbasid-baghdad', 'nearest'],
    ['Byzantine', null, 'abbasid-baghdad', 'nearest'],
    ['ancient Egypt', null, 'ancient-rome', 'nearest'],
    ['ancient Greece', null, 'ancient-rome', 'nearest'],
    ['Viking', null, 'medieval-europe', 'nearest'],
    ['Maya', null, 'aztec-mexico', 'nearest'],
    ['Inca', null, 'aztec-mexico', 'nearest'],
    ['Delhi Sultanate', null, 'mughal-india', 'nearest'],
    ['British Raj', null, 'mughal-india', 'nearest'],
    ['colonial America', null, 'fifties-america', 'nearest'],
    ['Prohibition', null, 'fifties-america', 'nearest'],
    ['the 1920s', 'America', 'fifties-america', 'nearest'],
    ['the 1930s', 'New York', 'fifties-america', 'nearest'],
    ['late 18th century', 'France', 'victorian-britain', 'nearest'],
    ['1500-1600', 'England', 'medieval-europe', 'nearest'],
    ['prehistoric', null, 'ancient-rome', 'nearest'],
    ['ancient China', null, 'tang-song-china', 'nearest'],
    ['today', null, 'fifties-america', 'nearest'],
    ['the future', null, 'fifties-america', 'nearest'],
  ] as const)('“%s” (region %s) → %s, %s', (text, region, key, kind) => {
    const resolved = resolve(text, region)!;
    expect(resolved.era.key).toBe(key);
    expect(resolved.match.kind).toBe(kind);
    if (kind === 'nearest') expect(resolved.match.note).toBeTruthy();
  });

  it('says plainly when it has no entry, and which kitchen it chose instead', () => {
    expect(resolve('Ming dynasty')!.match.note).toContain("Hearth's historical kitchen has no entry for “Ming dynasty”; the nearest it knows is Tang and Song China (618–1279).");
    expect(resolve('Ming dynasty')!.match.note).toContain('the Ming dynasty (1368–1644) in China');
    expect(resolve('Tudor')!.match.note).toContain("Hearth's historical kitchen has no entry for “Tudor”; the nearest it knows is Medieval Europe (c. 1000–1500).");
    expect(resolve('the future')!.match.note).toContain('only reaches into the past');
  });

  it('names the other kitchens that cover a date given without a region', () => {
    const note = resolve('12th century')!.match.note!;
    expect(note).toContain('the 12th century (1100–1199)');
    expect(note).toContain('add a region to choose');
  });

  it('shows a kitchen named for another region, says so, and points to that region’s kitchen', () => {
    const resolved = resolve('Victorian', 'Japan')!;
    expect(resolved.era.key).toBe('victorian-britain');
    expect(resolved.match.kind).toBe('nearest');
    expect(resolved.match.note).toContain('not of Japan');
    expect(resolved.match.note).toContain('Edo Japan (1603–1868)');
  });

  it('goes by the era when the region is unknown, and says so', () => {
    const resolved = resolve('Edo', 'Narnia')!;
    expect(resolved.era.key).toBe('edo-japan');
    expect(resolved.match).toEqual({ kind: 'nearest', note: 'Hearth does not know the region “Narnia”, so it went by the era alone.' });
  });

  it('goes by the place when no time can be read, and refuses when neither can', () => {
    expect(resolve('my grandmother’s kitchen', 'Japan')!.era.key).toBe('edo-japan');
    expect(resolve('my grandmother’s kitchen', 'Italy')!.match.note).toContain('could not read a time');
    expect(resolve('my grandmother’s kitchen')).toBeNull();
    expect(resolve('zzzz', 'Narnia')).toBeNull();
    expect(unreadableEraMessage('zzzz')).toContain('Hearth could not tell when “zzzz” was');
  });

  it('always chooses one of its kitchens, the same one for the same words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.option(fc.string({ maxLength: 20 }), { nil: null }), (text, region) => {
        const first = resolve(text, region);
        const second = resolve(text, region);
        expect(second).toEqual(first);
        if (first) expect(ERAS).toContain(first.era);
      }),
      { numRuns: 300 },
    );
  });
});

describe('choosing a dish', () => {
  const rome = era('ancient-rome');

  it('is deterministic for the same request and history', () => {
    const key = requestKey({ era: 'Ancient Rome', region: 'Italy' });
    expect(pickDish(rome, key, [])).toBe(pickDish(rome, key, []));
    expect(requestKey({ era: '  ANCIENT   Rome', region: 'italy' })).toBe(key);
  });

  it('shows every dish of an era before repeating one, then the one shown longest ago', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERAS), fc.string({ maxLength: 30 }), (anEra: HistoricalEra, text) => {
        const key = requestKey({ era: text, region: null });
        const history: string[] = [];
        for (let visit = 0; visit < anEra.dishes.length; visit++) history.unshift(pickDish(anEra, key, history).key);
        expect(new Set(history).size).toBe(anEra.dishes.length);
        expect(pickDish(anEra, key, history).key).toBe(history.at(-1));
      }),
      { numRuns: 100 },
    );
  });

  it('differs between two asks of the same era when the first is in the history', () => {
    const key = requestKey({ era: 'Edo Japan', region: null });
    const first = pickDish(era('edo-japan'), key, []);
    expect(pickDish(era('edo-japan'), key, [first.key]).key).not.toBe(first.key);
  });
});

describe('answers and their check', () => {
  it.each(ERAS.flatMap((e) => e.dishes.map((dish) => ({ e, dish, label: `${e.name}: ${dish.name}` }))))(
    'the built-in answer for $label fits the contract and passes the check',
    ({ e, dish }) => {
      const answer = composeDish(e, dish);
      expect(timeTravelDishSchema.safeParse(answer).success).toBe(true);
      expect(answerProblems(e, dish, answer)).toEqual([]);
      expect(findDish(e, answer.dishName)).toBe(dish);
    },
  );

  const rome = era('ancient-rome');
  const patina = rome.dishes.find((d) => d.key === 'patina-de-piris')!;
  const good: TimeTravelDish = {
    dishName: 'Patina de Piris',
    culturalContext: 'A Roman pear custard.',
    recipe: { title: 'Pear patina', description: 'Poach, pound, bind with eggs, bake.' },
    historicalIngredients: ['pears', { quantity: '3', name: 'eggs' }, 'garum'],
    modernAdaptations: [{ historicalIngredient: 'garum', modernSubstitution: 'fish sauce' }, 'passum → sweet raisin wine'],
    cookingMethods: ['baking'],
    tasteProfile: 'Sweet and savoury.',
    sources: ['Apicius, De re coquinaria', 'Grocock & Grainger (2006)'],
  };

  it('accepts a reworded answer about one of the era’s dishes, citing its works', () => {
    expect(answerProblems(rome, patina, good)).toEqual([]);
    expect(answerProblems(rome, patina, { ...good, dishName: 'Libum' })).toEqual([]);
  });

  it('rejects a dish not in the era’s list, a food not yet cooked there, and a source it does not cite', () => {
    const problems = answerProblems(rome, patina, {
      ...good,
      dishName: 'Spaghetti al pomodoro',
      historicalIngredients: ['tomatoes', 'pears'],
      modernAdaptations: [{ historicalIngredient: 'sugar', modernSubstitution: 'honey' }],
      sources: ['Apicius', 'The Silver Spoon (1950)'],
    });
    expect(problems.some((p) => p.includes('is not one of the dishes'))).toBe(true);
    expect(problems.some((p) => p.includes('tomato was not cooked in Europe before 1492'))).toBe(true);
    expect(problems.some((p) => p.includes('sugar (cane) was not cooked in Europe before 1100'))).toBe(true);
    expect(problems.some((p) => p.includes('The Silver Spoon'))).toBe(true);
  });

  it('rejects Old World foods in pre-contact Mexico', () => {
    const aztec = era('aztec-mexico');
    const tamales = aztec.dishes.find((d) => d.key === 'tamalli')!;
    const problems = answerProblems(aztec, tamales, { ...composeDish(aztec, tamales), historicalIngredients: ['masa', 'chicken', 'lard', 'garlic', 'slaked lime (cal)'] });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['“chicken”', '“lard”', '“garlic”']);
  });

  it('gives a model the era’s knowledge and the foods it must leave out', () => {
    const data = timeMachineTask.data({ eraKey: 'ancient-rome', dishKey: 'globi', requested: { era: 'Rome', region: null }, matchNote: null }) as {
      dishToWriteAbout: string;
      notYetAvailable: string[];
      dishes: { name: string; sources: string[] }[];
    };
    expect(data.dishToWriteAbout).toBe('Globi (fried cheese and spelt balls)');
    expect(data.notYetAvailable).toEqual(expect.arrayContaining(['tomato', 'maize', 'chilli', 'sugar (cane)']));
    expect(data.dishes).toHaveLength(rome.dishes.length);
    expect(data.dishes[0]!.sources.length).toBeGreaterThan(0);
  });
});
