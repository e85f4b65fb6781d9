import type { RecipeReviewInput } from '@hearth/contracts';
import { findFood } from '../knowledge/lookup';

/**
 * 'Things Worth Knowing' from nutrition, allergens and known food interactions. Plain, modest
 * statements a cook can act on; no medical claims.
 */
interface IngredientNote {
  match: RegExp;
  text: (matched: string[]) => string;
}

const BENEFITS: IngredientNote[] = [
  { match: /\b(spinach|palak|kale|methi|fenugreek leaves|amaranth|chard)\b/, text: (m) => `Leafy greens (${m.join(', ')}) bring iron, folate and vitamin K.` },
  { match: /\b(lentil|dal|chickpea|rajma|kidney bean|black bean|moong|toor|urad|masoor|pea)s?\b/, text: (m) => `Pulses (${m.join(', ')}) add plant protein and fibre.` },
  { match: /\b(lemon|lime|orange|tomato|bell pepper|capsicum|amla|guava|kiwi|strawberr)/, text: (m) => `${cap(m.join(', '))} contribute vitamin C, which also helps the body absorb plant iron.` },
  { match: /\b(salmon|mackerel|sardine|trout|tuna)\b/, text: (m) => `Oily fish (${m.join(', ')}) is a source of omega-3 fats.` },
  { match: /\b(yogh?urt|curd|dahi|kefir|miso|kimchi)\b/, text: (m) => `Fermented foods (${m.join(', ')}) carry live cultures when not cooked hard.` },
  { match: /\b(olive oil)\b/, text: () => 'Olive oil is rich in monounsaturated fats.' },
  { match: /\b(almond|walnut|cashew|pistachio|peanut|sesame|flax|chia|pumpkin seed)s?\b/, text: (m) => `Nuts and seeds (${m.join(', ')}) add healthy fats and minerals.` },
  { match: /\b(turmeric|haldi)\b/, text: () => 'Turmeric adds curcumin; black pepper in the same dish helps its absorption.' },
  { match: /\b(oats?|brown rice|quinoa|millet|barley|whole wheat)\b/, text: (m) => `Whole grains (${m.join(', ')}) give slow-release energy and fibre.` },
  { match: /\b(egg|eggs|paneer|tofu|chicken|fish|prawn|shrimp)\b/, text: (m) => `${cap(m.join(', '))} provide complete protein.` },
];

const SATURATED = /\b(ghee|butter|cream|heavy cream|cheese|mascarpone|coconut cream|lard|bacon|khoya|malai)\b/;
const SUGARS = /\b(sugar|jaggery|honey|maple syrup|condensed milk|corn syrup|brown sugar|caster sugar|icing sugar)\b/;
const RAW_EGG = /\b(raw egg|tiramisu|carbonara|mayonnaise|mousse)\b/i;
const DEEP_FRY = /\bdeep[- ]?fr(y|ied)|fry (them |it )?until golden|into the hot oil\b/i;

const AVOID: IngredientNote[] = [
  { match: /\b(spinach|palak|lentil|dal|chickpea|rajma|beans?|tofu)\b/, text: () => 'Tea or coffee with this meal: their tannins reduce how much plant iron you absorb.' },
  { match: /\b(soy sauce|fish sauce|miso|pickle|achar|papad|olives|capers|anchov)/, text: (m) => `Extra salty sides if you watch your blood pressure: ${m.join(', ')} already add a lot of salt.` },
  { match: /\b(chil+i|cayenne|green chili|jalape|kashmiri chili|red chili|gochujang|sriracha)/, text: () => 'Alcohol or very acidic drinks if you are prone to reflux; the chilli heat adds up.' },
  { match: /\b(paneer|milk|cream|yogh?urt|curd|cheese)\b/, text: () => 'Iron supplements at the same time: calcium from the dairy competes with iron absorption.' },
  { match: /\b(fish|salmon|prawn|shrimp|tuna)\b/, text: () => 'Milk-based drinks, if you follow the traditional Ayurvedic advice against pairing fish and milk.' },
];

function matches(note: IngredientNote, names: string[]): string[] {
  return [...new Set(names.filter((n) => note.match.test(n.toLowerCase())))];
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function healthNotes(input: RecipeReviewInput): { healthBenefits: string[]; likelyConcerns: string[]; avoidWith: string[] } {
  const names = input.ingredients.map((i) => i.name.toLowerCase());
  const n = input.facts.nutritionPerServing;
  const healthBenefits = BENEFITS.map((note) => ({ note, m: matches(note, names) }))
    .filter(({ m }) => m.length)
    .map(({ note, m }) => note.text(m));
  if (n && n.proteinG >= 20) healthBenefits.unshift(`About ${Math.round(n.proteinG)} g of protein per serving.`);
  if (n && n.fiberG >= 6) healthBenefits.push(`About ${Math.round(n.fiberG)} g of fibre per serving.`);

  const likelyConcerns: string[] = [];
  for (const allergen of input.facts.allergens) {
    const sources = input.ingredients.filter((i) => findFood(i.name)?.allergens.includes(allergen)).map((i) => i.name);
    likelyConcerns.push(`Contains ${allergen}${sources.length ? ` (${[...new Set(sources)].join(', ')})` : ''}.`);
  }
  if (input.facts.mayContain.length) likelyConcerns.push(`May contain ${input.facts.mayContain.join(', ')} depending on the brands used.`);
  const saturated = names.filter((x) => SATURATED.test(x));
  if (saturated.length) likelyConcerns.push(`Rich in saturated fat from ${[...new Set(saturated)].join(', ')}.`);
  const sugars = names.filter((x) => SUGARS.test(x));
  if (sugars.length) likelyConcerns.push(`Has added sugar (${[...new Set(sugars)].join(', ')}).`);
  if (n?.sodiumMg && n.sodiumMg > 1200) likelyConcerns.push(`High in sodium: about ${n.sodiumMg} mg per serving.`);
  if (n && n.energyKcal > 800) likelyConcerns.push(`Energy-dense: about ${n.energyKcal} kcal per serving.`);
  const text = [input.title, ...input.steps].join(' ');
  if (DEEP_FRY.test(text)) likelyConcerns.push('Deep-fried, which adds fat and energy.');
  if (RAW_EGG.test(text) && names.some((x) => /\begg/.test(x))) likelyConcerns.push('May use lightly cooked egg; take care when serving pregnant women, young children or older people.');
  if (input.facts.unknownIngredients.length) likelyConcerns.push(`Could not check ${input.facts.unknownIngredients.join(', ')}; read their labels for allergens.`);

  const avoidWith = AVOID.map((note) => ({ note, m: matches(note, names) }))
    .filter(({ m }) => m.length)
    .map(({ note, m }) => note.text(m));
  return { healthBenefits: healthBenefits.slice(0, 6), likelyConcerns: likelyConcerns.slice(0, 6), avoidWith: avoidWith.slice(0, 6) };
}
