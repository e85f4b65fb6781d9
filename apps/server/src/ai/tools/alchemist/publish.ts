import { recipeFormSchema, validation, type AlchemistEvaluation, type RecipeForm } from '@hearth/contracts';
import { AppError } from '../../../errors';
import { findFood } from '../../knowledge/lookup';
import { minutesIn, parseRecipeText } from './recipe-text';

const FRACTIONS: [number, string][] = [
  [0.25, '1/4'],
  [0.33, '1/3'],
  [0.5, '1/2'],
  [0.67, '2/3'],
  [0.75, '3/4'],
];

/** 1.5 → '1 1/2', 0.25 → '1/4', 200 → '200': how cooks write amounts. */
export function formatQuantity(quantity: number | null, max?: number): string {
  if (quantity === null) return '';
  const one = (n: number) => {
    const whole = Math.floor(n);
    const fraction = FRACTIONS.find(([value]) => Math.abs(n - whole - value) < 0.02)?.[1];
    if (fraction) return whole ? `${whole} ${fraction}` : fraction;
    return String(Math.round(n * 100) / 100);
  };
  return max !== undefined ? `${one(quantity)}-${one(max)}` : one(quantity);
}

/**
 * The free text as a recipe form: the title from the first line (else 'Alchemist: a, b, c'), ingredient
 * lines parsed, steps from numbered or paragraph lines, the stated times summed as the cooking time.
 */
export function recipeFormFromText(challenge: readonly string[], text: string, evaluation: AlchemistEvaluation): RecipeForm {
  const parsed = parseRecipeText(text);
  if (!parsed.steps.length) throw AppError.badRequest(validation.stepsMin);
  const ingredients = parsed.ingredients.length
    ? parsed.ingredients.map((line) => ({
        name: (line.parsed.name || line.raw).slice(0, 120),
        quantity: formatQuantity(line.parsed.quantity, line.parsed.quantityMax),
        unit: line.parsed.unit ?? '',
      }))
    : challenge.map((name) => ({ name, quantity: '', unit: '' }));
  const minutes = parsed.steps.reduce((sum, step) => sum + minutesIn(step), 0);
  const challengeNames = challenge.map((name) => findFood(name)?.name ?? name);
  return recipeFormSchema.parse({
    title: parsed.title && parsed.title.length >= 3 ? parsed.title.slice(0, 120) : `Alchemist: ${challengeNames.join(', ')}`.slice(0, 120),
    description: `Created in the Alchemist from the challenge ${challengeNames.join(', ')}. AI evaluation: ${evaluation.score}/100.`,
    cookingTime: minutes > 0 ? Math.min(24 * 60, Math.round(minutes)) : null,
    servings: parsed.servings,
    visibility: 'public',
    tags: ['Alchemist'],
    ingredients,
    steps: parsed.steps.map((instruction) => ({ instruction: instruction.slice(0, 4000) })),
  });
}
