import { profileInputSchema, validation, type Profile } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { emptyProfileForm, fieldIssues, firstSectionWith, profileToFormValues } from './profile-form';

describe('profile form', () => {
  it('empty form: language en, lists empty; username is the only required answer', () => {
    const parsed = profileInputSchema.safeParse(emptyProfileForm);
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error?.issues.map((i) => i.path[0]))).toEqual(new Set(['username']));
    expect(parsed.error?.issues[0]?.message).toBe(validation.usernameMin);
    const ok = profileInputSchema.parse({ ...emptyProfileForm, username: 'ana' });
    expect(ok.languagePreference).toBe('en');
    expect(ok.dailyCalorieTarget).toBeNull();
    expect(ok.location).toBeNull();
  });

  it('round-trips a saved profile', () => {
    const saved: Profile = {
      username: 'ana',
      location: null,
      languagePreference: 'hi',
      cookingSkillLevel: 'Expert',
      primaryDietType: ['Vegan'],
      healthFocusedDiets: [],
      allergies: ['Nuts'],
      favoriteCuisines: ['Thai'],
      mealTypes: [],
      cookingStyles: [],
      nutritionGoals: [],
      dailyCalorieTarget: 1800,
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const values = profileToFormValues(saved);
    expect(values.dailyCalorieTarget).toBe('1800');
    expect(values.location).toBe('');
    const { updatedAt: _updatedAt, ...rest } = saved;
    expect(profileInputSchema.parse(values)).toEqual(rest);
  });

  it('maps server issues to fields and finds the step to return to', () => {
    const issues = fieldIssues([
      { path: ['dailyCalorieTarget'], message: 'Too many' },
      { path: ['nonsense'], message: 'x' },
    ]);
    expect(issues).toEqual([{ field: 'dailyCalorieTarget', message: 'Too many' }]);
    expect(firstSectionWith(['dailyCalorieTarget'])).toBe(3);
    expect(firstSectionWith(['allergies', 'username'])).toBe(0);
    expect(firstSectionWith([])).toBe(-1);
  });
});
