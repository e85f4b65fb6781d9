import { formatAmount, pluralFoodName, pluralNoun, type ShoppingItem, type ShoppingList } from '@hearth/contracts';
import { findFood } from '../../ai/knowledge/lookup';
import { normalizeUnit, parseQuantity, type Unit } from '../../ai/knowledge/parse-ingredient-line';

/**
 * Builds a week's shopping list from planned meals: each recipe's lines scaled to the planned
 * servings, the same ingredient merged across recipes with units converted within a family
 * (grams and kilograms; teaspoons, tablespoons, cups and litres; counts), volumes turned into grams
 * when the food's density is known and the same item is also bought by weight, and pieces turned into
 * grams when the food's piece weight is known and it is also bought by weight. Amounts read as a shop
 * sells them: whole pieces (1.75 lemons → 2 lemons), kitchen fractions, kilograms above a kilogram.
 * Tap water is not something to buy, so it is left out.
 */
const FROM_THE_TAP = new Set(['water', 'cold water', 'hot water', 'warm water', 'ice water', 'boiling water', 'ice', 'ice cubes']);
const GRAMS: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
const MILLILITRES: Partial<Record<Unit, number>> = { tsp: 5, tbsp: 15, cup: 240, ml: 1, l: 1000, 'fl oz': 29.57, pint: 473, quart: 946 };
const COUNTED = new Set<Unit | null>([null, 'piece', 'clove', 'slice', 'stick', 'stalk', 'head']);

export interface PlannedLine {
  recipeTitle: string;
  name: string;
  category: string | null;
  quantity: string;
  unit: string;
  /** Planned servings ÷ recipe servings. */
  scale: number;
}

interface Tally {
  name: string;
  category: string;
  grams: number;
  millilitres: number;
  counts: Map<string, number>;
  others: Map<string, number>;
  unquantified: boolean;
  recipes: Set<string>;
}

export function buildShoppingList(weekStart: string, weekEnd: string, lines: PlannedLine[], checkedKeys: Set<string>): ShoppingList {
  const tallies = new Map<string, Tally>();
  for (const line of lines) {
    const key = line.name.trim().toLowerCase();
    if (FROM_THE_TAP.has(key)) continue;
    const tally = tallies.get(key) ?? {
      name: line.name,
      category: line.category ?? 'Other',
      grams: 0,
      millilitres: 0,
      counts: new Map(),
      others: new Map(),
      unquantified: false,
      recipes: new Set(),
    };
    tallies.set(key, tally);
    tally.recipes.add(line.recipeTitle);
    const { quantity } = parseQuantity(line.quantity);
    const unit = normalizeUnit(line.unit);
    if (quantity === null) {
      tally.unquantified = true;
      continue;
    }
    const amount = quantity * line.scale;
    if (unit && GRAMS[unit]) tally.grams += amount * GRAMS[unit]!;
    else if (unit && MILLILITRES[unit]) tally.millilitres += amount * MILLILITRES[unit]!;
    else if (COUNTED.has(unit)) tally.counts.set(unit ?? '', (tally.counts.get(unit ?? '') ?? 0) + amount);
    else tally.others.set(unit!, (tally.others.get(unit!) ?? 0) + amount);
  }

  const groups = new Map<string, ShoppingItem[]>();
  for (const [key, tally] of tallies) {
    const food = findFood(tally.name);
    const density = food?.densityGPerMl;
    if (tally.grams > 0 && tally.millilitres > 0 && density) {
      tally.grams += tally.millilitres * density;
      tally.millilitres = 0;
    }
    // '600 g + 10.5' tomatoes: the pieces become grams when a piece's weight is known.
    const pieces = tally.counts.get('');
    if (tally.grams > 0 && pieces && food?.gramsPerPiece) {
      tally.grams += pieces * food.gramsPerPiece;
      tally.counts.delete('');
    }
    const parts = [
      tally.grams > 0 ? formatGrams(tally.grams) : '',
      tally.millilitres > 0 ? formatVolume(tally.millilitres) : '',
      ...[...tally.counts].map(([unit, n]) => formatCount(n, unit)),
      ...[...tally.others].map(([unit, n]) => `${formatAmount(n)} ${n > 1 ? pluralNoun(unit) : unit}`),
    ].filter(Boolean);
    if (!parts.length && tally.unquantified) parts.push('as needed');
    const wholePieces = [...tally.counts].find(([unit]) => unit === '')?.[1];
    const name = wholePieces !== undefined && Math.ceil(wholePieces) > 1 && parts.length === 1 ? pluralFoodName(tally.name) : tally.name;
    const item: ShoppingItem = { key, name, category: tally.category, amount: parts.join(' + '), recipes: [...tally.recipes].sort(), checked: checkedKeys.has(key) };
    groups.set(tally.category, [...(groups.get(tally.category) ?? []), item]);
  }
  return {
    weekStart,
    weekEnd,
    groups: [...groups]
      .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
      .map(([category, items]) => ({ category, items: items.sort((x, y) => x.name.localeCompare(y.name)) })),
  };
}

function formatGrams(grams: number): string {
  // Metric amounts read as decimals ('1.5 kg'); fractions are for cups and spoons.
  if (grams >= 1000) return `${Math.round(grams / 100) / 10} kg`;
  return `${grams >= 100 ? Math.round(grams / 10) * 10 : Math.max(1, Math.round(grams))} g`;
}

/** Kitchen measures: teaspoons and tablespoons for small amounts, cups, then litres. */
function formatVolume(ml: number): string {
  if (ml >= 1000) return `${Math.round(ml / 100) / 10} l`;
  if (ml >= 60) return `${formatAmount(ml / 240)} ${ml / 240 > 1 ? 'cups' : 'cup'}`;
  if (ml >= 15) return `${formatAmount(ml / 15)} tbsp`;
  return `${formatAmount(ml / 5)} tsp`;
}

/** Pieces are bought whole: 1.75 lemons is 2 lemons; cloves, slices and stalks too. */
function formatCount(n: number, unit: string): string {
  const whole = Math.max(1, Math.ceil(n - 0.05));
  return unit ? `${whole} ${whole > 1 ? pluralNoun(unit) : unit}` : String(whole);
}
