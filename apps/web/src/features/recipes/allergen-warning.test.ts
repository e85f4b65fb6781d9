import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/runtime';
import { allergensToWarnAbout, allergenWarningText } from './allergen-warning';

describe('the allergen warning on recipe cards', () => {
  it('warns about the recipe allergens the member is allergic to, and only those', () => {
    expect(allergensToWarnAbout(['Nuts', 'Dairy'], ['Nuts'])).toEqual(['Nuts']);
    expect(allergensToWarnAbout(['Nuts', 'Dairy', 'Gluten'], ['Gluten', 'Dairy', 'Soy'])).toEqual(['Dairy', 'Gluten']);
    expect(allergensToWarnAbout(['Nuts', 'Dairy'], ['Soy', 'Eggs'])).toEqual([]);
  });

  it('says nothing to a member without allergies or about a recipe without allergens', () => {
    expect(allergensToWarnAbout(['Nuts'], [])).toEqual([]);
    expect(allergensToWarnAbout([], ['Nuts'])).toEqual([]);
  });

  it('matches whatever the case or spacing, once per allergen', () => {
    expect(allergensToWarnAbout(['Shellfish', 'Shellfish'], [' shellfish '])).toEqual(['Shellfish']);
  });

  it("reads as a sentence, in the reader's language", async () => {
    expect(allergenWarningText(['Nuts'])).toBe('Contains nuts');
    expect(allergenWarningText(['Nuts', 'Dairy'])).toBe('Contains nuts and dairy');
    expect(allergenWarningText(['Nuts', 'Dairy', 'Eggs'])).toBe('Contains nuts, dairy, and eggs');
    await setLanguage('es');
    expect(allergenWarningText(['Nuts', 'Dairy', 'Eggs'])).toBe('Contiene frutos secos, lácteos y huevos');
    await setLanguage('en');
  });
});
