// The AI tool screens, one lazy line per tool (DESIGN §3). The route shell (routes/ai/AiToolPage.tsx)
// shows a tool's screen from here; the type requires a screen for every AI feature of the sidebar.
import type { AiFeatureKey } from '@hearth/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const AI_TOOL_SCREENS: Record<AiFeatureKey, LazyExoticComponent<ComponentType>> = {
  discover: lazy(() => import('./discover/DiscoverTool')),
  chef: lazy(() => import('./chef/ChefTool')),
  'mood-suggestions': lazy(() => import('./mood-suggestions/MoodSuggestionsTool')),
  alchemist: lazy(() => import('./alchemist/AlchemistTool')),
  'flavor-pairing': lazy(() => import('./flavor-pairing/FlavorPairingTool')),
  'ingredient-dna': lazy(() => import('./ingredient-dna/IngredientDnaTool')),
  'recipe-debugger': lazy(() => import('./recipe-debugger/RecipeDebuggerTool')),
  trivia: lazy(() => import('./trivia/TriviaTool')),
  'cultural-provenance': lazy(() => import('./cultural-provenance/CulturalProvenanceTool')),
  'taste-memory': lazy(() => import('./taste-memory/TasteMemoryTool')),
  'time-machine': lazy(() => import('./time-machine/TimeMachineTool')),
  'recipe-to-music': lazy(() => import('./recipe-to-music/RecipeToMusicTool')),
};
