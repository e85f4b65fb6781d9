// Which qualities of a dish suit a mood, and how a platform recipe shows each quality. Written for
// Hearth as practical kitchen judgement (a tired cook wants short and simple; a celebration wants
// something to share). It makes no claim that food changes mood: in a controlled study, comfort food
// improved mood no more than other food or no food (Wagner, Ahlstrom, Redden, Vickers & Mann, "The
// myth of comfort food", Health Psychology 33(12), 2014, pp. 1552–1557).
import type { DetectedMood, Quality } from './mood-lexicon';

export const COMFORT_FOOD_STUDY = 'Wagner et al. 2014, Health Psychology 33(12)';

/** What is known of a recipe without opening it: its list row and ingredient count. */
export interface MoodRecipeFacts {
  title: string;
  tags: readonly string[];
  mealTypes: readonly string[];
  cookingStyles: readonly string[];
  cookingTime: number | null;
  servings: number | null;
  cuisine: string | null;
  ingredientCount: number;
}

const hasTag = (r: MoodRecipeFacts, ...tags: string[]) => tags.find((t) => r.tags.some((own) => own.toLowerCase() === t.toLowerCase()));
const titleHas = (r: MoodRecipeFacts, pattern: RegExp) => pattern.exec(r.title.toLowerCase())?.[0];

const HOT_DISH = /\b(soup|stew|curry|dal|daal|broth|ramen|congee|khichdi|chili|chilli|risotto|porridge|masala|biryani|pho|tagine|braise|pie)\b/;
const GENTLE_DISH = /\b(soup|broth|congee|khichdi|porridge|rice pudding|arroz con leche)\b/;
const COLD_TAGS = ['No-Cook', 'Salad', 'Dip', 'Summer'];

/**
 * Each quality: does this recipe have it, and the concrete words that say so ('25 minutes', 'one pot').
 * Strength 0–1 lets a 15-minute dish count as quicker than a 30-minute one.
 */
export const QUALITY_READERS: Record<Quality, (r: MoodRecipeFacts) => { strength: number; says: string } | null> = {
  warming(r) {
    if (hasTag(r, ...COLD_TAGS)) return null;
    const dish = titleHas(r, HOT_DISH) ?? (hasTag(r, 'Soup') ? 'soup' : hasTag(r, 'Curry') ? 'curry' : null);
    if (dish) return { strength: 1, says: `a hot ${dish}` };
    if (hasTag(r, 'One-Pot', 'Risotto', 'Noodles', 'Pasta')) return { strength: 0.6, says: 'served hot' };
    return null;
  },
  comforting(r) {
    const tag = hasTag(r, 'Comfort Food', 'Pudding', 'Cheesy');
    return tag ? { strength: tag === 'Comfort Food' ? 1 : 0.7, says: tag === 'Comfort Food' ? 'tagged Comfort Food by its cook' : tag.toLowerCase() } : null;
  },
  light(r) {
    const tag = hasTag(r, 'Salad', 'No-Cook', 'Summer', 'Low-Carb');
    return tag ? { strength: 1, says: tag === 'No-Cook' ? 'no cooking at all' : tag === 'Low-Carb' ? 'low in carbohydrate' : `a light ${tag.toLowerCase()} dish` } : null;
  },
  quick(r) {
    if (r.cookingTime === null || r.cookingTime > 30) return null;
    return { strength: r.cookingTime <= 20 ? 1 : 0.7, says: `${r.cookingTime} minutes` };
  },
  simple(r) {
    if (hasTag(r, 'One-Pot')) return { strength: 1, says: 'one pot' };
    if (hasTag(r, '5 Ingredients or Less') || r.ingredientCount <= 5) return { strength: 1, says: `only ${r.ingredientCount || 5} ingredients` };
    if (r.cookingStyles.includes('Minimalist') || r.ingredientCount <= 8) return { strength: 0.6, says: `${r.ingredientCount} ingredients` };
    return null;
  },
  festive(r) {
    if (r.mealTypes.includes('Dessert')) return { strength: 1, says: 'a dessert' };
    const tag = hasTag(r, 'Party Food', 'Sweet', 'Tapas');
    return tag ? { strength: 0.8, says: tag === 'Party Food' ? 'party food' : tag.toLowerCase() } : null;
  },
  sharing(r) {
    const tag = hasTag(r, 'Party Food', 'Dip', 'Tapas', 'Pizza', 'Tacos');
    if (tag) return { strength: 1, says: `made for sharing (${tag.toLowerCase()})` };
    if ((r.servings ?? 0) >= 6) return { strength: 0.7, says: `serves ${r.servings}` };
    return null;
  },
  gentle(r) {
    if (hasTag(r, 'Spicy', 'Fried', 'Sichuan')) return null;
    const dish = titleHas(r, GENTLE_DISH) ?? (hasTag(r, 'Soup') ? 'soup' : null);
    return dish ? { strength: 1, says: `a mild ${dish}` } : null;
  },
  project(r) {
    if (r.cookingStyles.includes('Experimental')) return { strength: 1, says: 'an experimental recipe to try' };
    if (hasTag(r, 'Make-Ahead', 'Pizza', 'Risotto')) return { strength: 0.8, says: 'a hands-on cook' };
    if ((r.cookingTime ?? 0) >= 45) return { strength: 0.6, says: `${r.cookingTime} minutes to take your time over` };
    return null;
  },
  bold(r) {
    const tag = hasTag(r, 'Spicy', 'Sichuan', 'Tandoori', 'Umami');
    return tag ? { strength: 1, says: tag === 'Umami' ? 'deeply savoury' : tag === 'Tandoori' ? 'smoky tandoori spice' : 'spicy' } : null;
  },
  traditional(r) {
    if (!r.cookingStyles.includes('Traditional')) return null;
    return { strength: 1, says: r.cuisine ? `a traditional ${r.cuisine} dish` : 'a traditional recipe' };
  },
  nourishing(r) {
    const tag = hasTag(r, 'High-Protein', 'Greens', 'Salad');
    return tag ? { strength: 1, says: tag === 'High-Protein' ? 'high in protein' : tag === 'Greens' ? 'full of greens' : 'fresh vegetables' } : null;
  },
};

