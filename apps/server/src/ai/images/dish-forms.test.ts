import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../db/seed/demo-recipes';
import { classifyDish, DISH_FORMS, FORM_VARIANTS, FORM_WORDS, foldText, type DishForm } from './dish-forms';

/** The form a cook would say each demo recipe is served as (and, where it matters, how). */
const DEMO_FORMS: Record<string, [DishForm, string?]> = {
  'Paneer Tikka': ['skewers'],
  'Chana Masala': ['curry-flatbread'],
  'Palak Paneer': ['curry-flatbread'],
  'Kanda Poha': ['rice', 'poha'],
  Shakshuka: ['eggs', 'skillet'],
  'Greek Salad': ['salad', 'chopped'],
  'Falafel with Tahini Sauce': ['fritters'],
  'Classic Hummus': ['dip', 'smooth'],
  'Gambas al Ajillo': ['stew', 'cazuela'],
  'Pad Thai with Shrimp': ['noodle-bowl', 'dry'],
  'Thai Green Curry with Chicken': ['curry-rice'],
  'Mango Sticky Rice': ['rice', 'sweet'],
  'Chunky Guacamole': ['dip', 'chunky'],
  'Chicken Tinga Tacos': ['tacos', 'tacos'],
  'Huevos Rancheros': ['eggs', 'fried'],
  'Arroz con Leche': ['dessert-glass', 'bowl'],
  'Miso Soup with Tofu and Wakame': ['soup', 'clear'],
  'Salmon Teriyaki': ['main-plate'],
  Tamagoyaki: ['eggs', 'rolled'],
  'Mapo Tofu': ['stew', 'claypot'],
  'Egg Fried Rice': ['rice', 'fried'],
  'Kung Pao Chicken': ['stir-fry'],
  'Spaghetti Carbonara': ['pasta', 'long'],
  'Margherita Pizza': ['pizza'],
  Tiramisu: ['layered-dessert', 'tiramisu'],
  'Zucchini Noodles with Basil Pesto': ['pasta', 'long'],
  Ratatouille: ['stew', 'pot'],
  Crêpes: ['pancakes', 'crepes'],
  'French Onion Soup': ['soup', 'crock'],
  'Omelette aux Fines Herbes': ['eggs', 'omelette'],
  'Masala Mac and Cheese': ['pasta', 'short'],
  'Miso Mushroom Risotto': ['rice', 'risotto'],
};

describe('classifyDish on the demo recipes', () => {
  it('has an expected form written for every demo recipe', () => {
    expect(Object.keys(DEMO_FORMS).sort()).toEqual(demoRecipes.map((r) => r.title).sort());
  });

  for (const recipe of demoRecipes) {
    it(`serves ${recipe.title} as ${DEMO_FORMS[recipe.title]?.join(' / ')}`, () => {
      const found = classifyDish({
        title: recipe.title,
        ingredients: recipe.ingredients.map((i) => i.name),
        tags: recipe.tags,
        cuisine: recipe.cuisine,
        mealTypes: recipe.mealTypes,
      });
      const [form, variant] = DEMO_FORMS[recipe.title]!;
      expect(found.form).toBe(form);
      if (variant) expect(found.variant).toBe(variant);
      expect(found.reason).not.toBe('');
    });
  }
});

