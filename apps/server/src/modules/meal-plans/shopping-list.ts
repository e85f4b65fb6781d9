import type { ShoppingItem, ShoppingList } from '@hearth/contracts';
import { findFood } from '../../ai/knowledge/lookup';
import { normalizeUnit, parseQuantity, type Unit } from '../../ai/knowledge/parse-ingredient-line';

/**
 * Builds a week's shopping list from planned meals: each recipe's lines scaled to the planned
 * servings, the same ingredient merged across recipes with units converted within a family
 * (grams and kilograms; teaspoons, tablespoons, cups and litres; counts), volumes turned into grams
 * when the food's density is known and the same item is also bought by weight.
 */
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
    const tally = tallies.get(key) ?? { name: line.name, category: line.category ?? 'Other', grams: 0, millilitres: 0, counts: new Map(), others: new Map(), unquantified: false, recipes: new Set() };
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
    const density = findFood(tally.name)?.densityGPerMl;
    if (tally.grams > 0 && tally.millilitres > 0 && density) {
      tally.grams += tally.millilitres * density;
      tally.millilitres = 0;
    }
    const parts = [
      tally.grams > 0 ? formatGrams(tally.grams) : '',
      tally.millilitres > 0 ? formatVolume(tally.millilitres) : '',
      ...[...tally.counts].map(([unit, n]) => formatCount(n, unit)),
      ...[...tally.others].map(([unit, n]) => `${formatNumber(n)} ${plural(unit, n)}`),
    ].filter(Boolean);
    if (!parts.length && tally.unquantified) parts.push('as needed');
    const item: ShoppingItem = { key, name: tally.name, category: tally.category, amount: parts.join(' + '), recipes: [...tally.recipes].sort(), checked: checkedKeys.has(key) };
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

function formatNumber(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : String(rounded).replace(/(\.\d)0$/, '$1');
}

function formatGrams(grams: number): string {
  return grams >= 1000 ? `${formatNumber(Math.round(grams / 10) / 100)} kg` : `${Math.round(grams)} g`;
}

/** Kitchen measures: teaspoons and tablespoons for small amounts, cups, then litres. */
function formatVolume(ml: number): string {
  if (ml >= 1000) return `${formatNumber(Math.round(ml / 10) / 100)} l`;
  if (ml >= 60) return `${quarter(ml / 240)} ${ml / 240 > 1 ? 'cups' : 'cup'}`;
  if (ml >= 15) return `${quarter(ml / 15, 2)} tbsp`;
  return `${quarter(ml / 5, 2)} tsp`;
}

function quarter(n: number, parts = 4): string {
  const rounded = Math.max(1 / parts, Math.round(n * parts) / parts);
  const whole = Math.floor(rounded);
  const fraction = rounded - whole;
  const names: Record<number, string> = { 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' };
  return [whole || '', names[fraction] ?? ''].filter(Boolean).join(' ') || '0';
}

function formatCount(n: number, unit: string): string {
  return unit ? `${formatNumber(n)} ${plural(unit, n)}` : formatNumber(n);
}

function plural(unit: string, n: number): string {
  if (n <= 1 || unit.endsWith('s')) return unit;
  return unit === 'pinch' || unit === 'dash' || unit === 'bunch' ? `${unit}es` : `${unit}s`;
}
