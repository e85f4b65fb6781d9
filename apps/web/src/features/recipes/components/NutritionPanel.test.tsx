import type { Nutrition } from '@hearth/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coverageNote, NutritionPanel, nutritionValue } from './NutritionPanel';

const nutrition: Nutrition = { energyKcal: 411.6, proteinG: 18.24, fatG: 22.5, carbsG: 35.7, fiberG: 3.44, sodiumMg: null, coverage: 1, source: 'IFCT 2017' };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the nutrition panel', () => {
  it('shows calories, protein, carbohydrate, fat and fibre per serving, with the source named', () => {
    const shown = text(renderToStaticMarkup(<NutritionPanel nutrition={nutrition} preparing={false} />));
    expect(shown).toContain('Per serving');
    expect(shown).toContain('Calories 412 kcal');
    expect(shown).toContain('Protein 18 g');
    expect(shown).toContain('Carbohydrate 36 g');
    expect(shown).toContain('Fat 23 g');
    expect(shown).toContain('Fibre 3.4 g');
    expect(shown).toContain('Source: IFCT 2017');
    expect(shown).not.toContain('could not be matched');
  });

  it('names whatever source the data gives', () => {
    const shown = text(renderToStaticMarkup(<NutritionPanel nutrition={{ ...nutrition, source: 'USDA FoodData Central' } as unknown as Nutrition} preparing={false} />));
    expect(shown).toContain('Source: USDA FoodData Central');
  });

  it('says how much of the recipe the figures cover when some ingredients could not be matched', () => {
    expect(coverageNote(0.95)).toBeNull();
    expect(coverageNote(0.8)).toBe('Based on 80% of the ingredients by weight; some could not be matched.');
    const shown = text(renderToStaticMarkup(<NutritionPanel nutrition={{ ...nutrition, coverage: 0.624 }} preparing={false} />));
    expect(shown).toContain('Based on 62% of the ingredients by weight; some could not be matched.');
  });

  it('says so plainly when there are no figures', () => {
    expect(text(renderToStaticMarkup(<NutritionPanel nutrition={null} preparing={false} />))).toContain("Nutrition isn't available for this recipe.");
    expect(text(renderToStaticMarkup(<NutritionPanel nutrition={null} preparing />))).toContain('still working out the nutrition');
  });

  it('rounds grams to one decimal below 10', () => {
    expect(nutritionValue('fiberG', 0.04)).toBe('0 g');
    expect(nutritionValue('fiberG', 0.44)).toBe('0.4 g');
    expect(nutritionValue('proteinG', 12.5)).toBe('13 g');
  });
});
