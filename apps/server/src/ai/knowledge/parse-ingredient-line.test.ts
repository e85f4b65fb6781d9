import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFood } from './lookup.js';
import { ingredientGrams, normalizeUnit, parseIngredientLine, parseQuantity, toGrams } from './parse-ingredient-line.js';

const parse = (line: string) => {
  const { food, ...rest } = parseIngredientLine(line);
  return { ...rest, foodId: food?.id };
};

const food = (name: string) => {
  const entry = findFood(name);
  if (!entry) throw new Error(`no food "${name}"`);
  return entry;
};

describe('parseIngredientLine', () => {
  it('reads mixed numbers and moves preparation to the note', () => {
    expect(parse('1 1/2 cups chopped onions')).toEqual({ quantity: 1.5, unit: 'cup', name: 'onion', note: 'chopped', foodId: 'onion' });
  });

  it('reads ranges, count units and notes after a comma', () => {
    expect(parse('2-3 cloves garlic, minced')).toEqual({ quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic', note: 'minced', foodId: 'garlic' });
    expect(parse('2 to 3 tbsp ghee')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tbsp', foodId: 'ghee' });
  });

  it('reads unicode fractions', () => {
    expect(parse('½ tsp turmeric')).toEqual({ quantity: 0.5, unit: 'tsp', name: 'turmeric', foodId: 'turmeric' });
    expect(parse('1½ cups')).toEqual({ quantity: 1.5, unit: 'cup', name: '' });
    expect(parse('¾ cup')).toEqual({ quantity: 0.75, unit: 'cup', name: '' });
    expect(parse('1⅓ cups sugar')).toMatchObject({ quantity: 1.333, unit: 'cup', foodId: 'sugar' });
  });

  it('splits units glued to numbers and normalises unit spellings', () => {
    expect(parse('200g paneer')).toEqual({ quantity: 200, unit: 'g', name: 'paneer', foodId: 'paneer' });
    expect(parse('2 tbsp. olive oil')).toEqual({ quantity: 2, unit: 'tbsp', name: 'olive oil', foodId: 'olive-oil' });
    expect(parse('1 kg')).toEqual({ quantity: 1, unit: 'kg', name: '' });
    expect(parse('500 ml')).toEqual({ quantity: 500, unit: 'ml', name: '' });
    expect(parse('500ml water')).toMatchObject({ quantity: 500, unit: 'ml', foodId: 'water' });
    expect(parse('100 gms sugar')).toMatchObject({ quantity: 100, unit: 'g' });
    expect(parse('1 T sugar')).toMatchObject({ unit: 'tbsp' });
    expect(parse('1 t salt')).toMatchObject({ unit: 'tsp' });
    expect(parse('2 Tablespoons butter')).toMatchObject({ unit: 'tbsp', foodId: 'butter' });
    expect(parse('1 litre milk')).toMatchObject({ unit: 'l', foodId: 'milk' });
    expect(parse('8 oz cream cheese')).toMatchObject({ unit: 'oz', foodId: 'cream-cheese' });
    expect(parse('2 lbs chicken thighs')).toMatchObject({ unit: 'lb', foodId: 'chicken-thigh' });
  });

  it('keeps a package size', () => {
    expect(parse('1 (14 oz) can coconut milk')).toEqual({
      quantity: 1,
      unit: 'can',
      name: 'coconut milk',
      note: '14 oz',
      packageSize: { quantity: 14, unit: 'oz' },
      foodId: 'coconut-milk',
    });
    expect(parse('2 (400g) tins chopped tomatoes')).toMatchObject({ quantity: 2, unit: 'can', packageSize: { quantity: 400, unit: 'g' }, foodId: 'canned-tomato' });
  });

  it('understands pinches, "to taste" and quantities in words', () => {
    expect(parse('a pinch of salt')).toEqual({ quantity: 1, unit: 'pinch', name: 'salt', foodId: 'salt' });
    expect(parse('salt to taste')).toEqual({ quantity: null, unit: null, name: 'salt', note: 'to taste', foodId: 'salt' });
    expect(parse('Salt, to taste')).toMatchObject({ quantity: null, name: 'salt', note: 'to taste' });
    expect(parse('half a cup of milk')).toMatchObject({ quantity: 0.5, unit: 'cup', foodId: 'milk' });
    expect(parse('one and a half cups rice')).toMatchObject({ quantity: 1.5, unit: 'cup', foodId: 'rice' });
    expect(parse('a tomato')).toMatchObject({ quantity: 1, unit: null, foodId: 'tomato' });
  });

  it('turns "juice of 1 lemon" into lemon juice counted in lemons', () => {
    expect(parse('juice of 1 lemon')).toEqual({ quantity: 1, unit: null, name: 'lemon juice', note: 'juice of 1 lemon', foodId: 'lemon-juice' });
    expect(parse('zest of 2 limes')).toMatchObject({ quantity: 2, name: 'lime zest', foodId: 'lime-zest' });
    expect(parse('juice of half a lemon')).toMatchObject({ quantity: 0.5, foodId: 'lemon-juice' });
  });

  it('handles counts, trailing count words and whole cloves', () => {
    expect(parse('2 large eggs')).toEqual({ quantity: 2, unit: null, name: 'egg', note: 'large', foodId: 'egg' });
    expect(parse('3 garlic cloves')).toMatchObject({ quantity: 3, unit: 'clove', name: 'garlic' });
    expect(parse('2 cinnamon sticks')).toMatchObject({ quantity: 2, unit: 'stick', foodId: 'cinnamon' });
    expect(parse('4 cloves')).toMatchObject({ quantity: 4, unit: null, foodId: 'clove' });
    expect(parse('10-12 curry leaves')).toMatchObject({ quantity: 10, quantityMax: 12, name: 'curry leaf', foodId: 'curry-leaf' });
    expect(parse('2 boneless chicken thighs')).toMatchObject({ name: 'chicken thigh', note: 'boneless', foodId: 'chicken-thigh' });
  });

  it('keeps descriptor words that change the food', () => {
    expect(parse('1 cup crushed tomatoes')).toMatchObject({ name: 'crushed tomato', foodId: 'canned-tomato' });
    expect(parse('2 sweet potatoes')).toMatchObject({ name: 'sweet potato', foodId: 'sweet-potato' });
    expect(parse('1 tsp ground cumin')).toMatchObject({ name: 'ground cumin', foodId: 'ground-cumin' });
  });

  it('reads the Indian "Name - quantity" layout and other notes', () => {
    expect(parse('Onion - 2 (chopped)')).toMatchObject({ quantity: 2, unit: null, name: 'onion', note: 'chopped', foodId: 'onion' });
    expect(parse('1/2 cup (120 ml) milk')).toMatchObject({ quantity: 0.5, unit: 'cup', note: '120 ml', foodId: 'milk' });
    expect(parse('2 cups flour, plus more for dusting')).toMatchObject({ quantity: 2, unit: 'cup', note: 'plus more for dusting', foodId: 'all-purpose-flour' });
    expect(parse('1-1/2 cups flour')).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(parse('1 heaped tbsp besan')).toMatchObject({ quantity: 1, unit: 'tbsp', note: 'heaped', foodId: 'chickpea-flour' });
  });

  it('never throws on odd input', () => {
    for (const line of ['', '   ', '-', '()', '1/0 cup', '½', 'cups', '1 (', 'of of of', '⅔⅔']) {
      expect(() => parseIngredientLine(line)).not.toThrow();
    }
    expect(parse('')).toEqual({ quantity: null, unit: null, name: '' });
  });
});

describe('parseIngredientLine: the readings of decision 0033', () => {
  it('takes the first of two written units and keeps the other in the note', () => {
    expect(parse('225g/8oz butter, softened')).toMatchObject({ quantity: 225, unit: 'g', name: 'butter', note: '8 oz, softened' });
    expect(parse('8oz/225g butter')).toMatchObject({ quantity: 8, unit: 'oz' });
    expect(parse('1.5kg/3lb 5oz leg of lamb')).toMatchObject({ quantity: 1.5, unit: 'kg', name: 'leg of lamb', note: '3 lb 5 oz' });
    expect(parse('1 cup (240ml) milk')).toMatchObject({ quantity: 1, unit: 'cup', note: '240 ml' });
  });

  it('reads "2 x 400g tins" as two tins of 400 g, which ingredientGrams weighs as 800 g', () => {
    const tins = parseIngredientLine('2 x 400g tins chopped tomatoes');
    expect(tins).toMatchObject({ quantity: 2, unit: 'can', name: 'chopped tomatoes', packageSize: { quantity: 400, unit: 'g' } });
    expect(ingredientGrams(tins)).toBe(800);
    expect(parse('400g (14oz) can chopped tomatoes')).toMatchObject({ quantity: 1, unit: 'can', packageSize: { quantity: 400, unit: 'g' } });
    expect(parse('2 15-ounce cans chickpeas')).toMatchObject({ quantity: 2, unit: 'can', packageSize: { quantity: 15, unit: 'oz' }, foodId: 'chickpea' });
    expect(ingredientGrams(parseIngredientLine('4 x 150g salmon fillets'))).toBe(600);
  });

  it('sums "plus" into the first unit when both measure the same thing, and notes it otherwise', () => {
    expect(parse('1 cup plus 2 tablespoons flour')).toMatchObject({ quantity: 1.125, unit: 'cup' });
    expect(parse('1 tbsp plus 1 tsp sugar')).toMatchObject({ quantity: 1.333, unit: 'tbsp' });
    expect(parse('100g plus 2 tbsp butter')).toMatchObject({ quantity: 100, unit: 'g', name: 'butter', note: 'plus 2 tbsp' });
    expect(parse('1 tsp oil plus 1 tsp ghee')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'oil', note: 'plus 1 tsp ghee' });
  });

  it('keeps the first alternative as the food, the rest in alternatives, sharing words as a cook reads them', () => {
    expect(parse('2 tbsp ghee or oil')).toMatchObject({ name: 'ghee', alternatives: ['oil'], foodId: 'ghee' });
    expect(parse('1 cup milk (or oat milk)')).toMatchObject({ name: 'milk', alternatives: ['oat milk'] });
    expect(parse('2 cups chicken or vegetable broth')).toMatchObject({ name: 'chicken broth', alternatives: ['vegetable broth'] });
    expect(parse('1 lb ground turkey or chicken')).toMatchObject({ name: 'ground turkey', alternatives: ['ground chicken'] });
    expect(parse('1 cup chopped fresh or frozen cranberries')).not.toHaveProperty('alternatives');
    expect(parse('salt and pepper')).not.toHaveProperty('alternatives');
  });

  it('flags approximate amounts and keeps the word in the note', () => {
    expect(parse('Scant ½ cup sugar')).toMatchObject({ quantity: 0.5, unit: 'cup', approximate: true, note: 'scant' });
    expect(parse('a good pinch of salt')).toMatchObject({ quantity: 1, unit: 'pinch', approximate: true });
    expect(parse('about 2 cups stock')).toMatchObject({ quantity: 2, approximate: true });
    expect(parse('a little olive oil')).toMatchObject({ quantity: null, unit: null, name: 'olive oil' });
    expect(parse('1 level tsp baking powder')).not.toHaveProperty('approximate');
  });

  it('reads British and Indian kitchen units and layouts', () => {
    expect(parse('a knob of butter')).toMatchObject({ quantity: 1, unit: 'knob', foodId: 'butter' });
    expect(parse('1 dsp honey')).toMatchObject({ quantity: 1, unit: 'dsp' });
    expect(parse('4 rashers streaky bacon')).toMatchObject({ quantity: 4, unit: 'slice', name: 'streaky bacon' });
    expect(parse('1 chicken stock cube')).toMatchObject({ quantity: 1, unit: null, name: 'chicken stock cube' });
    expect(parse('3 sticks celery')).toMatchObject({ unit: 'stalk', name: 'celery' });
    expect(parse('1 inch ginger, grated')).toMatchObject({ quantity: 1, unit: 'inch', name: 'ginger', note: 'grated' });
    expect(parse('Green chillies - 2 nos')).toMatchObject({ quantity: 2, unit: null, name: 'green chilli' });
    expect(parse('1/4 tsp haldi (turmeric)')).toMatchObject({ quantity: 0.25, unit: 'tsp', name: 'haldi', note: 'turmeric' });
  });

  it('turns a juiced or zested fruit into its juice or zest', () => {
    expect(parse('1 lemon, juiced')).toMatchObject({ quantity: 1, unit: null, name: 'lemon juice', foodId: 'lemon-juice' });
    expect(parse('finely grated zest and juice of 1 orange')).toMatchObject({ quantity: 1, name: 'orange' });
    expect(parse('juice 1 lime')).toMatchObject({ quantity: 1, name: 'lime juice' });
  });

  it('never throws, and any quantity it reads is a finite non-negative number below its range end', () => {
    for (const line of ['x', '1 x', '( 400g', 'juice of', 'a', 'plus', '/', 'or', 'Onion -', ':', '2 x x', 'a a a', '1 (', '½ a']) {
      expect(() => parseIngredientLine(line)).not.toThrow();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        const parsed = parseIngredientLine(line);
        if (parsed.quantity !== null) expect(Number.isFinite(parsed.quantity) && parsed.quantity >= 0).toBe(true);
        if (parsed.quantityMax !== undefined) expect(parsed.quantityMax).toBeGreaterThan(parsed.quantity ?? -1);
        expect(parsed.name).toBe(parsed.name.toLowerCase());
      }),
    );
  });
});

