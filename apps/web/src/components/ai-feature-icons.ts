import type { AiFeatureKey } from '@hearth/contracts';
import { Brain, Bug, ChefHat, Combine, Dna, FaceSlightlySmiling, FlaskConical, Hourglass, Landmark, Lightbulb, ListMusic, ScanSearch, type LucideIcon } from 'lucide-react';

/** One icon per AI tool, shared by the sidebar, the landing page and the tool pages. */
export const AI_FEATURE_ICONS: Record<AiFeatureKey, LucideIcon> = {
  discover: ScanSearch,
  chef: ChefHat,
  alchemist: FlaskConical,
  trivia: Lightbulb,
  'recipe-to-music': ListMusic,
  'time-machine': Hourglass,
  'taste-memory': Brain,
  'recipe-debugger': Bug,
  'flavor-pairing': Combine,
  'cultural-provenance': Landmark,
  'mood-suggestions': FaceSlightlySmiling,
  'ingredient-dna': Dna,
};
