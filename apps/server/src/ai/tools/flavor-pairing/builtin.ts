// The built-in flavour pairing answer: the pairing facts of knowledge/pairing.ts (aroma chemistry,
// classic pairings, taste balance) and the platform's own recipes, written out as usage context and
// scientific basis. Every sentence states a fact from the data or says plainly that there is none.
import { AROMA_DESCRIPTOR_SOURCE, odourOf } from '../../knowledge/aroma-compounds';
import { FOODS, foodById } from '../../knowledge/catalog';
import { classicPairing, compoundFrequency, pairFoods, sameFood, sharedCuisines, tasteComplements, type PairingFacts } from '../../knowledge/pairing';
import { CLASSIC_PAIRINGS, PAIRING_SOURCES, type ClassicPairing } from '../../knowledge/pairings';
import type { FoodEntry, TasteVector } from '../../knowledge/types';

export const AHN_2011 = 'Ahn, Ahnert, Bagrow & Barabási, “Flavor network and the principles of food pairing”, Scientific Reports 1:196 (2011)';
const EAST_ASIAN = new Set(['Chinese', 'Japanese', 'Korean']);
const MAX_COMPOUNDS_SHOWN = 5;
/** Below this overlap the shared compounds are too common to count as evidence. */
const WEAK_CHEMISTRY = 0.1;
const TEXT_LIMIT = 2000;

export interface PairingAnswer {
  compatibilityScore: number;
  unexpectedRating: number;
  usageContext: string;
  scientificBasis: string;
  sharedCompounds: string[];
}

export interface HearthRecipes {
  count: number;
  titles: string[];
}

const TASTE_NOUN: Record<keyof TasteVector, string> = {
  sweet: 'sweetness',
  salty: 'saltiness',
  sour: 'acidity',
  bitter: 'bitterness',
  umami: 'savoury depth',
  pungent: 'heat and sharpness',
  fat: 'richness',
};

/** Herbs whose aroma fades with long cooking: added at the end or raw. */
const TENDER_HERBS = new Set(['basil', 'thai-basil', 'holy-basil', 'cilantro', 'parsley', 'mint', 'dill', 'chervil', 'tarragon', 'chive', 'shiso']);
/** Herbs that stand up to roasting and braising. */
const ROBUST_HERBS = new Set(['rosemary', 'thyme', 'sage', 'oregano', 'marjoram', 'italian-seasoning']);
/** Aromatics cooked in the dish for their scent and taken out before serving. */
const STEEPED_AROMATICS = new Set(['bay-leaf', 'indian-bay-leaf', 'lemongrass', 'makrut-lime-leaf', 'pandan-leaf', 'star-anise', 'black-cardamom']);
/** Souring or salty powders used as a finish, not fried. */
const FINISHING_SPICES = new Set(['sumac', 'amchur', 'anardana', 'chaat-masala', 'zaatar', 'black-salt']);
const SALTS = new Set(['salt', 'kosher-salt']);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function describeCompound(compound: string): string {
  const odour = odourOf(compound);
  return odour ? `${compound} (${odour})` : compound;
}

/** How to handle one food in the pan, where the knowledge has a clear rule for its kind. */
function handlingHint(food: FoodEntry): string | null {
  if (TENDER_HERBS.has(food.id)) return `Add ${food.name} near the end or raw: its aroma fades with long cooking.`;
  if (ROBUST_HERBS.has(food.id)) return `${capitalise(food.name)} stands up to roasting and braising, so it can go in early.`;
  if (STEEPED_AROMATICS.has(food.id)) return `Cook ${food.name} in the dish for its scent and take it out before serving.`;
  if (food.id === 'curry-leaf') return 'Fry curry leaves in hot oil at the start (a tadka) to release their aroma.';
  if (food.id === 'kasuri-methi') return 'Crush kasuri methi between your palms and stir it in at the end.';
  if (food.id === 'saffron') return 'Steep saffron in a little warm liquid before adding it, so its colour and aroma spread evenly.';
  if (FINISHING_SPICES.has(food.id)) return `Sprinkle ${food.name} on at the end: it is a finishing seasoning.`;
  if (food.category === 'Spices' && !SALTS.has(food.id) && food.aromaCompounds.length > 0) {
    return `Warm ${food.name} briefly in the cooking fat first: most of its aroma compounds dissolve in fat and open up with heat.`;
  }
  return null;
}

