/**
 * The warning a recipe card shows a member allergic to something the recipe contains (issue 13, item 11):
 * the recipe's derived allergens that are among the member's profile allergies, in the recipe's order.
 */
export function allergensToWarnAbout(recipeAllergens: readonly string[], memberAllergies: readonly string[]): string[] {
  const allergic = new Set(memberAllergies.map((a) => a.trim().toLowerCase()));
  return [...new Set(recipeAllergens.filter((a) => allergic.has(a.trim().toLowerCase())))];
}

/** 'Contains nuts', 'Contains nuts and dairy', 'Contains nuts, dairy and eggs'. */
export function allergenWarningText(allergens: readonly string[]): string {
  const names = allergens.map((a) => a.toLowerCase());
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Contains ${list}`;
}
