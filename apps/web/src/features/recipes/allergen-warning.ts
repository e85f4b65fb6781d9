import { formatsFor } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import recipeCardEn from '@/i18n/locales/en/recipeCard.json';
import { getLanguage, localeTag, specText, translator } from '@/i18n/runtime';

/**
 * The warning a recipe card shows a member allergic to something the recipe contains (issue 13, item 11):
 * the recipe's derived allergens that are among the member's profile allergies, in the recipe's order.
 */
export function allergensToWarnAbout(recipeAllergens: readonly string[], memberAllergies: readonly string[]): string[] {
  const allergic = new Set(memberAllergies.map((a) => a.trim().toLowerCase()));
  return [...new Set(recipeAllergens.filter((a) => allergic.has(a.trim().toLowerCase())))];
}

/** 'Contains nuts', 'Contains nuts and dairy', 'Contiene frutos secos, lácteos y huevos': in the reader's language. */
export function allergenWarningText(allergens: readonly string[], language: Language = getLanguage()): string {
  const names = allergens.map((allergen) => specText(allergen, language).toLocaleLowerCase(localeTag(language)));
  return translator(recipeCardEn, language)('contains', { list: formatsFor(language).list(names) });
}
