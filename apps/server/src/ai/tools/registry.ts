// The one registry of AI tools (DESIGN §4): every key of AI_TOOL_CONTRACTS once, with its handlers.
// routes.ts serves each endpoint from here; policy.ts, OpenAPI and tools.api.test.ts read the contracts.
import type { AI_TOOL_CONTRACTS, AiToolKey } from '@hearth/contracts';
import type { AiTool } from './define-tool';
import { chefTool } from './chef/tool';
import { discoverTool } from './discover/tool';
import { alchemistTool } from './alchemist/tool';
import { mealRecommendationsTool } from './meal-recommendations/tool';
import { moodSuggestionsTool } from './mood-suggestions/tool';
import { flavorPairingTool } from './flavor-pairing/tool';
import { ingredientDnaTool } from './ingredient-dna/tool';
import { recipeDebuggerTool } from './recipe-debugger/tool';
import { triviaTool } from './trivia/tool';
import { culturalProvenanceTool } from './cultural-provenance/tool';
import { tasteMemoryTool } from './taste-memory/tool';
import { timeMachineTool } from './time-machine/tool';
import { recipeToMusicTool } from './recipe-to-music/tool';

export const AI_TOOLS = {
  chef: chefTool,
  discover: discoverTool,
  'mood-suggestions': moodSuggestionsTool,
  alchemist: alchemistTool,
  'meal-recommendations': mealRecommendationsTool,
  'flavor-pairing': flavorPairingTool,
  'ingredient-dna': ingredientDnaTool,
  'recipe-debugger': recipeDebuggerTool,
  trivia: triviaTool,
  'cultural-provenance': culturalProvenanceTool,
  'taste-memory': tasteMemoryTool,
  'time-machine': timeMachineTool,
  'recipe-to-music': recipeToMusicTool,
} satisfies { [K in AiToolKey]: AiTool<(typeof AI_TOOL_CONTRACTS)[K]> };
