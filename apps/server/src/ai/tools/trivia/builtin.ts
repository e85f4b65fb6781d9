import { AROMA_DESCRIPTOR_SOURCE, odourOf } from '../../knowledge/aroma-compounds';
import { FOODS } from '../../knowledge/catalog';
import { CURATED_FOOD_FACTS } from '../../knowledge/food-trivia';
import { loadIfct, nutritionPer100g, type Nutrition } from '../../knowledge/nutrition';
import { ORIGIN_SOURCE, REGION_SOURCES, regionsOf } from '../../knowledge/regions';
import type { FoodEntry } from '../../knowledge/types';

/** One fact: a stable key (recorded in the member's history), the markdown shown, and its source. */
export interface TriviaFact {
  key: string;
  text: string;
  /** A short name of the source that any rewording must keep. */
  cite: string;
}

export const FACTS_PER_CALL = 3;
const IFCT = 'IFCT 2017';
const IFCT_SOURCE = 'Indian Food Composition Tables 2017 (IFCT 2017, National Institute of Nutrition)';
/** How many of a ranking's leaders get a fact of their own: lower ranks make dull trivia. */
const RANKED_FACTS = 5;

type NutrientKey = 'ironMg' | 'vitaminCMg' | 'proteinG' | 'calciumMg' | 'fiberG' | 'potassiumMg';
const NUTRIENTS: Record<NutrientKey, { label: string; unit: string }> = {
  ironMg: { label: 'iron', unit: 'mg' },
  vitaminCMg: { label: 'vitamin C', unit: 'mg' },
  proteinG: { label: 'protein', unit: 'g' },
  calciumMg: { label: 'calcium', unit: 'mg' },
  fiberG: { label: 'fibre', unit: 'g' },
  potassiumMg: { label: 'potassium', unit: 'mg' },
};

/** Which nutrient is ranked within which IFCT food groups; the groups are IFCT's own. */
const RANKINGS: readonly { nutrient: NutrientKey; groups: string[]; among: string }[] = [
  { nutrient: 'ironMg', groups: ['Green Leafy Vegetables'], among: 'green leafy vegetables' },
  { nutrient: 'calciumMg', groups: ['Green Leafy Vegetables'], among: 'green leafy vegetables' },
  { nutrient: 'vitaminCMg', groups: ['Fruits'], among: 'fruits' },
  { nutrient: 'vitaminCMg', groups: ['Green Leafy Vegetables', 'Other Vegetables', 'Roots and Tubers'], among: 'vegetables' },
  { nutrient: 'proteinG', groups: ['Grain Legumes'], among: 'dried pulses and beans' },
  { nutrient: 'ironMg', groups: ['Grain Legumes'], among: 'dried pulses and beans' },
  { nutrient: 'fiberG', groups: ['Grain Legumes'], among: 'dried pulses and beans' },
  { nutrient: 'proteinG', groups: ['Cereals and Millets'], among: 'cereals and millets' },
  { nutrient: 'calciumMg', groups: ['Cereals and Millets'], among: 'cereals and millets' },
  { nutrient: 'calciumMg', groups: ['Nuts and Oil Seeds'], among: 'nuts and oil seeds' },
  { nutrient: 'proteinG', groups: ['Nuts and Oil Seeds'], among: 'nuts and oil seeds' },
  { nutrient: 'potassiumMg', groups: ['Fruits'], among: 'fruits' },
  { nutrient: 'proteinG', groups: ['Marine Fish', 'Fresh Water Fish and Shellfish'], among: 'fish' },
];

