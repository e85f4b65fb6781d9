import { describe, expect, it } from 'vitest';
import { canShareRecipe, recipeStatusBadges } from './recipe-status';

describe('a recipe page’s status badges and share card', () => {
  it('shows a public recipe awaiting review as pending only, with no share card', () => {
    const pending = { visibility: 'public' as const, isApproved: false };
    expect(recipeStatusBadges(pending)).toEqual(['pendingReview']);
    expect(canShareRecipe(pending)).toBe(false);
  });

  it('shows a listed recipe as public, with the share card', () => {
    const listed = { visibility: 'public' as const, isApproved: true };
    expect(recipeStatusBadges(listed)).toEqual(['public']);
    expect(canShareRecipe(listed)).toBe(true);
  });

  it('shows a private recipe as private (and awaiting review when it is), never shared', () => {
    expect(recipeStatusBadges({ visibility: 'private', isApproved: true })).toEqual(['private']);
    expect(recipeStatusBadges({ visibility: 'private', isApproved: false })).toEqual(['private', 'pendingReview']);
    expect(canShareRecipe({ visibility: 'private', isApproved: true })).toBe(false);
  });
});
