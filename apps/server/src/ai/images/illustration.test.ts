import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { classifyDish, DISH_FORMS, type DishForm } from './dish-forms';
import { dishSvg, renderDish, renderIngredient, type DishToDraw } from './illustration';
import { readIngredients } from './ingredient-looks';
import { rgb } from './svg-kit';

/** One recipe of each form, written as a member might (title, cuisine, ingredients, meal types). */
const ONE_OF_EACH: Record<DishForm, Omit<DishToDraw, 'seed'>> = {
  'noodle-bowl': { title: 'Tonkotsu Ramen', cuisine: 'Japanese', ingredients: ['ramen noodles', 'pork belly', 'egg', 'green onion', 'chicken stock', 'soy sauce'] },
  pasta: { title: 'Spaghetti Carbonara', cuisine: 'Italian', ingredients: ['spaghetti', 'guanciale', 'egg yolk', 'pecorino romano', 'black pepper'] },
  'curry-rice': { title: 'Chicken Tikka Masala', cuisine: 'Indian', ingredients: ['chicken', 'yogurt', 'tomato puree', 'heavy cream', 'garam masala', 'basmati rice'] },
  'curry-flatbread': { title: 'Palak Paneer', cuisine: 'Indian', ingredients: ['spinach', 'paneer', 'onion', 'tomato', 'cream', 'garam masala'] },
  soup: { title: 'Roasted Tomato Soup', cuisine: null, ingredients: ['tomato', 'onion', 'vegetable stock', 'cream', 'basil'] },
  salad: { title: 'Greek Salad', cuisine: 'Mediterranean', ingredients: ['tomato', 'cucumber', 'red onion', 'kalamata olive', 'feta', 'dried oregano'] },
  'layered-dessert': {
    title: 'Chocolate Layer Cake',
    cuisine: null,
    ingredients: ['flour', 'cocoa powder', 'sugar', 'egg', 'chocolate ganache', 'raspberries'],
    mealTypes: ['Dessert'],
  },
  'dessert-glass': { title: 'Mango Mousse', cuisine: null, ingredients: ['mango', 'heavy cream', 'sugar', 'mint'], mealTypes: ['Dessert'] },
  pancakes: { title: 'Blueberry Pancakes', cuisine: null, ingredients: ['flour', 'milk', 'egg', 'butter', 'blueberries', 'maple syrup'], mealTypes: ['Breakfast'] },
  tacos: { title: 'Fish Tacos', cuisine: 'Mexican', ingredients: ['white fish', 'corn tortilla', 'cabbage', 'lime', 'sour cream', 'cilantro'] },
  bread: { title: 'Sourdough Loaf', cuisine: null, ingredients: ['bread flour', 'water', 'sourdough starter', 'salt'] },
  pizza: { title: 'Margherita Pizza', cuisine: 'Italian', ingredients: ['bread flour', 'yeast', 'crushed tomato', 'mozzarella', 'basil'] },
  rice: { title: 'Egg Fried Rice', cuisine: 'Chinese', ingredients: ['cooked rice', 'egg', 'green pea', 'green onion', 'soy sauce'] },
  eggs: { title: 'Omelette aux Fines Herbes', cuisine: 'French', ingredients: ['egg', 'chive', 'parsley', 'butter'] },
  'stir-fry': { title: 'Kung Pao Chicken', cuisine: 'Chinese', ingredients: ['chicken thigh', 'peanut', 'dried red chili', 'soy sauce', 'green onion'] },
  'main-plate': { title: 'Salmon Teriyaki', cuisine: 'Japanese', ingredients: ['salmon fillet', 'soy sauce', 'mirin', 'sesame seed', 'green onion'] },
  drink: { title: 'Strawberry Banana Smoothie', cuisine: null, ingredients: ['strawberries', 'banana', 'yogurt', 'milk'] },
  cookies: { title: 'Chocolate Chip Cookies', cuisine: null, ingredients: ['flour', 'butter', 'brown sugar', 'egg', 'chocolate chips'], mealTypes: ['Dessert'] },
  dip: { title: 'Classic Hummus', cuisine: 'Mediterranean', ingredients: ['chickpea', 'tahini', 'lemon', 'garlic', 'paprika'] },
  skewers: { title: 'Paneer Tikka', cuisine: 'Indian', ingredients: ['paneer', 'green bell pepper', 'red onion', 'yogurt', 'kashmiri chili powder'] },
  fritters: { title: 'Falafel', cuisine: 'Mediterranean', ingredients: ['dried chickpea', 'parsley', 'cilantro', 'tahini', 'pita bread'] },
  stew: { title: 'Ratatouille', cuisine: 'French', ingredients: ['eggplant', 'zucchini', 'red bell pepper', 'tomato', 'thyme'] },
  pie: { title: 'Apple Pie', cuisine: null, ingredients: ['apple', 'flour', 'butter', 'sugar', 'cinnamon'], mealTypes: ['Dessert'] },
};

const W = 32;
const H = 24;

