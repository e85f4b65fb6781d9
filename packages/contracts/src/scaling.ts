/**
 * The recipe page's servings scaler and unit switch (docs/decisions/0027-recipe-page-to-cook-from.md):
 * a line scaled to the servings a cook wants and shown in the units they measure in, as a cook reads it.
 */
import { formatAmount, formatIngredientLine, readAmount, type QuantityLine } from './quantities';
import { convertAmount, formatMeasuredNumber, type UnitSystem } from './units';

/** The servings a cook may scale a recipe to. */
export const SCALED_SERVINGS_MIN = 1;
export const SCALED_SERVINGS_MAX = 50;

/** Servings kept within what the scaler offers, as a whole number. */
export function clampServings(servings: number): number {
  if (!Number.isFinite(servings)) return SCALED_SERVINGS_MIN;
  return Math.min(SCALED_SERVINGS_MAX, Math.max(SCALED_SERVINGS_MIN, Math.round(servings)));
}

/** The factor every amount is multiplied by to cook `wanted` servings of a recipe written for `written`. */
export function servingsScale(written: number | null, wanted: number): number {
  if (!written || written <= 0) return 1;
  return clampServings(wanted) / written;
}

/** True when the amount is a number the scaler can change; words ('to taste', 'a handful') stay as written. */
export function isScalableLine(line: Pick<QuantityLine, 'quantity'>): boolean {
  return readAmount(line.quantity) !== null;
}

/**
 * One ingredient line for the recipe page: scaled by `scale` and, unless the cook wants the units as
 * written, converted to metric or US measures ('2 cups milk' → '480 ml milk', '500 g mascarpone' →
 * '1.1 lb mascarpone'). Pieces, cans, cloves and pinches are only scaled; words are left alone.
 */
export function formatIngredientFor(line: QuantityLine, options: { scale?: number; units?: UnitSystem } = {}): string {
  const scale = options.scale ?? 1;
  const units = options.units ?? 'as-written';
  const amount = readAmount(line.quantity);
  if (units === 'as-written' || !amount) return formatIngredientLine(line, scale);
  const scaled = amount.max === undefined ? { min: amount.min * scale } : { min: amount.min * scale, max: amount.max * scale };
  const measured = convertAmount(scaled, line.unit, units);
  if (!measured) return formatIngredientLine(line, scale);
  const number = (value: number) => formatMeasuredNumber(value, measured.unit, formatAmount);
  const largest = number(measured.max ?? measured.min);
  const text = measured.max === undefined ? largest : `${number(measured.min)}–${largest}`;
  // Only the cup takes a plural among the measures ('2 tbsp', '3 oz'), and by the number shown: 1.02 reads '1 cup'.
  const unit = measured.unit === 'cup' && (readAmount(largest)?.min ?? 0) > 1 ? 'cups' : measured.unit;
  return [text, unit, line.name.trim().replace(/\s+/g, ' ')].filter(Boolean).join(' ');
}
