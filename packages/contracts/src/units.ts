/**
 * Kitchen units and the conversion between metric and US measures for the recipe page's unit switch
 * (docs/decisions/0027-recipe-page-to-cook-from.md). Volumes stay volumes and weights stay weights:
 * turning a cup of flour into grams needs the food's density, which a line does not carry.
 */

/** How the recipe page shows amounts: as the author wrote them, or converted. */
export const UNIT_SYSTEMS = ['as-written', 'metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

type Measure = 'volume' | 'mass';
type CanonicalUnit = 'tsp' | 'tbsp' | 'cup' | 'fl oz' | 'ml' | 'cl' | 'dl' | 'l' | 'g' | 'kg' | 'oz' | 'lb';

/**
 * Sizes in millilitres or grams. The cup is the US labelling cup (240 ml, 21 CFR 101.9), the measure
 * American nutrition labels and most converters use; spoons are the 5 ml and 15 ml measuring spoons.
 */
const UNITS: Record<CanonicalUnit, { measure: Measure; size: number }> = {
  tsp: { measure: 'volume', size: 5 },
  tbsp: { measure: 'volume', size: 15 },
  cup: { measure: 'volume', size: 240 },
  'fl oz': { measure: 'volume', size: 30 },
  ml: { measure: 'volume', size: 1 },
  cl: { measure: 'volume', size: 10 },
  dl: { measure: 'volume', size: 100 },
  l: { measure: 'volume', size: 1000 },
  g: { measure: 'mass', size: 1 },
  kg: { measure: 'mass', size: 1000 },
  oz: { measure: 'mass', size: 28.35 },
  lb: { measure: 'mass', size: 453.6 },
};

const ALIASES: Record<string, CanonicalUnit> = {
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsps: 'tsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  cups: 'cup',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  'fl. oz': 'fl oz',
  floz: 'fl oz',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  mls: 'ml',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  ltr: 'l',
  gram: 'g',
  grams: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  ounce: 'oz',
  ounces: 'oz',
  pound: 'lb',
  pounds: 'lb',
  lbs: 'lb',
};

/** The unit a line's unit text means ('Tablespoons' → 'tbsp'), or null for pieces, cans, pinches and words. */
export function canonicalUnit(unit: string): CanonicalUnit | null {
  const key = unit.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  if (key in UNITS) return key as CanonicalUnit;
  return ALIASES[key] ?? null;
}

export interface MeasuredAmount {
  min: number;
  max?: number;
  unit: CanonicalUnit;
}

const SPOONS_TO_MILLILITRES_METRIC = 100;

/**
 * The unit an amount of `base` millilitres or grams reads best in, in the target system: spoons below a
 * quarter cup and cups from there in US measures; in metric, spoons stay spoons (metric kitchens use the
 * same 5 and 15 ml spoons) until they add up to 100 ml, and grams and millilitres turn into kilograms
 * and litres from 1000.
 */
function bestUnit(measure: Measure, base: number, target: 'metric' | 'us', from: CanonicalUnit): CanonicalUnit {
  const spoon = from === 'tsp' || from === 'tbsp';
  if (measure === 'mass') {
    if (target === 'us') return base < UNITS.lb.size ? 'oz' : 'lb';
    return base < UNITS.kg.size ? 'g' : 'kg';
  }
  if (target === 'us') {
    if (base < UNITS.tbsp.size) return 'tsp';
    return base < UNITS.cup.size / 4 ? 'tbsp' : 'cup';
  }
  if (spoon && base < SPOONS_TO_MILLILITRES_METRIC) return base < UNITS.tbsp.size ? 'tsp' : 'tbsp';
  return base < UNITS.l.size ? 'ml' : 'l';
}

/**
 * An amount in `unit` converted to the target system: '2 cup' → 480 ml, '500 g' → 1.1 lb, '0.25 tsp'
 * stays tsp. Null when the unit is not a measure (pieces, cans, cloves, pinches).
 */
export function convertAmount(amount: { min: number; max?: number }, unit: string, target: 'metric' | 'us'): MeasuredAmount | null {
  const from = canonicalUnit(unit);
  if (!from) return null;
  const { measure, size } = UNITS[from];
  // The larger end decides the unit, so both ends of a range read in the same one.
  const to = bestUnit(measure, (amount.max ?? amount.min) * size, target, from);
  const factor = size / UNITS[to].size;
  return amount.max === undefined ? { min: amount.min * factor, unit: to } : { min: amount.min * factor, max: amount.max * factor, unit: to };
}

const trimDecimal = (value: number, places: number) => String(Number(value.toFixed(places)));

/**
 * A converted number as that unit is usually printed: metric as decimals rounded to what a scale or jug
 * shows ('480', '1.2', '7.5'), pounds to one decimal ('1.1'), and cups, spoons and ounces as kitchen
 * fractions (by the caller's fraction formatter).
 */
export function formatMeasuredNumber(value: number, unit: CanonicalUnit, fractions: (value: number) => string): string {
  switch (unit) {
    case 'g':
    case 'ml':
      if (value < 10) return trimDecimal(value, 1);
      if (value < 100) return String(Math.round(value));
      return String(Math.round(value / 5) * 5);
    case 'kg':
    case 'l':
    case 'cl':
    case 'dl':
      return value < 10 ? trimDecimal(value, 2) : trimDecimal(value, 1);
    case 'lb':
      return trimDecimal(value, 1);
    default:
      return fractions(value);
  }
}
