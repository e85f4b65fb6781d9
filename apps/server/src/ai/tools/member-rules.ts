import type { ProfileRow } from '../../modules/profile/profile.repository';
import type { CurationProfile } from '../../modules/recipes/discovery.repository';
import { curationProfileOf } from '../../modules/recipes/discovery.service';
import { allergensOf, dietsOf } from '../knowledge/lookup';
import type { Allergen, DietKey } from '../knowledge/types';

/**
 * A member's hard food rules (their allergies, the allergens their health diets exclude, and their
 * primary diet), the same ones Curated obeys. Every tool that proposes food re-checks its answer with
 * `problemsWith`, whoever wrote it (DESIGN §4).
 */
export interface MemberRules extends CurationProfile {
  allergies: Allergen[];
  requiredDiets: DietKey[];
}

export function memberRulesOf(profile: ProfileRow | null, extra: { allergies?: readonly Allergen[]; diets?: readonly DietKey[] } = {}): MemberRules {
  const base = curationProfileOf(profile);
  return {
    ...base,
    allergies: [...new Set([...(base.allergies as Allergen[]), ...(extra.allergies ?? [])])],
    requiredDiets: [...new Set([...(base.requiredDiets as DietKey[]), ...(extra.diets ?? [])])],
  };
}

/**
 * What in a list of ingredient names breaks the rules: an allergen (definite or "may contain"), a food
 * outside the diet, or a name the knowledge cannot vouch for when any rule is set. Empty means safe.
 */
export function problemsWith(names: readonly string[], rules: Pick<MemberRules, 'allergies' | 'requiredDiets'>): string[] {
  if (!rules.allergies.length && !rules.requiredDiets.length) return [];
  const problems: string[] = [];
  const allergens = allergensOf(names);
  for (const allergen of rules.allergies) {
    const sources = allergens.allergens.includes(allergen) || allergens.mayContain.includes(allergen) ? (allergens.sources[allergen] ?? []) : [];
    for (const name of sources) problems.push(`${name} may contain ${allergen}`);
  }
  const diets = dietsOf(names);
  for (const diet of rules.requiredDiets) for (const name of diets.blockers[diet] ?? []) problems.push(`${name} is not ${diet}`);
  for (const name of diets.unknown) problems.push(`${name} cannot be checked against your diet and allergies`);
  return problems;
}