function tasteSentence(a: FoodEntry, b: FoodEntry): string | null {
  const [top] = tasteComplements(a, b);
  if (!top || top.strength < 0.08) return null;
  const [x, y] = top.tastes;
  if (x === y) return `${capitalise(top.why)}: ${a.name} (${a.taste[x]}/10) and ${b.name} (${b.taste[x]}/10) both bring ${TASTE_NOUN[x]}.`;
  // Give each taste to the food that carries more of it.
  const xFood = a.taste[x] * b.taste[y] >= b.taste[x] * a.taste[y] ? a : b;
  const yFood = xFood === a ? b : a;
  return `${capitalise(top.why)}: ${xFood.name} brings ${TASTE_NOUN[x]} (${xFood.taste[x]}/10), ${yFood.name} ${TASTE_NOUN[y]} (${yFood.taste[y]}/10).`;
}

function classicSentence(pairing: ClassicPairing, a: FoodEntry, b: FoodEntry): string {
  const where = pairing.cuisines.length ? ` (${list(pairing.cuisines)})` : '';
  const dishes = pairing.dishes.length ? list(pairing.dishes) : null;
  if (pairing.source === 'dish') return `**A classic pairing.** ${capitalise(a.name)} and ${b.name} are the base of ${dishes}${where}.`;
  const meet = dishes ? ` They meet in ${dishes}${where}.` : where ? ` Cooked together in ${list(pairing.cuisines)} kitchens.` : '';
  return `**A classic pairing**, listed in ${PAIRING_SOURCES[pairing.source]}.${meet}`;
}

function cuisineSentence(a: FoodEntry, b: FoodEntry): string {
  const shared = sharedCuisines(a, b);
  if (shared.length) return `Both are used in ${list(shared)} cooking.`;
  const show = (food: FoodEntry) => (food.cuisines.length ? list(food.cuisines.slice(0, 4)) : 'no cuisine recorded');
  return `Hearth's knowledge has no cuisine in common for them (${a.name}: ${show(a)}; ${b.name}: ${show(b)}).`;
}

function recipesSentence(a: FoodEntry, b: FoodEntry, recipes: HearthRecipes): string {
  if (recipes.count === 0) return `No published Hearth recipe uses both ${a.name} and ${b.name} yet.`;
  const titles = recipes.titles.slice(0, 3).map((title) => `“${title}”`);
  const noun = recipes.count === 1 ? 'recipe uses' : 'recipes use';
  return `On Hearth, ${recipes.count} published ${noun} both${titles.length ? `, including ${list(titles)}` : ''}.`;
}

function composeUsage(a: FoodEntry, b: FoodEntry, facts: PairingFacts, recipes: HearthRecipes): string {
  const parts: string[] = [];
  if (sameFood(a, b)) {
    parts.push(`**${capitalise(a.name)} and ${b.name} are one food** (or two forms of it). Using them together layers one flavour rather than pairing two.`);
  } else {
    const pairing = classicPairing(a, b);
    parts.push(
      pairing
        ? `${classicSentence(pairing, a, b)} ${cuisineSentence(a, b)}`
        : `**Not a recorded classic.** Hearth's ${CLASSIC_PAIRINGS.length} classic pairings (from The Flavor Bible, The Flavour Thesaurus and traditional dishes) do not include ${a.name} with ${b.name}. ${cuisineSentence(a, b)}`,
    );
  }
  const tips = [tasteSentence(a, b), handlingHint(a), handlingHint(b)].filter((tip): tip is string => tip !== null);
  if (!sameFood(a, b) && facts.unexpectedness >= 5)
    tips.push('Start with a small amount of one in a dish built on the other: the chemistry agrees, but cooks have not made it a tradition.');
  if (!sameFood(a, b) && facts.score < 40) tips.push('Neither tradition, shared aroma nor taste balance supports this pair much; if you try it, keep one of them in a minor role.');
  if (tips.length) parts.push(['**Using them together**', ...tips.map((tip) => `- ${tip}`)].join('\n'));
  parts.push(recipesSentence(a, b, recipes));
  return fit(parts);
}

function compoundsOf(food: FoodEntry): string {
  return food.aromaCompounds.length ? list(food.aromaCompounds.slice(0, MAX_COMPOUNDS_SHOWN).map(describeCompound)) : 'none listed';
}