describe('classifyDish on titles from many kitchens', () => {
  const cases: [string, DishForm, string?][] = [
    ['Tonkotsu Ramen', 'noodle-bowl', 'soup'],
    ['Beef Pho', 'noodle-bowl', 'soup'],
    ['Hakka Noodles', 'noodle-bowl', 'dry'],
    ['Chilli Garlic Noodles', 'noodle-bowl'],
    ['Spaghetti Bolognese', 'pasta', 'long'],
    ['Penne Arrabbiata', 'pasta', 'short'],
    ['Classic Beef Lasagne', 'pasta', 'baked'],
    ['Chicken Tikka Masala', 'curry-rice'],
    ['Massaman Curry', 'curry-rice'],
    ['Japanese Katsu Curry', 'curry-rice'],
    ['Dal Makhani', 'curry-flatbread'],
    ['Rajma', 'curry-flatbread'],
    ['Pav Bhaji', 'curry-flatbread'],
    ['Roasted Butternut Soup', 'soup', 'puree'],
    ['Minestrone', 'soup', 'chunky'],
    ['Tom Yum', 'soup', 'clear'],
    ['Caesar Salad', 'salad'],
    ['Fattoush', 'salad'],
    ['Victoria Sponge', 'layered-dessert', 'cake'],
    ['New York Cheesecake', 'layered-dessert', 'cheesecake'],
    ['Chocolate Mousse', 'dessert-glass', 'glass'],
    ['Crème Brûlée', 'dessert-glass', 'ramekin'],
    ['Gajar ka Halwa', 'dessert-glass', 'bowl'],
    ['Buttermilk Pancakes', 'pancakes', 'stack'],
    ['Masala Dosa', 'pancakes', 'dosa'],
    ['Fish Tacos', 'tacos', 'tacos'],
    ['Bean Burrito', 'tacos', 'wrap'],
    ['Banana Bread', 'bread', 'loaf'],
    ['Garlic Naan', 'bread', 'flatbread'],
    ['Pepperoni Pizza', 'pizza'],
    ['Hyderabadi Chicken Biryani', 'rice', 'biryani'],
    ['Seafood Paella', 'rice', 'paella'],
    ['Bibimbap', 'rice', 'topped'],
    ['Masala Omelette', 'eggs', 'omelette'],
    ['Scrambled Eggs on Toast', 'eggs', 'scrambled'],
    ['Egg Curry', 'curry-rice'],
    ['Beef and Broccoli Stir-Fry', 'stir-fry'],
    ['Gobi Manchurian', 'stir-fry'],
    ['Ribeye Steak with Chimichurri', 'main-plate'],
    ['Mango Lassi', 'drink', 'smoothie'],
    ['Masala Chai', 'drink', 'hot'],
    ['Fresh Mint Lemonade', 'drink', 'clear'],
    ['Chocolate Chip Cookies', 'cookies', 'cookies'],
    ['Blueberry Muffins', 'cookies', 'muffins'],
    ['Fudgy Brownies', 'cookies', 'bars'],
    ['Besan Ladoo', 'cookies', 'balls'],
    ['Baba Ganoush', 'dip', 'smooth'],
    ['Pico de Gallo Salsa', 'dip', 'chunky'],
    ['Chicken Satay', 'skewers'],
    ['Seekh Kebab', 'skewers'],
    ['Onion Bhaji', 'fritters'],
    ['Pork Gyoza', 'fritters'],
    ['Irish Beef Stew', 'stew', 'pot'],
    ['Chili con Carne', 'stew'],
    ['Potato Gratin', 'stew', 'bake'],
    ['Apple Pie', 'pie'],
    ['Quiche Lorraine', 'pie'],
  ];
  for (const [title, form, variant] of cases) {
    it(`${title} → ${form}${variant ? ` (${variant})` : ''}`, () => {
      const found = classifyDish({ title, ingredients: [] });
      expect(found.form).toBe(form);
      if (variant) expect(found.variant).toBe(variant);
    });
  }

  it('reads the head of the name: what comes last names the dish, what follows "with" is a side', () => {
    expect(classifyDish({ title: 'Egg Fried Rice', ingredients: [] }).form).toBe('rice');
    expect(classifyDish({ title: 'Paneer Tikka', ingredients: [] }).form).toBe('skewers');
    expect(classifyDish({ title: 'Paneer Tikka Masala', ingredients: [] }).form).toBe('curry-rice');
    expect(classifyDish({ title: 'Falafel with Tahini Sauce', ingredients: [] }).form).toBe('fritters');
    expect(classifyDish({ title: 'Zucchini Noodles with Pesto', ingredients: [] }).form).toBe('pasta');
  });

  it('uses the tags when the title names no form', () => {
    expect(classifyDish({ title: "Nani's Sunday Bowl", ingredients: [], tags: ['Soup', 'Comfort Food'] }).form).toBe('soup');
    expect(classifyDish({ title: 'Midnight Special', ingredients: [], tags: ['Stir-Fry'] }).form).toBe('stir-fry');
  });

  it('uses the ingredients when neither title nor tags say', () => {
    expect(classifyDish({ title: "Grandma's Special", ingredients: ['spaghetti', 'tomato', 'garlic', 'basil'] }).form).toBe('pasta');
    expect(classifyDish({ title: 'Friday Night', ingredients: ['corn tortilla', 'pork shoulder', 'onion', 'cilantro'] }).form).toBe('tacos');
    expect(classifyDish({ title: 'Green Goodness', ingredients: ['romaine lettuce', 'cucumber', 'olive oil', 'lemon'] }).form).toBe('salad');
    expect(classifyDish({ title: 'Quick Lunch', ingredients: ['rice noodles', 'shrimp', 'lime'] }).form).toBe('noodle-bowl');
    expect(classifyDish({ title: 'Weeknight Thing', ingredients: ['chicken', 'coconut milk', 'red curry paste', 'basil'] }).form).toBe('curry-rice');
  });

  it('serves a curry with flatbread or rice by its own ingredients', () => {
    expect(classifyDish({ title: 'Chicken Curry', ingredients: ['chicken', 'onion', 'naan'] }).form).toBe('curry-flatbread');
    expect(classifyDish({ title: 'Dal', ingredients: ['toor dal', 'basmati rice'] }).form).toBe('curry-rice');
  });

  it('falls back to a plated dessert or a plated main, and says so', () => {
    expect(classifyDish({ title: "Mum's Surprise", ingredients: ['sugar', 'cream'], mealTypes: ['Dessert'] }).form).toBe('layered-dessert');
    const plain = classifyDish({ title: 'Nice Dinner', ingredients: ['chicken breast', 'broccoli', 'olive oil'] });
    expect(plain.form).toBe('main-plate');
    expect(plain.reason).toMatch(/no form named/);
  });

  it('ignores case, accents and punctuation', () => {
    expect(classifyDish({ title: 'CRÊPES!', ingredients: [] }).variant).toBe('crepes');
    expect(classifyDish({ title: 'mac & cheese', ingredients: [] }).form).toBe('pasta');
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
  });

  it('is deterministic', () => {
    const facts = { title: 'Thai Green Curry', ingredients: ['chicken', 'coconut milk'], tags: ['Curry'], cuisine: 'Thai', mealTypes: ['Dinner'] };
    expect(classifyDish(facts)).toEqual(classifyDish(facts));
  });
});

describe('the dish-form knowledge', () => {
  it('names every form, with no word claimed by two forms', () => {
    const owner = new Map<string, DishForm>();
    for (const form of DISH_FORMS) {
      expect(FORM_WORDS[form].length).toBeGreaterThan(0);
      for (const word of FORM_WORDS[form]) {
        expect(word).toBe(foldText(word));
        expect(owner.get(word), `"${word}" is in ${owner.get(word)} and ${form}`).toBeUndefined();
        owner.set(word, form);
      }
    }
  });

  it('gives every variant list exactly one default', () => {
    for (const variants of Object.values(FORM_VARIANTS)) expect(variants!.filter(([, words]) => words.length === 0)).toHaveLength(1);
  });
});
