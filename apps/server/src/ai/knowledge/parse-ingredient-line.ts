// Ingredient-line parsing ("1 1/2 cups chopped onions" → 1.5 cup onion), unit normalisation and gram
// conversion. The steps live in parse-ingredient-line/ (units, amounts, names, line, grams); this module
// is the one place the rest of the server imports them from. Decision 0033 says how lines are read.
export { parseQuantity, readQuantity } from './parse-ingredient-line/amounts.js';
export { ingredientGrams, toGrams } from './parse-ingredient-line/grams.js';
export { parseIngredientLine, type ParsedIngredient } from './parse-ingredient-line/line.js';
export { normalizeUnit, UNITS, type Unit } from './parse-ingredient-line/units.js';
