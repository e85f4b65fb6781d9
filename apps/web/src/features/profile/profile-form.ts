import { DEFAULT_LANGUAGE, type Profile, type ProfileData, type ProfileInput } from '@hearth/contracts';
import type { FieldPath } from 'react-hook-form';

/** The profile form's values: the contract's input shape; the calorie target is typed text (empty = unset). */
export type ProfileFormValues = ProfileInput;
export type ProfileField = FieldPath<ProfileFormValues>;
export type { ProfileData };

export const emptyProfileForm: ProfileFormValues = {
  username: '',
  location: '',
  languagePreference: DEFAULT_LANGUAGE,
  cookingSkillLevel: null,
  primaryDietType: [],
  healthFocusedDiets: [],
  allergies: [],
  favoriteCuisines: [],
  mealTypes: [],
  cookingStyles: [],
  nutritionGoals: [],
  dailyCalorieTarget: '',
};

/** A saved profile as form values (lists copied, nulls as empty text for the inputs). */
export function profileToFormValues(profile: Profile | null | undefined): ProfileFormValues {
  if (!profile) return emptyProfileForm;
  return {
    username: profile.username,
    location: profile.location ?? '',
    languagePreference: profile.languagePreference,
    cookingSkillLevel: profile.cookingSkillLevel,
    primaryDietType: narrow(profile.primaryDietType),
    healthFocusedDiets: narrow(profile.healthFocusedDiets),
    allergies: narrow(profile.allergies),
    favoriteCuisines: narrow(profile.favoriteCuisines),
    mealTypes: narrow(profile.mealTypes),
    cookingStyles: narrow(profile.cookingStyles),
    nutritionGoals: narrow(profile.nutritionGoals),
    dailyCalorieTarget: profile.dailyCalorieTarget == null ? '' : String(profile.dailyCalorieTarget),
  };
}

// The saved lists are the option lists' values; the form keeps them as they are.
function narrow<T>(list: readonly string[]): T[] {
  return [...list] as T[];
}

/** The form sections in order; the wizard shows one per step, the settings screen all four (spec §2). */
export const PROFILE_SECTIONS = [
  { id: 'basic', fields: ['username', 'location', 'cookingSkillLevel', 'languagePreference'] },
  { id: 'dietary', fields: ['primaryDietType', 'healthFocusedDiets', 'allergies'] },
  { id: 'culinary', fields: ['favoriteCuisines', 'mealTypes', 'cookingStyles'] },
  { id: 'nutrition', fields: ['nutritionGoals', 'dailyCalorieTarget'] },
] as const satisfies readonly { id: string; fields: readonly ProfileField[] }[];

const KNOWN_FIELDS = new Set<string>(PROFILE_SECTIONS.flatMap((s) => s.fields));

/** Server validation issues (`{path, message}`) that name a form field, as field errors. */
export function fieldIssues(issues: readonly { path: readonly (string | number)[]; message: string }[] | undefined) {
  const result: { field: ProfileField; message: string }[] = [];
  for (const issue of issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && KNOWN_FIELDS.has(field)) result.push({ field: field as ProfileField, message: issue.message });
  }
  return result;
}

/** The index of the first section holding one of the fields (the wizard goes back to it), or -1. */
export function firstSectionWith(fields: readonly string[]): number {
  return PROFILE_SECTIONS.findIndex((section) => section.fields.some((f) => fields.includes(f)));
}
