import { findFood } from '../../ai/knowledge/lookup';
import { alternativeNamesOf } from '../../ai/tasks/categorize-ingredient';

/**
 * Which catalogue ingredient a recipe line means. A member's 'curry leaves', 'Mustard Seeds' or
 * 'chopped onions' is the catalogue's 'curry leaf', 'mustard seed' or 'onion': the food knowledge knows
 * the names and plurals, so the line links to the ingredient that already has its image and category
 * instead of adding a near-duplicate beside it (issue 13, item 8).
 */
export interface CatalogueName {
  /** Names an existing catalogue row may have, in order of preference (lower-case). */
  candidates: string[];
  /** The name to add when none exists: as the member wrote it (the catalogue keeps their wording). */
  name: string;
  category: string | null;
  /** Its Hindi and Spanish names when the knowledge knows the food (decision 0036), else none. */
  alternativeNames: Record<string, string[]>;
}

export function catalogueNameOf(typed: string): CatalogueName {
  const name = typed.trim().replace(/\s+/g, ' ');
  const food = findFood(name);
  if (!food) return { candidates: [name.toLowerCase()], name, category: null, alternativeNames: {} };
  const candidates = [...new Set([name, food.name, ...food.aliases].map((n) => n.toLowerCase()))];
  return { candidates, name, category: food.category, alternativeNames: alternativeNamesOf(food) };
}