async function thumbnail(dish: DishToDraw): Promise<Buffer> {
  return (await renderDish(dish)).resize(W, H, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel (0–255) between two thumbnails. */
function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('renderDish', () => {
  it('has a sample of every form, and each sample is classified as that form', () => {
    for (const form of DISH_FORMS) {
      const sample = ONE_OF_EACH[form];
      expect(classifyDish({ title: sample.title!, ingredients: sample.ingredients, cuisine: sample.cuisine, mealTypes: sample.mealTypes }).form).toBe(form);
    }
  });

  it('draws every form differently, and two recipes of one form differently too', { timeout: 120_000 }, async () => {
    const thumbs = new Map<string, Buffer>();
    for (const form of DISH_FORMS) thumbs.set(form, await thumbnail({ seed: `test:${form}`, ...ONE_OF_EACH[form] }));
    const names = [...thumbs.keys()];
    let closest = Infinity;
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const d = distance(thumbs.get(names[i]!)!, thumbs.get(names[j]!)!);
        closest = Math.min(closest, d);
        expect(d, `${names[i]} vs ${names[j]}`).toBeGreaterThan(8);
      }
    }
    expect(closest).toBeGreaterThan(8);
    // Same form, different recipes: a tomato curry and a green one, with their own seeds.
    const red = await thumbnail({
      seed: 'recipe:1:Chana Masala',
      title: 'Chana Masala',
      cuisine: 'Indian',
      ingredients: ['chickpea', 'onion', 'tomato', 'kashmiri chili powder', 'turmeric'],
    });
    const green = await thumbnail({ seed: 'recipe:2:Palak Paneer', title: 'Palak Paneer', cuisine: 'Indian', ingredients: ['spinach', 'paneer', 'onion', 'cream'] });
    expect(distance(red, green)).toBeGreaterThan(8);
  });

  it('draws every form differently even on the same table with the same props', { timeout: 120_000 }, async () => {
    // Same seed and no cuisine: the table, tableware and layout draws are shared, so only the dish differs.
    const thumbs = await Promise.all(DISH_FORMS.map((form) => thumbnail({ ...ONE_OF_EACH[form], seed: 'same-table', cuisine: null })));
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) expect(distance(thumbs[i]!, thumbs[j]!), `${DISH_FORMS[i]} vs ${DISH_FORMS[j]}`).toBeGreaterThan(5);
    }
  });

  it('draws the same recipe the same way every time', async () => {
    const dish = { seed: 'recipe:7:Pad Thai', title: 'Pad Thai', cuisine: 'Thai', ingredients: ['rice noodle', 'shrimp', 'tamarind paste', 'peanut', 'lime'] };
    expect(dishSvg(dish)).toBe(dishSvg(dish));
    const [a, b] = await Promise.all([(await renderDish(dish)).png().toBuffer(), (await renderDish(dish)).png().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws the same recipe differently under another seed (a different set, same dish)', () => {
    const dish = { title: 'Pad Thai', cuisine: 'Thai', ingredients: ['rice noodle', 'shrimp', 'tamarind paste'] };
    expect(dishSvg({ seed: 'a', ...dish })).not.toBe(dishSvg({ seed: 'b', ...dish }));
  });

  it('renders a 1200×900 bitmap, also for a recipe with no title, tags or known ingredients', async () => {
    const meta = await sharp(await (await renderDish({ seed: 'x', cuisine: null, ingredients: ['zorblax', 'mystery paste'] })).png().toBuffer()).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 900]);
  });

  it('still paints an ingredient portrait', async () => {
    const meta = await sharp(await (await renderIngredient('tomato')).png().toBuffer()).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 900]);
  });
});

describe('the food is drawn from its real ingredients', () => {
  const hue = (hex: string) => rgb(hex);

  it('tints a tomato gravy red, a spinach one green and a carbonara pale yellow', () => {
    const [r1, g1] = hue(readIngredients(['chickpea', 'onion', 'tomato', 'kashmiri chili powder', 'turmeric']).sauce!);
    expect(r1).toBeGreaterThan(g1 + 60);
    const [r2, g2, b2] = hue(readIngredients(['spinach', 'paneer', 'onion', 'tomato', 'cream']).sauce!);
    expect(g2).toBeGreaterThan(r2);
    expect(g2).toBeGreaterThan(b2);
    const [r3, g3, b3] = hue(readIngredients(['spaghetti', 'guanciale', 'egg yolk', 'pecorino romano', 'black pepper']).sauce!);
    expect(r3).toBeGreaterThan(200);
    expect(g3).toBeGreaterThan(170);
    expect(b3).toBeLessThan(g3 - 40);
  });

  it('cuts a Greek salad into wedges, rounds, rings, olives and feta, and finishes it with oregano', () => {
    const salad = readIngredients(['tomato', 'cucumber', 'red onion', 'kalamata olive', 'feta', 'dried oregano', 'olive oil', 'salt']);
    expect(salad.pieces.map((p) => p.look.shape).sort()).toEqual(['olive', 'ring', 'round', 'wedge']);
    expect(salad.cheese?.look.shape).toBe('crumble');
    expect(salad.flecks.map((p) => p.name)).toEqual(['dried oregano']);
  });

  it('leaves out what dissolves (salt, oil, stock, spices as powder) and the structure a form draws (rice, noodles)', () => {
    const reading = readIngredients(['salt', 'olive oil', 'chicken stock', 'garam masala', 'basmati rice', 'rice noodles', 'corn tortilla', 'tahini']);
    expect(reading.pieces).toEqual([]);
  });

  it('recognises ingredients by their catalogue names in Hindi and Spanish', () => {
    expect(readIngredients(['palak']).pieces[0]?.look.shape).toBe('leaf');
    expect(readIngredients(['cebolla']).pieces[0]?.look).toEqual(readIngredients(['onion']).pieces[0]?.look);
    expect(readIngredients(['pyaz']).pieces[0]?.look).toEqual(readIngredients(['onion']).pieces[0]?.look);
  });
});
