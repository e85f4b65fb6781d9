import { ingredientDnaResponseSchema } from '@hearth/contracts';
import { z } from 'zod';
import { foodById } from '../../knowledge/catalog';
import { nutritionPer100g } from '../../knowledge/nutrition';
import { regionsOf } from '../../knowledge/regions';
import { ALLERGENS, DIET_KEYS, type FoodEntry } from '../../knowledge/types';
import { defineTask } from '../../task';
import { problemsWith } from '../member-rules';
import { ingredientDna } from './builtin';

export const dnaTaskInputSchema = z.object({
  /** A catalogue id: the tool runs the task only for foods the knowledge knows. */
  foodId: z.string().min(1),
  ingredientId: z.number().int().nullable(),
  rules: z.object({ allergies: z.array(z.enum(ALLERGENS)), requiredDiets: z.array(z.enum(DIET_KEYS)) }),
});
export type DnaTaskInput = z.infer<typeof dnaTaskInputSchema>;

export const dnaTaskOutputSchema = ingredientDnaResponseSchema.omit({ source: true });
export type DnaTaskOutput = z.infer<typeof dnaTaskOutputSchema>;

function knownFood(id: string): FoodEntry {
  const food = foodById(id);
  if (!food) throw new Error(`unknown catalogue food ${id}`);
  return food;
}

export function builtinDna(input: DnaTaskInput): DnaTaskOutput {
  return ingredientDna(knownFood(input.foodId), input.rules, input.ingredientId);
}

/** A model's figure may differ from IFCT's by rounding, not more. */
function closeTo(reported: number, actual: number): boolean {
  return Math.abs(reported - actual) <= Math.max(0.5, Math.abs(actual) * 0.05);
}

/**
 * Any answer keeps to the knowledge where it is certain: the same food; substitutes that fit the
 * member's diet and allergies; nutrition figures that are IFCT 2017's (none when IFCT has no row);
 * only the food's own aroma compounds; and the season as recorded.
 */
export function dnaAnswerProblems(input: DnaTaskInput, output: DnaTaskOutput): string[] {
  const food = knownFood(input.foodId);
  const problems: string[] = [];
  if (output.ingredient.name.toLowerCase() !== food.name) problems.push(`the answer is about ${output.ingredient.name}, not ${food.name}`);
  for (const sub of output.substitutionMap.substitutes) for (const problem of problemsWith([sub.name], input.rules)) problems.push(`substitute ${problem}`);
  const ifct = builtinDna(input).nutritionalProfile.per100g;
  if (!ifct.length && output.nutritionalProfile.per100g.length) problems.push(`IFCT 2017 has no row for ${food.name}, yet figures were given`);
  for (const row of output.nutritionalProfile.per100g) {
    const actual = ifct.find((r) => r.nutrient.toLowerCase() === row.nutrient.toLowerCase() && r.unit === row.unit);
    if (!actual) problems.push(`${row.nutrient} is not an IFCT 2017 figure for ${food.name}`);
    else if (!closeTo(row.amount, actual.amount)) problems.push(`${row.nutrient} ${row.amount} ${row.unit} differs from IFCT 2017's ${actual.amount}`);
  }
  for (const compound of output.chemicalCompounds.compounds)
    if (!food.aromaCompounds.includes(compound.name)) problems.push(`${compound.name} is not a recorded aroma compound of ${food.name}`);
  const months = [...output.seasonality.months].sort((a, b) => a - b).join(',');
  if (months !== [...food.season.months].sort((a, b) => a - b).join(',')) problems.push(`season months differ from the recorded season of ${food.name}`);
  return problems;
}

export const ingredientDnaTask = defineTask({
  name: 'ingredient-dna',
  input: dnaTaskInputSchema,
  output: dnaTaskOutputSchema,
  instructions: [
    'You describe one ingredient for a home cook in eight sections, using only the facts in the data.',
    'Each section has a short plain summary plus the listed facts. Copy figures, months, compounds and substitutes from the data;',
    'never add a nutrient figure, compound, month, region or source that the data does not give. When the data has nothing for a',
    'section (no IFCT row, no region entry), say so plainly in its summary and leave its list empty.',
    'Substitutes must be among those given (they already fit the member’s diet and allergies); keepsDiets lists the diets each keeps.',
    'ingredient.name is the catalogue name given. Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => {
    const food = knownFood(input.foodId);
    const answer = builtinDna(input);
    return {
      ingredient: answer.ingredient,
      facts: {
        taste: food.taste,
        textures: food.textures,
        aromaCompounds: answer.chemicalCompounds.compounds,
        seasonMonths: food.season.months,
        seasonNote: food.season.note ?? null,
        substitutes: answer.substitutionMap.substitutes,
        cuisines: food.cuisines,
        classicPairings: answer.culturalUsage.classicPairings,
        nutritionPer100g: nutritionPer100g(food),
        regions: regionsOf(food.id) ?? null,
      },
    };
  },
  builtin: builtinDna,
  check: dnaAnswerProblems,
});