export interface MoodFoodRule {
  /** Quality → weight in the recipe's fit for this mood. */
  wants: Partial<Record<Quality, number>>;
  /** One honest sentence on why these qualities, shown with the picks. */
  why: string;
  /** Moods where people reach for comfort food: the answer says plainly what the evidence shows. */
  comfortCaveat?: boolean;
}

export const MOOD_FOOD: Record<DetectedMood, MoodFoodRule> = {
  tired: {
    wants: { quick: 3, simple: 2.5, warming: 1.5, comforting: 1 },
    why: 'When you are tired the kindest recipe is short and simple, with little to wash up.',
    comfortCaveat: true,
  },
  stressed: {
    wants: { quick: 2.5, simple: 2.5, comforting: 1.5, nourishing: 1 },
    why: 'Under pressure, a short list of ingredients and few steps keep cooking from becoming one more task.',
    comfortCaveat: true,
  },
  sad: { wants: { comforting: 2.5, warming: 2, simple: 1, nourishing: 1 }, why: 'Warm, familiar food is pleasant to make and eat on a low day.', comfortCaveat: true },
  lonely: {
    wants: { comforting: 2, warming: 1.5, simple: 1.5, sharing: 1 },
    why: 'Something warm and easy for one, or a dish worth inviting someone over for.',
    comfortCaveat: true,
  },
  anxious: { wants: { simple: 2.5, gentle: 1.5, warming: 1.5, quick: 1 }, why: 'Simple, predictable recipes ask little attention while your mind is busy.', comfortCaveat: true },
  unwell: {
    wants: { gentle: 3, warming: 2, simple: 1.5 },
    why: 'Mild, warm dishes such as soups are easy to eat when you are unwell; they are food, not medicine, so see a doctor if you are getting worse.',
  },
  happy: { wants: { light: 1.5, sharing: 1.5, festive: 1, bold: 1 }, why: 'A good mood is a good time for bright, fresh food or something to share.' },
  excited: { wants: { bold: 2.5, sharing: 1.5, project: 1.5 }, why: 'Energy to spare suits bold flavours or a recipe with a bit of a project to it.' },
  celebratory: { wants: { festive: 3, sharing: 2.5, bold: 1 }, why: 'A celebration calls for dishes made to share, and something sweet.' },
  calm: { wants: { project: 2, traditional: 1.5, nourishing: 1, light: 1 }, why: 'A calm day is the time for an unhurried recipe you can enjoy making.' },
  nostalgic: { wants: { traditional: 2.5, comforting: 2, warming: 1 }, why: 'Traditional, home-style dishes are the ones most often tied to memories of family cooking.' },
  angry: { wants: { quick: 2, bold: 2, simple: 1 }, why: 'Something quick and punchy to cook — chopping and a hot pan give restless energy somewhere to go.' },
  bored: { wants: { project: 2.5, bold: 2, traditional: 0.5 }, why: 'A recipe with something new to learn, or bolder flavours than usual, breaks a routine.' },
  neutral: { wants: { quick: 0.5, nourishing: 0.5, comforting: 0.5 }, why: 'With no clear mood to go on, these are simply well-liked recipes that suit your rules.' },
};
