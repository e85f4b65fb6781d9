// Every AI tool's contract, keyed by tool. The server registry must cover exactly these keys, and the
// policy table, OpenAPI and the table-driven API test read their endpoints from here. (The package index
// re-exports each tool file itself: a second level of `export *` broke the web build's chunking.)
import type { ToolContract } from './define';
import { chefContract } from './chef';
import { discoverContract } from './discover';
import { moodSuggestionsContract } from './mood-suggestions';
import { alchemistContract } from './alchemist';
import { mealRecommendationsContract } from './meal-recommendations';
import { flavorPairingContract } from './flavor-pairing';
import { ingredientDnaContract } from './ingredient-dna';
import { recipeDebuggerContract } from './recipe-debugger';
import { triviaContract } from './trivia';
import { culturalProvenanceContract } from './cultural-provenance';
import { tasteMemoryContract } from './taste-memory';
import { timeMachineContract } from './time-machine';
import { recipeToMusicContract } from './recipe-to-music';

export const AI_TOOL_CONTRACTS = {
  chef: chefContract,
  discover: discoverContract,
  'mood-suggestions': moodSuggestionsContract,
  alchemist: alchemistContract,
  'meal-recommendations': mealRecommendationsContract,
  'flavor-pairing': flavorPairingContract,
  'ingredient-dna': ingredientDnaContract,
  'recipe-debugger': recipeDebuggerContract,
  trivia: triviaContract,
  'cultural-provenance': culturalProvenanceContract,
  'taste-memory': tasteMemoryContract,
  'time-machine': timeMachineContract,
  'recipe-to-music': recipeToMusicContract,
} as const satisfies Record<string, ToolContract>;

export type AiToolKey = keyof typeof AI_TOOL_CONTRACTS;
export const AI_TOOL_KEYS = Object.keys(AI_TOOL_CONTRACTS) as AiToolKey[];

/** Every tool endpoint as 'METHOD /path', for the policy table (all need an approved member, spec §6). */
export function aiToolRoutes(): { key: AiToolKey; name: string; method: 'GET' | 'POST'; path: string }[] {
  return AI_TOOL_KEYS.flatMap((key) =>
    Object.entries(AI_TOOL_CONTRACTS[key].endpoints as Record<string, { method: 'GET' | 'POST'; path: string }>).map(([name, e]) => ({
      key,
      name,
      method: e.method,
      path: e.path,
    })),
  );
}