describe('parseQuantity and normalizeUnit (structured form)', () => {
  it('parses quantities', () => {
    expect(parseQuantity('1 1/2')).toEqual({ quantity: 1.5 });
    expect(parseQuantity('1½')).toEqual({ quantity: 1.5 });
    expect(parseQuantity('¾')).toEqual({ quantity: 0.75 });
    expect(parseQuantity('2-3')).toEqual({ quantity: 2, quantityMax: 3 });
    expect(parseQuantity('1.5')).toEqual({ quantity: 1.5 });
    expect(parseQuantity('half')).toEqual({ quantity: 0.5 });
    expect(parseQuantity('some')).toEqual({ quantity: null });
    expect(parseQuantity('')).toEqual({ quantity: null });
  });

  it('normalises unit spellings', () => {
    expect(normalizeUnit('Tablespoons')).toBe('tbsp');
    expect(normalizeUnit('tbs')).toBe('tbsp');
    expect(normalizeUnit('T')).toBe('tbsp');
    expect(normalizeUnit('t')).toBe('tsp');
    expect(normalizeUnit('teaspoon')).toBe('tsp');
    expect(normalizeUnit('cups')).toBe('cup');
    expect(normalizeUnit('gm')).toBe('g');
    expect(normalizeUnit('grams')).toBe('g');
    expect(normalizeUnit('Kilograms')).toBe('kg');
    expect(normalizeUnit('millilitre')).toBe('ml');
    expect(normalizeUnit('litre')).toBe('l');
    expect(normalizeUnit('ounces')).toBe('oz');
    expect(normalizeUnit('lbs')).toBe('lb');
    expect(normalizeUnit('cloves')).toBe('clove');
    expect(normalizeUnit('pieces')).toBe('piece');
    expect(normalizeUnit('pinches')).toBe('pinch');
    expect(normalizeUnit('bunches')).toBe('bunch');
    expect(normalizeUnit('cans')).toBe('can');
    expect(normalizeUnit('sprigs')).toBe('sprig');
    expect(normalizeUnit('slices')).toBe('slice');
    expect(normalizeUnit('handful')).toBe('handful');
    expect(normalizeUnit('sticks')).toBe('stick');
    expect(normalizeUnit('fl. oz.')).toBe('fl oz');
    expect(normalizeUnit('dessertspoons')).toBe('dsp');
    expect(normalizeUnit('rashers')).toBe('slice');
    expect(normalizeUnit('sachet')).toBe('packet');
    expect(normalizeUnit('tins')).toBe('can');
    expect(normalizeUnit('knob')).toBe('knob');
    expect(normalizeUnit('constructor')).toBeNull();
    expect(normalizeUnit('bogus')).toBeNull();
  });
});

