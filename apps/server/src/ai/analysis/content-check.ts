import { findFood } from '../knowledge/lookup';

/**
 * Is this a recipe, and is it fit to publish? Flags spam (links, contact details, sales talk),
 * abuse, and text that is not about food. Being flagged sends the recipe back to the moderation
 * queue with the reasons; nothing is deleted.
 */
const SPAM = [
  /https?:\/\/|www\.[a-z0-9-]+\.[a-z]{2,}/i,
  /\b(buy now|discount|promo code|click here|free money|casino|crypto|bitcoin|viagra|loan offer|work from home)\b/i,
  /(\+?\d[\d\s-]{9,}\d)/,
  /(.)\1{9,}/,
];
// A short list of slurs and hostile phrases; real moderation belongs to the admins who review flags.
const ABUSE = [/\b(kill yourself|kys|retard(ed)?|f+u+c+k+ (you|off)|bitch|cunt|n[i1]gg(er|a))\b/i];
const COOKING_WORDS =
  /\b(cook|bake|boil|simmer|fry|roast|grill|saut[eé]|stir|mix|whisk|chop|slice|dice|heat|serve|blend|knead|marinate|steam|toast|season|pour|combine|add|fold|rest|chill|garnish|grind|soak|drain|peel|mash|spread)\w*/i;

export interface ContentVerdict {
  ok: boolean;
  reasons: string[];
}

export function checkContent(recipe: { title: string; description: string | null; backstory: string | null; ingredients: string[]; steps: string[] }): ContentVerdict {
  const text = [recipe.title, recipe.description ?? '', recipe.backstory ?? '', ...recipe.ingredients, ...recipe.steps].join('\n');
  const reasons: string[] = [];
  if (SPAM.some((pattern) => pattern.test(text))) reasons.push('It contains links, contact details or advertising, which are not allowed in recipes.');
  if (ABUSE.some((pattern) => pattern.test(text))) reasons.push('It contains abusive language.');
  const known = recipe.ingredients.filter((name) => findFood(name)).length;
  const cooks = recipe.steps.some((step) => COOKING_WORDS.test(step));
  if (recipe.ingredients.length > 0 && known / recipe.ingredients.length < 0.3 && !cooks) {
    reasons.push('It does not look like a recipe: few of the ingredients are foods and the steps describe no cooking.');
  }
  return { ok: reasons.length === 0, reasons };
}
