import { flavorPairingResponseSchema } from '@hearth/contracts';
import { z } from 'zod';
import { odourOf } from '../../knowledge/aroma-compounds';
import { classicPairing, pairFoods } from '../../knowledge/pairing';
import { defineTask } from '../../task';
import { analysePairing, knownFood } from './builtin';

/** How far a model's score may stray from the knowledge's before the answer is not trusted. */
export const SCORE_TOLERANCE = 20;
export const UNEXPECTED_TOLERANCE = 3;

export const pairingTaskInputSchema = z.object({
  /** Catalogue ids: the tool only runs the task for foods the knowledge knows. */
  firstId: z.string().min(1),
  secondId: z.string().min(1),
  hearthRecipes: z.object({ count: z.number().int().min(0), titles: z.array(z.string()).max(5) }),
});
export type PairingTaskInput = z.infer<typeof pairingTaskInputSchema>;

export const pairingTaskOutputSchema = flavorPairingResponseSchema.omit({ source: true });
export type PairingTaskOutput = z.infer<typeof pairingTaskOutputSchema>;

export function builtinPairing(input: PairingTaskInput): PairingTaskOutput {
  return analysePairing(knownFood(input.firstId), knownFood(input.secondId), input.hearthRecipes);
}

/**
 * Any answer must agree with the knowledge where the knowledge is certain: every shared compound is a
 * real key compound of both foods, and the score and unexpectedness stay near what the data gives.
 */
export function pairingAnswerProblems(input: PairingTaskInput, output: PairingTaskOutput): string[] {
  const first = knownFood(input.firstId);
  const second = knownFood(input.secondId);
  const facts = pairFoods(first, second);
  const problems: string[] = [];
  for (const compound of output.sharedCompounds) {
    if (!first.aromaCompounds.includes(compound) || !second.aromaCompounds.includes(compound)) {
      problems.push(`${compound} is not a key aroma compound of both ${first.name} and ${second.name}`);
    }
  }
  if (Math.abs(output.compatibilityScore - facts.score) > SCORE_TOLERANCE) {
    problems.push(`compatibility ${output.compatibilityScore} is far from the ${facts.score} the pairing data gives`);
  }
  if (Math.abs(output.unexpectedRating - facts.unexpectedness) > UNEXPECTED_TOLERANCE) {
    problems.push(`unexpectedness ${output.unexpectedRating} is far from the ${facts.unexpectedness} the pairing data gives`);
  }
  return problems;
}

function foodData(id: string) {
  const food = knownFood(id);
  return {
    name: food.name,
    category: food.category,
    taste: food.taste,
    aromaCompounds: food.aromaCompounds.map((compound) => ({ compound, odour: odourOf(compound) ?? null })),
    cuisines: food.cuisines,
  };
}

export const flavorPairingTask = defineTask({
  name: 'flavor-pairing',
  input: pairingTaskInputSchema,
  output: pairingTaskOutputSchema,
  instructions: [
    'You explain to a home cook how well two ingredients pair, using only the facts given in the data.',
    'compatibilityScore (0-100) and unexpectedRating (0-10): start from the given pairing facts; stay within 20 and 3 points of them.',
    'sharedCompounds: only compounds listed for BOTH ingredients in the data; an empty list when there are none. Never invent compounds.',
    'usageContext: short markdown on where cooks combine them (name the classic dishes given, if any) and how to use them together.',
    'scientificBasis: short markdown on the shared aroma compounds and what they smell of, the taste balance, and the food-pairing hypothesis',
    '(Ahn et al. 2011, Scientific Reports 1:196), noting that it holds in Western cuisines and is reversed in East Asian ones.',
    'Say plainly when the data has no tradition or no shared compound; do not make up dishes, sources or figures.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => {
    const first = knownFood(input.firstId);
    const second = knownFood(input.secondId);
    const facts = pairFoods(first, second);
    const pairing = classicPairing(first, second);
    return {
      first: foodData(input.firstId),
      second: foodData(input.secondId),
      pairingFacts: { ...facts, classicPairing: pairing ? { cuisines: pairing.cuisines, dishes: pairing.dishes } : null },
      hearthRecipesUsingBoth: input.hearthRecipes,
    };
  },
  builtin: builtinPairing,
  check: pairingAnswerProblems,
});