describe('toGrams', () => {
  it('converts volumes through density and counts through piece weight', () => {
    const cupRice = toGrams(1, 'cup', food('rice'));
    expect(cupRice).toBeGreaterThanOrEqual(185);
    expect(cupRice).toBeLessThanOrEqual(200);
    expect(toGrams(2, null, food('egg'))).toBe(100);
    expect(toGrams(3, 'clove', food('garlic'))).toBe(15);
    expect(toGrams(1, 'head', food('garlic'))).toBe(50);
    expect(toGrams(1, 'cup', food('all-purpose flour'))).toBeCloseTo(127, 0);
    expect(toGrams(1, 'cup', food('sugar'))).toBeCloseTo(204, 0);
    expect(toGrams(1, 'tbsp', food('butter'))).toBeCloseTo(14.4, 1);
    expect(toGrams(1, 'stick', food('butter'))).toBe(113);
    expect(toGrams(1, 'tsp', food('salt'))).toBe(6);
  });

  it('uses mass units directly, with or without a food', () => {
    expect(toGrams(1, 'kg')).toBe(1000);
    expect(toGrams(250, 'g')).toBe(250);
    expect(toGrams(1, 'lb')).toBeCloseTo(453.6, 1);
    expect(toGrams(2, 'oz')).toBeCloseTo(56.7, 1);
  });

  it('returns null when a conversion would be a guess', () => {
    expect(toGrams(null, 'cup', food('rice'))).toBeNull();
    expect(toGrams(1, 'cup')).toBeNull();
    expect(toGrams(1, 'bunch', food('cilantro'))).toBeNull();
    expect(toGrams(1, 'can', food('coconut milk'))).toBeNull();
    expect(toGrams(2, null, food('salt'))).toBeNull();
    expect(toGrams(-1, 'g')).toBeNull();
  });

  it('uses a package size for cans', () => {
    expect(ingredientGrams(parseIngredientLine('1 (14 oz) can coconut milk'))).toBeCloseTo(396.9, 1);
    expect(ingredientGrams(parseIngredientLine('2 eggs'))).toBe(100);
    expect(ingredientGrams(parseIngredientLine('1 cup rice'))).toBe(192);
  });
});