/** Figures as IFCT gives them, trimmed to what a reader needs (214 mg, 22.5 g, 2.95 mg). */
export function figure(value: number): string {
  if (value >= 100) return String(Math.round(value));
  if (value >= 10) return String(Math.round(value * 10) / 10);
  return String(Math.round(value * 100) / 100);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const sourced = (text: string, source: string) => `${text} _Source: ${source}._`;

interface Measured {
  food: FoodEntry;
  nutrition: Nutrition;
  group: string;
}

function measuredFoods(): Measured[] {
  const ifct = loadIfct();
  return FOODS.flatMap((food) => {
    const nutrition = nutritionPer100g(food);
    const row = food.ifctCode ? ifct.get(food.ifctCode) : undefined;
    return nutrition && row ? [{ food, nutrition, group: row.group }] : [];
  });
}

/** Foods of the groups ranked by one nutrient, highest first (ties by name, so the order is stable). */
export function ranked(measured: Measured[], nutrient: NutrientKey, groups: string[]): { food: FoodEntry; value: number; ifctName: string; code: string }[] {
  return measured
    .filter((m) => groups.includes(m.group) && m.nutrition[nutrient] !== null && m.nutrition[nutrient] > 0)
    .map((m) => ({ food: m.food, value: m.nutrition[nutrient] as number, ifctName: m.nutrition.source.name, code: m.nutrition.source.code }))
    .sort((a, b) => b.value - a.value || a.food.name.localeCompare(b.food.name));
}

function rankingFacts(measured: Measured[]): TriviaFact[] {
  return RANKINGS.flatMap(({ nutrient, groups, among }) => {
    const rows = ranked(measured, nutrient, groups);
    if (rows.length < 3) return [];
    const { label, unit } = NUTRIENTS[nutrient];
    const amount = (r: (typeof rows)[number]) => `${figure(r.value)} ${unit}`;
    const [first, second, third] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
    const key = `rank:${nutrient}:${groups.join('+')}`;
    const top: TriviaFact = {
      key: `${key}:top`,
      cite: IFCT,
      text: sourced(
        `Of the ${rows.length} ${among} in Hearth's food knowledge that IFCT 2017 analysed, the richest in ${label} is **${first.food.name}**, with ${amount(first)} per 100 g, ahead of ${second.food.name} (${amount(second)}) and ${third.food.name} (${amount(third)}).`,
        `${IFCT_SOURCE}, rows ${first.code}, ${second.code}, ${third.code}`,
      ),
    };
    const each = rows.slice(0, RANKED_FACTS).map((row, index): TriviaFact => {
      const versus =
        index === 0 ? `the most of any; next comes ${second.food.name} with ${amount(second)}` : `${ordinal(index + 1)} place, behind ${first.food.name} with ${amount(first)}`;
      return {
        key: `${key}:${row.food.id}`,
        cite: IFCT,
        text: sourced(
          `There are ${amount(row)} of ${label} in 100 g of **${row.food.name}**: among the ${rows.length} ${among} in Hearth's food knowledge that IFCT 2017 analysed, that is ${versus}.`,
          `${IFCT_SOURCE}, row ${row.code} '${row.ifctName}'`,
        ),
      };
    });
    return [top, ...each];
  });
}

/** Foods richer in vitamin C than an orange, and by how much: the comparison people expect to win. */
function vitaminCFacts(measured: Measured[]): TriviaFact[] {
  const orange = measured.find((m) => m.food.id === 'orange');
  const benchmark = orange?.nutrition.vitaminCMg;
  if (!orange || !benchmark) return [];
  return measured
    .filter((m) => m.food.id !== 'orange' && m.nutrition.vitaminCMg !== null && m.nutrition.vitaminCMg >= benchmark * 1.2)
    .sort((a, b) => (b.nutrition.vitaminCMg ?? 0) - (a.nutrition.vitaminCMg ?? 0) || a.food.name.localeCompare(b.food.name))
    .map((m) => {
      const value = m.nutrition.vitaminCMg as number;
      return {
        key: `vitamin-c-vs-orange:${m.food.id}`,
        cite: IFCT,
        text: sourced(
          `Orange is not the vitamin C champion: 100 g of **${m.food.name}** has ${figure(value)} mg, against ${figure(benchmark)} mg in orange, about ${figure(Math.round((value / benchmark) * 10) / 10)} times as much.`,
          `${IFCT_SOURCE}, rows ${m.nutrition.source.code} '${m.nutrition.source.name}' and ${orange.nutrition.source.code} '${orange.nutrition.source.name}'`,
        ),
      };
    });
}

/** Each food's rarest described aroma compound: the note that sets it apart, and who else carries it. */
function aromaFacts(): TriviaFact[] {
  const carriers = new Map<string, FoodEntry[]>();
  for (const food of FOODS) for (const compound of food.aromaCompounds) carriers.set(compound, [...(carriers.get(compound) ?? []), food]);
  return FOODS.flatMap((food) => {
    const described = food.aromaCompounds.filter((c) => odourOf(c));
    if (!described.length) return [];
    const compound = [...described].sort((a, b) => carriers.get(a)!.length - carriers.get(b)!.length || a.localeCompare(b))[0]!;
    const others = carriers
      .get(compound)!
      .filter((f) => f.id !== food.id)
      .map((f) => f.name);
    const shared = others.length
      ? ` Hearth's food knowledge lists it as a key aroma of ${others.length > 3 ? `${listed(others.slice(0, 3))} and ${others.length - 3} more foods` : listed(others)} too.`
      : ' No other food in Hearth’s food knowledge lists it as a key aroma.';
    return [
      {
        key: `aroma:${food.id}`,
        cite: 'Flavornet',
        text: sourced(
          `Part of the smell of **${food.name}** comes from **${compound}**, a compound whose own odour is described as “${odourOf(compound)}”.${shared}`,
          `Hearth's food knowledge (key aroma volatiles); odours from ${AROMA_DESCRIPTOR_SOURCE}`,
        ),
      },
    ];
  });
}

/** Where crops first grew and where they are grown now; one fact per distinct crop entry. */
function originFacts(): TriviaFact[] {
  const seen = new Set<string>();
  return FOODS.flatMap((food) => {
    const regions = regionsOf(food.id);
    if (regions?.kind !== 'crop' || regions.source === 'USGS') return [];
    const signature = `${regions.origin}|${regions.grownIn.join('/')}`;
    if (seen.has(signature)) return [];
    seen.add(signature);
    const today = regions.source === 'FAO' ? `Today the leading producers are ${listed(regions.grownIn)}.` : `Today it is grown chiefly in ${listed(regions.grownIn)}.`;
    return [
      {
        key: `origin:${food.id}`,
        cite: 'Oxford Companion to Food',
        text: sourced(
          `**${capitalised(food.name)}** comes originally from ${regions.origin}. ${today}`,
          `origin: ${ORIGIN_SOURCE}; growing regions: ${REGION_SOURCES[regions.source]}`,
        ),
      },
    ];
  });
}

function curatedFacts(): TriviaFact[] {
  return CURATED_FOOD_FACTS.map((fact) => ({ key: `curated:${fact.key}`, cite: fact.source, text: sourced(fact.text, fact.source) }));
}

/**
 * Every fact, in the order a member meets them: the generators take turns, so one call mixes
 * nutrition, aroma, origin and history instead of showing twenty iron rankings in a row.
 */
function interleave(lists: TriviaFact[][]): TriviaFact[] {
  const out: TriviaFact[] = [];
  for (let i = 0; out.length < lists.reduce((n, l) => n + l.length, 0); i += 1) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

function buildFacts(): readonly TriviaFact[] {
  const measured = measuredFoods();
  return Object.freeze(interleave([rankingFacts(measured), aromaFacts(), originFacts(), vitaminCFacts(measured), curatedFacts()]));
}

let facts: readonly TriviaFact[] | undefined;
/** All facts, computed once from the knowledge (the data is frozen, so they cannot go stale). */
export function triviaFacts(): readonly TriviaFact[] {
  facts ??= buildFacts();
  return facts;
}

let byKey: ReadonlyMap<string, TriviaFact> | undefined;
export function triviaFact(key: string): TriviaFact | undefined {
  byKey ??= new Map(triviaFacts().map((f) => [f.key, f]));
  return byKey.get(key);
}

/** A stable starting point per member, so members do not all begin on the same fact. */
export function startIndex(memberId: string, total: number): number {
  let hash = 0;
  for (const ch of memberId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % total;
}

/**
 * The next facts for a member. The order is one fixed cycle, and each call continues right after the
 * last fact shown, so no fact comes back until all the others have been shown. Only the member's
 * latest run is needed (a bounded read); a key no longer in the cycle restarts at the member's start.
 */
export function nextFactKeys(order: readonly { key: string }[], memberId: string, lastShownKey: string | null, count = FACTS_PER_CALL): string[] {
  const last = lastShownKey === null ? -1 : order.findIndex((f) => f.key === lastShownKey);
  const start = last >= 0 ? last + 1 : startIndex(memberId, order.length);
  return Array.from({ length: Math.min(count, order.length) }, (_, i) => order[(start + i) % order.length]!.key);
}