function composeBasis(a: FoodEntry, b: FoodEntry, facts: PairingFacts): string {
  const parts: string[] = [];
  const pairing = classicPairing(a, b);
  const odourless = [a, b].filter((food) => food.aromaCompounds.length === 0);
  if (facts.sharedCompounds.length) {
    const shown = facts.sharedCompounds
      .slice(0, MAX_COMPOUNDS_SHOWN)
      .map((compound) => `${describeCompound(compound)}, in ${compoundFrequency(compound)} of ${FOODS.length} catalogue foods`);
    parts.push(`**Shared aroma compounds:** ${shown.join('; ')}.`);
    const overlap = `Weighted by rarity (a compound found in few foods counts for more than a common one such as hexanal), their aroma overlap is ${Math.round(facts.chemistry * 100)}%.`;
    parts.push(
      facts.chemistry < WEAK_CHEMISTRY
        ? `${overlap} What they share is common across the catalogue, so shared aroma says little about this pair (the food-pairing hypothesis, ${AHN_2011}, rests on sharing distinctive compounds).`
        : `${overlap} The food-pairing hypothesis (${AHN_2011}) holds that ingredients sharing flavour compounds tend to go well together.`,
    );
  } else if (odourless.length) {
    parts.push(
      `${list(odourless.map((food) => capitalise(food.name)))} ${odourless.length === 1 ? 'has' : 'have'} no key aroma compounds in Hearth's knowledge (essentially odourless), so ${odourless.length === 1 ? 'its' : 'their'} part in this pair is taste, not aroma.`,
    );
  } else {
    parts.push(`**No shared key aroma compounds.** ${capitalise(a.name)}: ${compoundsOf(a)}. ${capitalise(b.name)}: ${compoundsOf(b)}.`);
  }
  if (!facts.sharedCompounds.length && pairing && !odourless.length) {
    const eastAsian = pairing.cuisines.some((cuisine) => EAST_ASIAN.has(cuisine));
    parts.push(
      eastAsian
        ? `So shared aroma does not explain this pairing, which fits what ${AHN_2011.split(',')[0]} et al. found: East Asian cuisines tend to combine ingredients that share few flavour compounds, while Western cuisines favour ones that share many.`
        : `So shared aroma does not explain this pairing; tradition and taste hold it together. The food-pairing hypothesis is a tendency, not a rule: Ahn et al. (2011) found it in North American and Western European recipes and the reverse in East Asian ones.`,
    );
  } else if (facts.sharedCompounds.length && pairing?.cuisines.some((cuisine) => EAST_ASIAN.has(cuisine))) {
    parts.push(
      'Ahn et al. found East Asian cuisines tend to avoid pairing ingredients that share compounds, so here the shared aroma is a bonus rather than the reason cooks combine them.',
    );
  }
  const taste = tasteSentence(a, b);
  parts.push(
    taste
      ? `**Taste balance ${Math.round(facts.tasteBalance * 100)}%.** ${taste}`
      : `**Taste balance ${Math.round(facts.tasteBalance * 100)}%.** Their basic tastes offer little contrast to each other.`,
  );
  parts.push(
    `The score weighs how often cooks combine them (${pairing ? 'a recorded classic' : 'not a recorded classic'}), the aroma overlap and the taste balance. Odour notes follow ${AROMA_DESCRIPTOR_SOURCE}.`,
  );
  return fit(parts);
}

/** Joins paragraphs, dropping trailing ones rather than cutting a sentence, to stay within the field limit. */
function fit(parts: string[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    if ([...kept, part].join('\n\n').length > TEXT_LIMIT) break;
    kept.push(part);
  }
  return kept.join('\n\n');
}

export function analysePairing(first: FoodEntry, second: FoodEntry, recipes: HearthRecipes): PairingAnswer {
  const facts = pairFoods(first, second);
  return {
    compatibilityScore: facts.score,
    unexpectedRating: facts.unexpectedness,
    usageContext: composeUsage(first, second, facts, recipes),
    scientificBasis: composeBasis(first, second, facts),
    sharedCompounds: facts.sharedCompounds.slice(0, 20),
  };
}

/** The catalogue food behind an id carried in the task input. */
export function knownFood(id: string): FoodEntry {
  const food = foodById(id);
  if (!food) throw new Error(`unknown catalogue food ${id}`);
  return food;
}
