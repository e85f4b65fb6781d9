// Grams of a parsed line, for nutrition and the recipe checks.
import type { FoodEntry } from '../types.js';
import type { ParsedIngredient } from './line.js';
import { CONTAINER_UNITS, G_PER, ML_PER, type Unit } from './units.js';

const COUNT_UNITS = new Set<Unit | null>([null, 'piece', 'clove', 'slice', 'stick', 'stalk', 'head']);
const CLOVES_PER_GARLIC_HEAD = 10;

/**
 * Grams for a quantity of a food: metric and imperial mass directly; volume (cup 240 ml, tbsp 15 ml,
 * tsp 5 ml...) through the food's density; counts (no unit, piece, clove, slice, stick, stalk, head)
 * through gramsPerPiece. Returns null when it would be a guess: no density or piece weight known,
 * or units like bunch, handful, sprig, knob, can (without a size) and inch.
 */
export function toGrams(quantity: number | null, unit: Unit | null, food?: FoodEntry): number | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity < 0) return null;
  const round = (grams: number) => Math.round(grams * 10) / 10;
  const mass = unit ? G_PER[unit] : undefined;
  if (mass !== undefined) return round(quantity * mass);
  const ml = unit ? ML_PER[unit] : undefined;
  if (ml !== undefined) return food?.densityGPerMl ? round(quantity * ml * food.densityGPerMl) : null;
  if (COUNT_UNITS.has(unit) && food?.gramsPerPiece) {
    // A head of garlic is counted in cloves everywhere else, so scale it; other heads are the piece.
    const pieces = unit === 'head' && food.id === 'garlic' ? quantity * CLOVES_PER_GARLIC_HEAD : quantity;
    // A slice of a loaf or baguette is not the loaf: foods whose piece is the whole say what a slice weighs.
    const each = unit === 'slice' && food.gramsPerSlice ? food.gramsPerSlice : food.gramsPerPiece;
    return round(pieces * each);
  }
  return null;
}

/**
 * Grams for a parsed line. A stated package size wins for packages and counted pieces: "2 x 400g tins"
 * is 800 g, "4 x 150g salmon fillets" 600 g, whatever a typical tin or fillet weighs.
 */
export function ingredientGrams(parsed: ParsedIngredient): number | null {
  const sized = CONTAINER_UNITS.has(parsed.unit) || parsed.unit === null || parsed.unit === 'piece' || parsed.unit === 'slice';
  if (parsed.packageSize && sized && parsed.quantity !== null) {
    const each = toGrams(parsed.packageSize.quantity, parsed.packageSize.unit, parsed.food);
    return each === null ? null : Math.round(parsed.quantity * each * 10) / 10;
  }
  return toGrams(parsed.quantity, parsed.unit, parsed.food);
}
