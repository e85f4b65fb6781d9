import { describe, expect, it } from 'vitest';
import { FOODS } from './catalog.js';
import { allergensOf, dietsOf, findFood, FoodIndex, mayConflictWithAllergies } from './lookup.js';
import { normalizeName, singularCandidates } from './normalize.js';

const idOf = (name: string) => findFood(name)?.id;

describe('normalizeName', () => {
  it('folds case, accents, apostrophes and punctuation but keeps Devanagari', () => {
    expect(normalizeName('  Gruyère  ')).toBe('gruyere');
    expect(normalizeName('Jalapeño')).toBe('jalapeno');
    expect(normalizeName("Bird's-Eye Chilli")).toBe('birds eye chilli');
    expect(normalizeName('प्याज़')).toBe(normalizeName('प्याज'));
    expect(normalizeName('मूँग')).toBe(normalizeName('मूंग'));
    expect(normalizeName('हल्दी')).toBe('हल्दी');
  });

  it('proposes singulars for common English plurals', () => {
    expect(singularCandidates('berries')).toContain('berry');
    expect(singularCandidates('leaves')).toContain('leaf');
    expect(singularCandidates('tomatoes')).toContain('tomato');
    expect(singularCandidates('cloves')).toContain('clove');
    expect(singularCandidates('chillies')).toContain('chilli');
    expect(singularCandidates('hummus')).toEqual([]);
    expect(singularCandidates('प्याज')).toEqual([]);
  });
});

describe('findFood', () => {
  it('matches canonical names, aliases, Hindi and Spanish names in any case and accent', () => {
    expect(idOf('Onion')).toBe('onion');
    expect(idOf('scallions')).toBe('spring-onion');
    expect(idOf('प्याज')).toBe('onion');
    expect(idOf('pyaz')).toBe('onion');
    expect(idOf('cebolla')).toBe('onion');
    expect(idOf('CEBOLLAS')).toBe('onion');
    expect(idOf('gruyere')).toBe('gruyere');
    expect(idOf('jalapeno')).toBe('jalapeno');
    expect(idOf('limon')).toBe('lemon');
    expect(idOf('हल्दी')).toBe('turmeric');
    expect(idOf('hing')).toBe('asafoetida');
    expect(idOf('dahi')).toBe('yogurt');
    expect(idOf('maida')).toBe('all-purpose-flour');
  });

  it('handles plurals', () => {
    expect(idOf('onions')).toBe('onion');
    expect(idOf('tomatoes')).toBe('tomato');
    expect(idOf('curry leaves')).toBe('curry-leaf');
    expect(idOf('blueberries')).toBe('blueberry');
    expect(idOf('chicken thighs')).toBe('chicken-thigh');
    expect(idOf('mangoes')).toBe('mango');
    expect(idOf("bird's eye chillies")).toBe('birds-eye-chili');
  });

  it('strips descriptors and finds the longest known food phrase', () => {
    expect(idOf('boneless chicken thighs')).toBe('chicken-thigh');
    expect(idOf('boneless skinless chicken breasts')).toBe('chicken-breast');
    expect(idOf('red bell pepper')).toBe('bell-pepper');
    expect(idOf('finely chopped fresh cilantro')).toBe('cilantro');
    expect(idOf('extra-virgin olive oil')).toBe('olive-oil');
    expect(idOf('large ripe tomatoes')).toBe('tomato');
    expect(idOf('garlic, minced')).toBe('garlic');
    expect(idOf('paneer (cottage cheese), cubed')).toBe('paneer');
    expect(idOf('homemade chicken stock')).toBe('chicken-stock');
    expect(idOf('good quality dark chocolate')).toBe('dark-chocolate');
    expect(idOf('organic unsalted butter, softened')).toBe('butter');
  });

  it('keeps foods whose names contain descriptor words', () => {
    expect(idOf('sweet potato')).toBe('sweet-potato');
    expect(idOf('crushed tomatoes')).toBe('canned-tomato');
    expect(idOf('fresh turmeric')).toBe('fresh-turmeric');
    expect(idOf('ground cumin')).toBe('ground-cumin');
    expect(idOf('cooked rice')).toBe('cooked-rice');
    expect(idOf('hot sauce')).toBe('hot-sauce');
  });

  it('tells apart look-alike names', () => {
    expect(idOf('ladyfingers')).toBe('ladyfinger');
    expect(idOf('ladies finger')).toBe('okra');
    expect(idOf('tej patta')).toBe('indian-bay-leaf');
    expect(idOf('bay leaves')).toBe('bay-leaf');
    expect(idOf('cornflour')).toBe('cornstarch');
    expect(idOf('makki ka atta')).toBe('cornmeal');
    expect(idOf('mutton')).toBe('goat-meat');
    expect(idOf('pimienta')).toBe('black-pepper');
    expect(idOf('pimiento')).toBe('bell-pepper');
  });

  it('returns undefined for unknown or empty names', () => {
    expect(findFood('')).toBeUndefined();
    expect(findFood('   ')).toBeUndefined();
    expect(findFood('frobnicator')).toBeUndefined();
  });

  it('builds a standalone index that reports collisions instead of silently overwriting', () => {
    const [first, second] = FOODS;
    if (!first || !second) throw new Error('catalogue too small');
    const clash = { ...second, id: 'clash', name: 'clash', aliases: [first.name] };
    const index = new FoodIndex([first, clash]);
    expect(index.collisions).toEqual([{ key: normalizeName(first.name), kept: first.id, dropped: 'clash' }]);
    expect(index.find(first.name)?.id).toBe(first.id);
  });
});

