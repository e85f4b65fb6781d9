// The built-in Ingredient DNA: eight sections read from the food knowledge (taste, texture, aroma
// compounds, season, substitutions, cuisines), IFCT 2017 nutrition, the classic pairings and the
// growing-region data. Where a source has nothing for this food, the section says so.
import type { IngredientDnaResponse } from '@hearth/contracts';
import { AROMA_DESCRIPTOR_SOURCE, odourOf } from '../../knowledge/aroma-compounds';
import { findFood } from '../../knowledge/lookup';
import { nutritionPer100g, type Nutrition } from '../../knowledge/nutrition';
import { foodById } from '../../knowledge/catalog';
import { baseFoodId, classicPartners } from '../../knowledge/pairing';
import { cropRegions, ORIGIN_SOURCE, REGION_SOURCES, regionsOf, type CropRegions } from '../../knowledge/regions';
import { DIET_KEYS, type Allergen, type DietKey, type FoodEntry, type TasteVector } from '../../knowledge/types';
import { problemsWith } from '../member-rules';

export type DnaAnswer = Omit<IngredientDnaResponse, 'source'>;

export interface DnaRules {
  allergies: Allergen[];
  requiredDiets: DietKey[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DIET_LABELS: Record<DietKey, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', pescatarian: 'Pescatarian', eggetarian: 'Eggetarian', jain: 'Jain' };
const TASTE_LABELS: Record<keyof TasteVector, string> = { sweet: 'Sweet', salty: 'Salty', sour: 'Sour', bitter: 'Bitter', umami: 'Umami', pungent: 'Pungent', fat: 'Rich (fat)' };
const MAX_PAIRINGS = 8;
const TASTE_NOUNS: Record<string, string> = {
  Sweet: 'sweetness',
  Salty: 'saltiness',
  Sour: 'sourness',
  Bitter: 'bitterness',
  Umami: 'umami',
  Pungent: 'pungency',
  'Rich (fat)': 'richness',
};
export const IFCT_SOURCE = 'IFCT 2017 (Indian Food Composition Tables, National Institute of Nutrition, Hyderabad)';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function tasteProfile(food: FoodEntry): DnaAnswer['tasteProfile'] {
  const tastes = (Object.keys(TASTE_LABELS) as (keyof TasteVector)[]).map((taste) => ({ taste: TASTE_LABELS[taste], value: food.taste[taste] }));
  const strong = tastes.filter((t) => t.value >= 5).sort((a, b) => b.value - a.value);
  const some = tastes.filter((t) => t.value >= 2 && t.value < 5).sort((a, b) => b.value - a.value);
  const describe = (items: typeof tastes) => list(items.map((t) => `${TASTE_NOUNS[t.taste] ?? t.taste.toLowerCase()} (${t.value}/10)`));
  let summary: string;
  if (!strong.length && !some.length) summary = `${capitalise(food.name)} is mild: no basic taste reaches 2 on Hearth's 0–10 scale.`;
  else if (!strong.length) summary = `${capitalise(food.name)}: a gentle ${describe(some)}.`;
  else summary = `${capitalise(food.name)}: mostly ${describe(strong)}${some.length ? `, with some ${describe(some)}` : ''}.`;
  const glossary = [...strong, ...some].some((t) => t.taste === TASTE_LABELS.pungent) ? ' Pungency here means heat and sharpness (chilli, mustard, raw garlic).' : '';
  return { summary: `${summary}${glossary}`, tastes };
}

function textureProfile(food: FoodEntry): DnaAnswer['textureProfile'] {
  const textures = food.textures.slice(0, 10);
  return {
    summary: textures.length ? `${capitalise(food.name)}: ${list(textures)}.` : `Hearth's knowledge records no texture for ${food.name}.`,
    textures,
  };
}

function nutritionRows(n: Nutrition): DnaAnswer['nutritionalProfile']['per100g'] {
  const rows: DnaAnswer['nutritionalProfile']['per100g'] = [
    { nutrient: 'Energy', amount: n.energyKcal, unit: 'kcal' },
    { nutrient: 'Protein', amount: n.proteinG, unit: 'g' },
    { nutrient: 'Fat', amount: n.fatG, unit: 'g' },
    { nutrient: 'Carbohydrate (available)', amount: n.carbsG, unit: 'g' },
    { nutrient: 'Fibre', amount: n.fiberG, unit: 'g' },
  ];
  const optional: [string, number | null, string][] = [
    ['Sugars', n.sugarG, 'g'],
    ['Saturated fat', n.saturatedFatG, 'g'],
    ['Cholesterol', n.cholesterolMg, 'mg'],
    ['Sodium', n.sodiumMg, 'mg'],
    ['Potassium', n.potassiumMg, 'mg'],
    ['Calcium', n.calciumMg, 'mg'],
    ['Iron', n.ironMg, 'mg'],
    ['Vitamin C', n.vitaminCMg, 'mg'],
  ];
  for (const [nutrient, amount, unit] of optional) if (amount !== null) rows.push({ nutrient, amount, unit });
  return rows;
}

function nutritionalProfile(food: FoodEntry): DnaAnswer['nutritionalProfile'] {
  const n = nutritionPer100g(food);
  if (!n) {
    return {
      summary: `IFCT 2017 has no row for ${food.name} as such (it covers raw Indian foods, not most prepared or imported products), so Hearth gives no figures rather than borrow another food's.`,
      per100g: [],
      source: 'IFCT 2017: no row for this food',
    };
  }
  const estimated = n.energyEstimated
    ? ' IFCT lists no usable energy for this row, so energy is worked out from its protein, fat, carbohydrate and fibre with IFCT’s own factors.'
    : '';
  return {
    summary: `Per 100 g edible portion (IFCT 2017 row ${n.source.code}, “${n.source.name}”): ${n.energyKcal} kcal, ${n.proteinG} g protein, ${n.fatG} g fat, ${n.carbsG} g available carbohydrate and ${n.fiberG} g fibre.${estimated}`,
    per100g: nutritionRows(n),
    source: `${IFCT_SOURCE}, row ${n.source.code}`,
  };
}

/** Months as ranges ("June to September"), wrapping over the new year. */
export function monthRanges(months: readonly number[]): string[] {
  const set = new Set(months);
  if (set.size === 12) return ['all year'];
  const ranges: string[] = [];
  // Start each range at a month whose previous month is out of season, so a December–February run stays whole.
  for (let m = 1; m <= 12; m += 1) {
    if (!set.has(m) || set.has(((m + 10) % 12) + 1)) continue;
    let end = m;
    while (set.has((end % 12) + 1) && (end % 12) + 1 !== m) end = (end % 12) + 1;
    ranges.push(end === m ? MONTHS[m - 1]! : `${MONTHS[m - 1]} to ${MONTHS[end - 1]}`);
  }
  return ranges;
}

function seasonality(food: FoodEntry): DnaAnswer['seasonality'] {
  const months = [...food.season.months].sort((a, b) => a - b);
  const note = food.season.note ? ` ${food.season.note}` : '';
  const summary =
    months.length === 12
      ? `Available all year (a pantry staple or a year-round crop).${note}`
      : `Best in season ${list(monthRanges(months))} (northern hemisphere and India).${note}`;
  return { summary, months };
}

function dietsKept(food: FoodEntry): string[] {
  return DIET_KEYS.filter((diet) => food.diets[diet]).map((diet) => DIET_LABELS[diet]);
}

function substitutionMap(food: FoodEntry, rules: DnaRules): DnaAnswer['substitutionMap'] {
  const kept: DnaAnswer['substitutionMap']['substitutes'] = [];
  const hidden: string[] = [];
  for (const sub of food.substitutions) {
    const problems = problemsWith([sub.name], rules);
    if (problems.length) {
      hidden.push(`${sub.name} (${problems[0]})`);
      continue;
    }
    const subFood = findFood(sub.name);
    kept.push({
      name: sub.name,
      ratio: sub.ratio,
      note: subFood ? sub.note : `${sub.note} Hearth's knowledge cannot vouch for its diets.`.trim(),
      keepsDiets: subFood ? dietsKept(subFood) : [],
    });
  }
  const parts: string[] = [];
  const ownProblems = problemsWith([food.name], rules);
  if (ownProblems.length) parts.push(`Your profile rules out ${food.name} itself (${ownProblems[0]}).`);
  if (!food.substitutions.length) parts.push(`Hearth's knowledge lists no substitute for ${food.name}.`);
  else if (kept.length) parts.push(`${kept.length} substitute${kept.length === 1 ? '' : 's'} for ${food.name}, with the ratio to use and the diets each keeps.`);
  if (hidden.length) parts.push(`Left out for your diet and allergies: ${list(hidden)}.`);
  if (food.substitutions.length && !kept.length) parts.push('None of the listed substitutes fits your profile.');
  return { summary: parts.join(' '), substitutes: kept.slice(0, 10) };
}

function culturalUsage(food: FoodEntry): DnaAnswer['culturalUsage'] {
  const cuisines = food.cuisines.slice(0, 20);
  const pairings = classicPartners(food)
    .slice(0, MAX_PAIRINGS)
    .map((pairing) => {
      const own = new Set([food.id, baseFoodId(food.id)]);
      const partnerName = foodById(own.has(pairing.a) ? pairing.b : pairing.a)?.name ?? pairing.b;
      return pairing.dishes.length ? `${partnerName}: ${pairing.dishes.slice(0, 2).join(', ')}` : `${partnerName} (${list(pairing.cuisines)})`;
    });
  const where = cuisines.length ? `Used in ${list(cuisines)} cooking.` : `Hearth's knowledge records no cuisine for ${food.name}.`;
  const partners = pairings.length ? ` Classic partners and the dishes they meet in are listed below (from The Flavor Bible, The Flavour Thesaurus and traditional dishes).` : '';
  return { summary: `${where}${partners}`, cuisines, classicPairings: pairings };
}

function cropSummary(regions: CropRegions): string {
  return `Originally from ${regions.origin}. Grown today in ${list(regions.grownIn)}.`;
}

function regionSource(regions: CropRegions): string {
  const growing = REGION_SOURCES[regions.source];
  return growing === ORIGIN_SOURCE ? ORIGIN_SOURCE : `Origin: ${ORIGIN_SOURCE}. Growing regions: ${growing}`;
}

function regionalAvailability(food: FoodEntry): DnaAnswer['regionalAvailability'] {
  const entry = regionsOf(food.id);
  if (!entry) {
    return { summary: `Hearth's knowledge has no growing-region entry for ${food.name}, so none is given here.`, regions: [], source: 'none' };
  }
  if (entry.kind === 'blend') {
    return { summary: `${capitalise(food.name)} is a blend of several ingredients, so it has no single growing region; see its ingredients.`, regions: [], source: 'none' };
  }
  if (entry.kind === 'made-from') {
    const base = cropRegions(entry.crop);
    if (!base) return { summary: `${capitalise(food.name)} is made from ${entry.how}; Hearth's knowledge has no growing regions for that crop.`, regions: [], source: 'none' };
    return { summary: `Made from ${entry.how}. ${cropSummary(base)}`, regions: base.grownIn.slice(0, 12), source: regionSource(base) };
  }
  return { summary: cropSummary(entry), regions: entry.grownIn.slice(0, 12), source: regionSource(entry) };
}

function chemicalCompounds(food: FoodEntry): DnaAnswer['chemicalCompounds'] {
  const compounds = food.aromaCompounds.slice(0, 10).map((name) => ({ name, odour: odourOf(name) ?? 'no plain description on record' }));
  if (!compounds.length) {
    return { summary: `Hearth's knowledge lists no key aroma compounds for ${food.name}; it is essentially odourless or its aroma comes from what it is made with.`, compounds };
  }
  return {
    summary: `Key aroma compounds of ${food.name}: ${list(compounds.map((c) => c.name))}. Odour notes follow ${AROMA_DESCRIPTOR_SOURCE}.`,
    compounds,
  };
}

export function ingredientDna(food: FoodEntry, rules: DnaRules, ingredientId: number | null): DnaAnswer {
  return {
    ingredient: { name: food.name, category: food.category, ingredientId },
    tasteProfile: tasteProfile(food),
    textureProfile: textureProfile(food),
    nutritionalProfile: nutritionalProfile(food),
    seasonality: seasonality(food),
    substitutionMap: substitutionMap(food, rules),
    culturalUsage: culturalUsage(food),
    regionalAvailability: regionalAvailability(food),
    chemicalCompounds: chemicalCompounds(food),
  };
}
