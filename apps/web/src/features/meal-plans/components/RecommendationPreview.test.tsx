import type { MealRecommendations } from '@hearth/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { proposalFrom, setRemoved } from '../calories';
import { RecommendationPreview } from './RecommendationPreview';

const card = (id: number, title: string, energyKcal: number | null) => ({ recipeId: id, recipe: { id, title, imageUrl: null, cuisine: 'Indian' }, energyKcal });

const proposal = (dailyCalorieTarget: number | null): MealRecommendations => ({
  source: 'builtin',
  dailyCalorieTarget,
  recommendations: [
    { ...card(1, 'Chana Masala', 351), plannedDate: '2027-01-03', mealType: 'lunch', notes: null, alternatives: [card(2, 'Dal Tadka', 420)] },
    { ...card(3, 'Mystery Bowl', null), plannedDate: '2027-01-03', mealType: 'dinner', notes: null, alternatives: [] },
  ],
  days: [{ date: '2027-01-03', plannedSlots: ['breakfast'], plannedKcal: 300, plannedWithoutKcal: 0, proposedKcal: 351, proposedWithoutKcal: 1, totalKcal: 651 }],
});

const render = (answer: MealRecommendations, edit = (meals: ReturnType<typeof proposalFrom>) => meals) =>
  renderToStaticMarkup(<RecommendationPreview proposal={answer} meals={edit(proposalFrom(answer.recommendations))} onSwap={() => {}} onRemove={() => {}} disabled={false} />);

describe('the AI proposal preview', () => {
  it('shows each meal’s calories per serving (or that they are unknown) and the day against the target', () => {
    const html = render(proposal(2000));
    expect(html).toContain('Sunday, Jan 3');
    expect(html).toContain('Already planned: Breakfast');
    expect(html).toContain('351 kcal a serving');
    expect(html).toContain('Calories not known');
    expect(html).toContain('651 of 2,000 kcal');
    expect(html).toContain('Under your target');
    expect(html).toContain('1 meal has no calorie figure');
    expect(html).toContain('Your daily target: 2,000 kcal');
    expect(html).toContain('aria-label="Swap lunch on Sunday, Jan 3"');
    expect(html).toContain('Only empty slots are filled: the meal you already planned stays as it is.');
  });

  it('leaves a removed meal out of the day and offers to put it back', () => {
    const html = render(proposal(2000), (meals) => setRemoved(meals, '2027-01-03 lunch', true));
    expect(html).toContain('300 of 2,000 kcal');
    expect(html).toContain('Left out');
    expect(html).toContain('Put back');
  });

  it('without a target, gives the day’s total and says where to set one', () => {
    const html = render(proposal(null));
    expect(html).toContain('651 kcal');
    expect(html).not.toContain('of 2,000');
    expect(html).toContain('Set a daily calorie target in your profile');
  });
});