describe('allergensOf', () => {
  it('collects allergens in the spec order with their sources', () => {
    const report = allergensOf(['cashews', 'ghee', 'soy sauce', 'onion']);
    expect(report.allergens).toEqual(['Nuts', 'Dairy', 'Gluten', 'Soy']);
    expect(report.sources.Nuts).toEqual(['cashews']);
    expect(report.sources.Gluten).toEqual(['soy sauce']);
    expect(report.unknown).toEqual([]);
  });

  it('reports "may contain" separately and treats alternatives cautiously', () => {
    const report = allergensOf(['rolled oats', 'ghee or oil']);
    expect(report.allergens).toEqual(['Dairy']);
    expect(report.mayContain).toEqual(['Gluten']);
  });

  it('lists names it cannot resolve', () => {
    expect(allergensOf(['frobnicator', 'rice']).unknown).toEqual(['frobnicator']);
  });

  it('never lets a member allergen through, including unknown ingredients', () => {
    expect(mayConflictWithAllergies(['rice', 'tamari', 'tofu'], ['Gluten'])).toBe(false);
    expect(mayConflictWithAllergies(['rice', 'soy sauce'], ['Gluten'])).toBe(true);
    expect(mayConflictWithAllergies(['rolled oats'], ['Gluten'])).toBe(true);
    expect(mayConflictWithAllergies(['rice', 'frobnicator'], ['Nuts'])).toBe(true);
    expect(mayConflictWithAllergies(['frobnicator'], [])).toBe(false);
    expect(mayConflictWithAllergies(['prawns'], ['Shellfish'])).toBe(true);
    expect(mayConflictWithAllergies(['pine nuts'], ['Nuts'])).toBe(true);
  });
});

describe('dietsOf', () => {
  it('is vegan only when every ingredient is', () => {
    expect(dietsOf(['rice', 'toor dal', 'turmeric', 'salt']).diets.vegan).toBe(true);
    const withGhee = dietsOf(['rice', 'toor dal', 'ghee']);
    expect(withGhee.diets.vegan).toBe(false);
    expect(withGhee.diets.vegetarian).toBe(true);
    expect(withGhee.blockers.vegan).toEqual(['ghee']);
  });

  it('applies the Indian meanings of vegetarian, eggetarian and Jain', () => {
    const omelette = dietsOf(['eggs', 'onion', 'green chili', 'salt']);
    expect(omelette.diets).toEqual({ vegetarian: false, vegan: false, pescatarian: true, eggetarian: true, jain: false });
    const jainDal = dietsOf(['moong dal', 'turmeric', 'asafoetida', 'cumin seeds', 'ghee', 'tomatoes']);
    expect(jainDal.diets.jain).toBe(true);
    expect(dietsOf(['moong dal', 'garlic']).diets.jain).toBe(false);
    expect(dietsOf(['fish', 'rice']).diets).toEqual({ vegetarian: false, vegan: false, pescatarian: true, eggetarian: false, jain: false });
  });

  it('treats unknown ingredients conservatively and says which they were', () => {
    const report = dietsOf(['rice', 'mystery sauce']);
    expect(Object.values(report.diets).every((value) => value === false)).toBe(true);
    expect(report.unknown).toEqual(['mystery sauce']);
  });

  it('requires every alternative to fit', () => {
    expect(dietsOf(['butter or olive oil']).diets.vegan).toBe(false);
    expect(dietsOf(['olive oil or sunflower oil']).diets.vegan).toBe(true);
  });
});
